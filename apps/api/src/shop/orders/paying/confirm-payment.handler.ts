import { CommandHandler } from '@nestjs/cqrs';
import { OrderCommandHandler } from '../order-command';
import { ConfirmPaymentCommand } from './confirm-payment.command';

@CommandHandler(ConfirmPaymentCommand)
export class ConfirmPaymentHandler extends OrderCommandHandler<ConfirmPaymentCommand> {}
