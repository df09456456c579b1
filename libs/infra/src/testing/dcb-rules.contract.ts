import type { NewEvent } from '@tidemark/domain';
import type { BoundaryStore } from '../boundaries/boundary-store.port';
import { AppendConditionFailed, DuplicateEventId, ValidationError } from '../errors';
import { boundaryHelpers, type BoundaryCase } from './dcb.helpers';
import { allEvents, uuid, UUID_V7 } from './event-store.helpers';
import { it } from './slow-tests';

/**
 * Issue 32's rules beyond the specification's MUSTs: tags, query items, read pages,
 * conditions, retries by id, and boundary events in the global log. Run by
 * `describeBoundaryContract`.
 */
export function describeBoundaryRules(t: BoundaryCase): void {
  const { head, read, append, refusedWithNothingWritten, givenCourses } = boundaryHelpers(t);

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
      const events = (await t.boundaries.read({ items: [{}] })).events;
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
        () => t.storage.events.appendToStream('order-1', [tagged(['bad\u0001'])]),
        ValidationError,
      );
      // A query's tags are tags too.
      await refusedWithNothingWritten(
        () => t.boundaries.read({ items: [{ tags: ['z'.repeat(201)] }] }),
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
      await t.storage.events.appendToStream('order-1', [{ type: 'Untagged', data: {} }]);
      const s1 = { items: [{ tags: ['student:s1'] }] };
      const all = await t.boundaries.read(s1);
      expect(all.head).toBe(await head());
      expect(all.nextPosition).toBe(all.head);
      const positions = all.events.map((e) => e.position);
      expect(positions).toHaveLength(3);

      const first = await t.boundaries.read(s1, { limit: 2 });
      expect(first.events.map((e) => e.position)).toEqual(positions.slice(0, 2));
      expect(first.nextPosition).toBe(positions[1]);
      const second = await t.boundaries.read(s1, { from: first.nextPosition, limit: 2 });
      expect(second.events.map((e) => e.position)).toEqual(positions.slice(2));
      expect(second.nextPosition).toBe(all.head);

      const exclusive = await t.boundaries.read(s1, { from: positions[0] });
      expect(exclusive.events.map((e) => e.position)).toEqual(positions.slice(1));
      const beyond = await t.boundaries.read(s1, { from: all.head + 100n });
      expect(beyond).toEqual({ events: [], head: all.head, nextPosition: all.head + 100n });

      for (const limit of [0, 1001, 1.5]) {
        await refusedWithNothingWritten(() => t.boundaries.read(s1, { limit }), ValidationError);
      }
      await refusedWithNothingWritten(() => t.boundaries.read(s1, { from: -1n }), ValidationError);
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
      const seen = await t.boundaries.read(c1);
      expect(seen.head).toBe(0n);
      await append([{ type: 'StudentSubscribed', data: {}, tags: ['course:c2'] }]);
      await t.storage.events.appendToStream('order-1', [{ type: 'Untagged', data: {} }]);
      await append([subscribe('s1')], c1, seen.head);
      await refusedWithNothingWritten(
        () => append([subscribe('s2')], c1, seen.head),
        AppendConditionFailed,
      );
      const again = await t.boundaries.read(c1);
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
          () => t.boundaries.append([subscribe('s1')], options),
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
        await expect(t.storage.events.readStream(`dcb-${id}`)).rejects.toMatchObject({
          code: 'StreamNotFound',
        });
      }
    });

    it('sees events appended to streams, with their tags, as boundary events', async () => {
      const seen = await t.boundaries.read(c1);
      await t.storage.events.appendToStream('course-c1', [subscribe('s1')], {
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
      const [fromStream] = (await t.boundaries.read(c1)).events;
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
      const log = await allEvents(t.storage.events);
      const again = await append(events, c1, 0n);
      expect(again).toEqual({ ...first, written: false });
      const unconditioned = await append(events);
      expect(unconditioned).toEqual({ ...first, written: false });
      expect(await allEvents(t.storage.events)).toEqual(log);
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
      await t.storage.events.appendToStream('order-1', [{ id, type: 'A', data: {} }]);
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
      const log = await allEvents(t.storage.events);
      expect(log.map((e) => [e.id, e.streamId, e.version, e.position])).toEqual([
        [ids[0], `dcb-${ids[0]}`, 1, result.events[0].position],
        [ids[1], `dcb-${ids[0]}`, 2, result.events[1].position],
        [generated.id, `dcb-${generated.id}`, 1, generated.position],
      ]);
      const stream = await t.storage.events.readStream(`dcb-${ids[0]}`);
      expect(stream.version).toBe(2);
      expect(stream.events.map((e) => e.id)).toEqual(ids);
    });
  });
}
