import { openStorage, ListenerRunner, type SqlProjection } from '@tidemark/infra';

// A read model in the store's own database: its rows, the per-stream versions it applied and
// its checkpoint commit in one transaction. `{t.totals}` is the table of the slot being
// written (blue/green rebuilds write a second slot beside the live one).
export const orderTotals: SqlProjection = {
  name: 'order_totals',
  tables: ['totals'],
  filter: { categories: ['order'], types: ['OrderPlaced'] },
  onError: 'stop', // or 'skip': dead-letter the event after the retries and move on
  async setup(tx, t) {
    await tx.run(`CREATE TABLE ${t.totals} (customer_id TEXT PRIMARY KEY, cents BIGINT NOT NULL)`);
  },
  async apply(event, tx, t) {
    await tx.run(
      `INSERT INTO ${t.totals} (customer_id, cents) VALUES ($1, $2)
       ON CONFLICT (customer_id) DO UPDATE SET cents = ${t.totals}.cents + excluded.cents`,
      [event.data.customerId, event.data.totalCents],
    );
  },
};

export async function runOrderTotals(url = 'sqlite::memory:'): Promise<unknown> {
  const storage = await openStorage(url);
  const runner = new ListenerRunner({
    storage,
    listeners: [orderTotals],
  });
  try {
    await runner.start();
    const placed = await storage.events.appendToStream('order-1', [
      { type: 'OrderPlaced', data: { customerId: 'c-7', totalCents: 2100 } },
    ]);
    // Read-your-writes: wait until the projection has passed the command's position.
    await runner.waitFor('order_totals', placed.position, 5000);
    const { value, checkpoint } = await runner.read('order_totals', (sql, t) =>
      sql.all(`SELECT customer_id, cents FROM ${t.totals}`),
    );
    const replay = await runner.replayStream('order_totals', 'order-1'); // already applied: skipped
    return { value, checkpoint, replay };
  } finally {
    await runner.stop();
    await storage.close();
  }
}
