import type { OrderCommand } from '../order.decider';
import { OrderCommandMessage, type CommandContext } from '../order-command';

export class CancelOrderCommand extends OrderCommandMessage {
  constructor(
    orderId: string,
    readonly reason: string,
    context: CommandContext,
  ) {
    super(orderId, context);
  }

  toDomain(cancelledAt: string): OrderCommand {
    return { type: 'CancelOrder', orderId: this.orderId, reason: this.reason, cancelledAt };
  }
}
