import { getEventListeners } from 'node:events';
import type { JsonObject, NewEvent } from '@tidemark/domain';
import {
  DuplicateEventId,
  NotSupported,
  StoreClosed,
  StreamNotFound,
  ValidationError,
  WrongExpectedVersion,
} from '../errors';
import type { EventStore, RecordedEvent } from '../event-store/event-store.port';
import type { Clock } from '../support/ids';
import {
  allEvents,
  countReadAllCalls,
  errorOf,
  event,
  take,
  uuid,
  UUID_V7,
} from './event-store.helpers';
import { describeStreamIdAlphabetContract } from './stream-id-alphabet.contract';
import { describeStreamLifecycleContract } from './stream-lifecycle.contract';
import { until } from './wait';
import { afterEach, beforeEach, it } from './slow-tests';

/** A fresh, empty database that stores can be opened on (again and again, or several at once). */
export interface EventStoreDatabase {
  /** A store on the database; one reading time from `clock` when given (where the store can). */
  open(options?: { readonly clock?: Clock }): Promise<EventStore>;
  /**
   * Stores on the database through each of its servers, where it has several (each node of a
   * cluster): what one server wrote is read back through every other. Default: one more store
   * from `open` when several may be open at once.
   */
  openOnEachServer?(): Promise<EventStore[]>;
  dispose(): Promise<void>;
}

export interface EventStoreContractOptions {
  /** Whether several stores may be open on one database at once (several app instances). Default false. */
  readonly multiInstance?: boolean;
  /** Rounds of the 24-concurrent-appends race. Default 25. */
  readonly raceRounds?: number;
  /**
   * An event the adapter validates but its database refuses at commit (the adapter's spec
   * makes its database refuse one, e.g. with a trigger), to test that a database error inside a
   * group commit fails only its own append.
   */
  readonly poison?: NewEvent;
  /**
   * Whether an id stored in one stream is refused in another (`DuplicateEventId`). Default
   * true; EventStoreDB keeps no index of ids across streams.
   */
  readonly idsUniqueAcrossStreams?: boolean;
  /**
   * Whether subscriptions read the log through `readAll` pages (the SQL adapters): their
   * back-pressure is tested by counting the pages. Default true; EventStoreDB's subscriptions
   * are server streams whose back-pressure is gRPC's flow control.
   */
  readonly subscriptionsReadPages?: boolean;
  /**
   * Whether a store opened with a clock takes `recordedAt` and `maxAgeSeconds` from it. Default
   * true; EventStoreDB keeps its own time.
   */
  readonly injectedClock?: boolean;
  /** Whether the store has `scavenge()` (EventStoreDB's and JetStream's have not). Default true. */
  readonly scavenges?: boolean;
  /**
   * EventStoreDB's own lifecycle rules where they differ (docs/stream-lifecycle.md, "On
   * EventStoreDB"): `$tb` at its maximum while soft-deleted, no forced `truncateBefore` on a
   * metadata write, a stream whose events are all hidden reads as not found. Default false.
   */
  readonly eventStoreDbLifecycle?: boolean;
  /**
   * The longest stream id the store takes. Default 200; a namespaced EventStoreDB adapter on
   * Tidemark's own server takes 200 − (namespace + 1): the server serves 200-character names.
   */
  readonly longestStreamId?: number;
  /** Whether events keep their `tags` (EventStoreDB's adapter refuses them). Default true. */
  readonly tags?: boolean;
  /**
   * Whether the store checks append conditions and reads by query (Dynamic Consistency
   * Boundaries; `describeBoundaryContract` tests them). Default true; EventStoreDB and JetStream
   * refuse them with `NotSupported`.
   */
  readonly conditions?: boolean;
}

/**
 * The behaviour every {@link EventStore} adapter must have (DESIGN.md "Streams and versions",
 * "Reading and subscribing"). An adapter's spec calls this once with a way to make databases.
 */
