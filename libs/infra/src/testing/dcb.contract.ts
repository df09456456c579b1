import type { EventQuery, NewEvent } from '@tidemark/domain';
import { boundariesOf } from '../boundaries/event-boundaries';
import type { BoundaryStore } from '../boundaries/boundary-store.port';
import { AppendConditionFailed, DuplicateEventId, ValidationError } from '../errors';
import type { RecordedEvent } from '../event-store/event-store.port';
import type { Storage } from '../storage/storage.port';
import { boundaryRaceProblems, raceBoundary, type BoundaryRace } from './dcb-race';
import { allEvents, errorOf, uuid, UUID_V7 } from './event-store.helpers';
import type { StorageDatabase } from './storage.contract';
import { afterEach, beforeEach, it } from './slow-tests';

export interface BoundaryContractOptions {
  /**
   * Whether several storages may be open on one database at once (app instances on one
   * PostgreSQL): the oracle then also races over four of them. Default false.
   */
  readonly multiInstance?: boolean;
  /** The boundary store under test on a storage. Default `boundariesOf(storage)`. */
  readonly boundariesOf?: (storage: Storage) => BoundaryStore;
  /** Rounds of each race of the oracle. Default 5. */
  readonly raceRounds?: number;
}

/**
 * Dynamic Consistency Boundaries (dcb.events) on one store: one case per MUST of the
 * specification (https://dcb.events/specification, named after it), the rules issue 32 adds,
 * and the concurrency oracle ({@link raceBoundary}). Tested only through the ports: the
 * {@link BoundaryStore} and, for events other APIs wrote, the storage's events.
 */
