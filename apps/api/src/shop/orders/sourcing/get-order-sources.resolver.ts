import { QueryBus } from '@nestjs/cqrs';
import { Args, ID, Query, Resolver } from '@nestjs/graphql';
import { valuesOrThrow, checkArgsAsQuery } from '../../../http/validation';
import { OrderSourcesSchema } from './order-sources.schema';
import { consistencyOf, ReadArgs, ReadQuery } from '../../../projections/read-query';
import { checkOrderId } from '../order-http';
import { GetOrderSourcesQuery, type OrderSources } from './get-order-sources.query';

@Resolver()
export class GetOrderSourcesResolver {
  constructor(private readonly queries: QueryBus) {}

  @Query(() => OrderSourcesSchema, {
    name: 'orderSources',
    nullable: true,
    description:
      "Who reported the order's payment and shipment (REST: GET /orders/:id/sources); null when none",
  })
  async orderSources(
    @Args('orderId', { type: () => ID }) id: string,
    @Args() args: ReadArgs,
  ): Promise<OrderSources | null> {
    const [orderId, query] = valuesOrThrow(checkOrderId(id), checkArgsAsQuery(ReadQuery, args));
    const { value } = await this.queries.execute(
      new GetOrderSourcesQuery(orderId, consistencyOf(query)),
    );
    return value ?? null;
  }
}
