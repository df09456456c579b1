import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { ReadModels, type ReadResult } from '../../../projections/read-models';
import { GetOrderSourcesQuery, type OrderSources } from './get-order-sources.query';
import { ORDER_SOURCES, type OrderSourcesRow } from './order-sources.projection';

@QueryHandler(GetOrderSourcesQuery)
export class GetOrderSourcesHandler implements IQueryHandler<GetOrderSourcesQuery> {
  constructor(private readonly readModels: ReadModels) {}

  async execute({
    orderId,
    consistency,
  }: GetOrderSourcesQuery): Promise<ReadResult<OrderSources | undefined>> {
    const { value: row, checkpoint } = await this.readModels.read(
      ORDER_SOURCES,
      consistency,
      (sql, t) =>
        sql.get<OrderSourcesRow>(
          `SELECT order_id, payment_source, payment_reference, paid_at, shipment_source, carrier,
                  tracking_number, shipped_at, version
             FROM ${t.sources} WHERE order_id = $1`,
          [orderId],
        ),
    );
    const value: OrderSources | undefined = row && {
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
    return { value, checkpoint };
  }
}
