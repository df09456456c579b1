import { ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { FastifyReply } from 'fastify';
import { OrderErrors } from '../order.decider';
import { CommandRejected } from '@tidemark/infra';
import { checkDto, valuesOrThrow } from '../../../http/validation';
import { sendCheckpoint } from '../../../projections/read-models';
import { consistencyOf, ReadQuery } from '../../../projections/read-query';
import { checkOrderId } from '../order-http';
import { GetOrderSourcesQuery, type OrderSources } from './get-order-sources.query';
import {
  ApiErrors,
  ApiQueryFrom,
  ApiSecured,
  PROJECTION_BEHIND,
} from '../../../openapi/decorators';
import { OrderSourcesSchema } from './order-sources.schema';

@ApiTags('orders')
@ApiSecured(false)
@Controller('orders')
export class GetOrderSourcesController {
  constructor(private readonly queries: QueryBus) {}

  /** Who reported the order's payment and shipment (the `order_sources` read model). */
  @ApiOperation({ summary: "Who reported the order's payment and shipment" })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiQueryFrom(ReadQuery)
  @ApiOkResponse({ type: OrderSourcesSchema, description: 'With `Tidemark-Checkpoint`' })
  @ApiErrors(400, { 404: { description: 'OrderNotFound' } }, { 503: PROJECTION_BEHIND })
  @Get(':id/sources')
  async get(
    @Param('id') id: string,
    @Query() rawQuery: unknown,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<OrderSources> {
    const [orderId, query] = valuesOrThrow(
      checkOrderId(id),
      checkDto(ReadQuery, rawQuery ?? {}, { forbidUnknown: false, what: 'query' }),
    );
    const { value, checkpoint } = await this.queries.execute(
      new GetOrderSourcesQuery(orderId, consistencyOf(query)),
    );
    sendCheckpoint(reply, checkpoint);
    if (!value) throw new CommandRejected(OrderErrors.notFound(orderId));
    return value;
  }
}