export function describeBoundaryContract(
  backend: string,
  newDatabase: () => Promise<StorageDatabase>,
  options: BoundaryContractOptions = {},
): void {
  describe(`DCB conformance: ${backend}`, () => {
    let database: StorageDatabase;
    let storage: Storage;
    let boundaries: BoundaryStore;
    const opened: Storage[] = [];
    const boundariesOn = (on: Storage) => options.boundariesOf?.(on) ?? boundariesOf(on);

    beforeEach(async () => {
      database = await newDatabase();
      storage = await database.open();
      opened.push(storage);
      boundaries = boundariesOn(storage);
    });

    afterEach(async () => {
      await Promise.all(opened.splice(0).map((s) => s.close()));
      await database.dispose();
    });

    const head = () => storage.events.headPosition();
    const types = (events: readonly RecordedEvent[]) => events.map((e) => e.type);
    const read = async (query: EventQuery) => types((await boundaries.read(query)).events);
    const append = (events: readonly NewEvent[], condition?: EventQuery, after?: bigint) =>
      boundaries.append(events, {
        ...(condition
          ? {
              condition: {
                failIfEventsMatch: condition,
                ...(after !== undefined ? { after } : {}),
              },
            }
          : {}),
      });
    /** Expects `promise` to fail with `kind`, and the log to be as it was. */
    async function refusedWithNothingWritten(
      attempt: () => Promise<unknown>,
      kind: abstract new (...args: never[]) => Error,
    ): Promise<unknown> {
      const before = await allEvents(storage.events);
      const error = await errorOf(attempt());
      expect(error).toBeInstanceOf(kind);
      expect(await allEvents(storage.events)).toEqual(before);
      return error;
    }

    /** Course c1 (capacity, two subscriptions), course c2, a student's events. */
    async function givenCourses(): Promise<void> {
      await append([
        { type: 'CourseDefined', data: { capacity: 2 }, tags: ['course:c1'] },
        { type: 'CourseDefined', data: { capacity: 5 }, tags: ['course:c2'] },
        { type: 'StudentSubscribed', data: {}, tags: ['course:c1', 'student:s1'] },
        { type: 'StudentSubscribed', data: {}, tags: ['course:c2', 'student:s1'] },
        { type: 'StudentSubscribed', data: {}, tags: ['course:c1', 'student:s2'] },
        { type: 'StudentRegistered', data: {}, tags: ['student:s1'] },
      ]);
    }

    describe('dcb.events specification', () => {
      it('Reading: MUST provide a way to filter Events based on their Event Type and/or Tag', async () => {
        await givenCourses();
        expect(await read({ items: [{ types: ['CourseDefined'] }] })).toEqual([
          'CourseDefined',
          'CourseDefined',
        ]);
        expect(await read({ items: [{ tags: ['student:s1'] }] })).toEqual([
          'StudentSubscribed',
          'StudentSubscribed',
          'StudentRegistered',
        ]);
        expect(
          await read({ items: [{ types: ['StudentSubscribed'], tags: ['course:c1'] }] }),
        ).toEqual(['StudentSubscribed', 'StudentSubscribed']);
      });

      it('Writing: MUST provide a way to atomically persist one or more Events', async () => {
        const one = await append([{ type: 'A', data: {} }]);
        const three = await append([
          { type: 'B', data: {} },
          { type: 'C', data: {} },
          { type: 'D', data: {} },
        ]);
        expect(one.events).toHaveLength(1);
        expect(three.events).toHaveLength(3);
        expect(types(await allEvents(storage.events))).toEqual(['A', 'B', 'C', 'D']);
        // All or nothing: one bad event keeps the others out.
        await refusedWithNothingWritten(
          () =>
            append([
              { type: 'E', data: {} },
              { type: '', data: {} },
              { type: 'F', data: {} },
            ]),
          ValidationError,
        );
      });

      it('Writing: MUST fail if the Event Store contains at least one Event matching the Append Condition', async () => {
        await givenCourses();
        const registered = { items: [{ types: ['StudentRegistered'], tags: ['student:s1'] }] };
        const [match] = (await boundaries.read(registered)).events;
        const error = await refusedWithNothingWritten(
          () => append([{ type: 'CourseDefined', data: {}, tags: ['course:c3'] }], registered),
          AppendConditionFailed,
        );
        expect(error).toMatchObject({
          code: 'AppendConditionFailed',
          conflictPosition: match.position,
        });
        await append([{ type: 'CourseDefined', data: {}, tags: ['course:c3'] }], {
          items: [{ tags: ['course:c3'] }],
        });
      });

      it('Query: MUST contain a set of Query Items with at least one item, or match all Events', async () => {
        await givenCourses();
        await storage.events.appendToStream('order-1', [{ type: 'Untagged', data: {} }]);
        await refusedWithNothingWritten(() => boundaries.read({ items: [] }), ValidationError);
        await refusedWithNothingWritten(
          () => append([{ type: 'A', data: {} }], { items: [] }),
          ValidationError,
        );
        const all = await boundaries.read({ items: [{}] });
        expect(all.events.map((e) => e.id)).toEqual(
          (await allEvents(storage.events)).map((e) => e.id),
        );
      });

      it('Query Item: the Type MUST match one of the provided Types of the Query Item', async () => {
        await givenCourses();
        expect(await read({ items: [{ types: ['StudentRegistered', 'CourseDefined'] }] })).toEqual([
          'CourseDefined',
          'CourseDefined',
          'StudentRegistered',
        ]);
        expect(await read({ items: [{ types: ['Nothing'] }] })).toEqual([]);
        expect(await read({ items: [{ types: ['studentregistered'] }] })).toEqual([]);
      });

      it('Query Item: the Tags MUST contain all of the Tags specified by the Query Item', async () => {
        await givenCourses();
        expect(await read({ items: [{ tags: ['course:c1', 'student:s1'] }] })).toEqual([
          'StudentSubscribed',
        ]);
        expect(await read({ items: [{ tags: ['course:c1', 'student:s9'] }] })).toEqual([]);
        expect(await read({ items: [{ tags: ['course:c'] }] })).toEqual([]);
      });

      it('Sequenced Event: MUST contain the Sequence Position and the Event', async () => {
        const id = uuid();
        const appended = await append([
          {
            id,
            type: 'CourseDefined',
            data: { capacity: 3, title: 'Tides' },
            metadata: { correlationId: 'c-1' },
            tags: ['course:c1', 'term:2026'],
          },
        ]);
        const [sequenced] = (await boundaries.read({ items: [{ tags: ['course:c1'] }] })).events;
        expect(sequenced).toMatchObject({
          id,
          type: 'CourseDefined',
          data: { capacity: 3, title: 'Tides' },
          metadata: { correlationId: 'c-1' },
          tags: ['course:c1', 'term:2026'],
          position: appended.lastPosition,
        });
        expect(appended.events).toEqual([{ id, position: appended.lastPosition }]);
      });

      it('Sequence Position: MUST be unique in the Event Store', async () => {
        const told = await Promise.all(
          Array.from({ length: 10 }, (_, i) =>
            i % 2 === 0
              ? append([
                  { type: 'A', data: { i } },
                  { type: 'B', data: { i } },
                ]).then((r) => r.events.map((e) => e.position))
              : storage.events
                  .appendToStream(`order-${i}`, [{ type: 'C', data: { i }, tags: ['x'] }])
                  .then((r) => [r.position]),
          ),
        ).then((positions) => positions.flat());
        const stored = (await boundaries.read({ items: [{}] })).events.map((e) => e.position);
        expect(new Set(stored).size).toBe(15);
        expect(new Set(told)).toEqual(new Set(stored));
      });

      it('Sequence Position: MUST be monotonic increasing', async () => {
        const positions: bigint[] = [];
        for (let i = 0; i < 5; i += 1) {
          const result = await append([
            { type: 'A', data: {} },
            { type: 'B', data: {} },
          ]);
          positions.push(...result.events.map((e) => e.position));
          const stream = await storage.events.appendToStream('order-1', [{ type: 'C', data: {} }]);
          positions.push(stream.position);
        }
        for (let i = 1; i < positions.length; i += 1) {
          expect(positions[i] > positions[i - 1]).toBe(true);
        }
        const read = (await boundaries.read({ items: [{}] })).events.map((e) => e.position);
        expect(read).toEqual(positions);
      });

      it('Events: MUST not be empty', async () => {
        const error = await refusedWithNothingWritten(() => append([]), ValidationError);
        expect((error as ValidationError).details).toEqual([
          expect.objectContaining({ path: 'events' }),
        ]);
      });

      it('Events: MUST be iterable, each iteration returning an Event (kept in order)', async () => {
        const ids = [uuid(), uuid(), uuid()];
        const result = await append(ids.map((id, i) => ({ id, type: `T${i}`, data: { i } })));
        expect(result.events.map((e) => e.id)).toEqual(ids);
        const read = (await boundaries.read({ items: [{}] })).events;
        expect(read.map((e) => [e.id, e.type, e.position])).toEqual(
          result.events.map((e, i) => [ids[i], `T${i}`, e.position]),
        );
      });

      it('Event: MUST contain an Event Type', async () => {
        const untyped = { data: {} } as unknown as NewEvent;
        await refusedWithNothingWritten(() => append([untyped]), ValidationError);
        await refusedWithNothingWritten(() => append([{ type: '', data: {} }]), ValidationError);
      });

      it('Event: MUST contain Event Data (kept as given)', async () => {
        const data = { nested: { list: [1, 'two', null, true] }, text: 'ünïcødé ✓' };
        await append([{ type: 'A', data }]);
        expect((await boundaries.read({ items: [{}] })).events[0].data).toEqual(data);
        const undata = { type: 'B' } as unknown as NewEvent;
        await refusedWithNothingWritten(() => append([undata]), ValidationError);
      });

      it('Event: MUST contain Tags (every associated Tag exposed, whichever way it is read)', async () => {
        const result = await append([{ type: 'A', data: {}, tags: ['b:2', 'a:1', 'c:3'] }]);
        await storage.events.appendToStream('order-1', [{ type: 'B', data: {}, tags: ['d:4'] }]);
        const [byQuery] = (await boundaries.read({ items: [{ tags: ['c:3'] }] })).events;
        const [inLog, fromStream] = await allEvents(storage.events);
        const [inStream] = (await storage.events.readStream(inLog.streamId)).events;
        for (const seen of [byQuery, inLog, inStream]) {
          expect(seen.id).toBe(result.events[0].id);
          expect([...(seen.tags ?? [])].sort()).toEqual(['a:1', 'b:2', 'c:3']);
        }
        expect(fromStream.tags).toEqual(['d:4']);
        const [untagged] = (await append([{ type: 'C', data: {} }])).events;
        const [read] = (await boundaries.read({ items: [{ types: ['C'] }] })).events;
        expect(read.id).toBe(untagged.id);
        expect(read.tags ?? []).toEqual([]);
      });

      it('Append Condition: MUST contain a failIfEventsMatch Query', async () => {
        const noQuery = { condition: { after: 0n } } as unknown as Parameters<
          BoundaryStore['append']
        >[1];
        await refusedWithNothingWritten(
          () => boundaries.append([{ type: 'A', data: {} }], noQuery),
          ValidationError,
        );
      });

      it('Append Condition: the Event Store MUST ignore the Events before the `after` position', async () => {
        await givenCourses();
        const c1 = { items: [{ tags: ['course:c1'] }] };
        const seen = await boundaries.read(c1);
        const last = seen.events[seen.events.length - 1].position;
        // `after` at the last matching event, and above it (the head the decision read).
        await append([{ type: 'StudentSubscribed', data: {}, tags: ['x'] }], c1, last);
        await append([{ type: 'StudentSubscribed', data: {}, tags: ['y'] }], c1, seen.head);
        const error = await refusedWithNothingWritten(
          () => append([{ type: 'A', data: {} }], c1, last - 1n),
          AppendConditionFailed,
        );
        expect(error).toMatchObject({ after: last - 1n, conflictPosition: last });
      });
    });

    describe('tags (issue 32)', () => {
      const tagged = (tags: readonly string[]): NewEvent => ({ type: 'A', data: {}, tags });

      it('takes 0 to 32 tags of 1 to 200 characters, repeats removed', async () => {
        const many = Array.from({ length: 32 }, (_, i) => `tag:${i}`);
        await append([
          tagged([]),
          tagged(many),
          tagged(['x', 'y'.repeat(200)]),
          tagged(['dup', 'dup', 'other']),
        ]);
        const events = (await boundaries.read({ items: [{}] })).events;
        expect(events.map((e) => e.tags ?? [])).toEqual([
          [],
          many,
          ['x', 'y'.repeat(200)],
          ['dup', 'other'],
        ]);
      });

      it('refuses more than 32 tags, empty or longer than 200, or with control characters, listing every problem and writing nothing', async () => {
        await append([tagged(['before'])]);
        const bad = [
          tagged(Array.from({ length: 33 }, (_, i) => `tag:${i}`)),
          tagged(['']),
          tagged(['z'.repeat(201)]),
          tagged(['nul\u0000']),
          tagged(['tab\there']),
          tagged(['line\n']),
          tagged(['del\u007f']),
          tagged(['c1\u0085']),
          { type: 'A', data: {}, tags: [42] } as unknown as NewEvent,
          { type: 'A', data: {}, tags: 'course:c1' } as unknown as NewEvent,
        ];
        const error = await refusedWithNothingWritten(
          () => append([tagged(['fine']), ...bad]),
          ValidationError,
        );
        const paths = (error as ValidationError).details.map((d) => d.path);
        for (let i = 1; i <= bad.length; i += 1) {
          expect(paths.some((path) => path.startsWith(`events[${i}].tags`))).toBe(true);
        }
        expect(paths.some((path) => path.startsWith('events[0]'))).toBe(false);
        // Stream appends validate tags alike.
        await refusedWithNothingWritten(
          () => storage.events.appendToStream('order-1', [tagged(['bad\u0001'])]),
          ValidationError,
        );
        // A query's tags are tags too.
        await refusedWithNothingWritten(
          () => boundaries.read({ items: [{ tags: ['z'.repeat(201)] }] }),
          ValidationError,
        );
      });
    });

    describe('queries (issue 32)', () => {
      it('matches types OR, tags AND, both within an item, any item, and every event for an empty item', async () => {
        await givenCourses();
        expect(await read({ items: [{ types: ['CourseDefined', 'StudentRegistered'] }] })).toEqual([
          'CourseDefined',
          'CourseDefined',
          'StudentRegistered',
        ]);
        expect(await read({ items: [{ tags: ['student:s1', 'course:c2'] }] })).toEqual([
          'StudentSubscribed',
        ]);
        expect(await read({ items: [{ types: ['CourseDefined'], tags: ['course:c1'] }] })).toEqual([
          'CourseDefined',
        ]);
        expect(
          await read({
            items: [{ types: ['StudentRegistered'] }, { tags: ['course:c2'] }],
          }),
        ).toEqual(['CourseDefined', 'StudentSubscribed', 'StudentRegistered']);
        const everything = await read({ items: [{}] });
        expect(everything).toHaveLength(6);
        expect(await read({ items: [{ types: [], tags: [] }] })).toEqual(everything);
        expect(await read({ items: [{ tags: ['student:s2'] }, {}] })).toEqual(everything);
        // Repeated items and values change nothing, and each event comes once.
        expect(
          await read({
            items: [
              { tags: ['course:c1', 'course:c1'] },
              { tags: ['course:c1'] },
              { types: ['StudentSubscribed', 'StudentSubscribed'] },
            ],
          }),
        ).toEqual(['CourseDefined', 'StudentSubscribed', 'StudentSubscribed', 'StudentSubscribed']);
      });

      it('reads above `from`, at most `limit`, with the head and the position to read on from', async () => {
        await givenCourses();
        await storage.events.appendToStream('order-1', [{ type: 'Untagged', data: {} }]);
        const s1 = { items: [{ tags: ['student:s1'] }] };
        const all = await boundaries.read(s1);
        expect(all.head).toBe(await head());
        expect(all.nextPosition).toBe(all.head);
        const positions = all.events.map((e) => e.position);
        expect(positions).toHaveLength(3);

        const first = await boundaries.read(s1, { limit: 2 });
        expect(first.events.map((e) => e.position)).toEqual(positions.slice(0, 2));
        expect(first.nextPosition).toBe(positions[1]);
        const second = await boundaries.read(s1, { from: first.nextPosition, limit: 2 });
        expect(second.events.map((e) => e.position)).toEqual(positions.slice(2));
        expect(second.nextPosition).toBe(all.head);

        const exclusive = await boundaries.read(s1, { from: positions[0] });
        expect(exclusive.events.map((e) => e.position)).toEqual(positions.slice(1));
        const beyond = await boundaries.read(s1, { from: all.head + 100n });
        expect(beyond).toEqual({ events: [], head: all.head, nextPosition: all.head + 100n });

        for (const limit of [0, 1001, 1.5]) {
          await refusedWithNothingWritten(() => boundaries.read(s1, { limit }), ValidationError);
        }
        await refusedWithNothingWritten(() => boundaries.read(s1, { from: -1n }), ValidationError);
      });
    });

    describe('conditions (issue 32)', () => {
      const c1 = { items: [{ tags: ['course:c1'] }] };
      const subscribe = (student: string): NewEvent => ({
        type: 'StudentSubscribed',
        data: {},
        tags: ['course:c1', `student:${student}`],
      });

      it('without `after`: fails on any matching event, passes when none matches', async () => {
        await append([subscribe('s1')], { items: [{ tags: ['course:c1'] }] });
        await refusedWithNothingWritten(() => append([subscribe('s2')], c1), AppendConditionFailed);
        await append([subscribe('s2')], { items: [{ tags: ['course:c9'] }] });
        expect(await read(c1)).toHaveLength(2);
      });

      it('with `after`: fails on a matching event above it; events that do not match never fail it', async () => {
        const seen = await boundaries.read(c1);
        expect(seen.head).toBe(0n);
        await append([{ type: 'StudentSubscribed', data: {}, tags: ['course:c2'] }]);
        await storage.events.appendToStream('order-1', [{ type: 'Untagged', data: {} }]);
        await append([subscribe('s1')], c1, seen.head);
        await refusedWithNothingWritten(
          () => append([subscribe('s2')], c1, seen.head),
          AppendConditionFailed,
        );
        const again = await boundaries.read(c1);
        await append([subscribe('s2')], c1, again.head);
      });

      it('refuses a condition that is not one, writing nothing', async () => {
        const bad = [
          { failIfEventsMatch: { items: [{ kinds: ['A'] }] } },
          { failIfEventsMatch: c1, after: -1n },
          { failIfEventsMatch: c1, after: 3 },
          { failIfEventsMatch: c1, before: 3n },
        ];
        for (const condition of bad) {
          const options = { condition } as unknown as Parameters<BoundaryStore['append']>[1];
          await refusedWithNothingWritten(
            () => boundaries.append([subscribe('s1')], options),
            ValidationError,
          );
        }
      });

      it('AppendConditionFailed writes nothing of a batch', async () => {
        await append([subscribe('s1')]);
        const ids = [uuid(), uuid(), uuid()];
        await refusedWithNothingWritten(
          () =>
            append(
              ids.map((id) => ({ ...subscribe('s2'), id })),
              c1,
              0n,
            ),
          AppendConditionFailed,
        );
        for (const id of ids) {
          await expect(storage.events.readStream(`dcb-${id}`)).rejects.toMatchObject({
            code: 'StreamNotFound',
          });
        }
      });

      it('sees events appended to streams, with their tags, as boundary events', async () => {
        const seen = await boundaries.read(c1);
        await storage.events.appendToStream('course-c1', [subscribe('s1')], {
          expectedVersion: 'no_stream',
        });
        const error = await refusedWithNothingWritten(
          () => append([subscribe('s2')], c1, seen.head),
          AppendConditionFailed,
        );
        expect((error as AppendConditionFailed).conflictPosition).toBe(await head());
        await refusedWithNothingWritten(
          () => append([subscribe('s2')], { items: [{ types: ['StudentSubscribed'] }] }),
          AppendConditionFailed,
        );
        const [fromStream] = (await boundaries.read(c1)).events;
        expect(fromStream).toMatchObject({ streamId: 'course-c1', version: 1 });
      });
    });

    describe('retries and ids (issue 32)', () => {
      const c1 = { items: [{ tags: ['course:c1'] }] };
      const batch = (): NewEvent[] => [
        { id: uuid(), type: 'StudentSubscribed', data: { n: 1 }, tags: ['course:c1'] },
        { id: uuid(), type: 'StudentSubscribed', data: { n: 2 }, tags: ['course:c1', 's:2'] },
      ];

      it('answers a retry with the same ids and content with the first positions, writing nothing, even when the condition now fails', async () => {
        const events = batch();
        const first = await append(events, c1, 0n);
        expect(first.written).toBe(true);
        await append([{ type: 'StudentSubscribed', data: {}, tags: ['course:c1'] }]);
        const log = await allEvents(storage.events);
        const again = await append(events, c1, 0n);
        expect(again).toEqual({ ...first, written: false });
        const unconditioned = await append(events);
        expect(unconditioned).toEqual({ ...first, written: false });
        expect(await allEvents(storage.events)).toEqual(log);
      });

      it('refuses the same ids with other content with DuplicateEventId, writing nothing', async () => {
        const events = batch();
        await append(events);
        const variants: NewEvent[][] = [
          [{ ...events[0], data: { n: 9 } }, events[1]],
          [events[0], { ...events[1], type: 'StudentUnsubscribed' }],
          [events[0], { ...events[1], tags: ['course:c1'] }],
          [events[0], { ...events[1], metadata: { by: 'someone' } }],
          [events[1]],
          [events[0], events[1], { type: 'More', data: {} }],
          [events[1], events[0]],
        ];
        for (const variant of variants) {
          await refusedWithNothingWritten(() => append(variant), DuplicateEventId);
        }
      });

      it('refuses an id a stream append stored with DuplicateEventId', async () => {
        const id = uuid();
        await storage.events.appendToStream('order-1', [{ id, type: 'A', data: {} }]);
        await refusedWithNothingWritten(
          () =>
            append([
              { type: 'B', data: {} },
              { id, type: 'A', data: {} },
            ]),
          DuplicateEventId,
        );
      });
    });

    describe('the global log (issue 32)', () => {
      it('holds boundary events as ordinary events of the stream dcb-<first event id>', async () => {
        const ids = [uuid(), uuid()];
        const result = await append([
          { id: ids[0], type: 'A', data: {}, tags: ['t'] },
          { id: ids[1], type: 'B', data: {} },
        ]);
        const [generated] = (await append([{ type: 'C', data: {} }])).events;
        expect(generated.id).toMatch(UUID_V7);
        const log = await allEvents(storage.events);
        expect(log.map((e) => [e.id, e.streamId, e.version, e.position])).toEqual([
          [ids[0], `dcb-${ids[0]}`, 1, result.events[0].position],
          [ids[1], `dcb-${ids[0]}`, 2, result.events[1].position],
          [generated.id, `dcb-${generated.id}`, 1, generated.position],
        ]);
        const stream = await storage.events.readStream(`dcb-${ids[0]}`);
        expect(stream.version).toBe(2);
        expect(stream.events.map((e) => e.id)).toEqual(ids);
      });
    });

    describe('concurrency oracle', () => {
      const rounds = options.raceRounds ?? 5;
      const oracle = async (race: BoundaryRace, instances: number) => {
        const stores = [boundaries];
        for (let i = 1; i < instances; i += 1) {
          const another = await database.open();
          opened.push(another);
          stores.push(boundariesOn(another));
        }
        const report = await raceBoundary(stores, { race, rounds, racers: 16 });
        expect(boundaryRaceProblems(report)).toEqual([]);
      };

      const cases: [string, BoundaryRace][] = [
        ['16 racers on one boundary: exactly one commits per round', 'one-boundary'],
        ['16 racers on disjoint tags: all commit, no false conflict', 'disjoint-tags'],
        [
          'a type-only condition racing a tag-only condition over the same events: exactly one commits',
          'type-against-tags',
        ],
      ];
      for (const [name, race] of cases) {
        it(name, () => oracle(race, 1));
        if (options.multiInstance) it(`${name} (over 4 app instances)`, () => oracle(race, 4));
      }
    });
  });
}
