import { ObjectType } from '@nestjs/graphql';
import {
  InstantField,
  IntField,
  ObjectField,
  SafeIntField,
  TextField,
} from '../../../openapi/fields';

export const ORDER_STATUS = ['placed', 'paid', 'shipped', 'cancelled'];

@ObjectType('OrderLine')
export class OrderLineSchema {
  @TextField()
  readonly sku!: string;

  @IntField()
  readonly quantity!: number;

  @SafeIntField()
  readonly unitPriceCents!: number;
}

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
