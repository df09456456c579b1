import { Query } from '@nestjs/cqrs';
import type { OrderStatus } from '../order.decider';
import type { ReadResult } from '../../../projections/read-models';
import type { Consistency } from '../../../projections/read-query';

/** An order as `GET /orders` lists it. */
export interface OrderListItem {
  readonly orderId: string;
  readonly customerId: string;
  readonly status: OrderStatus;
  readonly totalCents: number;
  readonly lineCount: number;
  readonly placedAt: string;
  readonly updatedAt: string;
  /** The order stream's version (what `GET /orders/:id` sends as its ETag). */
  readonly version: number;
}

export interface OrderListPage {
  readonly orders: readonly OrderListItem[];
  /** Pass as `after` for the next page; null on the last one. */
  readonly next: string | null;
}

export interface OrderListFilter {
  readonly status?: OrderStatus;
  readonly customerId?: string;
  readonly after?: string;
  readonly limit: number;
}

/** A page of the order list, in order id order (UUIDv7: the order they were placed in). */
export class ListOrdersQuery extends Query<ReadResult<OrderListPage>> {
  constructor(
    readonly filter: OrderListFilter,
    readonly consistency: Consistency,
  ) {
    super();
  }
}
