import { Args, Context, Mutation, Resolver } from '@nestjs/graphql';
import type { GraphQLRequestContext } from '../../../graphql/request-context';
import { OrderCommandResponseSchema } from '../order-command.schema';
import { OrderCommandArgs, OrderMutations } from '../order-graphql';
import type { OrderCommandResponse } from '../order-http';
import { ShipOrderCommand } from './ship-order.command';
import { ShipOrderRequest } from './ship-order.request';

@Resolver()
export class ShipOrderResolver {
  constructor(private readonly orders: OrderMutations) {}

  @Mutation(() => OrderCommandResponseSchema, {
    nullable: true,
    description: 'Ship a paid order (REST: POST /orders/:id/ship)',
  })
  shipOrder(
    @Args() args: OrderCommandArgs,
    @Args('input', { type: () => ShipOrderRequest }) input: ShipOrderRequest,
    @Context() context: GraphQLRequestContext,
  ): Promise<OrderCommandResponse> {
    return this.orders.execute({
      field: 'shipOrder',
      context,
      args,
      inputType: ShipOrderRequest,
      input,
      command: (orderId, { carrier }, commandContext) =>
        new ShipOrderCommand(orderId, carrier, commandContext),
    });
  }
}
