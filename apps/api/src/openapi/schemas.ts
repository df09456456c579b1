import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { AppendEventsRequest } from '../streams/appending/append-events.request';

/*
 * Response and error bodies as classes, for the OpenAPI document only: the controllers keep
 * returning their interfaces, which these classes describe field for field.
 */

const POSITION = { type: 'string', pattern: '^\\d{1,19}$', example: '42' } as const;
const INSTANT = {
  type: 'string',
  format: 'date-time',
  example: '2026-01-01T12:00:00.000Z',
} as const;
const JSON_OBJECT = { type: 'object', additionalProperties: true } as const;

// ---------------------------------------------------------------------------------- errors

export class ErrorBodySchema {
  @ApiProperty({ description: 'A stable error code', example: 'NotFound' })
  readonly error!: string;

  @ApiPropertyOptional({ description: 'What went wrong, for humans' })
  readonly message?: string;
}

export class ValidationProblemSchema {
  @ApiProperty({ description: 'Where: `body.lines[0].sku`, `streamId`, `limit`… (may be empty)' })
  readonly path!: string;

  @ApiProperty({ example: 'sku must be a string of 1-100 characters' })
  readonly message!: string;
}

export class ValidationErrorSchema {
  @ApiProperty({ enum: ['ValidationError'] })
  readonly error!: 'ValidationError';

  @ApiProperty({ type: [ValidationProblemSchema], description: 'Every problem found' })
  readonly details!: ValidationProblemSchema[];
}

export class WrongExpectedVersionSchema {
  @ApiProperty({ enum: ['WrongExpectedVersion'] })
  readonly error!: 'WrongExpectedVersion';

  @ApiProperty({ example: 'order-42' })
  readonly streamId!: string;

  @ApiProperty({
    oneOf: [
      { type: 'string', enum: ['any', 'no_stream', 'stream_exists'] },
      { type: 'integer', minimum: 0 },
    ],
  })
  readonly expectedVersion!: string | number;

  @ApiProperty({ type: 'integer', minimum: 0 })
  readonly actualVersion!: number;
}

export class DuplicateEventIdSchema {
  @ApiProperty({ enum: ['DuplicateEventId'] })
  readonly error!: 'DuplicateEventId';

  @ApiProperty()
  readonly streamId!: string;

  @ApiProperty({ type: [String], description: 'The ids of the append that are already stored' })
  readonly eventIds!: string[];

  @ApiProperty()
  readonly message!: string;
}

export class ProjectionBehindSchema {
  @ApiProperty({ enum: ['ProjectionBehind'] })
  readonly error!: 'ProjectionBehind';

  @ApiProperty()
  readonly projection!: string;

  @ApiProperty(POSITION)
  readonly checkpoint!: string;

  @ApiProperty(POSITION)
  readonly minPosition!: string;
}

export class ForbiddenSchema {
  @ApiProperty({ enum: ['Forbidden'] })
  readonly error!: 'Forbidden';

  @ApiProperty({ enum: ['reader', 'writer', 'admin'], description: 'The role the route needs' })
  readonly required!: string;
}

export class PayloadTooLargeSchema {
  @ApiProperty({ enum: ['PayloadTooLarge'] })
  readonly error!: 'PayloadTooLarge';

  @ApiProperty({ type: 'integer' })
  readonly limitBytes!: number;
}

// ---------------------------------------------------------------------------------- events

export class NewEventSchema {
  @ApiPropertyOptional({
    format: 'uuid',
    description:
      'Client-chosen id (makes a retry a no-op); the server generates a UUIDv7 when absent',
  })
  readonly id?: string;

  @ApiProperty({ minLength: 1, maxLength: 200, example: 'OrderPlaced' })
  readonly type!: string;

  @ApiProperty({ ...JSON_OBJECT, example: { total: 2100 } })
  readonly data!: Record<string, unknown>;

  @ApiPropertyOptional({
    ...JSON_OBJECT,
    description: '`correlationId`, `causationId`, `source`, `occurredAt` … as you send them',
  })
  readonly metadata?: Record<string, unknown>;
}

