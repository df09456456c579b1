import {
  ApiHeader,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiResponse,
  ApiTags,
} from '@nestjs/swagger';
import { Controller, Get, Headers, HttpStatus, Param, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { FastifyReply } from 'fastify';
import { OrderErrors } from '../order.decider';
import { CommandRejected } from '@tidemark/infra';
import { etagOf, ifNoneMatchHolds } from '../../../http/headers';
import { valuesOrThrow } from '../../../http/validation';
import { checkOrderId } from '../order-http';
import { GetOrderQuery, type OrderView } from './get-order.query';
import { ApiErrors, ApiSecured } from '../../../openapi/decorators';
import { OrderViewSchema } from './order-view.schema';

@ApiTags('orders')
@ApiSecured(false)
@Controller('orders')
export class GetOrderController {
  constructor(private readonly queries: QueryBus) {}

  /** 200 with `ETag: W/"<version>"`; 304 when `If-None-Match` names it; 404 OrderNotFound. */
  @ApiOperation({ summary: "An order's current state, with its version as ETag" })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiHeader({
    name: 'If-None-Match',
    required: false,
    description: 'W/"<version>": 304 when still current',
  })
  @ApiOkResponse({ type: OrderViewSchema, description: 'With `ETag: W/"<version>"`' })
  @ApiResponse({
    status: 304,
    description: 'Not modified: If-None-Match names the current version',
  })
  @ApiErrors(
    400,
    {
      404: { description: 'OrderNotFound' },
      409: {
        description:
          'UnknownEventType / UnreadableEvent: an event of the order stream, written by another ' +
          'writer, cannot be applied; the body names it',
      },
    },
    503,
  )
  @Get(':id')
  async get(
    @Param('id') id: string,
    @Headers('if-none-match') ifNoneMatch: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<OrderView | undefined> {
    const [orderId] = valuesOrThrow(checkOrderId(id));
    const order = await this.queries.execute(new GetOrderQuery(orderId));
    // The domain's own "not found", so it reads like the commands' 404.
    if (!order) throw new CommandRejected(OrderErrors.notFound(orderId));
    void reply.header('etag', etagOf(order.version));
    if (ifNoneMatchHolds(ifNoneMatch, order.version)) {
      void reply.status(HttpStatus.NOT_MODIFIED);
      return undefined;
    }
    return order;
  }
}
