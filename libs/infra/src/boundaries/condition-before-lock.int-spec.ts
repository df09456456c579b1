import type { EventQuery, NewEvent } from '@tidemark/domain';
import {
  AppendConditionFailed,
  boundariesOf,
  type BoundaryAppendOptions,
  type BoundaryAppendResult,
  type BoundaryStore,
  type ReadByQueryOptions,
  type ReadByQueryResult,
  type Storage,
} from '@tidemark/infra';
import {
  boundaryRaceProblems,
  describeBoundaryContract,
  postgresStorageDatabase,
  postgresTestsEnabled,
  raceBoundary,
  sqliteStorageDatabase,
  type BoundaryRace,
  type StorageDatabase,
} from '@tidemark/infra/testing';

/**
 * A deliberately broken adapter, for this spec only: it checks the condition with a read, then
 * appends without it, so an append can commit between the check and the write ("a condition
 * checked before taking the lock", Marten's issue #4591). Everything else is the real store's.
 */
class ConditionCheckedBeforeTheLock implements BoundaryStore {
  constructor(private readonly store: BoundaryStore) {}

  read(query: EventQuery, options?: ReadByQueryOptions): Promise<ReadByQueryResult> {
    return this.store.read(query, options);
  }

  async append(
    events: readonly NewEvent[],
    options: BoundaryAppendOptions = {},
  ): Promise<BoundaryAppendResult> {
    const { condition } = options;
    if (condition) {
      const { events: matching } = await this.store.read(condition.failIfEventsMatch, {
        from: condition.after ?? 0n,
        limit: 1,
      });
      if (matching.length > 0) {
        throw new AppendConditionFailed(condition.after, matching[0].position);
      }
    }
    return this.store.append(events);
  }
}

const broken = (storage: Storage) => new ConditionCheckedBeforeTheLock(boundariesOf(storage));

const backends: [string, () => Promise<StorageDatabase>, boolean][] = [
  ['SQLite', sqliteStorageDatabase, true],
  ['PostgreSQL', postgresStorageDatabase, postgresTestsEnabled('DCB oracle meta-test')],
];

// The oracle's own test: it must tell this adapter from a correct one, or it proves nothing.
describe('the DCB concurrency oracle against a condition checked before the lock', () => {
  for (const [backend, newDatabase, enabled] of backends) {
    const races: BoundaryRace[] = ['one-boundary', 'type-against-tags'];
    for (const race of races) {
      (enabled ? it : it.skip)(
        `${backend}: ${race} reports rounds with several commits`,
        async () => {
          const database = await newDatabase();
          const storage = await database.open();
          try {
            const report = await raceBoundary(broken(storage), { race, rounds: 10 });
            expect(report.rounds.some((round) => round.committed > 1)).toBe(true);
            expect(boundaryRaceProblems(report)).not.toEqual([]);
            // The same race on the real adapter of the same database passes.
            const sound = await raceBoundary(boundariesOf(storage), { race, rounds: 3 });
            expect(boundaryRaceProblems(sound)).toEqual([]);
          } finally {
            await storage.close();
            await database.dispose();
          }
        },
      );
    }
  }
});

// The whole conformance suite against the broken adapter, run by hand to show what it catches:
// TIDEMARK_DCB_BROKEN=1 npx jest condition-before-lock (most cases pass: only races fail it).
if (process.env.TIDEMARK_DCB_BROKEN) {
  for (const [backend, newDatabase, enabled] of backends) {
    if (enabled) {
      describeBoundaryContract(`${backend}, condition checked before the lock`, newDatabase, {
        boundariesOf: broken,
        multiInstance: backend === 'PostgreSQL',
      });
    }
  }
}
