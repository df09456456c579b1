import { ApiBody, ApiCreatedResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Body, Controller, Post, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { commandDerivedId, uuidv7 } from '@tidemark/infra';
import { Idempotent, keyedRequestOf } from '@tidemark/infra/nestjs';
import { checkDto, valuesOrThrow } from '../../../http/validation';
import {
  checkCommandContext,
  executeOrderCommand,
  keyedContext,
  orderCommandReply,
  type OrderCommandResponse,
} from '../order-http';
import { PlaceOrderCommand } from './place-order.command';
import { PlaceOrderRequest } from './place-order.request';
import {
  ApiCorrelationId,
  ApiErrors,
  ApiIdempotencyKey,
  ApiSecured,
} from '../../../openapi/decorators';
import { OrderCommandResponseSchema } from '../order-command.schema';

@ApiTags('orders')
@ApiSecured(true)
@Controller('orders')
export class PlaceOrderController {
  constructor(private readonly commands: CommandBus) {}

  /**
   * 201 with `Location: /orders/<id>`. The order's id is new, derived from the key and the
   * request (so a retry names the same order): the key is required.
   */
  @ApiOperation({ summary: 'Place an order' })
  @ApiBody({ type: PlaceOrderRequest })
  @ApiCorrelationId()
  @ApiCreatedResponse({
    type: OrderCommandResponseSchema,
    description: 'With `Location: /orders/<id>` and `ETag`',
  })
  @ApiErrors(
    { 400: { description: 'ValidationError (also when Idempotency-Key is missing)' } },
    { 409: { description: 'IdempotencyKeyInFlight, or a conflict that won every retry' } },
    {
      422: { description: "The order's rules refuse it (e.g. the total), or IdempotencyKeyReused" },
    },
    503,
  )
  @ApiIdempotencyKey(true)
  @Post()
  @Idempotent({ required: true })
  async place(
    @Body() body: unknown,
    @Req() http: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<OrderCommandResponse> {
    const [request, context] = valuesOrThrow(
      checkDto(PlaceOrderRequest, body, { forbidUnknown: true, what: 'body' }),
      checkCommandContext(http),
    );
    const lines = request.lines.map(({ sku, quantity, unitPriceCents }) => ({
      sku,
      quantity,
      unitPriceCents,
    }));
    const keyed = keyedRequestOf(http);
    const orderId = keyed ? commandDerivedId(keyed.commandId, 'order') : uuidv7();
    const command = new PlaceOrderCommand(
      orderId,
      request.customerId,
      lines,
      request.totalCents,
      keyedContext(context, keyed, orderId, (response) => orderCommandReply(response, 'created')),
    );
    return executeOrderCommand(this.commands, command, reply, 'created');
  }
}
