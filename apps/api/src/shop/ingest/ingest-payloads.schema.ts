import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

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
