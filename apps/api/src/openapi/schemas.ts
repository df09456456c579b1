import { ObjectType } from '@nestjs/graphql';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { AppendEventsRequest } from '../streams/appending/append-events.request';
import {
  SafeIntField,
  InstantField,
  INSTANT,
  IntField,
  JsonField,
  NumberField,
  ObjectField,
  POSITION,
  PositionField,
  TextField,
  TextListField,
} from './fields';

/*
 * Response and error bodies as classes, for the OpenAPI document and (those marked
 * `@ObjectType`) the GraphQL schema: the controllers and resolvers keep returning their
 * interfaces, which these classes describe field for field.
 */

const JSON_OBJECT = { type: 'object', additionalProperties: true } as const;

// ---------------------------------------------------------------------------------- errors

export class ErrorBodySchema {
  @ApiProperty({ description: 'A stable error code', example: 'NotFound' })
  readonly error!: string;

  @ApiPropertyOptional({ description: 'What went wrong, for humans' })
  readonly message?: string;
}

export class StoreUnavailableSchema {
  @ApiProperty({ enum: ['StoreUnavailable'] })
  readonly error!: 'StoreUnavailable';

  @ApiProperty({
    enum: ['sqlite', 'postgres', 'eventstoredb', 'redis'],
    description: 'Which store',
  })
  readonly store!: string;

  @ApiPropertyOptional({
    enum: ['unknown'],
    description:
      'Present when a write was sent and not confirmed: it may stand; retry with the same ids or key',
  })
  readonly writeOutcome?: 'unknown';

  @ApiProperty()
  readonly message!: string;
}

export class StoreFullSchema {
  @ApiProperty({ enum: ['StoreFull'] })
  readonly error!: 'StoreFull';

  @ApiProperty({ enum: ['sqlite', 'postgres'], description: 'Which store' })
  readonly store!: string;

  @ApiProperty()
  readonly message!: string;
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

@ObjectType('Event')
export class EventSchema {
  @TextField({ format: 'uuid' })
  readonly id!: string;

  @TextField({ example: 'OrderPlaced' })
  readonly type!: string;

  @JsonField()
  readonly data!: Record<string, unknown>;

  @JsonField()
  readonly metadata!: Record<string, unknown>;

  @TextField({ example: 'order-42' })
  readonly streamId!: string;

  @IntField({ minimum: 1 })
  readonly version!: number;

  @PositionField({ description: 'Global position (decimal string)' })
  readonly position!: string;

  @InstantField()
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

@ObjectType('StreamPage')
export class ReadStreamResponseSchema {
  @TextField()
  readonly streamId!: string;

  @IntField({ description: "The stream's version (its last event's)" })
  readonly version!: number;

  @ObjectField(EventSchema, { list: true })
  readonly events!: EventSchema[];
}

@ObjectType('LogPage')
export class ReadAllResponseSchema {
  @ObjectField(EventSchema, { list: true })
  readonly events!: EventSchema[];

  @PositionField({ description: 'Pass as `from` for the next page' })
  readonly nextPosition!: string;
}

// ---------------------------------------------------------------------------------- orders

@ObjectType('OrderCommandResult')
export class OrderCommandResponseSchema {
  @TextField({ format: 'uuid' })
  readonly orderId!: string;

  @IntField({ description: 'The order stream version (also the ETag)' })
  readonly version!: number;

  @PositionField({
    description: 'Position of the last event written; null when the command changed nothing',
    nullable: true,
  })
  readonly position!: string | null;
}

@ObjectType('OrderLine')
export class OrderLineSchema {
  @TextField()
  readonly sku!: string;

  @IntField()
  readonly quantity!: number;

  @SafeIntField()
  readonly unitPriceCents!: number;
}

const ORDER_STATUS = ['placed', 'paid', 'shipped', 'cancelled'];
const NULLABLE_TEXT = { type: 'string', nullable: true } as const;

@ObjectType('Order')
export class OrderViewSchema {
  @TextField({ enum: ORDER_STATUS })
  readonly status!: string;

  @TextField({ format: 'uuid' })
  readonly orderId!: string;

  @TextField()
  readonly customerId!: string;

