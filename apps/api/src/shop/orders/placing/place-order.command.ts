import type { OrderCommand, OrderLine } from '../order.decider';
import { OrderCommandMessage, type CommandContext } from '../order-command';

export class PlaceOrderCommand extends OrderCommandMessage {
  constructor(
    orderId: string,
    readonly customerId: string,
    readonly lines: readonly OrderLine[],
    readonly totalCents: number,
    context: CommandContext,
  ) {
    super(orderId, context);
  }

  toDomain(placedAt: string): OrderCommand {
    const { orderId, customerId, lines, totalCents } = this;
    return { type: 'PlaceOrder', orderId, customerId, lines, totalCents, placedAt };
  }
}
