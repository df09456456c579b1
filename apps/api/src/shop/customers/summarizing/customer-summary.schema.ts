import { ObjectType } from '@nestjs/graphql';
import { IntField, SafeIntField, TextField } from '../../../openapi/fields';

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
