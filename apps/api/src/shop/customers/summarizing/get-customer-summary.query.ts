import type { Checked } from '../../../http/validation';
import { Query } from '@nestjs/cqrs';
import type { ReadResult } from '../../../projections/read-models';
import type { Consistency } from '../../../projections/read-query';

/** A customer's orders and spending, as `GET /customers/:customerId/summary` shows them. */
export interface CustomerSummary {
  readonly customerId: string;
  readonly ordersPlaced: number;
  readonly ordersPaid: number;
  readonly ordersCancelled: number;
  /** Payments minus refunds (a paid order that was cancelled), in cents. */
  readonly totalSpentCents: number;
}

/** The customer's summary; undefined when they never placed an order. */
export class GetCustomerSummaryQuery extends Query<ReadResult<CustomerSummary | undefined>> {
  constructor(
    readonly customerId: string,
    readonly consistency: Consistency,
  ) {
    super();
  }
}

/** A customer id as the orders carry it: 1-200 characters. */
export function checkCustomerId(customerId: string): Checked<string> {
  return customerId.length >= 1 && customerId.length <= 200
    ? { ok: true, value: customerId }
    : {
        ok: false,
        problems: [{ path: 'customerId', message: 'customerId must be 1-200 characters' }],
      };
}
