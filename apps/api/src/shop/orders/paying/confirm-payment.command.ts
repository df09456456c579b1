import type { OrderCommand } from '../order.decider';
import { OrderCommandMessage, type CommandContext } from '../order-command';

export class ConfirmPaymentCommand extends OrderCommandMessage {
  constructor(
    orderId: string,
    readonly amountCents: number,
    readonly paymentReference: string,
    context: CommandContext,
  ) {
    super(orderId, context);
  }

  toDomain(paidAt: string): OrderCommand {
    const { orderId, amountCents, paymentReference } = this;
    return { type: 'ConfirmPayment', orderId, amountCents, paymentReference, paidAt };
  }
}
