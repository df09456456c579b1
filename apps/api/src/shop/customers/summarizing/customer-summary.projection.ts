import { assertNever } from '@tidemark/domain';
import { orderDecider } from '../../orders/order.decider';
import { defineProjection, type Sql, type TableNames } from '@tidemark/infra';
import { orderIdOf, orderStreams, skipMalformedOrderEvents } from '../../orders/order-events';

export const CUSTOMER_SUMMARY = 'customer_summary';

/** A row of `t.customers`. */
export interface CustomerSummaryRow {
  readonly customer_id: string;
  readonly orders_placed: number;
  readonly orders_paid: number;
  readonly orders_cancelled: number;
  readonly total_spent_cents: number;
}

interface OrderRow {
  readonly customer_id: string;
  readonly paid: number;
  readonly paid_cents: number;
  readonly cancelled: number;
}

/**
 * Per customer: orders placed, paid and cancelled, and the total spent (payments, minus the
 * payment of a paid order that is cancelled: a refund). `t.orders` keeps what an order's later
 * events need: its customer and what it paid.
 */
export const customerSummaryProjection = defineProjection(orderDecider, {
  name: CUSTOMER_SUMMARY,
  tables: ['customers', 'orders'],
  eventTypes: ['OrderPlaced', 'OrderPaid', 'OrderCancelled'],
  ...orderStreams,
  onError: skipMalformedOrderEvents,
  async setup(tx, t) {
    await tx.run(
      `CREATE TABLE ${t.customers} (
         customer_id       TEXT   PRIMARY KEY,
         orders_placed     INT    NOT NULL,
         orders_paid       INT    NOT NULL,
         orders_cancelled  INT    NOT NULL,
         total_spent_cents BIGINT NOT NULL
       )`,
    );
    await tx.run(
      `CREATE TABLE ${t.orders} (
         order_id    TEXT   PRIMARY KEY,
         customer_id TEXT   NOT NULL,
         paid        INT    NOT NULL,
         paid_cents  BIGINT NOT NULL,
         cancelled   INT    NOT NULL
       )`,
    );
  },
  async apply(event, tx, t) {
    const orderId = orderIdOf(event);
    if (event.type === 'OrderPlaced') {
      const { customerId } = event.data;
      const created = await tx.run(
        `INSERT INTO ${t.orders} (order_id, customer_id, paid, paid_cents, cancelled)
         VALUES ($1, $2, 0, 0, 0) ON CONFLICT (order_id) DO NOTHING`,
        [orderId, customerId],
      );
      if (created === 0) return;
      await tx.run(
        `INSERT INTO ${t.customers}
           (customer_id, orders_placed, orders_paid, orders_cancelled, total_spent_cents)
         VALUES ($1, 1, 0, 0, 0)
         ON CONFLICT (customer_id) DO UPDATE SET orders_placed = ${t.customers}.orders_placed + 1`,
        [customerId],
      );
      return;
    }
    const known = await tx.get<OrderRow>(
      `SELECT customer_id, paid, paid_cents, cancelled FROM ${t.orders} WHERE order_id = $1`,
      [orderId],
    );
    if (known === undefined) return;
    switch (event.type) {
      case 'OrderPaid': {
        if (known.paid === 1) return;
        const cents = event.data.amountCents;
        await tx.run(`UPDATE ${t.orders} SET paid = 1, paid_cents = $2 WHERE order_id = $1`, [
          orderId,
          cents,
        ]);
        await addToCustomer(tx, t, known.customer_id, 'orders_paid', cents);
        return;
      }
      case 'OrderCancelled': {
        if (known.cancelled === 1) return;
        await tx.run(`UPDATE ${t.orders} SET cancelled = 1 WHERE order_id = $1`, [orderId]);
        const refund = known.paid === 1 ? known.paid_cents : 0;
        await addToCustomer(tx, t, known.customer_id, 'orders_cancelled', -refund);
        return;
      }
      default:
        assertNever(event);
    }
  },
});

function addToCustomer(
  tx: Sql,
  t: TableNames,
  customerId: string,
  counter: 'orders_paid' | 'orders_cancelled',
  spentCents: number,
): Promise<number> {
  return tx.run(
    `UPDATE ${t.customers} SET ${counter} = ${counter} + 1,
            total_spent_cents = total_spent_cents + $2
      WHERE customer_id = $1`,
    [customerId, spentCents],
  );
}
