import type { EventStore } from '../event-store/event-store.port';
import type { Clock } from '../support/ids';
import { allEvents, errorOf, event, uuid } from './event-store.helpers';
import { StreamNotFound, ValidationError, WrongExpectedVersion } from '../errors';
import { it } from './slow-tests';

/** What the metadata cases need of the contract that includes them (see stream-lifecycle). */
export interface StreamMetadataContext {
  store(): EventStore;
  open(options?: { readonly clock?: Clock }): Promise<EventStore>;
  readonly injectedClock: boolean;
  readonly scavenges: boolean;
  readonly eventStoreDbLifecycle: boolean;
}

const versionsOf = async (
  store: EventStore,
  streamId: string,
  options: Parameters<EventStore['readStream']>[1] = {},
) => (await store.readStream(streamId, options)).events.map((e) => e.version);

/** Stream metadata (maxCount, maxAge, truncateBefore, custom) and scavenge. */
export function describeStreamMetadataContract(context: StreamMetadataContext): void {
  /** A stream whose events are all hidden: its version and none (EventStoreDB: not found). */
  async function expectNoEvents(store: EventStore, streamId: string, version: number) {
    const read = await store.readStream(streamId).catch((error: unknown) => error);
    if (context.eventStoreDbLifecycle && read instanceof StreamNotFound) return;
    expect(read).toEqual({ streamId, version, events: [] });
  }

  describe('stream metadata', () => {
    it('is kept with a version, replaced whole, under an expected metadata version', async () => {
      const store = context.store();
      expect(await store.getStreamMetadata('m-1')).toEqual({
        streamId: 'm-1',
        metadata: {},
        metadataVersion: 0,
      });
      const custom = { $acl: { $r: ['ops'] }, owner: 'team-a', nested: { list: [1, 'two'] } };
      const set = await store.setStreamMetadata(
        'm-1',
        { maxCount: 3, custom },
        { expectedMetadataVersion: 0 },
      );
      expect(set).toEqual({
        streamId: 'm-1',
        metadata: { maxCount: 3, custom },
        metadataVersion: 1,
      });
      expect(await store.getStreamMetadata('m-1')).toEqual(set);
      const stale = await errorOf(
        store.setStreamMetadata('m-1', { maxCount: 4 }, { expectedMetadataVersion: 0 }),
      );
      expect(stale).toBeInstanceOf(WrongExpectedVersion);
      expect(stale).toMatchObject({ expectedVersion: 0, actualVersion: 1 });
      await store.setStreamMetadata('m-1', { truncateBefore: 2, maxAgeSeconds: undefined });
      expect(await store.getStreamMetadata('m-1')).toEqual({
        streamId: 'm-1',
        metadata: { truncateBefore: 2 },
        metadataVersion: 2,
      });
      // Metadata alone is no stream to read.
      expect(await errorOf(store.readStream('m-1'))).toBeInstanceOf(StreamNotFound);
      await store.appendToStream('m-1', [event()], { expectedVersion: 'no_stream' });
    });

    it('refuses bad metadata with every problem listed, writing nothing', async () => {
      const store = context.store();
      const error = await errorOf(
        store.setStreamMetadata(
          '$m',
          {
            maxCount: 0,
            maxAgeSeconds: -1,
            truncateBefore: 1.5,
            custom: { $tb: 3, ok: 'fine', bad: 'nul \u0000' },
            maxcount: 2,
          } as never,
          { expectedMetadataVersion: -1 },
        ),
      );
      expect(error).toBeInstanceOf(ValidationError);
      expect([...new Set((error as ValidationError).details.map((d) => d.path))].sort()).toEqual(
        [
          'expectedMetadataVersion',
          'metadata.custom.$tb',
          'metadata.custom.bad',
          'metadata.maxAgeSeconds',
          'metadata.maxCount',
          'metadata.maxcount',
          'metadata.truncateBefore',
          'streamId',
        ].sort(),
      );
      // "Now minus maxAge" must stay a timestamp, or every later read of the stream would fail.
      const tooOld = await errorOf(
        store.setStreamMetadata('m-3', { maxAgeSeconds: Number.MAX_SAFE_INTEGER }),
      );
      expect((tooOld as ValidationError).details).toEqual([
        { path: 'metadata.maxAgeSeconds', message: 'maxAgeSeconds must be at most 10000000000' },
      ]);
      await store.setStreamMetadata('m-3', { maxAgeSeconds: 10_000_000_000 });
      await store.appendToStream('m-3', [event()]);
      expect((await store.readStream('m-3')).events).toHaveLength(1);
      const notObject = await errorOf(store.setStreamMetadata('m-2', { custom: [] as never }));
      expect((notObject as ValidationError).details[0].path).toBe('metadata.custom');
      expect(await store.getStreamMetadata('m-2')).toMatchObject({ metadataVersion: 0 });
      expect(await errorOf(store.getStreamMetadata('has space'))).toBeInstanceOf(ValidationError);
    });

    it('truncateBefore and maxCount limit stream reads both ways; the version and the log stay whole', async () => {
      const store = context.store();
      await store.appendToStream(
        'lim-1',
        Array.from({ length: 10 }, () => event()),
      );
      await store.setStreamMetadata('lim-1', { truncateBefore: 4 });
      expect(await versionsOf(store, 'lim-1')).toEqual([4, 5, 6, 7, 8, 9, 10]);
      expect((await store.readStream('lim-1', { limit: 1 })).version).toBe(10);
      expect(await versionsOf(store, 'lim-1', { from: 2, limit: 2 })).toEqual([4, 5]);
      const backward = { direction: 'backward' } as const;
      expect(await versionsOf(store, 'lim-1', { ...backward, limit: 3 })).toEqual([10, 9, 8]);
      expect(await versionsOf(store, 'lim-1', { ...backward, from: 5 })).toEqual([5, 4]);
      expect(await versionsOf(store, 'lim-1', { ...backward, from: 3 })).toEqual([]);

      await store.setStreamMetadata('lim-1', { maxCount: 3 });
      expect(await versionsOf(store, 'lim-1')).toEqual([8, 9, 10]);
      expect(await versionsOf(store, 'lim-1', { ...backward, limit: 2 })).toEqual([10, 9]);
      await store.appendToStream('lim-1', [event()], { expectedVersion: 10 });
      expect(await versionsOf(store, 'lim-1')).toEqual([9, 10, 11]);

      await store.setStreamMetadata('lim-1', { truncateBefore: 10, maxCount: 5 });
      expect(await versionsOf(store, 'lim-1', backward)).toEqual([11, 10]);
      await store.setStreamMetadata('lim-1', { truncateBefore: 50 });
      await expectNoEvents(store, 'lim-1', 11);
      expect((await allEvents(store)).filter((e) => e.streamId === 'lim-1')).toHaveLength(11);
      await store.setStreamMetadata('lim-1', {});
      expect(await versionsOf(store, 'lim-1')).toHaveLength(11);
    });

    it('survives a soft delete; a metadata write then recreates the stream empty', async () => {
      const store = context.store();
      await store.appendToStream('sm-1', [event(), event(), event()]);
      await store.setStreamMetadata('sm-1', { maxCount: 10, custom: { a: 1 } });
      await store.deleteStream('sm-1');
      const esdb = context.eventStoreDbLifecycle;
      const kept = await store.getStreamMetadata('sm-1');
      expect(kept.metadataVersion).toBe(2);
      const { truncateBefore, ...rest } = kept.metadata;
      expect(rest).toEqual({ maxCount: 10, custom: { a: 1 } });
      expect(esdb ? [4, Number.MAX_SAFE_INTEGER] : [4]).toContain(truncateBefore);
      const set = await store.setStreamMetadata(
        'sm-1',
        { custom: { b: 2 } },
        { expectedMetadataVersion: 2 },
      );
      // The deleted events never come back through the metadata.
      if (!esdb) expect(set.metadata).toEqual({ custom: { b: 2 }, truncateBefore: 4 });
      await expectNoEvents(store, 'sm-1', 3);
      await store.appendToStream('sm-1', [event()], { expectedVersion: 3 });
      expect(await versionsOf(store, 'sm-1')).toEqual([4]);
    });

    (context.injectedClock ? it : it.skip)(
      'maxAgeSeconds hides events older than that by the store clock, and a scavenge removes them',
      async () => {
        let now = Date.parse('2026-12-01T08:00:00.000Z');
        await context.store().close();
        const store = await context.open({ clock: () => new Date(now) });
        await store.appendToStream('age-1', [event('A')]);
        now += 10_000;
        await store.appendToStream('age-1', [event('B')]);
        now += 10_000;
        await store.appendToStream('age-1', [event('C')]);
        await store.setStreamMetadata('age-1', { maxAgeSeconds: 15 });
        const types = async (direction: 'forward' | 'backward' = 'forward') =>
          (await store.readStream('age-1', { direction })).events.map((e) => e.type);
        expect(await types()).toEqual(['B', 'C']);
        now += 5_000; // B is 15 s old: still shown.
        expect(await types('backward')).toEqual(['C', 'B']);
        now += 1;
        expect(await types()).toEqual(['C']);
        expect((await store.readStream('age-1')).version).toBe(3);
        if (context.scavenges) {
          expect(await store.scavenge?.()).toEqual({ removedEvents: 2 });
          expect((await allEvents(store)).map((e) => e.type)).toEqual(['C']);
        }
        now += 100_000;
        await expectNoEvents(store, 'age-1', 3);
      },
    );
  });

  describe('scavenge', () => {
    if (!context.scavenges) {
      it('is absent on this adapter (callers answer NotSupported)', () => {
        expect(context.store().scavenge).toBeUndefined();
      });
      return;
    }

    it('removes only what no read returns; positions, versions and reads go on; ids are free again', async () => {
      const store = context.store();
      await store.appendToStream('keep-1', [event(), event(), event()]);
      await store.appendToStream(
        'trunc-1',
        Array.from({ length: 5 }, () => event()),
      );
      await store.setStreamMetadata('trunc-1', { truncateBefore: 3 });
      await store.appendToStream(
        'count-1',
        Array.from({ length: 4 }, () => event()),
      );
      await store.setStreamMetadata('count-1', { maxCount: 1 });
      const softBatch = [event(), event()];
      await store.appendToStream('soft-1', softBatch);
      await store.deleteStream('soft-1');
      await store.appendToStream('tomb-9', [event(), event()]);
      await store.tombstoneStream('tomb-9');
      const head = await store.headPosition();
      expect(await allEvents(store)).toHaveLength(16);

      expect(await store.scavenge?.()).toEqual({ removedEvents: 9 });
      const left = await allEvents(store);
      expect(left.map((e) => `${e.streamId}:${e.version}`)).toEqual([
        'keep-1:1',
        'keep-1:2',
        'keep-1:3',
        'trunc-1:3',
        'trunc-1:4',
        'trunc-1:5',
        'count-1:4',
      ]);
      const newestFirst = await store.readAll({ direction: 'backward', limit: 2 });
      expect(newestFirst.events.map((e) => e.streamId)).toEqual(['count-1', 'trunc-1']);
      expect(await store.headPosition()).toBe(head);
      expect(await versionsOf(store, 'trunc-1')).toEqual([3, 4, 5]);
      expect(await store.scavenge?.()).toEqual({ removedEvents: 0 });

      // Removed for good: lowering the limits shows only what is left.
      await store.setStreamMetadata('trunc-1', {});
      expect(await versionsOf(store, 'trunc-1')).toEqual([3, 4, 5]);
      const recreated = await store.appendToStream('soft-1', [event()], {
        expectedVersion: 'no_stream',
      });
      expect(recreated.firstVersion).toBe(3);
      expect(recreated.position > head).toBe(true);
      // The removed events' ids may be used again (their retry is no longer recognised).
      const reused = await store.appendToStream('reuse-1', [
        { ...softBatch[0], id: softBatch[0].id },
      ]);
      expect(reused.written).toBe(true);
      expect((await store.appendToStream('keep-1', [event('New', {}, uuid())])).firstVersion).toBe(
        4,
      );
    });
  });
}