/** The whole body of an append: `expectedVersion` (checked by the DTO) and the raw `events`. */
export class AppendEventsBodySchema extends AppendEventsRequest {
  @ApiProperty({ type: [NewEventSchema], minItems: 1, description: 'Written atomically, in order' })
  readonly events!: NewEventSchema[];
}

export class EventSchema {
  @ApiProperty({ format: 'uuid' })
  readonly id!: string;

  @ApiProperty({ example: 'OrderPlaced' })
  readonly type!: string;

  @ApiProperty(JSON_OBJECT)
  readonly data!: Record<string, unknown>;

  @ApiProperty(JSON_OBJECT)
  readonly metadata!: Record<string, unknown>;

  @ApiProperty({ example: 'order-42' })
  readonly streamId!: string;

  @ApiProperty({ type: 'integer', minimum: 1 })
  readonly version!: number;

  @ApiProperty({ ...POSITION, description: 'Global position (decimal string)' })
  readonly position!: string;

  @ApiProperty(INSTANT)
  readonly recordedAt!: string;
}

export class AppendEventsResponseSchema {
  @ApiProperty({ example: 'order-42' })
  readonly streamId!: string;

  @ApiProperty({ type: 'integer' })
  readonly firstVersion!: number;

  @ApiProperty({ type: 'integer' })
  readonly nextExpectedVersion!: number;

  @ApiProperty({ ...POSITION, description: 'Position of the last event written' })
  readonly position!: string;
}

export class ReadStreamResponseSchema {
  @ApiProperty()
  readonly streamId!: string;

  @ApiProperty({ type: 'integer', description: "The stream's version (its last event's)" })
  readonly version!: number;

  @ApiProperty({ type: [EventSchema] })
  readonly events!: EventSchema[];
}

export class ReadAllResponseSchema {
  @ApiProperty({ type: [EventSchema] })
  readonly events!: EventSchema[];

  @ApiProperty({ ...POSITION, description: 'Pass as `from` for the next page' })
  readonly nextPosition!: string;
}

// ---------------------------------------------------------------------------------- orders

export class OrderCommandResponseSchema {
  @ApiProperty({ format: 'uuid' })
  readonly orderId!: string;

  @ApiProperty({ type: 'integer', description: 'The order stream version (also the ETag)' })
  readonly version!: number;

  @ApiProperty({
    ...POSITION,
    nullable: true,
    description: 'Position of the last event written; null when the command changed nothing',
  })
  readonly position!: string | null;
}

export class OrderLineSchema {
  @ApiProperty()
  readonly sku!: string;

  @ApiProperty({ type: 'integer' })
  readonly quantity!: number;

  @ApiProperty({ type: 'integer' })
  readonly unitPriceCents!: number;
}

const ORDER_STATUS = ['placed', 'paid', 'shipped', 'cancelled'];
const NULLABLE_TEXT = { type: 'string', nullable: true } as const;
const NULLABLE_INSTANT = { ...INSTANT, nullable: true } as const;

export class OrderViewSchema {
  @ApiProperty({ enum: ORDER_STATUS })
  readonly status!: string;

  @ApiProperty({ format: 'uuid' })
  readonly orderId!: string;

  @ApiProperty()
  readonly customerId!: string;

  @ApiProperty({ type: [OrderLineSchema] })
  readonly lines!: OrderLineSchema[];

  @ApiProperty({ type: 'integer' })
  readonly totalCents!: number;

  @ApiProperty(INSTANT)
  readonly placedAt!: string;

  @ApiProperty(NULLABLE_TEXT)
  readonly paymentReference!: string | null;

  @ApiProperty(NULLABLE_INSTANT)
  readonly paidAt!: string | null;

  @ApiProperty(NULLABLE_INSTANT)
  readonly cancelledAt!: string | null;

  @ApiProperty(NULLABLE_TEXT)
  readonly cancelReason!: string | null;

  @ApiProperty(NULLABLE_INSTANT)
  readonly shippedAt!: string | null;

  @ApiProperty(NULLABLE_TEXT)
  readonly carrier!: string | null;

  @ApiProperty(NULLABLE_TEXT)
  readonly trackingNumber!: string | null;

