import { ApiTags } from '@nestjs/swagger';
import { Controller, HttpCode, Post, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyReply } from 'fastify';
import { Idempotent } from '@tidemark/infra/nestjs';
import { executeOrderCommand, OrderCommandInput, type OrderCommandResponse } from '../order-http';
import { ConfirmPaymentCommand } from './confirm-payment.command';
import { ConfirmPaymentRequest } from './confirm-payment.request';
import { ApiSecured } from '../../../openapi/decorators';
import { ApiOrderCommand } from '../order-command.schema';

@ApiTags('orders')
@ApiSecured(true)
@Controller('orders')
export class ConfirmPaymentController {
  constructor(private readonly commands: CommandBus) {}

  @ApiOrderCommand('Confirm the payment of an order', ConfirmPaymentRequest, true)
  @Post(':id/payments')
  @HttpCode(200)
  @Idempotent()
  pay(
    @OrderCommandInput(ConfirmPaymentRequest) input: OrderCommandInput<ConfirmPaymentRequest>,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<OrderCommandResponse> {
    const { orderId, request, context } = input;
    return executeOrderCommand(
      this.commands,
      new ConfirmPaymentCommand(orderId, request.amountCents, request.paymentReference, context),
      reply,
    );
  }
}
