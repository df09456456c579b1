import type { DomainEvent } from '@tidemark/domain';
import { defineProjection, openStorage, ListenerRunner } from '@tidemark/infra';
import { onRollback } from '@tidemark/infra/memory';

type CartEvent = DomainEvent<'ItemAdded', { cents: number }>;

// The read model lives in memory too. Each write registers its undo with the batch's
// transaction, so a batch that fails leaves nothing behind and its retry applies it once.
export const cartTotals = (totals: Map<string, number>) =>
  defineProjection<CartEvent>({
    name: 'cart_totals',
    eventTypes: ['ItemAdded'],
    tables: [], // the memory store has no SQL: a projection with tables is refused
    setup: async () => undefined,
    async apply(event, tx) {
      const before = totals.get(event.streamId) ?? 0;
      totals.set(event.streamId, before + event.data.cents);
      onRollback(tx, () => totals.set(event.streamId, before));
    },
  });

export async function runOnMemory(): Promise<unknown> {
  const storage = await openStorage('memory:'); // every port in memory, empty each time
  const totals = new Map<string, number>();
  const runner = new ListenerRunner({ storage, listeners: [cartTotals(totals)] });
  try {
    await runner.start();
    const added = await storage.events.appendToStream('cart-1', [
      { type: 'ItemAdded', data: { cents: 300 } },
      { type: 'ItemAdded', data: { cents: 450 } },
    ]);
    await runner.waitFor('cart_totals', added.position, 5000);
    const { checkpoint } = await runner.get('cart_totals');
    return { total: totals.get('cart-1'), checkpoint };
  } finally {
    await runner.stop();
    await storage.close();
  }
}
