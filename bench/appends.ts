/**
 * The `appends` part of `npm run bench`: single-event appends with expected version at
 * concurrency 1 and 16 over 1,000 streams, 100-event appends, and reading a 10,000-event stream,
 * on SQLite and PostgreSQL: ours (the EventStore port), the peer (Emmett) and the floor (the raw
 * driver), one after another in the same run. Each side then counts its stored events, which
 * must be what its successful appends wrote.
 */
import type { BenchOptions, Comparison, Measurement } from './comparison';
import { measure, percentile, withLatencies, type Measured } from './measure';
import { emmettPostgres, emmettSqlite } from './targets/emmett';
import { postgresFloor, sqliteFloor } from './targets/floor';
import type { AppendTarget, Side } from './targets/target';
import { tidemarkPostgres, tidemarkSqlite } from './targets/tidemark';

const STREAMS = 1000;
const BATCH = 100;
const BATCH_STREAMS = 10;
const READ_STREAM_EVENTS = 10_000;

interface Sizes {
  /** A side's time for one workload: it stops starting operations after this. */
  readonly budgetSeconds: number;
  readonly singleC1: number;
  readonly singleC16: number;
  readonly batches: number;
  readonly reads: number;
}

const FULL: Sizes = {
  budgetSeconds: 60,
  singleC1: 2000,
  singleC16: 10_000,
  batches: 200,
  reads: 20,
};
const QUICK: Sizes = {
  budgetSeconds: 10,
  singleC1: 300,
  singleC16: 1600,
  batches: 30,
  reads: 10,
};

type Targets = Partial<Record<Side, AppendTarget>>;
const SIDES: readonly Side[] = ['ours', 'peer', 'floor'];

/**
 * The stream of operation `index` run by `worker` of `concurrency`: worker w owns the streams
 * s ≡ w (mod concurrency) and goes round them, so one stream's appends never overlap.
 */
function streamOf(index: number, worker: number, concurrency: number, streams: number): number {
  const owned = Math.ceil((streams - worker) / concurrency);
  const round = Math.floor(index / concurrency);
  return worker + concurrency * (round % owned);
}

/** Runs `run` with the side's process-wide settings in place. */
async function asActive<T>(target: AppendTarget, run: () => Promise<T>): Promise<T> {
  target.activate?.();
  try {
    return await run();
  } finally {
    target.deactivate?.();
  }
}

/** Runs `run` on each side in turn, with the side's process-wide settings in place. */
async function eachSide(
  targets: Targets,
  run: (target: AppendTarget) => Promise<Measured>,
): Promise<Partial<Record<Side, Measured>>> {
  const results: Partial<Record<Side, Measured>> = {};
  for (const side of SIDES) {
    const target = targets[side];
    if (target) results[side] = await asActive(target, () => run(target));
  }
  return results;
}

/** Single-event appends with expected version, at `concurrency`, over 1,000 streams. */
function singleAppends(
  target: AppendTarget,
  prefix: string,
  operations: number,
  concurrency: number,
  budgetSeconds: number,
) {
  const versions = new Array<number>(STREAMS).fill(0);
  return measure({
    budgetSeconds,
    operations,
    concurrency,
    operation: async (index, worker) => {
      const stream = streamOf(index, worker, concurrency, STREAMS);
      const expected = versions[stream] ?? 0;
      await target.appendOne(`${prefix}-${stream}`, expected);
      versions[stream] = expected + 1;
      return 1;
    },
  });
}

function batchAppends(target: AppendTarget, operations: number, budgetSeconds: number) {
  const versions = new Array<number>(BATCH_STREAMS).fill(0);
  return measure({
    budgetSeconds,
    operations,
    concurrency: 1,
    operation: async (index) => {
      const stream = index % BATCH_STREAMS;
      const expected = versions[stream] ?? 0;
      await target.appendBatch(`batch-${stream}`, BATCH, expected);
      versions[stream] = expected + BATCH;
      return BATCH;
    },
  });
}

/**
 * Writes the 10,000-event stream on every side (untimed), then reads it whole `reads` times per
 * side, interleaved: each round reads once on every side in turn, after an untimed round. Measured
 * one side after the other, a side ran up to 2x faster when it came after Emmett's reads than when
 * it came first, whichever side it was (less so with a fixed-size young generation).
 */
