import { randomUUID } from 'node:crypto';
import type { EventQuery, NewEvent } from '@tidemark/domain';
import type { BoundaryStore } from '../boundaries/boundary-store.port';

/**
 * The races of the DCB concurrency oracle (issue 32):
 * - `one-boundary`: every racer decides on the same boundary; exactly one commits per round.
 * - `disjoint-tags`: each racer on a boundary of its own; every one commits (no false conflict).
 * - `type-against-tags`: half the racers' conditions name only a type, half only a tag, and
 *   every event carries both; exactly one commits per round, whichever way it was asked.
 */
export type BoundaryRace = 'one-boundary' | 'disjoint-tags' | 'type-against-tags';

export interface BoundaryRaceOptions {
  readonly race: BoundaryRace;
  /** Racers per round. Default 16. */
  readonly racers?: number;
  /** Default 5. */
  readonly rounds?: number;
}

export interface BoundaryRaceRound {
  /** Racers whose conditional append stood. */
  readonly committed: number;
  /** Racers refused with `AppendConditionFailed`. */
  readonly refused: number;
  /** Any other failure of a racer's read or append. */
  readonly errors: readonly unknown[];
}

export interface BoundaryRaceReport {
  readonly race: BoundaryRace;
  readonly racers: number;
  readonly rounds: readonly BoundaryRaceRound[];
  /** The race's events read back at the end: as many as committed, when none was lost. */
  readonly stored: number;
}

/**
 * Races `racers` deciders per round, spread over `stores` (one per app instance, round-robin):
 * each reads its boundary (every page, keeping the head), waits until every racer has read, so
 * that all decide on the same state, then appends one event on the condition that nothing
 * matching its query appeared after that head. Reports what each round committed; judge it
 * with {@link boundaryRaceProblems}. Tags and types are fresh per call, so races can share a
 * store with other events.
 */
export async function raceBoundary(
  stores: BoundaryStore | readonly BoundaryStore[],
  options: BoundaryRaceOptions,
): Promise<BoundaryRaceReport> {
  const instances = Array.isArray(stores) ? stores : [stores as BoundaryStore];
  const racers = options.racers ?? 16;
  const rounds: BoundaryRaceRound[] = [];
  // One run id names this race's tags and types, apart from every other race's.
  const run = randomUUID().slice(0, 8);
  const decided = Array.from({ length: racers }, (_, racer) => deciderOf(options.race, racer, run));
  for (let round = 0; round < (options.rounds ?? 5); round += 1) {
    const barrier = barrierOf(racers);
    const outcomes = await Promise.all(
      decided.map((decider, racer) =>
        raceOnce(instances[racer % instances.length], decider, barrier, { round, racer }),
      ),
    );
    rounds.push({
      committed: outcomes.filter((o) => o === 'committed').length,
      refused: outcomes.filter((o) => o === 'refused').length,
      errors: outcomes.filter((o) => o !== 'committed' && o !== 'refused'),
    });
  }
  const everything: EventQuery = { items: decided.flatMap((d) => d.query.items) };
  const stored = await readAllMatching(instances[0], everything);
  return { race: options.race, racers, rounds, stored: stored.length };
}

/** What a race report breaks of the oracle's rules; empty when the store passed. */
export function boundaryRaceProblems(report: BoundaryRaceReport): string[] {
  const expected = report.race === 'disjoint-tags' ? report.racers : 1;
  const problems: string[] = [];
  report.rounds.forEach((round, index) => {
    if (round.committed !== expected) {
      problems.push(
        `round ${index + 1}: ${round.committed} of ${report.racers} racers committed, ${expected} expected`,
      );
    }
    for (const error of round.errors) {
      problems.push(`round ${index + 1}: a racer failed with ${describeError(error)}`);
    }
  });
  const committed = report.rounds.reduce((sum, round) => sum + round.committed, 0);
  if (report.stored !== committed) {
    problems.push(`${committed} appends committed, ${report.stored} events stored`);
  }
  return problems;
}

interface Decider {
  readonly query: EventQuery;
  readonly event: (at: { round: number; racer: number }) => NewEvent;
}

function deciderOf(race: BoundaryRace, racer: number, run: string): Decider {
  switch (race) {
    case 'one-boundary': {
      const tag = `seat:${run}`;
      return {
        query: { items: [{ tags: [tag] }] },
        event: (at) => ({ type: 'SeatReserved', data: at, tags: [tag, `racer:${racer}`] }),
      };
    }
    case 'disjoint-tags': {
      const tag = `student:${run}-${racer}`;
      return {
        query: { items: [{ tags: [tag] }] },
        event: (at) => ({ type: 'StudentSubscribed', data: at, tags: [tag] }),
      };
    }
    case 'type-against-tags': {
      const type = `CapacityChanged-${run}`;
      const tag = `course:${run}`;
      return {
        query: { items: [racer % 2 === 0 ? { types: [type] } : { tags: [tag] }] },
        event: (at) => ({ type, data: at, tags: [tag] }),
      };
    }
    default: {
      const never: never = race;
      throw new Error(`unknown race ${String(never)}`);
    }
  }
}

type Outcome = 'committed' | 'refused' | { readonly error: unknown };

async function raceOnce(
  store: BoundaryStore,
  decider: Decider,
  barrier: Barrier,
  at: { round: number; racer: number },
): Promise<Outcome> {
  let head: bigint;
  try {
    head = await headAfterReading(store, decider.query);
  } catch (error) {
    barrier.arrive();
    return { error };
  }
  barrier.arrive();
  await barrier.all;
  try {
    await store.append([decider.event(at)], {
      condition: { failIfEventsMatch: decider.query, after: head },
    });
    return 'committed';
  } catch (error) {
    // By code, not class: a consumer may load the errors from the other module build.
    return (error as { code?: unknown }).code === 'AppendConditionFailed' ? 'refused' : { error };
  }
}

/** Reads a boundary as a decision does, every page; answers the head of the first page. */
async function headAfterReading(store: BoundaryStore, query: EventQuery): Promise<bigint> {
  let page = await store.read(query, { limit: 1000 });
  const head = page.head;
  while (page.events.length === 1000) {
    page = await store.read(query, { from: page.nextPosition, limit: 1000 });
  }
  return head;
}

async function readAllMatching(store: BoundaryStore, query: EventQuery) {
  const events = [];
  let from = 0n;
  for (;;) {
    const page = await store.read(query, { from, limit: 1000 });
    events.push(...page.events);
    if (page.events.length < 1000) return events;
    from = page.nextPosition;
  }
}

interface Barrier {
  arrive(): void;
  readonly all: Promise<void>;
}

function barrierOf(count: number): Barrier {
  let waiting = count;
  let open!: () => void;
  const all = new Promise<void>((resolve) => (open = resolve));
  return {
    all,
    arrive: () => {
      waiting -= 1;
      if (waiting === 0) open();
    },
  };
}

function describeError(error: unknown): string {
  const cause = (error as { error?: unknown }).error ?? error;
  if (cause instanceof Error) return `${cause.name}: ${cause.message}`;
  return String(cause);
}
