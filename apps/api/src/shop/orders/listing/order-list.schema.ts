import { ObjectType } from '@nestjs/graphql';
import {
  InstantField,
  IntField,
  ObjectField,
  SafeIntField,
  TextField,
} from '../../../openapi/fields';
import { ORDER_STATUS } from '../viewing/order-view.schema';

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
