import { QueryBus } from '@nestjs/cqrs';
import { Args, ID, Query, Resolver } from '@nestjs/graphql';
import { valuesOrThrow } from '../../../http/validation';
import { OrderViewSchema } from './order-view.schema';
import { checkOrderId } from '../order-http';
import { GetOrderQuery, type OrderView } from './get-order.query';

@Resolver()
export class GetOrderResolver {
  constructor(private readonly queries: QueryBus) {}

  @Query(() => OrderViewSchema, {
    name: 'order',
    nullable: true,
    description:
      "An order's current state, from its events (REST: GET /orders/:id); null when none",
  })
  async order(@Args('id', { type: () => ID }) id: string): Promise<OrderView | null> {
    const [orderId] = valuesOrThrow(checkOrderId(id));
    return (await this.queries.execute(new GetOrderQuery(orderId))) ?? null;
  }
}