async function interleavedReads(
  targets: Targets,
  reads: number,
  budgetSeconds: number,
): Promise<Partial<Record<Side, Measured>>> {
  const present = SIDES.flatMap((side) => targets[side] ?? []);
  for (const target of present) {
    await asActive(target, async () => {
      for (let version = 0; version < READ_STREAM_EVENTS; version += BATCH) {
        await target.appendBatch('read-0', BATCH, version);
      }
    });
  }
  const timed = new Map<AppendTarget, Measured[]>(present.map((target) => [target, []]));
  for (let round = 0; round <= reads; round += 1) {
    for (const target of present) {
      const done = timed.get(target) ?? [];
      if (done.reduce((seconds, m) => seconds + m.seconds, 0) > budgetSeconds) continue;
      const read = await asActive(target, () =>
        measure({
          operations: 1,
          concurrency: 1,
          operation: async () => {
            const events = await target.readStream('read-0');
            if (events !== READ_STREAM_EVENTS) throw new Error(`read ${events} events`);
            return events;
          },
        }),
      );
      if (round > 0) done.push(read);
    }
  }
  return Object.fromEntries(
    present.map((target) => [target.side, merged(timed.get(target) ?? [], reads)]),
  );
}

/** One measurement of measurements taken in turns. */
export function merged(parts: readonly Measured[], planned: number): Measured {
  const total = (of: (m: Measured) => number) => parts.reduce((sum, m) => sum + of(m), 0);
  const latencies = parts.flatMap((m) => m.latenciesMs).sort((a, b) => a - b);
  const seconds = total((m) => m.seconds);
  const items = total((m) => m.items);
  const firstError = parts.find((m) => m.firstError !== undefined)?.firstError;
  return withLatencies(
    {
      operations: total((m) => m.operations),
      planned,
      seconds,
      perSecond: seconds > 0 ? items / seconds : 0,
      p50Ms: percentile(latencies, 0.5),
      p99Ms: percentile(latencies, 0.99),
      peakRssMb: Math.max(0, ...parts.map((m) => m.peakRssMb)),
      failures: total((m) => m.failures),
      items,
      startRssMb: parts[0]?.startRssMb ?? 0,
      ...(firstError === undefined ? {} : { firstError }),
    },
    latencies,
  );
}

function round(value: number): number {
  return value >= 100 ? Math.round(value) : Number(value.toPrecision(3));
}

function summary(
  measurement: Measured,
): Measurement & Pick<Measured, 'planned' | 'startRssMb' | 'firstError'> {
  return {
    operations: measurement.operations,
    planned: measurement.planned,
    startRssMb: round(measurement.startRssMb),
    ...(measurement.firstError === undefined ? {} : { firstError: measurement.firstError }),
    seconds: round(measurement.seconds),
    perSecond: round(measurement.perSecond),
    ...(measurement.p50Ms === undefined ? {} : { p50Ms: round(measurement.p50Ms) }),
    ...(measurement.p99Ms === undefined ? {} : { p99Ms: round(measurement.p99Ms) }),
    peakRssMb: round(measurement.peakRssMb),
    failures: measurement.failures,
  };
}

/** One row of measurements per side, with their latencies, peak RSS, failures and cuts. */
export function comparison(
  name: string,
  workload: string,
  results: Partial<Record<Side, Measured>>,
  unit = 'events/s',
): Comparison {
  const present = SIDES.flatMap((side) => {
    const m = results[side];
    return m ? [[side, m] as const] : [];
  });
  const latency = present
    .map(([side, m]) => `${side} ${round(m.p50Ms ?? 0)}/${round(m.p99Ms ?? 0)}`)
    .join(', ');
  const rss = present.map(([side, m]) => `${side} ${Math.round(m.peakRssMb)}`).join(', ');
  const cut = present.filter(([, m]) => m.operations < m.planned);
  const stopped = cut
    .map(([side, m]) => `${side} ran ${m.operations} of ${m.planned} in ${round(m.seconds)} s`)
    .join(', ');
  const failed = present.filter(([, m]) => m.failures > 0);
  const failures = failed.map(([side, m]) => `${side} ${m.failures} of ${m.operations}`).join(', ');
  return {
    name,
    unit,
    ours: results.ours ? round(results.ours.perSecond) : null,
    peer: results.peer ? round(results.peer.perSecond) : null,
    floor: results.floor ? round(results.floor.perSecond) : null,
    notes:
      `p50/p99 ms: ${latency}; peak RSS MB: ${rss}` +
      (failed.length > 0 ? `; FAILED: ${failures}` : '') +
      (cut.length > 0 ? `; time budget: ${stopped}` : ''),
    details: {
      workload,
      ...Object.fromEntries(present.map(([side, m]) => [side, summary(m)])),
    },
  };
}

