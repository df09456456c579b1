/**
 * The `boundaries` part of `npm run bench` (Dynamic Consistency Boundaries, issue 32): conditional
 * appends through Tidemark's `EventBoundaries` (ours), `@dcb-es/event-store-postgres` 7.0.1 (peer,
 * PostgreSQL only) and Tidemark's own stream appends with an expected version (the floor column:
 * ours/floor is what a condition costs against the guard it generalises), one side after the
 * other in the same run, on SQLite and PostgreSQL:
 *
 * - dcb.append.single.c1 / .c16: single-event appends over 1,000 entities, each guarded by its
 *   boundary (the bench's event type and the entity's tag) with `after` the entity's last
 *   position (at first the head read before the workload), a worker owning its entities as the
 *   stream workloads do; the floor appends to the entity's stream expecting its version;
 * - dcb.append.hot.c16: 16 writers on one boundary, each reading it (from what it had read),
 *   appending under the condition and retrying when it lost the race: decisions that committed
 *   per second, the lost races in the notes;
 * - dcb.append.batch50: 50-event appends of one entity each, guarded the same way, 1 writer;
 * - dcb.events.stored: rows counted afterwards, which must be what the successful appends wrote.
 */
import { comparison, merged } from './appends';
import type { BenchOptions, Comparison } from './comparison';
import { measure, type Measured } from './measure';
import type { BoundaryTarget } from './targets/boundary';
import { dcbEsPostgres } from './targets/dcb-es';
import type { Side } from './targets/target';
import {
  tidemarkPostgresBoundaries,
  tidemarkPostgresStreams,
  tidemarkSqliteBoundaries,
  tidemarkSqliteStreams,
} from './targets/tidemark-boundaries';

const ENTITIES = 1000;
const HOT_WRITERS = 16;
const BATCH = 50;
const BATCH_ENTITIES = 10;
/** A hot writer that lost this many races in a row fails its operation. */
const MAX_ATTEMPTS = 1000;

interface Sizes {
  /** A side's time for one workload, over its turns: it stops starting operations after this. */
  readonly budgetSeconds: number;
  readonly singleC1: number;
  readonly singleC16: number;
  /** Decisions the hot writers commit, together. */
  readonly hot: number;
  readonly batches: number;
}

const FULL: Sizes = {
  budgetSeconds: 60,
  singleC1: 2000,
  singleC16: 10_000,
  hot: 2000,
  batches: 200,
};
const QUICK: Sizes = { budgetSeconds: 8, singleC1: 300, singleC16: 1600, hot: 300, batches: 30 };

type Targets = Partial<Record<Side, BoundaryTarget>>;
const SIDES: readonly Side[] = ['ours', 'peer', 'floor'];

/** Worker w of `concurrency` owns the entities e ≡ w (mod concurrency) and goes round them. */
function entityOf(index: number, worker: number, concurrency: number, entities: number): number {
  const owned = Math.ceil((entities - worker) / concurrency);
  return worker + concurrency * (Math.floor(index / concurrency) % owned);
}

/** Operations `[from, from + count)` of a side's workload, under a time budget. */
type Chunk = (from: number, count: number, budgetSeconds: number) => Promise<Measured>;

/**
 * The sides take turns: each runs a quarter of the operations, then the next side does, four
 * times, and each side's parts are merged. Run one side after the other, the ratios followed
 * the load of the shared machine more than the sides (a side ran 2× apart minutes apart).
 */
const TURNS = 4;

async function inTurns(
  targets: Targets,
  operations: number,
  budgetSeconds: number,
  prepare: (target: BoundaryTarget) => Promise<Chunk>,
): Promise<Partial<Record<Side, Measured>>> {
  const runs: { target: BoundaryTarget; chunk: Chunk; parts: Measured[] }[] = [];
  for (const side of SIDES) {
    const target = targets[side];
    if (target) runs.push({ target, chunk: await prepare(target), parts: [] });
  }
  const size = Math.ceil(operations / TURNS);
  for (let from = 0; from < operations; from += size) {
    for (const run of runs) {
      const spent = run.parts.reduce((seconds, m) => seconds + m.seconds, 0);
      if (spent >= budgetSeconds) continue;
      run.target.activate?.();
      try {
        run.parts.push(
          await run.chunk(from, Math.min(size, operations - from), budgetSeconds - spent),
        );
      } finally {
        run.target.deactivate?.();
      }
    }
  }
  return Object.fromEntries(runs.map((run) => [run.target.side, merged(run.parts, operations)]));
}

/** `count`-event appends over `entities`, each under the mark its previous append answered. */
function guardedAppends(
  prefix: string,
  concurrency: number,
  entities: number,
  count: number,
): (target: BoundaryTarget) => Promise<Chunk> {
  return async (target) => {
    const start = await target.start();
    const marks = new Array<bigint>(entities).fill(start);
    return (from, operations, budgetSeconds) =>
      measure({
        budgetSeconds,
        operations,
        concurrency,
        operation: async (index, worker) => {
          const entity = entityOf(from + index, worker, concurrency, entities);
          marks[entity] = await target.append(`${prefix}-${entity}`, count, marks[entity] ?? start);
          return count;
        },
      });
  };
}

/** 16 writers deciding on one boundary: read, append under the condition, retry on a lost race. */
function hotBoundary(
  lost: Partial<Record<Side, number>>,
): (target: BoundaryTarget) => Promise<Chunk> {
  return async (target) => {
    const start = await target.start();
    const marks = new Array<bigint>(HOT_WRITERS).fill(start);
    lost[target.side] = 0;
    return (_, decisions, budgetSeconds) =>
      measure({
        budgetSeconds,
        operations: decisions,
        concurrency: HOT_WRITERS,
        operation: async (__, worker) => {
          for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
            const mark = await target.read('hot', marks[worker] ?? start);
            marks[worker] = mark;
            try {
              marks[worker] = await target.append('hot', 1, mark);
              return 1;
            } catch (error) {
              if (!target.isConflict(error)) throw error;
              lost[target.side] = (lost[target.side] ?? 0) + 1;
            }
          }
          throw new Error(`lost ${MAX_ATTEMPTS} races in a row`);
        },
      });
  };
}

