import { assertNever } from '@tidemark/domain';
import { orderDecider, type OrderStatus } from '../order.decider';
import { defineProjection, type Sql, type TableNames } from '@tidemark/infra';
import { orderIdOf, orderStreams, skipMalformedOrderEvents } from '../order-events';

export const ORDER_LIST = 'order_list';

/** A row of the order list (`t.orders`). */
export interface OrderListRow {
  readonly order_id: string;
  readonly customer_id: string;
  readonly status: OrderStatus;
  readonly total_cents: number;
  readonly line_count: number;
  readonly placed_at: string;
  readonly updated_at: string;
  readonly version: number;
}

/** One row per order, with the status the decider's `evolve` gives and the stream's version. */
export const orderListProjection = defineProjection(orderDecider, {
  name: ORDER_LIST,
  tables: ['orders'],
  ...orderStreams,
  onError: skipMalformedOrderEvents,
  async setup(tx, t) {
    await tx.run(
      `CREATE TABLE ${t.orders} (
         order_id    TEXT   PRIMARY KEY,
         customer_id TEXT   NOT NULL,
         status      TEXT   NOT NULL,
         total_cents BIGINT NOT NULL,
         line_count  INT    NOT NULL,
         placed_at   TEXT   NOT NULL,
         updated_at  TEXT   NOT NULL,
         version     BIGINT NOT NULL
       )`,
    );
    await tx.run(`CREATE INDEX ${t.orders}_by_status ON ${t.orders} (status, order_id)`);
    await tx.run(`CREATE INDEX ${t.orders}_by_customer ON ${t.orders} (customer_id, order_id)`);
  },
  async apply(event, tx, t) {
    const orderId = orderIdOf(event);
    const set = (status: string, at: string) =>
      tx.run(
        `UPDATE ${t.orders} SET status = ${status}, updated_at = $2, version = $3
          WHERE order_id = $1`,
        [orderId, at, event.version],
      );
    switch (event.type) {
      case 'OrderPlaced': {
        const { customerId, lines, totalCents, placedAt } = event.data;
        // An upsert, so that a forced replay of the stream gives the same row.
        await tx.run(
          `INSERT INTO ${t.orders}
             (order_id, customer_id, status, total_cents, line_count, placed_at, updated_at, version)
           VALUES ($1, $2, 'placed', $3, $4, $5, $5, $6)
           ON CONFLICT (order_id) DO UPDATE SET
             customer_id = excluded.customer_id, status = excluded.status,
             total_cents = excluded.total_cents, line_count = excluded.line_count,
             placed_at = excluded.placed_at, updated_at = excluded.updated_at,
             version = excluded.version`,
          [orderId, customerId, totalCents, lines.length, placedAt, event.version],
        );
        return;
      }
      case 'OrderPaid':
        // As `evolve`: a payment does not revive a cancelled order.
        await set(`CASE WHEN status = 'cancelled' THEN status ELSE 'paid' END`, event.data.paidAt);
        return;
      case 'OrderCancelled':
        await set(`'cancelled'`, event.data.cancelledAt);
        return;
      case 'OrderShipped':
        await set(`'shipped'`, event.data.shippedAt);
        return;
      case 'OrderPaymentEnriched':
      case 'OrderShipmentEnriched':
        // The list shows status only; the order_sources read model folds enrichments in.
        await followVersion(event, tx, t);
        return;
      default:
        assertNever(event);
    }
  },
  // Another type in an order stream: the order's version moves, nothing else.
  applyOther: followVersion,
});

async function followVersion(
  event: { readonly streamId: string; readonly version: number },
  tx: Sql,
  t: TableNames,
): Promise<void> {
  await tx.run(`UPDATE ${t.orders} SET version = $2 WHERE order_id = $1`, [
    orderIdOf(event),
    event.version,
  ]);
}
