import { ObjectType } from '@nestjs/graphql';
import { InstantField, IntField, ObjectField, TextField } from '../../../openapi/fields';

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
