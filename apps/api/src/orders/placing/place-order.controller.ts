import { Body, Controller, Headers, Post, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyReply } from 'fastify';
import type { IncomingHttpHeaders } from 'node:http';
import { uuidv7 } from '@tidemark/infra';
import { Idempotent } from '../../http/idempotency/idempotent';
import { checkDto, valuesOrThrow } from '../../http/validation';
import { checkCommandContext, executeOrderCommand, type OrderCommandResponse } from '../order-http';
import { PlaceOrderCommand } from './place-order.command';
import { PlaceOrderRequest } from './place-order.request';

@Controller('orders')
export class PlaceOrderController {
  constructor(private readonly commands: CommandBus) {}

  /** 201 with `Location: /orders/<id>`. The order's id is new (UUIDv7), so the key is required. */
  @Post()
  @Idempotent({ required: true })
  async place(
    @Body() body: unknown,
    @Headers() headers: IncomingHttpHeaders,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<OrderCommandResponse> {
    const [request, context] = valuesOrThrow(
      checkDto(PlaceOrderRequest, body, { forbidUnknown: true, what: 'body' }),
      checkCommandContext(headers),
    );
    const lines = request.lines.map(({ sku, quantity, unitPriceCents }) => ({
      sku,
      quantity,
      unitPriceCents,
    }));
    const orderId = uuidv7();
    const command = new PlaceOrderCommand(
      orderId,
      request.customerId,
      lines,
      request.totalCents,
      context,
    );
    const response = await executeOrderCommand(this.commands, command, reply);
    void reply.status(201).header('location', `/orders/${orderId}`);
    return response;
  }
}
