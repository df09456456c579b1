import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { ReadModels, type ReadResult } from '../../../projections/read-models';
import { ListOrdersQuery, type OrderListPage } from './list-orders.query';
import { ORDER_LIST, type OrderListRow } from './order-list.projection';

@QueryHandler(ListOrdersQuery)
export class ListOrdersHandler implements IQueryHandler<ListOrdersQuery> {
  constructor(private readonly readModels: ReadModels) {}

  execute({ filter, consistency }: ListOrdersQuery): Promise<ReadResult<OrderListPage>> {
    return this.readModels.read(ORDER_LIST, consistency, async (sql, t) => {
      const where: string[] = [];
      const params: unknown[] = [];
      const condition = (column: string, operator: string, value: string | undefined) => {
        if (value === undefined) return;
        params.push(value);
        where.push(`${column} ${operator} $${params.length}`);
      };
      condition('status', '=', filter.status);
      condition('customer_id', '=', filter.customerId);
      condition('order_id', '>', filter.after);
      params.push(filter.limit + 1); // one more than asked: is there a next page?
      const rows = await sql.all<OrderListRow>(
        `SELECT order_id, customer_id, status, total_cents, line_count, placed_at, updated_at, version
           FROM ${t.orders} ${where.length > 0 ? `WHERE ${where.join(' AND ')}` : ''}
          ORDER BY order_id LIMIT $${params.length}`,
        params,
      );
      const page = rows.slice(0, filter.limit);
      return {
        orders: page.map((row) => ({
          orderId: row.order_id,
          customerId: row.customer_id,
          status: row.status,
          totalCents: row.total_cents,
          lineCount: row.line_count,
          placedAt: row.placed_at,
          updatedAt: row.updated_at,
          version: row.version,
        })),
        next: rows.length > filter.limit ? page[page.length - 1].order_id : null,
      };
    });
  }
}