  @ApiProperty({ type: 'integer', description: 'The version the ETag names' })
  readonly version!: number;
}

export class OrderListItemSchema {
  @ApiProperty({ format: 'uuid' })
  readonly orderId!: string;

  @ApiProperty()
  readonly customerId!: string;

  @ApiProperty({ enum: ORDER_STATUS })
  readonly status!: string;

  @ApiProperty({ type: 'integer' })
  readonly totalCents!: number;

  @ApiProperty({ type: 'integer' })
  readonly lineCount!: number;

  @ApiProperty(INSTANT)
  readonly placedAt!: string;

  @ApiProperty(INSTANT)
  readonly updatedAt!: string;

  @ApiProperty({ type: 'integer' })
  readonly version!: number;
}

export class OrderListPageSchema {
  @ApiProperty({ type: [OrderListItemSchema] })
  readonly orders!: OrderListItemSchema[];

  @ApiProperty({ ...NULLABLE_TEXT, description: 'Pass as `after`; null on the last page' })
  readonly next!: string | null;
}

export class OrderPaymentSourceSchema {
  @ApiProperty()
  readonly source!: string;

  @ApiProperty(NULLABLE_TEXT)
  readonly reference!: string | null;

  @ApiProperty(NULLABLE_INSTANT)
  readonly paidAt!: string | null;
}

export class OrderShipmentSourceSchema {
  @ApiProperty()
  readonly source!: string;

  @ApiProperty(NULLABLE_TEXT)
  readonly carrier!: string | null;

  @ApiProperty(NULLABLE_TEXT)
  readonly trackingNumber!: string | null;

  @ApiProperty(NULLABLE_INSTANT)
  readonly shippedAt!: string | null;
}

export class OrderSourcesSchema {
  @ApiProperty({ format: 'uuid' })
  readonly orderId!: string;

  @ApiProperty({ type: OrderPaymentSourceSchema, nullable: true })
  readonly payment!: OrderPaymentSourceSchema | null;

  @ApiProperty({ type: OrderShipmentSourceSchema, nullable: true })
  readonly shipment!: OrderShipmentSourceSchema | null;

  @ApiProperty({ type: 'integer' })
  readonly version!: number;
}

// ------------------------------------------------------------------------------- customers

export class CustomerSummarySchema {
  @ApiProperty()
  readonly customerId!: string;

  @ApiProperty({ type: 'integer' })
  readonly ordersPlaced!: number;

  @ApiProperty({ type: 'integer' })
  readonly ordersPaid!: number;

  @ApiProperty({ type: 'integer' })
  readonly ordersCancelled!: number;

  @ApiProperty({ type: 'integer', description: 'Payments minus refunds, in cents' })
  readonly totalSpentCents!: number;
}

export class LoyaltyBalanceSchema {
  @ApiProperty()
  readonly customerId!: string;

  @ApiProperty({ type: 'integer' })
  readonly points!: number;
}

// ----------------------------------------------------------------------------- projections

export class ListenerRebuildSchema {
  @ApiProperty(POSITION)
  readonly checkpoint!: string;

  @ApiProperty({ minimum: 0, maximum: 1 })
  readonly progress!: number;

  @ApiProperty(INSTANT)
  readonly startedAt!: string;
}

export class ListenerSchema {
  @ApiProperty({ example: 'order_list' })
  readonly name!: string;

  @ApiProperty({ enum: ['projection', 'side-effect'] })
  readonly kind!: string;

  @ApiProperty({ enum: ['running', 'paused', 'failed'] })
  readonly status!: string;

  @ApiProperty(POSITION)
  readonly checkpoint!: string;

  @ApiProperty(POSITION)
  readonly headPosition!: string;

  @ApiProperty(POSITION)
  readonly lag!: string;

  @ApiProperty(NULLABLE_TEXT)
  readonly leaseOwner!: string | null;

  @ApiProperty(NULLABLE_INSTANT)
  readonly leaseUntil!: string | null;

  @ApiProperty({ type: 'integer' })
  readonly applied!: number;