export function describeEventStoreContract(
  adapter: string,
  newDatabase: () => Promise<EventStoreDatabase>,
  options: EventStoreContractOptions = {},
): void {
  describe(`EventStore contract: ${adapter}`, () => {
    let database: EventStoreDatabase;
    let store: EventStore;
    const opened: EventStore[] = [];

    async function open(openOptions?: { readonly clock?: Clock }): Promise<EventStore> {
      const another = await database.open(openOptions);
      opened.push(another);
      return another;
    }

    beforeEach(async () => {
      database = await newDatabase();
      store = await open();
    });

    afterEach(async () => {
      await Promise.all(opened.splice(0).map((s) => s.close()));
      await database.dispose();
    });

    describe('streams and versions', () => {
      if (options.tags ?? true) {
        it("keeps each event's tags, repeats removed, in stream and log reads; none: no tags", async () => {
          await store.appendToStream('order-tags', [
            { ...event('A'), tags: ['course:1', 'student:a', 'course:1'] },
            event('B'),
          ]);
          const read = await store.readStream('order-tags');
          expect(read.events.map((e) => e.tags)).toEqual([['course:1', 'student:a'], undefined]);
          const log = await allEvents(store);
          expect(log.map((e) => e.tags)).toEqual([['course:1', 'student:a'], undefined]);
        });
      } else {
        it('refuses events with tags with NotSupported, writing nothing', async () => {
          const error = await errorOf(
            store.appendToStream('order-tags', [{ ...event('A'), tags: ['course:1'] }]),
          );
          expect(error).toBeInstanceOf(NotSupported);
          expect(await allEvents(store)).toEqual([]);
        });
      }
      if (!(options.conditions ?? true)) {
        it('refuses a conditional append with NotSupported and has no read by query', async () => {
          const error = await errorOf(
            store.appendToStream('order-cond', [event('A')], {
              condition: { failIfEventsMatch: { items: [{ types: ['A'] }] } },
            }),
          );
          expect(error).toBeInstanceOf(NotSupported);
          expect(store.readByQuery).toBeUndefined();
          expect(await allEvents(store)).toEqual([]);
        });
      }
      it('gives the first event version 1 and a stream the version of its last event', async () => {
        const result = await store.appendToStream('order-1', [event('A'), event('B')], {
          expectedVersion: 'no_stream',
        });
        expect(result).toMatchObject({
          streamId: 'order-1',
          firstVersion: 1,
          nextExpectedVersion: 2,
        });
        expect(result.written).toBe(true);
        const read = await store.readStream('order-1');
        expect(read.version).toBe(2);
        expect(read.events.map((e) => [e.version, e.type])).toEqual([
          [1, 'A'],
          [2, 'B'],
        ]);
        expect(result.position).toBe(read.events[1].position);
      });

      it('records every field of an event and generates a UUIDv7 id when none is given', async () => {
        const given = uuid();
        const before = Date.now();
        await store.appendToStream('order-7', [
          {
            id: given,
            type: 'Placed',
            data: { total: 12.5, lines: [{ sku: 'a' }] },
            metadata: { correlationId: 'c-1' },
          },
          { type: 'Paid', data: {} },
        ]);
        const [placed, paid] = (await store.readStream('order-7')).events;
        expect(placed).toEqual({
          id: given,
          type: 'Placed',
          data: { total: 12.5, lines: [{ sku: 'a' }] },
          metadata: { correlationId: 'c-1' },
          streamId: 'order-7',
          version: 1,
          position: expect.any(BigInt),
          recordedAt: expect.any(String),
        });
        expect(new Date(placed.recordedAt).toISOString()).toBe(placed.recordedAt);
        // The server's time of the commit, in UTC: a zone slip would be off by hours.
        expect(Math.abs(Date.parse(placed.recordedAt) - before)).toBeLessThan(60_000);
        expect(paid.id).toMatch(UUID_V7);
        expect(paid.metadata).toEqual({});
        expect(paid.position).toBeGreaterThan(placed.position);
      });

      it('accepts stream ids of 1-200 allowed characters and refuses others, writing nothing', async () => {
        const longest = 'a'.repeat(options.longestStreamId ?? 200);
        await store.appendToStream(longest, [event()]);
        await store.appendToStream('x', [event()]);
        await store.appendToStream('user_1.a:b@c-9', [event()]);
        for (const bad of ['', 'a'.repeat(201), '$system', 'has space', 'ünïcode', 'slash/no']) {
          const error = await errorOf(store.appendToStream(bad, [event()]));
          expect(error).toBeInstanceOf(ValidationError);
          expect((error as ValidationError).details[0].path).toBe('streamId');
        }
        expect(await allEvents(store)).toHaveLength(3);
      });

      it('lists every problem of an invalid append and writes nothing', async () => {
        const error = await errorOf(
          store.appendToStream(
            'order-1',
            [
              { id: 'not-a-uuid', type: '', data: {} },
              { type: 'x'.repeat(201), data: [] as unknown as Record<string, unknown> },
              { type: 'Ok', data: {}, metadata: 'm' as unknown as Record<string, unknown> },
            ],
            { expectedVersion: -1 },
          ),
        );
        expect(error).toBeInstanceOf(ValidationError);
        expect((error as ValidationError).details.map((d) => d.path).sort()).toEqual(
          [
            'events[0].id',
            'events[0].type',
            'events[1].data',
            'events[1].type',
            'events[2].metadata',
            'expectedVersion',
          ].sort(),
        );
        expect(await errorOf(store.appendToStream('order-1', []))).toBeInstanceOf(ValidationError);
        const id = uuid();
        const repeated = await errorOf(
          store.appendToStream('order-1', [event('A', {}, id), event('B', {}, id)]),
        );
        expect(repeated).toBeInstanceOf(ValidationError);
        expect(await allEvents(store)).toEqual([]);
      });

      it('refuses types and data one store would alter or refuse (NUL, lone surrogates, deep nesting), writing nothing', async () => {
        const deep = JSON.parse('{"a":'.repeat(1001) + '1' + '}'.repeat(1001)) as JsonObject;
        const bad: [NewEvent, string][] = [
          [event('T\ud800'), 'events[0].type'],
          [event('T\u0000'), 'events[0].type'],
          [event('T', { note: 'nul \u0000 byte' }), 'events[0].data.note'],
          [event('T', { note: 'lone \udc00' }), 'events[0].data.note'],
          [event('T', { ['k\u0000']: 1 }), 'events[0].data'],
          [{ ...event('T'), metadata: { source: '\ud83d' } }, 'events[0].metadata.source'],
          [event('T', deep), 'events[0].data'],
        ];
        for (const [newEvent, path] of bad) {
          const error = await errorOf(store.appendToStream('text-1', [newEvent]));
          expect(error).toBeInstanceOf(ValidationError);
          expect((error as ValidationError).details.map((d) => d.path)).toEqual([path]);
        }
        expect(await allEvents(store)).toEqual([]);
        await store.appendToStream('text-1', [event('T\ud83d\ude00', { note: 'é 😀' })]);
        expect((await allEvents(store)).map((e) => [e.type, e.data])).toEqual([
          ['T😀', { note: 'é 😀' }],
        ]);
      });

      it('(c) refuses a 1,000-event batch with one invalid event and writes nothing', async () => {
        const events = Array.from({ length: 1000 }, (_, i) => event('Item', { i }));
        events[637] = { type: 'Item', data: null as unknown as Record<string, unknown> };
        const error = await errorOf(store.appendToStream('batch-1', events));
        expect(error).toBeInstanceOf(ValidationError);
        expect((error as ValidationError).details).toEqual([
          { path: 'events[637].data', message: expect.any(String) },
        ]);
        expect(await errorOf(store.readStream('batch-1'))).toBeInstanceOf(StreamNotFound);
        expect(await store.headPosition()).toBe(0n);
        const ok = await store.appendToStream(
          'batch-1',
          events.map((e, i) => (i === 637 ? event('Item') : e)),
        );
        expect(ok.nextExpectedVersion).toBe(1000);
        const read = await store.readStream('batch-1');
        expect(read.events.map((e) => e.version)).toEqual(
          Array.from({ length: 1000 }, (_, i) => i + 1),
        );
      });
    });

    describe('expected version', () => {
      it('"any" appends whatever the version', async () => {
        await store.appendToStream('s-1', [event()], { expectedVersion: 'any' });
        const result = await store.appendToStream('s-1', [event()]);
        expect(result.firstVersion).toBe(2);
      });

      it('"no_stream" and 0 succeed only on a stream with no events', async () => {
        await store.appendToStream('s-1', [event()], { expectedVersion: 'no_stream' });
        await store.appendToStream('s-2', [event()], { expectedVersion: 0 });
        for (const expectedVersion of ['no_stream', 0] as const) {
          const error = await errorOf(store.appendToStream('s-1', [event()], { expectedVersion }));
          expect(error).toBeInstanceOf(WrongExpectedVersion);
          expect(error).toMatchObject({ streamId: 's-1', expectedVersion, actualVersion: 1 });
        }
      });

      it('"stream_exists" fails on a stream with no events', async () => {
        const error = await errorOf(
          store.appendToStream('s-1', [event()], { expectedVersion: 'stream_exists' }),
        );
        expect(error).toMatchObject({
          code: 'WrongExpectedVersion',
          expectedVersion: 'stream_exists',
          actualVersion: 0,
        });
        await store.appendToStream('s-1', [event()]);
        const ok = await store.appendToStream('s-1', [event()], {
          expectedVersion: 'stream_exists',
        });
        expect(ok.firstVersion).toBe(2);
      });

      it('an integer must equal the current version; a mismatch carries both and writes nothing', async () => {
        await store.appendToStream('s-1', [event(), event(), event()]);
        const ok = await store.appendToStream('s-1', [event()], { expectedVersion: 3 });
        expect(ok).toMatchObject({ firstVersion: 4, nextExpectedVersion: 4 });
        for (const stale of [2, 3, 5]) {
          const error = await errorOf(
            store.appendToStream('s-1', [event(), event()], { expectedVersion: stale }),
          );
          expect(error).toBeInstanceOf(WrongExpectedVersion);
          expect(error).toMatchObject({ expectedVersion: stale, actualVersion: 4 });
        }
        expect((await store.readStream('s-1')).version).toBe(4);
        expect(await allEvents(store)).toHaveLength(4);
      });
    });

    const uniqueAcrossStreams = options.idsUniqueAcrossStreams ?? true;

    describe('version-based dedup of retried appends', () => {
      it('a retry with the same ids writes nothing and returns the original versions and position', async () => {
        const batch = [event('A'), event('B')];
        await store.appendToStream('s-1', [event('Before')]);
        const first = await store.appendToStream('s-1', batch, { expectedVersion: 1 });
        await store.appendToStream('s-1', [event('After')]);
        // 4: the stream's version now, as a client that re-read the stream would send.
        for (const expectedVersion of [1, 'any', 'no_stream', 4, 7] as const) {
          const retry = await store.appendToStream('s-1', batch, { expectedVersion });
          expect(retry).toEqual({ ...first, written: false });
        }
        expect(await allEvents(store)).toHaveLength(4);
      });

      it('a retry sent together with its original (one group commit) is answered as a retry', async () => {
        const batch = [event('A'), event('B')];
        const elsewhere = event('C', {}, batch[0].id);
        const [original, retry, stolen] = await Promise.all([
          store.appendToStream('s-1', batch, { expectedVersion: 'no_stream' }),
          store.appendToStream('s-1', batch, { expectedVersion: 'no_stream' }),
          uniqueAcrossStreams
            ? store.appendToStream('s-2', [elsewhere]).catch((error: unknown) => error)
            : undefined,
        ]);
        expect(original).toMatchObject({ firstVersion: 1, nextExpectedVersion: 2, written: true });
        expect(retry).toEqual({ ...original, written: false });
        if (uniqueAcrossStreams) expect(stolen).toBeInstanceOf(DuplicateEventId);
        expect((await allEvents(store)).map((e) => e.type)).toEqual(['A', 'B']);
      });

      it('a contiguous run of stored ids in order is a retry of that run', async () => {
        const batch = [event('A'), event('B'), event('C')];
        const first = await store.appendToStream('s-1', batch);
        const retry = await store.appendToStream('s-1', batch.slice(1));
        expect(retry).toEqual({
          streamId: 's-1',
          firstVersion: 2,
          nextExpectedVersion: 3,
          position: first.position,
          written: false,
        });
      });

      it('ids that are partly stored, out of order, or stored in another stream fail and write nothing', async () => {
        const [a, b, c] = [event('A'), event('B'), event('C')];
        await store.appendToStream('s-1', [a, b, c]);
        const cases: Array<[string, NewEvent[]]> = [
          ['s-1', [a, event('New')]],
          ['s-1', [event('New'), c]],
          ['s-1', [b, a]],
          ['s-1', [a, c]],
          ...(uniqueAcrossStreams
            ? ([
                ['s-2', [a]],
                ['s-2', [event('New'), b]],
              ] as Array<[string, NewEvent[]]>)
            : []),
        ];
        for (const [streamId, events] of cases) {
          const error = await errorOf(store.appendToStream(streamId, events));
          expect(error).toBeInstanceOf(DuplicateEventId);
          expect((error as DuplicateEventId).streamId).toBe(streamId);
        }
        expect(await allEvents(store)).toHaveLength(3);
        expect(await errorOf(store.readStream('s-2'))).toBeInstanceOf(StreamNotFound);
      });

      it('ids are compared without regard to hex case', async () => {
        const id = uuid();
        await store.appendToStream('s-1', [event('A', {}, id.toUpperCase())]);
        const retry = await store.appendToStream('s-1', [event('A', {}, id)]);
        expect(retry.written).toBe(false);
      });

      it('(d) recognises a retry after the store was closed and reopened', async () => {
        const batch = [event('A'), event('B')];
        const first = await store.appendToStream('order-9', batch, {
          expectedVersion: 'no_stream',
        });
        await store.close();
        const reopened = await open();
        const retry = await reopened.appendToStream('order-9', batch, {
          expectedVersion: 'no_stream',
        });
        expect(retry).toEqual({ ...first, written: false });
        expect((await reopened.readStream('order-9')).events.map((e) => e.id)).toEqual(
          batch.map((e) => e.id),
        );
      });
    });

    describe('reading a stream', () => {
      beforeEach(async () => {
        await store.appendToStream(
          's-1',
          Array.from({ length: 10 }, (_, i) => event('E', { n: i + 1 })),
        );
        await store.appendToStream('s-2', [event()]);
      });

      it('reads forward from a version with a limit', async () => {
        const read = await store.readStream('s-1', { from: 4, limit: 3 });
        expect(read.version).toBe(10);
        expect(read.events.map((e) => e.version)).toEqual([4, 5, 6]);
        expect(read.events.map((e) => e.data.n)).toEqual([4, 5, 6]);
        expect((await store.readStream('s-1', { from: 11 })).events).toEqual([]);
      });

      it('reads backward from the end or from a version', async () => {
        expect(
          (await store.readStream('s-1', { direction: 'backward', limit: 3 })).events.map(
            (e) => e.version,
          ),
        ).toEqual([10, 9, 8]);
        expect(
          (await store.readStream('s-1', { direction: 'backward', from: 2 })).events.map(
            (e) => e.version,
          ),
        ).toEqual([2, 1]);
      });

      it('fails with StreamNotFound for a stream with no events, and ValidationError for bad options', async () => {
        const missing = await errorOf(store.readStream('s-404'));
        expect(missing).toBeInstanceOf(StreamNotFound);
        expect(missing).toMatchObject({ code: 'StreamNotFound', streamId: 's-404' });
        expect(await errorOf(store.readStream('$bad'))).toBeInstanceOf(ValidationError);
        expect(await errorOf(store.readStream('s-1', { limit: 0 }))).toBeInstanceOf(
          ValidationError,
        );
      });
    });

    describe('reading the global log', () => {
      it('reads forward from an exclusive position, with type and category filters and a limit', async () => {
        await store.appendToStream('order-1', [event('Placed'), event('Paid')]);
        await store.appendToStream('cart-1', [event('Added')]);
        await store.appendToStream('order-2', [event('Placed')]);
        await store.appendToStream('orderline-1', [event('Placed')]);
        const all = await store.readAll();
        expect(all.events.map((e) => `${e.streamId}:${e.type}`)).toEqual([
          'order-1:Placed',
          'order-1:Paid',
          'cart-1:Added',
          'order-2:Placed',
          'orderline-1:Placed',
        ]);
        expect(all.nextPosition).toBe(all.events[4].position);
        const positions = all.events.map((e) => e.position);
        expect([...positions].sort((x, y) => (x < y ? -1 : 1))).toEqual(positions);
        expect(new Set(positions).size).toBe(5);

        const page = await store.readAll({ from: positions[1], limit: 2 });
        expect(page.events.map((e) => e.position)).toEqual(positions.slice(2, 4));
        expect(page.nextPosition).toBe(positions[3]);
        const end = await store.readAll({ from: all.nextPosition });
        expect(end).toEqual({ events: [], nextPosition: all.nextPosition });

        const placedOrders = await store.readAll({
          filter: { types: ['Placed'], categories: ['order'] },
        });
        expect(placedOrders.events.map((e) => e.streamId)).toEqual(['order-1', 'order-2']);
        const carts = await store.readAll({ filter: { categories: ['cart', 'orderline'] } });
        expect(carts.events.map((e) => e.streamId)).toEqual(['cart-1', 'orderline-1']);
        const types = await store.readAll({ filter: { types: ['Paid', 'Added'] } });
        expect(types.events.map((e) => e.type)).toEqual(['Paid', 'Added']);
        expect(await store.headPosition()).toBe(positions[4]);
      });

      it('refuses filters a store cannot compare alike (NUL, lone surrogates) with ValidationError', async () => {
        await store.appendToStream('order-1', [event('A')]);
        for (const filter of [{ types: ['a\u0000b'] }, { categories: ['\ud800'] }]) {
          const error = await errorOf(store.readAll({ filter }));
          expect(error).toBeInstanceOf(ValidationError);
          const subscription = store.subscribe({ filter });
          expect(await errorOf(subscription.next())).toBeInstanceOf(ValidationError);
        }
      });

      it('starts from the beginning at 0 and is empty on an empty store', async () => {
        expect(await store.readAll({ from: 0n })).toEqual({ events: [], nextPosition: 0n });
        expect(await store.headPosition()).toBe(0n);
        expect(await errorOf(store.readAll({ limit: -1 }))).toBeInstanceOf(ValidationError);
      });
    });

    describeStreamIdAlphabetContract({
      store: () => store,
      async openOnEachServer() {
        if (database.openOnEachServer) {
          const each = await database.openOnEachServer();
          opened.push(...each);
          return each;
        }
        return options.multiInstance ? [await open()] : [];
      },
      longestStreamId: options.longestStreamId ?? 200,
    });

    describeStreamLifecycleContract({
      store: () => store,
      open,
      injectedClock: options.injectedClock ?? true,
      scavenges: options.scavenges ?? true,
      multiInstance: options.multiInstance ?? false,
      eventStoreDbLifecycle: options.eventStoreDbLifecycle ?? false,
    });

    describe('group commit', () => {
      it('answers each of many simultaneous appends on its own: a conflict fails only itself', async () => {
        await store.appendToStream('s-0', [event()]);
        const attempts = Array.from({ length: 20 }, (_, i) =>
          store
            .appendToStream(`s-${i % 5}`, [event('E', { i })], {
              expectedVersion: i === 7 ? 99 : 'any',
            })
            .then(
              (r) => ({ ok: true as const, r }),
              (error: unknown) => ({ ok: false as const, error }),
            ),
        );
        const outcomes = await Promise.all(attempts);
        expect(outcomes.filter((o) => !o.ok)).toHaveLength(1);
        expect(outcomes[7]).toMatchObject({ ok: false, error: { code: 'WrongExpectedVersion' } });
        expect(await allEvents(store)).toHaveLength(20);
      });
    });

    const poison = options.poison;
    // Adapters without such an event test this in their own spec.
    if (poison)
      it('a database error inside a group commit fails only its own append, atomically', async () => {
        const outcomes = await Promise.all(
          [[event('A'), event('B')], [event('C'), poison as NewEvent], [event('D')]].map(
            (events, i) =>
              store.appendToStream(`g-${i}`, events).then(
                (r) => r.nextExpectedVersion,
                (error: unknown) => error,
              ),
          ),
        );
        expect(outcomes[0]).toBe(2);
        expect(outcomes[1]).toBeInstanceOf(Error);
        expect(outcomes[2]).toBe(1);
        expect((await allEvents(store)).map((e) => e.type).sort()).toEqual(['A', 'B', 'D']);
      });

    describe('concurrency', () => {
      it('(a) of 24 concurrent appends with the same expected version, exactly one wins each round', async () => {
        const stores = options.multiInstance ? [store, await open(), await open()] : [store];
        const rounds = options.raceRounds ?? 25;
        for (let round = 0; round < rounds; round += 1) {
          const outcomes = await Promise.all(
            Array.from({ length: 24 }, (_, i) =>
              stores[i % stores.length]
                .appendToStream('race-1', [event('Try', { round, i }), event('Try2')], {
                  expectedVersion: round * 2,
                })
                .then(
                  () => 'won',
                  (error: unknown) => (error instanceof WrongExpectedVersion ? 'lost' : error),
                ),
            ),
          );
          expect(outcomes.filter((o) => o === 'won')).toHaveLength(1);
          expect(outcomes.filter((o) => o === 'lost')).toHaveLength(23);
        }
        const read = await store.readStream('race-1');
        expect(read.version).toBe(rounds * 2);
        expect(read.events.map((e) => e.version)).toEqual(
          Array.from({ length: rounds * 2 }, (_, i) => i + 1),
        );
      });

      it('concurrent "any" appends to one stream from every instance all stand, in distinct versions', async () => {
        const stores = options.multiInstance ? [store, await open(), await open()] : [store];
        const results = await Promise.all(
          Array.from({ length: 30 }, (_, i) =>
            stores[i % stores.length].appendToStream('any-race', [
              event('Any', { i }),
              event('Any2'),
            ]),
          ),
        );
        const read = await store.readStream('any-race');
        expect(read.version).toBe(60);
        expect(read.events.map((e) => e.version)).toEqual(
          Array.from({ length: 60 }, (_, i) => i + 1),
        );
        // Each append got its own two consecutive versions, and the positions it was told.
        const firsts = results.map((r) => r.firstVersion).sort((a, b) => a - b);
        expect(firsts).toEqual(Array.from({ length: 30 }, (_, i) => 2 * i + 1));
        for (const result of results) {
          const second = read.events[result.nextExpectedVersion - 1];
          expect(second.position).toBe(result.position);
          expect(result.nextExpectedVersion).toBe(result.firstVersion + 1);
        }
      });

      it('(b) a live subscriber from the start sees every event of 16 concurrent writers once, in increasing positions', async () => {
        const writersPerStore = options.multiInstance ? 4 : 16;
        const stores = options.multiInstance
          ? [store, await open(), await open(), await open()]
          : [store];
        const appendsPerWriter = 15;
        const expected = 16 * appendsPerWriter * 2;
        const subscription = store.subscribe({ from: 0n, batchSize: 7 });
        const seen = take(subscription, expected);
        await Promise.all(
          Array.from({ length: 16 }, async (_, writer) => {
            const target = stores[Math.floor(writer / writersPerStore)];
            for (let n = 0; n < appendsPerWriter; n += 1) {
              await target.appendToStream(
                `writer-${writer}`,
                [event('W', { writer, n }), event('W2')],
                {
                  expectedVersion: n * 2,
                },
              );
            }
          }),
        );
        const events = await seen;
        expect(events).toHaveLength(expected);
        const ids = new Set(events.map((e) => e.id));
        expect(ids.size).toBe(expected);
        for (let i = 1; i < events.length; i += 1) {
          expect(events[i].position > events[i - 1].position).toBe(true);
        }
        const stored = await allEvents(store);
        expect(stored.map((e) => e.id)).toEqual(events.map((e) => e.id));
      });
    });

    describe('subscriptions', () => {
      it('catches up from an exclusive position, then goes live, with filters', async () => {
        await store.appendToStream('order-1', [event('Placed'), event('Paid')]);
        await store.appendToStream('cart-1', [event('Added')]);
        // A position is a token the store gave (here the first event's), not arithmetic.
        const [placed] = (await store.readStream('order-1')).events;
        const subscription = store.subscribe({
          from: placed.position,
          filter: { categories: ['order'] },
        });
        const seen = take(subscription, 3);
        await store.appendToStream('cart-1', [event('Added')]);
        await store.appendToStream('order-2', [event('Placed'), event('Shipped')]);
        const events = await seen;
        expect(events.map((e) => `${e.streamId}:${e.type}`)).toEqual([
          'order-1:Paid',
          'order-2:Placed',
          'order-2:Shipped',
        ]);
      });

      it('ends when the consumer stops, when its signal aborts and when the store closes', async () => {
        await store.appendToStream('s-1', [event(), event()]);
        const stopped = store.subscribe();
        expect(await take(stopped, 1)).toHaveLength(1);
        expect(await stopped.next()).toEqual({ done: true, value: undefined });

        const controller = new AbortController();
        const aborted = store.subscribe({ signal: controller.signal });
        const got: RecordedEvent[] = [];
        const drained = (async () => {
          for await (const e of aborted) got.push(e);
        })();
        await store.appendToStream('s-1', [event()]);
        // Aborted while it waits live, past everything stored.
        await until(() => got.length === 3, 'the subscription to catch up');
        controller.abort();
        await drained;
        expect(got).toHaveLength(3);

        const live = store.subscribe({ from: await store.headPosition() });
        const ended = live.next();
        await store.close();
        expect(await ended).toEqual({ done: true, value: undefined });
        expect(await errorOf(store.appendToStream('s-1', [event()]))).toBeInstanceOf(StoreClosed);
      });

      it('serves 20 live subscriptions sharing one signal through one abort listener', async () => {
        // A listener each would pass Node's limit of 10: MaxListenersExceededWarning.
        await store.appendToStream('s-1', [event()]);
        const controller = new AbortController();
        const got = Array.from({ length: 20 }, () => [] as RecordedEvent[]);
        const drained = got.map(async (events) => {
          for await (const e of store.subscribe({ signal: controller.signal })) events.push(e);
        });
        await store.appendToStream('s-1', [event()]);
        // Each waits live, past everything stored, watching the signal.
        await until(() => got.every((events) => events.length === 2), 'every subscription live');
        expect(getEventListeners(controller.signal, 'abort').length).toBeLessThanOrEqual(1);
        controller.abort();
        await Promise.all(drained);
      });

      const pagedSubscriptions = options.subscriptionsReadPages ?? true;
      (pagedSubscriptions ? it : it.skip)(
        'reads only as fast as the consumer pulls (back-pressure)',
        async () => {
          await store.appendToStream(
            's-1',
            Array.from({ length: 50 }, () => event()),
          );
          const readAll = countReadAllCalls(store);
          const subscription = store.subscribe({ batchSize: 10 });
          const firstTwo = await take(subscription, 2);
          expect(firstTwo.map((e) => e.version)).toEqual([1, 2]);
          for (let i = 0; i < 20; i += 1) await new Promise((resolve) => setImmediate(resolve));
          expect(readAll.calls).toBe(1);
          const resumed = store.subscribe({ from: firstTwo[1].position, batchSize: 10 });
          expect((await take(resumed, 9)).map((e) => e.version)).toEqual([
            3, 4, 5, 6, 7, 8, 9, 10, 11,
          ]);
          expect(readAll.calls).toBe(2);
          readAll.restore();
        },
      );

      it('ends a live subscription cleanly when the store closes with an append in flight', async () => {
        await store.appendToStream('s-1', [event()]);
        const live = store.subscribe();
        // The first event delivered: the subscription runs before the store closes.
        const first = await live.next();
        expect(first.done).toBe(false);
        const drained = (async () => {
          const got: RecordedEvent[] = [first.value as RecordedEvent];
          for await (const e of live) got.push(e);
          return got;
        })();
        const inFlight = store.appendToStream('s-1', [event()]);
        await store.close();
        expect((await inFlight).nextExpectedVersion).toBe(2);
        const got = await drained;
        expect(got[0].version).toBe(1);
      });
    });
  });
}
