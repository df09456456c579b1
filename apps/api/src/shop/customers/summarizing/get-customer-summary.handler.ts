import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { ReadModels, type ReadResult } from '../../../projections/read-models';
import { CUSTOMER_SUMMARY, type CustomerSummaryRow } from './customer-summary.projection';
import { GetCustomerSummaryQuery, type CustomerSummary } from './get-customer-summary.query';

@QueryHandler(GetCustomerSummaryQuery)
export class GetCustomerSummaryHandler implements IQueryHandler<GetCustomerSummaryQuery> {
  constructor(private readonly readModels: ReadModels) {}

  execute({
    customerId,
    consistency,
  }: GetCustomerSummaryQuery): Promise<ReadResult<CustomerSummary | undefined>> {
    return this.readModels.read(CUSTOMER_SUMMARY, consistency, async (sql, t) => {
      const row = await sql.get<CustomerSummaryRow>(
        `SELECT customer_id, orders_placed, orders_paid, orders_cancelled, total_spent_cents
           FROM ${t.customers} WHERE customer_id = $1`,
        [customerId],
      );
      return (
        row && {
          customerId: row.customer_id,
          ordersPlaced: row.orders_placed,
          ordersPaid: row.orders_paid,
          ordersCancelled: row.orders_cancelled,
          totalSpentCents: row.total_spent_cents,
        }
      );
    });
  }
}