  @ApiProperty({ type: 'integer' })
  readonly skipped!: number;

  @ApiProperty(NULLABLE_TEXT)
  readonly lastError!: string | null;

  @ApiProperty({ type: EventSchema, nullable: true })
  readonly failedEvent!: EventSchema | null;

  @ApiProperty({ type: ListenerRebuildSchema, nullable: true })
  readonly rebuild!: ListenerRebuildSchema | null;
}

export class ListenerListSchema {
  @ApiProperty({ type: [ListenerSchema] })
  readonly projections!: ListenerSchema[];
}

export class ReplayReportSchema {
  @ApiProperty({ type: 'integer' })
  readonly applied!: number;

  @ApiProperty({ type: 'integer' })
  readonly skipped!: number;
}

// ---------------------------------------------------------------------------- dead letters

export class DeadLetterSchema {
  @ApiProperty()
  readonly id!: string;

  @ApiProperty({ description: 'The saga or projection that gave up' })
  readonly listener!: string;

  @ApiProperty(NULLABLE_TEXT)
  readonly step!: string | null;

  @ApiProperty(NULLABLE_TEXT)
  readonly workItemId!: string | null;

  @ApiProperty({ format: 'uuid' })
  readonly eventId!: string;

  @ApiProperty()
  readonly streamId!: string;

  @ApiProperty({ type: 'integer' })
  readonly version!: number;

  @ApiProperty(POSITION)
  readonly position!: string;

  @ApiProperty({ description: 'The event, as recorded' })
  readonly event!: unknown;

  @ApiProperty()
  readonly error!: string;

  @ApiProperty(NULLABLE_TEXT)
  readonly stack!: string | null;

  @ApiProperty({ type: 'integer' })
  readonly attempts!: number;

  @ApiProperty(INSTANT)
  readonly firstAttemptAt!: string;

  @ApiProperty(INSTANT)
  readonly lastAttemptAt!: string;

  @ApiProperty({ enum: ['pending', 'redriven', 'discarded'] })
  readonly status!: string;

  @ApiProperty({ ...NULLABLE_TEXT, description: 'Why it was discarded' })
  readonly resolution!: string | null;

  @ApiProperty(NULLABLE_INSTANT)
  readonly resolvedAt!: string | null;

  @ApiProperty(INSTANT)
  readonly createdAt!: string;
}

export class DeadLetterPageSchema {
  @ApiProperty({ type: [DeadLetterSchema] })
  readonly items!: DeadLetterSchema[];

  @ApiProperty({ ...NULLABLE_TEXT, description: 'Pass as `after`; null on the last page' })
  readonly next!: string | null;
}

export class RedriveReportSchema {
  @ApiProperty({ type: [String] })
  readonly redriven!: string[];

  @ApiProperty({ type: [String] })
  readonly notFound!: string[];

  @ApiProperty({ type: [String], description: "Not pending, or a projection's dead letter" })
  readonly notRedrivable!: string[];
}

// ---------------------------------------------------------------------------------- ingest

export class IngestedFactSchema {
  @ApiProperty({ example: 'order' })
  readonly subjectKind!: string;

  @ApiProperty()
  readonly subjectId!: string;

  @ApiProperty({ example: 'PaymentReceived' })
  readonly type!: string;

  @ApiProperty({ enum: ['payment-provider', 'warehouse', 'client'] })
  readonly source!: string;

  @ApiProperty(INSTANT)
  readonly occurredAt!: string;
}

export class IngestResponseSchema {
  @ApiProperty({ enum: ['Accept', 'Replace', 'Drop'] })
  readonly decision!: string;

  @ApiPropertyOptional({ description: 'Accept, Replace: the fact id' })
  readonly factId?: string;

  @ApiPropertyOptional({ description: 'Drop: the fact this report duplicates' })
  readonly duplicateOf?: string;

  @ApiProperty({ type: IngestedFactSchema })
  readonly fact!: IngestedFactSchema;

  @ApiPropertyOptional({ description: 'Replace: the source whose report this one replaced' })
  readonly replaced?: string;

  @ApiProperty()
  readonly streamId!: string;

