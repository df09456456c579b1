import type { EventStore } from '../event-store/event-store.port';
import type { Clock } from '../support/ids';
import { errorOf, event } from './event-store.helpers';
import { ValidationError } from '../errors';

/** What the lifecycle cases need of the event-store contract that includes them. */
export interface StreamLifecycleContext {
  /** The store of the running test (opened in the suite's `beforeEach`). */
  store(): EventStore;
  /** Another store on the test's database, closed after the test. */
  open(options?: { readonly clock?: Clock }): Promise<EventStore>;
  readonly injectedClock: boolean;
  readonly scavenges: boolean;
}

/**
 * Backward reads of the global log, prefix filters and the stream lifecycle (soft delete,
 * tombstone, metadata, scavenge): docs/stream-lifecycle.md. Run by `describeEventStoreContract`.
 */
export function describeStreamLifecycleContract(context: StreamLifecycleContext): void {
  describe('reading the global log backward, and prefix filters', () => {
    it('reads backward from the end or before an exclusive position, newest first, in pages', async () => {
      const store = context.store();
      expect(await store.readAll({ direction: 'backward' })).toEqual({
        events: [],
        nextPosition: 0n,
      });
      for (let i = 1; i <= 7; i += 1) await store.appendToStream(`page-${i % 2}`, [event(`E${i}`)]);
      const forward = (await store.readAll()).events.map((e) => e.position);
      const newestFirst = [...forward].reverse();
      const pages: bigint[][] = [];
      let from: bigint | undefined;
      for (;;) {
        const page = await store.readAll({ direction: 'backward', from, limit: 3 });
        if (page.events.length === 0) {
          expect(page.nextPosition).toBe(from);
          break;
        }
        pages.push(page.events.map((e) => e.position));
        expect(page.nextPosition).toBe(page.events.at(-1)?.position);
        from = page.nextPosition;
      }
      expect(pages.map((p) => p.length)).toEqual([3, 3, 1]);
      expect(pages.flat()).toEqual(newestFirst);
      const before = await store.readAll({ direction: 'backward', from: forward[3], limit: 2 });
      expect(before.events.map((e) => e.type)).toEqual(['E3', 'E2']);
      expect(await store.readAll({ direction: 'backward', from: 0n })).toEqual({
        events: [],
        nextPosition: 0n,
      });
      const odd = await store.readAll({ direction: 'backward', filter: { categories: ['page'] } });
      expect(odd.events.map((e) => e.type)).toEqual(['E7', 'E6', 'E5', 'E4', 'E3', 'E2', 'E1']);
      const noMatch = await store.readAll({ direction: 'backward', filter: { types: ['None'] } });
      expect(noMatch).toEqual({ events: [], nextPosition: 0n });
      const bad = await errorOf(store.readAll({ direction: 'sideways' as 'forward', from: -1n }));
      expect((bad as ValidationError).details.map((d) => d.path).sort()).toEqual([
        'direction',
        'from',
      ]);
    });

    it('filters by stream and type prefixes, each kind met by either of its lists', async () => {
      const store = context.store();
      await store.appendToStream('order-41', [event('OrderPlaced'), event('OrderPaid')]);
      await store.appendToStream('order-5', [event('OrderPlaced')]);
      await store.appendToStream('cart-1', [event('CartAdded'), event('Checked')]);
      await store.appendToStream('Order-6', [event('orderplaced')]);
      const read = async (filter: object, direction: 'forward' | 'backward' = 'forward') =>
        (await store.readAll({ filter, direction })).events.map((e) => `${e.streamId}:${e.type}`);
      expect(await read({ streamPrefixes: ['order-4'] })).toEqual([
        'order-41:OrderPlaced',
        'order-41:OrderPaid',
      ]);
      expect(await read({ typePrefixes: ['Order'] })).toEqual([
        'order-41:OrderPlaced',
        'order-41:OrderPaid',
        'order-5:OrderPlaced',
      ]);
      expect(await read({ typePrefixes: ['OrderPl'], types: ['Checked'] })).toEqual([
        'order-41:OrderPlaced',
        'order-5:OrderPlaced',
        'cart-1:Checked',
      ]);
      expect(await read({ categories: ['cart'], streamPrefixes: ['order-5'] })).toEqual([
        'order-5:OrderPlaced',
        'cart-1:CartAdded',
        'cart-1:Checked',
      ]);
      expect(await read({ streamPrefixes: ['order'], typePrefixes: ['OrderPa'] })).toEqual([
        'order-41:OrderPaid',
      ]);
      expect(await read({ streamPrefixes: ['c', 'O'] }, 'backward')).toEqual([
        'Order-6:orderplaced',
        'cart-1:Checked',
        'cart-1:CartAdded',
      ]);
      expect(await read({ streamPrefixes: ['%'], typePrefixes: ['_'] })).toEqual([]);
      const subscription = store.subscribe({ filter: { typePrefixes: ['Cart'] } });
      expect((await subscription.next()).value).toMatchObject({ type: 'CartAdded' });
      await subscription.return?.();
      const error = await errorOf(store.readAll({ filter: { streamPrefixes: ['a\u0000'] } }));
      expect((error as ValidationError).details[0].path).toBe('filter.streamPrefixes[0]');
    });
  });
}