  @ObjectField(OrderLineSchema, { list: true })
  readonly lines!: OrderLineSchema[];

  @SafeIntField()
  readonly totalCents!: number;

  @InstantField()
  readonly placedAt!: string;

  @TextField({ nullable: true })
  readonly paymentReference!: string | null;

  @InstantField({ nullable: true })
  readonly paidAt!: string | null;

  @InstantField({ nullable: true })
  readonly cancelledAt!: string | null;

  @TextField({ nullable: true })
  readonly cancelReason!: string | null;

  @InstantField({ nullable: true })
  readonly shippedAt!: string | null;

  @TextField({ nullable: true })
  readonly carrier!: string | null;

  @TextField({ nullable: true })
  readonly trackingNumber!: string | null;

  @IntField({ description: 'The version the ETag names' })
  readonly version!: number;
}

@ObjectType('OrderListItem')
export class OrderListItemSchema {
  @TextField({ format: 'uuid' })
  readonly orderId!: string;

  @TextField()
  readonly customerId!: string;

  @TextField({ enum: ORDER_STATUS })
  readonly status!: string;

  @SafeIntField()
  readonly totalCents!: number;

  @IntField()
  readonly lineCount!: number;

  @InstantField()
  readonly placedAt!: string;

  @InstantField()
  readonly updatedAt!: string;

  @IntField()
  readonly version!: number;
}

@ObjectType('OrderListPage')
export class OrderListPageSchema {
  @ObjectField(OrderListItemSchema, { list: true })
  readonly orders!: OrderListItemSchema[];

  @TextField({ description: 'Pass as `after`; null on the last page', nullable: true })
  readonly next!: string | null;
}

@ObjectType('OrderPaymentSource')
export class OrderPaymentSourceSchema {
  @TextField()
  readonly source!: string;

  @TextField({ nullable: true })
  readonly reference!: string | null;

  @InstantField({ nullable: true })
  readonly paidAt!: string | null;
}

@ObjectType('OrderShipmentSource')
export class OrderShipmentSourceSchema {
  @TextField()
  readonly source!: string;

  @TextField({ nullable: true })
  readonly carrier!: string | null;

  @TextField({ nullable: true })
  readonly trackingNumber!: string | null;

  @InstantField({ nullable: true })
  readonly shippedAt!: string | null;
}

@ObjectType('OrderSources')
export class OrderSourcesSchema {
  @TextField({ format: 'uuid' })
  readonly orderId!: string;

  @ObjectField(OrderPaymentSourceSchema, { nullable: true })
  readonly payment!: OrderPaymentSourceSchema | null;

  @ObjectField(OrderShipmentSourceSchema, { nullable: true })
  readonly shipment!: OrderShipmentSourceSchema | null;

  @IntField()
  readonly version!: number;
}

// ------------------------------------------------------------------------------- customers

@ObjectType('CustomerSummary')
export class CustomerSummarySchema {
  @TextField()
  readonly customerId!: string;

  @IntField()
  readonly ordersPlaced!: number;

  @IntField()
  readonly ordersPaid!: number;

  @IntField()
  readonly ordersCancelled!: number;

  @SafeIntField({ description: 'Payments minus refunds, in cents' })
  readonly totalSpentCents!: number;
}

export class LoyaltyBalanceSchema {
  @ApiProperty()
  readonly customerId!: string;

  @ApiProperty({ type: 'integer' })
  readonly points!: number;
}

// ----------------------------------------------------------------------------- projections

@ObjectType('ListenerRebuild')
export class ListenerRebuildSchema {
  @PositionField()
  readonly checkpoint!: string;

  @NumberField({ minimum: 0, maximum: 1 })
  readonly progress!: number;

  @InstantField()
  readonly startedAt!: string;
}

@ObjectType('Listener')
export class ListenerSchema {
  @TextField({ example: 'order_list' })
  readonly name!: string;

  @TextField({ enum: ['projection', 'side-effect'] })
  readonly kind!: string;

  @TextField({ enum: ['running', 'paused', 'failed'] })
  readonly status!: string;

  @PositionField()
  readonly checkpoint!: string;

  @PositionField()
  readonly headPosition!: string;

  @PositionField()
  readonly lag!: string;

