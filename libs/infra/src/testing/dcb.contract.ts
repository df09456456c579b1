import type { NewEvent } from '@tidemark/domain';
import { boundariesOf } from '../boundaries/event-boundaries';
import type { BoundaryStore } from '../boundaries/boundary-store.port';
import { AppendConditionFailed, ValidationError } from '../errors';
import type { Storage } from '../storage/storage.port';
import { describeBoundaryRules } from './dcb-rules.contract';
import { boundaryHelpers, type BoundaryCase } from './dcb.helpers';
import { boundaryRaceProblems, raceBoundary, type BoundaryRace } from './dcb-race';
import { allEvents, uuid } from './event-store.helpers';
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

    const t: BoundaryCase = {
      get storage() {
        return storage;
      },
      get boundaries() {
        return boundaries;
      },
    };
    const { types, read, append, refusedWithNothingWritten, givenCourses } = boundaryHelpers(t);

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

    describeBoundaryRules(t);

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
