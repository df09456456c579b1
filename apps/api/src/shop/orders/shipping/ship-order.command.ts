import type { OrderCommand } from '../order.decider';
import { OrderCommandMessage, type CommandContext } from '../order-command';

export class ShipOrderCommand extends OrderCommandMessage {
  constructor(
    orderId: string,
    readonly carrier: string,
    context: CommandContext,
  ) {
    super(orderId, context);
  }

  toDomain(shippedAt: string): OrderCommand {
    return { type: 'ShipOrder', orderId: this.orderId, carrier: this.carrier, shippedAt };
  }
}
