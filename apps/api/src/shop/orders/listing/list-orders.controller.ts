import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Controller, Get, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { FastifyReply } from 'fastify';
import { checkDto, valuesOrThrow } from '../../../http/validation';
import { sendCheckpoint } from '../../../projections/read-models';
import { ListOrdersRequest, listOrdersQueryOf } from './list-orders.request';
import type { OrderListPage } from './list-orders.query';
import {
  ApiErrors,
  ApiQueryFrom,
  ApiSecured,
  PROJECTION_BEHIND,
} from '../../../openapi/decorators';
import { OrderListPageSchema } from './order-list.schema';

@ApiTags('orders')
@ApiSecured(false)
@Controller('orders')
export class ListOrdersController {
  constructor(private readonly queries: QueryBus) {}

  /**
   * A page of the order list with `Tidemark-Checkpoint`; with `minPosition`, once the list has
   * caught up with it (else 503 ProjectionBehind).
   */
  @ApiOperation({ summary: 'List orders (the order_list read model), a page at a time' })
  @ApiQueryFrom(ListOrdersRequest)
  @ApiOkResponse({ type: OrderListPageSchema, description: 'With `Tidemark-Checkpoint`' })
  @ApiErrors(400, { 503: PROJECTION_BEHIND })
  @Get()
  async list(
    @Query() rawQuery: unknown,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<OrderListPage> {
    const [query] = valuesOrThrow(
      checkDto(ListOrdersRequest, rawQuery, { forbidUnknown: false, what: 'query' }),
    );
    const { value, checkpoint } = await this.queries.execute(listOrdersQueryOf(query));
    sendCheckpoint(reply, checkpoint);
    return value;
  }
}
