import type { ExpectedVersion } from '@tidemark/domain';
import type { EventStore } from '../event-store/event-store.port';
import type { Clock } from '../support/ids';
import { allEvents, errorOf, event } from './event-store.helpers';
import { StreamDeleted, StreamNotFound, ValidationError, WrongExpectedVersion } from '../errors';
import { describeStreamMetadataContract } from './stream-metadata.contract';
import { it } from './slow-tests';

/** What the lifecycle cases need of the event-store contract that includes them. */
export interface StreamLifecycleContext {
  /** The store of the running test (opened in the suite's `beforeEach`). */
  store(): EventStore;
  /** Another store on the test's database, closed after the test. */
  open(options?: { readonly clock?: Clock }): Promise<EventStore>;
  readonly injectedClock: boolean;
  readonly scavenges: boolean;
  readonly multiInstance: boolean;
  readonly eventStoreDbLifecycle: boolean;
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
      expect([...new Set((bad as ValidationError).details.map((d) => d.path))].sort()).toEqual([
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

  describe('soft delete', () => {
    it('hides the stream from reads; the next append recreates it and continues the versions', async () => {
      const store = context.store();
      await store.appendToStream('del-1', [event(), event(), event(), event(), event('Fifth')]);
      const deleted = await store.deleteStream('del-1', { expectedVersion: 5 });
      expect(deleted).toEqual({ streamId: 'del-1', position: await store.headPosition() });
      const missing = await errorOf(store.readStream('del-1'));
      expect(missing).toBeInstanceOf(StreamNotFound);
      expect(missing).toMatchObject({ code: 'StreamNotFound', streamId: 'del-1' });
      // The global log keeps them until a scavenge: listeners' checkpoints stay valid.
      expect((await allEvents(store)).filter((e) => e.streamId === 'del-1')).toHaveLength(5);
      const { metadata, metadataVersion } = await store.getStreamMetadata('del-1');
      expect(metadataVersion).toBe(1);
      // EventStoreDB keeps `$tb` at its maximum while the stream is soft-deleted.
      const deletedAt = context.eventStoreDbLifecycle ? [6, Number.MAX_SAFE_INTEGER] : [6];
      expect(deletedAt).toContain(metadata.truncateBefore);
      expect(Object.keys(metadata)).toEqual(['truncateBefore']);
      const again = await store.appendToStream('del-1', [event('Again')], {
        expectedVersion: 'no_stream',
      });
      expect(again).toMatchObject({ firstVersion: 6, nextExpectedVersion: 6, written: true });
      const read = await store.readStream('del-1');
      expect(read.version).toBe(6);
      expect(read.events.map((e) => [e.version, e.type])).toEqual([[6, 'Again']]);
      const back = await store.readStream('del-1', { direction: 'backward' });
      expect(back.events.map((e) => e.version)).toEqual([6]);
    });

    it('then accepts "any", "no_stream", 0 and the last version; "stream_exists" and others fail, writing nothing', async () => {
      const store = context.store();
      const accepted: ExpectedVersion[] = ['any', 'no_stream', 0, 2];
      for (const [i, expectedVersion] of accepted.entries()) {
        await store.appendToStream(`acc-${i}`, [event(), event()]);
        await store.deleteStream(`acc-${i}`);
        const result = await store.appendToStream(`acc-${i}`, [event()], { expectedVersion });
        expect(result.firstVersion).toBe(3);
      }
      await store.appendToStream('ref-1', [event(), event()]);
      await store.deleteStream('ref-1');
      const count = (await allEvents(store)).length;
      for (const expectedVersion of ['stream_exists', 1, 3] as const) {
        const error = await errorOf(store.appendToStream('ref-1', [event()], { expectedVersion }));
        expect(error).toBeInstanceOf(WrongExpectedVersion);
        expect(error).toMatchObject({ streamId: 'ref-1', expectedVersion, actualVersion: 2 });
      }
      expect(await allEvents(store)).toHaveLength(count);
      // Recreated: the usual rules again.
      await store.appendToStream('ref-1', [event()], { expectedVersion: 2 });
      const late = await errorOf(
        store.appendToStream('ref-1', [event()], { expectedVersion: 'no_stream' }),
      );
      expect(late).toMatchObject({ code: 'WrongExpectedVersion', actualVersion: 3 });
    });

    it('deletes under an expected version: "any" on a stream with no events is fine, a mismatch writes nothing', async () => {
      const store = context.store();
      await store.deleteStream('never-1');
      await store.deleteStream('never-2', { expectedVersion: 'no_stream' });
      expect(await errorOf(store.readStream('never-1'))).toBeInstanceOf(StreamNotFound);
      const first = await store.appendToStream('never-1', [event()], {
        expectedVersion: 'no_stream',
      });
      expect(first.firstVersion).toBe(1);
      await store.appendToStream('d-2', [event(), event()]);
      for (const expectedVersion of [3, 'no_stream'] as const) {
        const error = await errorOf(store.deleteStream('d-2', { expectedVersion }));
        expect(error).toMatchObject({
          code: 'WrongExpectedVersion',
          expectedVersion,
          actualVersion: 2,
        });
      }
      expect((await store.readStream('d-2')).version).toBe(2);
      expect(
        await errorOf(store.deleteStream('never-3', { expectedVersion: 'stream_exists' })),
      ).toBeInstanceOf(WrongExpectedVersion);
      await store.deleteStream('d-2', { expectedVersion: 'stream_exists' });
      // Deleting again is fine, as long as the expected version matches.
      await store.deleteStream('d-2', { expectedVersion: 2 });
      expect(
        await errorOf(store.deleteStream('d-2', { expectedVersion: 'stream_exists' })),
      ).toBeInstanceOf(WrongExpectedVersion);
      const bad = await errorOf(store.deleteStream('$bad', { expectedVersion: -1 }));
      expect([...new Set((bad as ValidationError).details.map((d) => d.path))].sort()).toEqual([
        'expectedVersion',
        'streamId',
      ]);
    });

    it('a retry of an append made before the delete is still recognised, and recreates nothing', async () => {
      const store = context.store();
      const batch = [event('A'), event('B')];
      const original = await store.appendToStream('retry-1', batch);
      await store.deleteStream('retry-1');
      const retry = await store.appendToStream('retry-1', batch);
      expect(retry).toEqual({ ...original, written: false });
      expect(await errorOf(store.readStream('retry-1'))).toBeInstanceOf(StreamNotFound);
    });
  });

  describe('tombstone', () => {
    it('is for good: appends, reads, deletes and metadata answer StreamDeleted; the log keeps the events', async () => {
      const store = context.store();
      const batch = [event('A'), event('B')];
      await store.appendToStream('tomb-1', batch);
      const result = await store.tombstoneStream('tomb-1', { expectedVersion: 2 });
      expect(result).toEqual({ streamId: 'tomb-1', position: await store.headPosition() });
      const read = await errorOf(store.readStream('tomb-1'));
      expect(read).toBeInstanceOf(StreamDeleted);
      expect((read as StreamDeleted).toJSON()).toEqual({
        error: 'StreamDeleted',
        streamId: 'tomb-1',
        message: expect.any(String),
      });
      const refused = [
        () => store.appendToStream('tomb-1', [event()]),
        () => store.appendToStream('tomb-1', [event()], { expectedVersion: 'no_stream' }),
        () => store.appendToStream('tomb-1', [event()], { expectedVersion: 2 }),
        () => store.appendToStream('tomb-1', batch),
        () => store.readStream('tomb-1', { direction: 'backward' }),
        () => store.deleteStream('tomb-1'),
        () => store.tombstoneStream('tomb-1'),
        () => store.setStreamMetadata('tomb-1', { maxCount: 1 }),
        () => store.getStreamMetadata('tomb-1'),
      ];
      for (const attempt of refused) {
        const error = await errorOf(attempt());
        expect(error).toMatchObject({ code: 'StreamDeleted', streamId: 'tomb-1' });
      }
      expect((await allEvents(store)).map((e) => e.streamId)).toEqual(['tomb-1', 'tomb-1']);
    });

    it('takes an expected version, and tombstones soft-deleted and never-written streams', async () => {
      const store = context.store();
      await store.appendToStream('tomb-2', [event()]);
      const error = await errorOf(store.tombstoneStream('tomb-2', { expectedVersion: 0 }));
      expect(error).toMatchObject({ code: 'WrongExpectedVersion', actualVersion: 1 });
      expect((await store.readStream('tomb-2')).version).toBe(1);
      await store.deleteStream('tomb-2');
      await store.tombstoneStream('tomb-2');
      expect(await errorOf(store.readStream('tomb-2'))).toBeInstanceOf(StreamDeleted);
      await store.tombstoneStream('tomb-3', { expectedVersion: 'no_stream' });
      expect(
        await errorOf(store.appendToStream('tomb-3', [event()], { expectedVersion: 'no_stream' })),
      ).toBeInstanceOf(StreamDeleted);
    });

    it('an append racing a tombstone lands before it or fails with StreamDeleted, on every instance', async () => {
      const stores = context.multiInstance
        ? [context.store(), await context.open(), await context.open()]
        : [context.store()];
      for (let round = 0; round < 5; round += 1) {
        const streamId = `tomb-race-${round}`;
        await stores[0].appendToStream(streamId, [event()]);
        const appends = Array.from({ length: 12 }, (_, i) =>
          stores[i % stores.length].appendToStream(streamId, [event('Race', { i })]).then(
            (r) => r.position,
            (e: unknown) => e,
          ),
        );
        const tombstone = stores[round % stores.length].tombstoneStream(streamId);
        const [outcomes, { position }] = await Promise.all([Promise.all(appends), tombstone]);
        for (const outcome of outcomes) {
          if (typeof outcome === 'bigint') expect(outcome <= position).toBe(true);
          else expect(outcome).toBeInstanceOf(StreamDeleted);
        }
        const written = outcomes.filter((o) => typeof o === 'bigint').length;
        const stored = (await allEvents(stores[0])).filter((e) => e.streamId === streamId);
        expect(stored).toHaveLength(written + 1);
        expect(stored.every((e) => e.position <= position)).toBe(true);
      }
    });
  });

  describeStreamMetadataContract(context);
}
