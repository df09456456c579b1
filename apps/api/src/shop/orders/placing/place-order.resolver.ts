import { Args, Context, Mutation, Resolver } from '@nestjs/graphql';
import type { GraphQLRequestContext } from '../../../graphql/request-context';
import { OrderCommandResponseSchema } from '../order-command.schema';
import { CommandArgs, OrderMutations } from '../order-graphql';
import type { OrderCommandResponse } from '../order-http';
import { PlaceOrderCommand } from './place-order.command';
import { PlaceOrderRequest } from './place-order.request';

@Resolver()
export class PlaceOrderResolver {
  constructor(private readonly orders: OrderMutations) {}

  /** The order's id is new (UUIDv7), so the idempotency key is required, as on REST. */
  @Mutation(() => OrderCommandResponseSchema, {
    nullable: true,
    description: 'Place an order (REST: POST /orders). idempotencyKey is required.',
  })
  placeOrder(
    @Args() args: CommandArgs,
    @Args('input', { type: () => PlaceOrderRequest }) input: PlaceOrderRequest,
    @Context() context: GraphQLRequestContext,
  ): Promise<OrderCommandResponse> {
    return this.orders.execute({
      field: 'placeOrder',
      context,
      args,
      inputType: PlaceOrderRequest,
      input,
      keyRequired: true,
      command: (orderId, { customerId, lines, totalCents }, commandContext) =>
        new PlaceOrderCommand(
          orderId,
          customerId,
          lines.map(({ sku, quantity, unitPriceCents }) => ({ sku, quantity, unitPriceCents })),
          totalCents,
          commandContext,
        ),
    });
  }
}
