import { CommandHandler } from '@nestjs/cqrs';
import { OrderCommandHandler } from '../order-command';
import { CancelOrderCommand } from './cancel-order.command';

@CommandHandler(CancelOrderCommand)
export class CancelOrderHandler extends OrderCommandHandler<CancelOrderCommand> {}
