import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { streamIdFor } from '@tidemark/domain';
import { ORDER_CATEGORY } from '../order.decider';
import { ORDER_REPOSITORY, type OrderRepository } from '../order-repository';
import { GetOrderQuery, type OrderView } from './get-order.query';

@QueryHandler(GetOrderQuery)
export class GetOrderHandler implements IQueryHandler<GetOrderQuery> {
  constructor(@Inject(ORDER_REPOSITORY) private readonly orders: OrderRepository) {}

  async execute({ orderId }: GetOrderQuery): Promise<OrderView | undefined> {
    const { state, version } = await this.orders.load(streamIdFor(ORDER_CATEGORY, orderId));
    if (state.status === 'none') return undefined;
    // Field by field: the same key order on every store (jsonb reorders the events' keys).
    return {
      orderId: state.orderId,
      status: state.status,
      customerId: state.customerId,
      lines: state.lines.map(({ sku, quantity, unitPriceCents }) => ({
        sku,
        quantity,
        unitPriceCents,
      })),
      totalCents: state.totalCents,
      placedAt: state.placedAt,
      paymentReference: state.paymentReference,
      paidAt: state.paidAt,
      cancelledAt: state.cancelledAt,
      cancelReason: state.cancelReason,
      shippedAt: state.shippedAt,
      carrier: state.carrier,
      trackingNumber: state.trackingNumber,
      version,
    };
  }
}
