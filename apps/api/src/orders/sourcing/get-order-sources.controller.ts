import { ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { OrderErrors } from '@tidemark/domain';
import { CommandRejected } from '@tidemark/infra';
import { checkDto, valuesOrThrow } from '../../http/validation';
import { ReadModels, sendCheckpoint } from '../../projections/read-models';
import { consistencyOf, ReadQuery } from '../../projections/read-query';
import { checkOrderId } from '../order-http';
import { ORDER_SOURCES, type OrderSourcesRow } from './order-sources.projection';
import { ApiErrors, ApiQueryFrom, ApiSecured, PROJECTION_BEHIND } from '../../openapi/decorators';
import { OrderSourcesSchema } from '../../openapi/schemas';

export interface OrderSources {
  readonly orderId: string;
  readonly payment: {
    readonly source: string;
    readonly reference: string | null;
    readonly paidAt: string | null;
  } | null;
  readonly shipment: {
    readonly source: string;
    readonly carrier: string | null;
    readonly trackingNumber: string | null;
    readonly shippedAt: string | null;
  } | null;
  readonly version: number;
}

@ApiTags('orders')
@ApiSecured(false)
@Controller('orders')
export class GetOrderSourcesController {
  constructor(private readonly readModels: ReadModels) {}

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
    const { value: row, checkpoint } = await this.readModels.read(
      ORDER_SOURCES,
      consistencyOf(query),
      (sql, t) =>
        sql.get<OrderSourcesRow>(
          `SELECT order_id, payment_source, payment_reference, paid_at, shipment_source, carrier,
                  tracking_number, shipped_at, version
             FROM ${t.sources} WHERE order_id = $1`,
          [orderId],
        ),
    );
    sendCheckpoint(reply, checkpoint);
    if (!row) throw new CommandRejected(OrderErrors.notFound(orderId));
    return {
      orderId: row.order_id,
      payment:
        row.payment_source === null
          ? null
          : { source: row.payment_source, reference: row.payment_reference, paidAt: row.paid_at },
      shipment:
        row.shipment_source === null
          ? null
          : {
              source: row.shipment_source,
              carrier: row.carrier,
              trackingNumber: row.tracking_number,
              shippedAt: row.shipped_at,
            },
      version: row.version,
    };
  }
}