  @ApiPropertyOptional({ type: 'integer' })
  readonly version?: number;

  @ApiPropertyOptional({ ...POSITION, nullable: true })
  readonly position?: string | null;
}

export class SourceCountsSchema {
  @ApiProperty()
  readonly source!: string;

  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'integer' },
    description: 'Decisions per outcome (Accept, Drop, Replace, …)',
  })
  readonly counts!: Record<string, number>;
}

export class DedupReportSchema {
  @ApiProperty({ description: 'The seen-key store kind', example: 'memory' })
  readonly store!: string;

  @ApiProperty({ ...JSON_OBJECT, description: 'windowMs, lateArrivalMs, sourcePriorities…' })
  readonly policy!: Record<string, unknown>;

  @ApiProperty({ ...INSTANT, description: 'Counted since this instance started' })
  readonly since!: string;

  @ApiProperty({ type: [SourceCountsSchema] })
  readonly sources!: SourceCountsSchema[];
}

// --------------------------------------------------------------------------- notifications

export class SuppressedNotificationSchema {
  @ApiProperty()
  readonly idempotencyKey!: string;

  @ApiProperty({ enum: ['same-content', 'daily-limit'] })
  readonly reason!: string;

  @ApiProperty()
  readonly kind!: string;

  @ApiProperty()
  readonly channel!: string;

  @ApiProperty()
  readonly orderId!: string;

  @ApiProperty(NULLABLE_TEXT)
  readonly customerId!: string | null;

  @ApiProperty()
  readonly payload!: unknown;

  @ApiProperty(INSTANT)
  readonly suppressedAt!: string;
}

export class SuppressedNotificationListSchema {
  @ApiProperty({ type: [SuppressedNotificationSchema] })
  readonly items!: SuppressedNotificationSchema[];
}

// -------------------------------------------------------------------------------- probes

export class HealthResponseSchema {
  @ApiProperty({ enum: ['ok', 'unavailable'] })
  readonly status!: string;

  @ApiProperty({ enum: ['sqlite', 'postgres'] })
  readonly store!: string;
}

export class ReadinessSchema {
  @ApiProperty({ enum: ['ok', 'error'] })
  readonly status!: string;

  @ApiPropertyOptional({ ...JSON_OBJECT, description: 'Checks that passed' })
  readonly info?: Record<string, unknown>;

  @ApiPropertyOptional({ ...JSON_OBJECT, description: 'Checks that failed' })
  readonly error?: Record<string, unknown>;

  @ApiProperty({ ...JSON_OBJECT, description: 'Every check' })
  readonly details!: Record<string, unknown>;
}

// --------------------------------------------------------------------- ingest payloads

export class PaymentIntentMetadataSchema {
  @ApiProperty({ example: '0190f1b2-1c3d-7e4f-8a9b-0c1d2e3f4a5b' })
  readonly order_id!: string;
}

export class PaymentIntentSchema {
  @ApiProperty({ example: 'pi_123', description: 'The payment reference' })
  readonly id!: string;

  @ApiProperty({ type: 'integer', minimum: 0, example: 2100 })
  readonly amount_received!: number;

  @ApiProperty({ example: 'eur', description: 'The shop currency (EUR), any case' })
  readonly currency!: string;

  @ApiProperty({ type: PaymentIntentMetadataSchema })
  readonly metadata!: PaymentIntentMetadataSchema;
}

export class PaymentWebhookDataSchema {
  @ApiProperty({ type: PaymentIntentSchema })
  readonly object!: PaymentIntentSchema;
}

/** `POST /ingest/payment-provider`: the provider's webhook (Stripe-shaped). */
export class PaymentProviderWebhookSchema {
  @ApiProperty({ example: 'evt_1' })
  readonly id!: string;

  @ApiProperty({ enum: ['payment_intent.succeeded'] })
  readonly type!: string;

  @ApiProperty({ type: 'integer', description: 'Unix seconds', example: 1796032800 })
  readonly created!: number;

  @ApiProperty({ type: PaymentWebhookDataSchema })
  readonly data!: PaymentWebhookDataSchema;
}

