import { CommandHandler } from '@nestjs/cqrs';
import { OrderCommandHandler } from '../order-command';
import { ShipOrderCommand } from './ship-order.command';

@CommandHandler(ShipOrderCommand)
export class ShipOrderHandler extends OrderCommandHandler<ShipOrderCommand> {}
