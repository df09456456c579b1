import { Query } from '@nestjs/cqrs';
import type { ExistingOrder } from '../order.decider';

/** An order as `GET /orders/:id` shows it, with the version its `ETag` names. */
export type OrderView = ExistingOrder & { readonly version: number };

/** The order's current state, or undefined when it was never placed. */
export class GetOrderQuery extends Query<OrderView | undefined> {
  constructor(readonly orderId: string) {
    super();
  }
}
