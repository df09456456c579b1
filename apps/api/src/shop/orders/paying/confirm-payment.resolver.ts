import { Args, Context, Mutation, Resolver } from '@nestjs/graphql';
import type { GraphQLRequestContext } from '../../../graphql/request-context';
import { OrderCommandResponseSchema } from '../order-command.schema';
import { OrderCommandArgs, OrderMutations } from '../order-graphql';
import type { OrderCommandResponse } from '../order-http';
import { ConfirmPaymentCommand } from './confirm-payment.command';
import { ConfirmPaymentRequest } from './confirm-payment.request';

@Resolver()
export class ConfirmPaymentResolver {
  constructor(private readonly orders: OrderMutations) {}

  @Mutation(() => OrderCommandResponseSchema, {
    nullable: true,
    description: 'Confirm the payment of an order (REST: POST /orders/:id/payments)',
  })
  confirmPayment(
    @Args() args: OrderCommandArgs,
    @Args('input', { type: () => ConfirmPaymentRequest }) input: ConfirmPaymentRequest,
    @Context() context: GraphQLRequestContext,
  ): Promise<OrderCommandResponse> {
    return this.orders.execute({
      field: 'confirmPayment',
      context,
      args,
      inputType: ConfirmPaymentRequest,
      input,
      command: (orderId, { amountCents, paymentReference }, commandContext) =>
        new ConfirmPaymentCommand(orderId, amountCents, paymentReference, commandContext),
    });
  }
}