interface WorkloadSpec {
  readonly name: string;
  readonly describe: (sizes: Sizes) => string;
  readonly run: (targets: Targets, sizes: Sizes) => Promise<Partial<Record<Side, Measured>>>;
  /** Events the workload stored on a side: by default what its operations handled. */
  readonly stored?: (measured: Measured) => number;
}

const WORKLOADS: readonly WorkloadSpec[] = [
  {
    name: 'append.single.c1',
    describe: (sizes) =>
      `${sizes.singleC1} single-event appends with expected version, 1 writer, ${STREAMS} streams`,
    run: (targets, sizes) =>
      eachSide(targets, (target) =>
        singleAppends(target, 'c1', sizes.singleC1, 1, sizes.budgetSeconds),
      ),
  },
  {
    name: 'append.single.c16',
    describe: (sizes) =>
      `${sizes.singleC16} single-event appends with expected version, 16 concurrent writers, ` +
      `${STREAMS} streams (a stream's appends in order)`,
    run: (targets, sizes) =>
      eachSide(targets, (target) =>
        singleAppends(target, 'c16', sizes.singleC16, 16, sizes.budgetSeconds),
      ),
  },
  {
    name: 'append.batch100',
    describe: (sizes) =>
      `${sizes.batches} appends of ${BATCH} events with expected version, 1 writer, ` +
      `${BATCH_STREAMS} streams`,
    run: (targets, sizes) =>
      eachSide(targets, (target) => batchAppends(target, sizes.batches, sizes.budgetSeconds)),
  },
  {
    name: 'read.stream10k',
    describe: (sizes) =>
      `read one ${READ_STREAM_EVENTS}-event stream forward in full, ${sizes.reads} times, 1 reader ` +
      `(the stream written untimed first, in appends of ${BATCH}; the sides take turns, one read ` +
      `each, after an untimed round)`,
    run: (targets, sizes) => interleavedReads(targets, sizes.reads, sizes.budgetSeconds),
    stored: () => READ_STREAM_EVENTS,
  },
];

/** Every workload on one store's sides, then the row counts. */
async function storeWorkloads(
  store: string,
  targets: Targets,
  sizes: Sizes,
): Promise<Comparison[]> {
  const rows: Comparison[] = [];
  const written: Partial<Record<Side, number>> = {};
  for (const workload of WORKLOADS) {
    const name = `${store}.${workload.name}`;
    console.error(`bench: ${name}`);
    const results = await workload.run(targets, sizes);
    for (const side of SIDES) {
      const m = results[side];
      if (m) written[side] = (written[side] ?? 0) + (workload.stored ?? ((r) => r.items))(m);
    }
    rows.push(comparison(name, workload.describe(sizes), results));
  }

  const counted: Partial<Record<Side, number>> = {};
  for (const side of SIDES) {
    const target = targets[side];
    if (target) counted[side] = await target.countEvents();
  }
  const mismatched = SIDES.filter((side) => counted[side] !== written[side]);
  rows.push({
    name: `${store}.events.stored`,
    unit: 'events',
    ours: counted.ours ?? null,
    peer: counted.peer ?? null,
    floor: counted.floor ?? null,
    notes:
      mismatched.length === 0
        ? 'each side stored exactly the events its successful appends wrote'
        : `MISMATCH: ${mismatched.map((s) => `${s} stored ${counted[s]}, appended ${written[s]}`).join('; ')}`,
    details: { counted, written },
  });
  return rows;
}

async function openSide(
  side: Side,
  open: () => Promise<AppendTarget>,
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

export async function appendsBench(options: BenchOptions): Promise<Comparison[]> {
  const sizes = options.quick ? QUICK : FULL;
  const rows: Comparison[] = [];

  const sqlite: Targets = {};
  await openSide('ours', tidemarkSqlite, sqlite);
  await openSide('peer', emmettSqlite, sqlite);
  await openSide('floor', sqliteFloor, sqlite);
  try {
    rows.push(...(await storeWorkloads('sqlite', sqlite, sizes)));
  } finally {
    await closeAll(sqlite);
  }

  const pg: Targets = {};
  await openSide('ours', () => tidemarkPostgres(options.postgresUrl), pg);
  if (!pg.ours) {
    console.error(`bench: PostgreSQL skipped (${options.postgresUrl} unreachable)`);
    return rows;
  }
  await openSide('peer', () => emmettPostgres(options.postgresUrl), pg);
  await openSide('floor', () => postgresFloor(options.postgresUrl, 16), pg);
  try {
    rows.push(...(await storeWorkloads('pg', pg, sizes)));
  } finally {
    await closeAll(pg);
  }
  return rows;
}
