import { Args, Context, Mutation, Resolver } from '@nestjs/graphql';
import type { GraphQLRequestContext } from '../../../graphql/request-context';
import { OrderCommandResponseSchema } from '../order-command.schema';
import { OrderCommandArgs, OrderMutations } from '../order-graphql';
import type { OrderCommandResponse } from '../order-http';
import { CancelOrderCommand } from './cancel-order.command';
import { CancelOrderRequest } from './cancel-order.request';

@Resolver()
export class CancelOrderResolver {
  constructor(private readonly orders: OrderMutations) {}

  @Mutation(() => OrderCommandResponseSchema, {
    nullable: true,
    description: 'Cancel an order (REST: POST /orders/:id/cancel)',
  })
  cancelOrder(
    @Args() args: OrderCommandArgs,
    @Args('input', { type: () => CancelOrderRequest, nullable: true })
    input: CancelOrderRequest | null,
    @Context() context: GraphQLRequestContext,
  ): Promise<OrderCommandResponse> {
    return this.orders.execute({
      field: 'cancelOrder',
      context,
      args,
      inputType: CancelOrderRequest,
      input,
      command: (orderId, { reason }, commandContext) =>
        new CancelOrderCommand(orderId, reason ?? '', commandContext),
    });
  }
}