  @TextField({ nullable: true })
  readonly leaseOwner!: string | null;

  @InstantField({ nullable: true })
  readonly leaseUntil!: string | null;

  @SafeIntField()
  readonly applied!: number;

  @SafeIntField()
  readonly skipped!: number;

  @TextField({ nullable: true })
  readonly lastError!: string | null;

  @ObjectField(EventSchema, { nullable: true })
  readonly failedEvent!: EventSchema | null;

  @ObjectField(ListenerRebuildSchema, { nullable: true })
  readonly rebuild!: ListenerRebuildSchema | null;
}

export class ListenerListSchema {
  @ApiProperty({ type: [ListenerSchema] })
  readonly projections!: ListenerSchema[];
}

@ObjectType('ReplayedEvent')
export class ReplayedEventSchema {
  @TextField()
  readonly eventId!: string;

  @TextField()
  readonly type!: string;

  @IntField()
  readonly version!: number;

  @PositionField()
  readonly position!: string;

  @TextField({
    enum: ['applied', 'skipped', 'dead-lettered', 'failed', 'not-replayed'],
    description:
      'applied; skipped (applied already, without force); after the retries, as the ' +
      "projection's poison-event policy says, dead-lettered (skipped) or failed (the replay " +
      'stopped there); not-replayed (after a failed one)',
  })
  readonly outcome!: string;

  @TextField({ nullable: true, description: 'dead-lettered, failed: the error' })
  readonly error!: string | null;

  @IntField({ description: 'Attempts made (0 when not replayed)' })
  readonly attempts!: number;

  @TextField({ nullable: true, description: 'dead-lettered: its pending dead letter' })
  readonly deadLetterId!: string | null;
}

@ObjectType('ReplayReport')
export class ReplayReportSchema {
  @TextField()
  readonly streamId!: string;

  @IntField()
  readonly applied!: number;

  @IntField()
  readonly skipped!: number;

  @IntField()
  readonly deadLettered!: number;

  @IntField()
  readonly failed!: number;

  @IntField()
  readonly notReplayed!: number;

  @ObjectField(ReplayedEventSchema, { list: true, description: "The stream's events, in order" })
  readonly events!: ReplayedEventSchema[];
}

// ---------------------------------------------------------------------------- dead letters

@ObjectType('DeadLetter')
export class DeadLetterSchema {
  @TextField()
  readonly id!: string;

  @TextField({ description: 'The saga or projection that gave up' })
  readonly listener!: string;

  @TextField({ nullable: true })
  readonly step!: string | null;

  @TextField({ nullable: true })
  readonly workItemId!: string | null;

  @TextField({ format: 'uuid' })
  readonly eventId!: string;

  @TextField()
  readonly streamId!: string;

  @IntField()
  readonly version!: number;

  @PositionField()
  readonly position!: string;

  @JsonField({ description: 'The event, as recorded' })
  readonly event!: unknown;

  @TextField()
  readonly error!: string;

  @TextField({ nullable: true })
  readonly stack!: string | null;

  @IntField()
  readonly attempts!: number;

  @InstantField()
  readonly firstAttemptAt!: string;

  @InstantField()
  readonly lastAttemptAt!: string;

  @TextField({ enum: ['pending', 'redriven', 'discarded'] })
  readonly status!: string;

  @TextField({ description: 'Why it was discarded', nullable: true })
  readonly resolution!: string | null;

  @InstantField({ nullable: true })
  readonly resolvedAt!: string | null;

  @InstantField()
  readonly createdAt!: string;
}

@ObjectType('DeadLetterPage')
export class DeadLetterPageSchema {
  @ObjectField(DeadLetterSchema, { list: true })
  readonly items!: DeadLetterSchema[];

  @TextField({ description: 'Pass as `after`; null on the last page', nullable: true })
  readonly next!: string | null;
}

@ObjectType('RedriveReport')
export class RedriveReportSchema {
  @TextListField()
  readonly redriven!: string[];

  @TextListField()
  readonly notFound!: string[];

  @TextListField({ description: "Not pending, or a projection's dead letter" })
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

  @ApiProperty({ enum: ['sqlite', 'postgres', 'eventstoredb'] })
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