async function storeRows(store: string, targets: Targets, sizes: Sizes): Promise<Comparison[]> {
  const rows: Comparison[] = [];
  const written: Partial<Record<Side, number>> = {};
  const record = (results: Partial<Record<Side, Measured>>) => {
    for (const side of SIDES) {
      const m = results[side];
      if (m) written[side] = (written[side] ?? 0) + m.items;
    }
    return results;
  };
  const { budgetSeconds } = sizes;

  for (const [name, concurrency, operations] of [
    ['c1', 1, sizes.singleC1],
    ['c16', 16, sizes.singleC16],
  ] as const) {
    console.error(`bench: ${store}.dcb.append.single.${name}`);
    const results = record(
      await inTurns(
        targets,
        operations,
        budgetSeconds,
        guardedAppends(name, concurrency, ENTITIES, 1),
      ),
    );
    rows.push(
      comparison(
        `${store}.dcb.append.single.${name}`,
        `${operations} single-event conditional appends (the floor: stream appends with expected ` +
          `version), ${concurrency} writer(s), ${ENTITIES} entities, after = the entity's last position`,
        results,
      ),
    );
  }

  console.error(`bench: ${store}.dcb.append.hot.c16`);
  const lost: Partial<Record<Side, number>> = {};
  const hot = record(await inTurns(targets, sizes.hot, budgetSeconds, hotBoundary(lost)));
  const hotRow = comparison(
    `${store}.dcb.append.hot.c16`,
    `${sizes.hot} decisions by ${HOT_WRITERS} writers on one boundary: read it, append one event ` +
      'under the condition, retry on a lost race',
    hot,
    'decisions/s',
  );
  const races = SIDES.flatMap((side) =>
    lost[side] === undefined ? [] : [`${side} ${lost[side]}`],
  );
  rows.push({
    ...hotRow,
    notes: `${hotRow.notes ?? ''}; lost races: ${races.join(', ')}`,
    details: { ...hotRow.details, lostRaces: lost },
  });

  console.error(`bench: ${store}.dcb.append.batch${BATCH}`);
  const batches = record(
    await inTurns(
      targets,
      sizes.batches,
      budgetSeconds,
      guardedAppends('batch', 1, BATCH_ENTITIES, BATCH),
    ),
  );
  rows.push(
    comparison(
      `${store}.dcb.append.batch${BATCH}`,
      `${sizes.batches} conditional appends of ${BATCH} events (the floor: with expected version), ` +
        `1 writer, ${BATCH_ENTITIES} entities`,
      batches,
    ),
  );

  const counted: Partial<Record<Side, number>> = {};
  for (const side of SIDES) {
    const target = targets[side];
    if (target) counted[side] = await target.countEvents();
  }
  const mismatched = SIDES.filter((side) => counted[side] !== written[side]);
  rows.push({
    name: `${store}.dcb.events.stored`,
    unit: 'events',
    ours: counted.ours ?? null,
    peer: counted.peer ?? null,
    floor: counted.floor ?? null,
    notes:
      mismatched.length === 0
        ? 'each side stored exactly the events its successful appends wrote'
        : `MISMATCH: ${mismatched.map((s) => `${s} stored ${counted[s]}, appended ${written[s]}`).join('; ')}`,
    details: {
      counted,
      written,
      labels: Object.fromEntries(
        SIDES.flatMap((s) => targets[s] ?? []).map((t) => [t.side, t.label]),
      ),
    },
  });
  return rows;
}

async function openSide(
  side: Side,
  open: () => Promise<BoundaryTarget>,
  targets: Targets,
): Promise<void> {
  try {
    targets[side] = await open();
  } catch (error) {
    console.error(`bench: ${side} skipped: ${String(error)}`);
  }
}

async function closeAll(targets: Targets): Promise<void> {
  for (const target of Object.values(targets)) await target.close();
}

export async function boundariesBench(options: BenchOptions): Promise<Comparison[]> {
  const sizes = options.quick ? QUICK : FULL;
  // BENCH_STORES=sqlite,pg measures only those (default: both).
  const only = process.env.BENCH_STORES?.split(',');
  const wanted = (key: string) => only === undefined || only.includes(key);
  const rows: Comparison[] = [];

  if (wanted('sqlite')) {
    const sqlite: Targets = {};
    await openSide('ours', tidemarkSqliteBoundaries, sqlite);
    await openSide('floor', tidemarkSqliteStreams, sqlite);
    try {
      rows.push(...(await storeRows('sqlite', sqlite, sizes)));
    } finally {
      await closeAll(sqlite);
    }
  }

  if (wanted('pg')) {
    const pg: Targets = {};
    await openSide('ours', () => tidemarkPostgresBoundaries(options.postgresUrl), pg);
    if (!pg.ours) {
      console.error(`bench: PostgreSQL skipped (${options.postgresUrl} unreachable)`);
      return rows;
    }
    await openSide('peer', () => dcbEsPostgres(options.postgresUrl), pg);
    await openSide('floor', () => tidemarkPostgresStreams(options.postgresUrl), pg);
    try {
      rows.push(...(await storeRows('pg', pg, sizes)));
    } finally {
      await closeAll(pg);
    }
  }
  return rows;
}