/** `POST /ingest/warehouse`: the warehouse worker's status update. */
export class WarehouseUpdateSchema {
  @ApiProperty({ description: 'The order id' })
  readonly orderRef!: string;

  @ApiProperty({ enum: ['SHIPPED', 'PAYMENT_COLLECTED'] })
  readonly status!: string;

  @ApiProperty({ type: 'integer', description: 'Unix milliseconds', example: 1796036400123 })
  readonly eventTime!: number;

  @ApiPropertyOptional({ description: 'SHIPPED: required', example: 'DHL' })
  readonly carrier?: string;

  @ApiPropertyOptional({ description: 'SHIPPED: optional', example: 'JD0001' })
  readonly trackingNumber?: string;

  @ApiPropertyOptional({ type: 'integer', minimum: 0, description: 'PAYMENT_COLLECTED: required' })
  readonly amountCents?: number;

  @ApiPropertyOptional({ description: 'PAYMENT_COLLECTED: required', example: 'W-77' })
  readonly receiptNo?: string;
}

export class ClientAmountSchema {
  @ApiProperty({ description: 'Decimal string', example: '21.00' })
  readonly value!: string;

  @ApiProperty({ example: 'EUR' })
  readonly currency!: string;
}

/** `POST /ingest/client`: a command from the shop's own client app. */
export class ClientCommandSchema {
  @ApiProperty()
  readonly orderId!: string;

  @ApiProperty({ enum: ['payment-completed', 'marked-shipped'] })
  readonly action!: string;

  @ApiProperty({ format: 'date-time', description: 'ISO 8601 with an offset' })
  readonly at!: string;

  @ApiPropertyOptional({ type: ClientAmountSchema, description: 'payment-completed: required' })
  readonly amount?: ClientAmountSchema;

  @ApiPropertyOptional({ description: 'payment-completed: required', example: 'r-1' })
  readonly receipt?: string;

  @ApiPropertyOptional({ description: 'marked-shipped: required', example: 'DHL' })
  readonly carrier?: string;
}

export const INGEST_PAYLOADS = {
  'payment-provider': PaymentProviderWebhookSchema,
  warehouse: WarehouseUpdateSchema,
  client: ClientCommandSchema,
} as const;

export const INGEST_EXAMPLES = {
  'payment-provider': {
    summary: 'payment-provider: payment_intent.succeeded',
    value: {
      id: 'evt_1',
      type: 'payment_intent.succeeded',
      created: 1796032800,
      data: {
        object: {
          id: 'pi_123',
          amount_received: 2100,
          currency: 'eur',
          metadata: { order_id: '0190f1b2-1c3d-7e4f-8a9b-0c1d2e3f4a5b' },
        },
      },
    },
  },
  'warehouse-shipped': {
    summary: 'warehouse: SHIPPED',
    value: {
      orderRef: '0190f1b2-1c3d-7e4f-8a9b-0c1d2e3f4a5b',
      status: 'SHIPPED',
      eventTime: 1796036400123,
      carrier: 'DHL',
      trackingNumber: 'JD0001',
    },
  },
  'warehouse-payment': {
    summary: 'warehouse: PAYMENT_COLLECTED',
    value: {
      orderRef: '0190f1b2-1c3d-7e4f-8a9b-0c1d2e3f4a5b',
      status: 'PAYMENT_COLLECTED',
      eventTime: 1796036400123,
      amountCents: 2100,
      receiptNo: 'W-77',
    },
  },
  'client-payment': {
    summary: 'client: payment-completed',
    value: {
      orderId: '0190f1b2-1c3d-7e4f-8a9b-0c1d2e3f4a5b',
      action: 'payment-completed',
      at: '2026-11-30T10:00:00.900Z',
      amount: { value: '21.00', currency: 'EUR' },
      receipt: 'r-1',
    },
  },
  'client-shipped': {
    summary: 'client: marked-shipped',
    value: {
      orderId: '0190f1b2-1c3d-7e4f-8a9b-0c1d2e3f4a5b',
      action: 'marked-shipped',
      at: '2026-11-30T12:00:00+01:00',
      carrier: 'DHL',
    },
  },
};
