import { CommandHandler } from '@nestjs/cqrs';
import { OrderCommandHandler } from '../order-command';
import { PlaceOrderCommand } from './place-order.command';

@CommandHandler(PlaceOrderCommand)
export class PlaceOrderHandler extends OrderCommandHandler<PlaceOrderCommand> {}
