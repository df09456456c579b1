import { QueryBus } from '@nestjs/cqrs';
import { Args, ArgsType, Field, Int, Query, Resolver } from '@nestjs/graphql';
import type { OrderStatus } from '../order.decider';
import { pageComplexity } from '../../../graphql/limits';
import { valuesOrThrow, checkArgsAsQuery } from '../../../http/validation';
import { OrderListPageSchema } from './order-list.schema';
import { ReadArgs } from '../../../projections/read-query';
import type { OrderListPage } from './list-orders.query';
import {
  DEFAULT_LIST_LIMIT,
  ListOrdersRequest,
  listOrdersQueryOf,
  MAX_LIST_LIMIT,
  ORDER_STATUSES,
} from './list-orders.request';

@ArgsType()
class ListOrdersArgs extends ReadArgs {
  @Field(() => String, { nullable: true, description: ORDER_STATUSES.join(', ') })
  readonly status?: OrderStatus | null;

  @Field(() => String, { nullable: true })
  readonly customerId?: string | null;

  @Field(() => Int, {
    nullable: true,
    description: `1-${MAX_LIST_LIMIT}, default ${DEFAULT_LIST_LIMIT}`,
  })
  readonly limit?: number | null;

  @Field(() => String, { nullable: true, description: 'The `next` of the previous page' })
  readonly after?: string | null;
}

@Resolver()
export class ListOrdersResolver {
  constructor(private readonly queries: QueryBus) {}

  @Query(() => OrderListPageSchema, {
    nullable: true,
    name: 'orders',
    description: 'A page of the order list, the order_list read model (REST: GET /orders)',
    complexity: pageComplexity(DEFAULT_LIST_LIMIT),
  })
  async orders(@Args() args: ListOrdersArgs): Promise<OrderListPage> {
    const [request] = valuesOrThrow(checkArgsAsQuery(ListOrdersRequest, args));
    return (await this.queries.execute(listOrdersQueryOf(request))).value;
  }
}
