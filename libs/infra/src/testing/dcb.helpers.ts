import type { EventQuery, NewEvent } from '@tidemark/domain';
import type { BoundaryStore } from '../boundaries/boundary-store.port';
import type { RecordedEvent } from '../event-store/event-store.port';
import type { Storage } from '../storage/storage.port';
import { allEvents, errorOf } from './event-store.helpers';

/** The running test of the DCB conformance suite. */
export interface BoundaryCase {
  /** The storage opened for the test. */
  readonly storage: Storage;
  /** The boundary store under test, on that storage. */
  readonly boundaries: BoundaryStore;
}

/** Helpers of the DCB conformance cases, on the running test's stores. */
export function boundaryHelpers(t: BoundaryCase) {
  const head = () => t.storage.events.headPosition();
  const types = (events: readonly RecordedEvent[]) => events.map((e) => e.type);
  const read = async (query: EventQuery) => types((await t.boundaries.read(query)).events);
  const append = (events: readonly NewEvent[], condition?: EventQuery, after?: bigint) =>
    t.boundaries.append(events, {
      ...(condition
        ? {
            condition: {
              failIfEventsMatch: condition,
              ...(after !== undefined ? { after } : {}),
            },
          }
        : {}),
    });
  /** Expects what `attempt` starts to fail with `kind`, and the log to be as it was. */
  async function refusedWithNothingWritten(
    attempt: () => Promise<unknown>,
    kind: abstract new (...args: never[]) => Error,
  ): Promise<unknown> {
    const before = await allEvents(t.storage.events);
    const error = await errorOf(attempt());
    expect(error).toBeInstanceOf(kind);
    expect(await allEvents(t.storage.events)).toEqual(before);
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

  return { head, types, read, append, refusedWithNothingWritten, givenCourses };
}
