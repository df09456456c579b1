import { Query } from '@nestjs/cqrs';
import type { ReadResult } from '../../../projections/read-models';
import type { Consistency } from '../../../projections/read-query';

/** Who reported an order's payment and shipment, as `GET /orders/:id/sources` shows it. */
export interface OrderSources {
  readonly orderId: string;
  readonly payment: {
    readonly source: string;
    readonly reference: string | null;
    readonly paidAt: string | null;
  } | null;
  readonly shipment: {
    readonly source: string;
    readonly carrier: string | null;
    readonly trackingNumber: string | null;
    readonly shippedAt: string | null;
  } | null;
  readonly version: number;
}

/** The order's sources (the `order_sources` read model); undefined when it has no row. */
export class GetOrderSourcesQuery extends Query<ReadResult<OrderSources | undefined>> {
  constructor(
    readonly orderId: string,
    readonly consistency: Consistency,
  ) {
    super();
  }
}
