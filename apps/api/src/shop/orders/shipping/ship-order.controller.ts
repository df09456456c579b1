import { ApiTags } from '@nestjs/swagger';
import { Controller, HttpCode, Post, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyReply } from 'fastify';
import { Idempotent } from '@tidemark/infra/nestjs';
import { executeOrderCommand, OrderCommandInput, type OrderCommandResponse } from '../order-http';
import { ShipOrderCommand } from './ship-order.command';
import { ShipOrderRequest } from './ship-order.request';
import { ApiSecured } from '../../../openapi/decorators';
import { ApiOrderCommand } from '../order-command.schema';

@ApiTags('orders')
@ApiSecured(true)
@Controller('orders')
export class ShipOrderController {
  constructor(private readonly commands: CommandBus) {}

  /** Only a paid order ships. */
  @ApiOrderCommand('Ship a paid order', ShipOrderRequest, true)
  @Post(':id/ship')
  @HttpCode(200)
  @Idempotent()
  ship(
    @OrderCommandInput(ShipOrderRequest) input: OrderCommandInput<ShipOrderRequest>,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<OrderCommandResponse> {
    const { orderId, request, context } = input;
    return executeOrderCommand(
      this.commands,
      new ShipOrderCommand(orderId, request.carrier, context),
      reply,
    );
  }
}
