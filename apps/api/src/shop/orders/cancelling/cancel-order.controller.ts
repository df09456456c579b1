import { ApiTags } from '@nestjs/swagger';
import { Controller, HttpCode, Post, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyReply } from 'fastify';
import { Idempotent } from '@tidemark/infra/nestjs';
import { executeOrderCommand, OrderCommandInput, type OrderCommandResponse } from '../order-http';
import { CancelOrderCommand } from './cancel-order.command';
import { CancelOrderRequest } from './cancel-order.request';
import { ApiSecured } from '../../../openapi/decorators';
import { ApiOrderCommand } from '../order-command.schema';

@ApiTags('orders')
@ApiSecured(true)
@Controller('orders')
export class CancelOrderController {
  constructor(private readonly commands: CommandBus) {}

  /** The body is optional: `{reason?}`. Cancelling a cancelled order changes nothing (200). */
  @ApiOrderCommand('Cancel an order (again: no change, 200)', CancelOrderRequest, false)
  @Post(':id/cancel')
  @HttpCode(200)
  @Idempotent()
  cancel(
    @OrderCommandInput(CancelOrderRequest) input: OrderCommandInput<CancelOrderRequest>,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<OrderCommandResponse> {
    const { orderId, request, context } = input;
    return executeOrderCommand(
      this.commands,
      new CancelOrderCommand(orderId, request.reason ?? '', context),
      reply,
    );
  }
}
