/**
 * Rebuild under load (`npm run bench -- rebuild`): a projection over 100,000 events (20,000 with
 * --quick) is rebuilt beside its live read model, first with no writes (the floor: the idle
 * rebuild rate), then while 16 writers append 400 events/s in all. Ours is the rate under load:
 * the events in the log when the rebuild started over the seconds until it swapped. The target
 * is at least half the idle rate, and a swap at all: a rebuild that a steady load keeps from
 * ever catching up fails the row.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openStorage, ListenerRunner, type Storage } from '@tidemark/infra';
import { runOnPostgres } from '@tidemark/infra/testing';
import type { BenchOptions, Comparison, Measurement } from './comparison';
import { counter, openFreshSchema, preAppend } from './projection';
import { sampleRss } from './sample-rss';

const WRITERS = 16;
const WRITES_PER_SECOND = 400;
/** A rebuild that has not swapped by then counts as starved. */
const SWAP_TIMEOUT_MS = 600_000;

/** Rebuilds `counter` and times it until the swap; `failures` 1 when it never swapped. */
async function timedRebuild(runner: ListenerRunner, storage: Storage): Promise<Measurement> {
  const events = Number(await storage.events.headPosition());
  const rss = sampleRss();
  const started = process.hrtime.bigint();
  await runner.rebuild(counter.name);
  let swapped = false;
  while (Number(process.hrtime.bigint() - started) / 1e6 < SWAP_TIMEOUT_MS) {
    if ((await runner.get(counter.name)).rebuild === null) {
      swapped = true;
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  return {
    operations: events,
    seconds,
    perSecond: swapped ? events / seconds : 0,
    peakRssMb: rss.stop(),
    failures: swapped ? 0 : 1,
  };
}

/** 16 writers, one event per append, paced to 400 events/s in all, until `stop` resolves. */
function writeLoad(storage: Storage, stop: Promise<void>): Promise<number> {
  let stopped = false;
  void stop.then(() => (stopped = true));
  const interval = (WRITERS * 1000) / WRITES_PER_SECOND;
  return Promise.all(
    Array.from({ length: WRITERS }, async (_, writer) => {
      let written = 0;
      let next = performance.now();
      while (!stopped) {
        await storage.events.appendToStream(`loaded-${writer}-${written % 100}`, [
          { type: 'Counted', data: { writer, written } },
        ]);
        written += 1;
        next += interval;
        const wait = next - performance.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      }
      return written;
    }),
  ).then((counts) => counts.reduce((a, b) => a + b, 0));
}

async function rebuildRow(name: string, storage: Storage, total: number): Promise<Comparison> {
  await preAppend(storage, total);
  const runner = new ListenerRunner({
    storage,
    listeners: [counter],
    takeOverLeasesAtStart: storage.kind === 'sqlite',
  });
  await runner.start();
  try {
    if (!(await runner.waitFor(counter.name, await storage.events.headPosition(), 600_000))) {
      throw new Error(`${name}: the first catch-up timed out`);
    }
    const idle = await timedRebuild(runner, storage);
    let stop!: () => void;
    const stopped = new Promise<void>((resolve) => (stop = resolve));
    const load = writeLoad(storage, stopped);
    const loaded = await timedRebuild(runner, storage);
    stop();
    const written = await load;
    const rate = written / loaded.seconds;
    return {
      name,
      unit: 'events/s',
      ours: Math.round(loaded.perSecond),
      peer: null,
      floor: Math.round(idle.perSecond),
      notes:
        `${loaded.failures > 0 ? 'NEVER SWAPPED; ' : ''}rebuild of ${loaded.operations} events ` +
        `while ${WRITERS} writers appended ${Math.round(rate)} events/s (floor: the same rebuild ` +
        `idle, ${idle.operations} events, ${idle.seconds.toFixed(1)} s); target ≥ 0.5× floor; ` +
        `peak RSS ${loaded.peakRssMb.toFixed(0)} MB`,
      details: { idle, loaded, writers: WRITERS, written, writesPerSecond: rate },
    };
  } finally {
    await runner.stop();
  }
}

async function sqliteRow(total: number): Promise<Comparison> {
  const dir = mkdtempSync(join(tmpdir(), 'tidemark-bench-rebuild-'));
  try {
    const storage = await openStorage(`sqlite:${join(dir, 'events.db')}`);
    try {
      return await rebuildRow('sqlite.projection.rebuild.under-load', storage, total);
    } finally {
      await storage.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function postgresRow(url: string, total: number): Promise<Comparison[]> {
  const row = 'pg.projection.rebuild.under-load';
  const opened = await openFreshSchema(url, 'tidemark_bench_rebuild', row);
  if (!opened) return [];
  const { storage, schema } = opened;
  try {
    return [await rebuildRow(row, storage, total)];
  } finally {
    await storage.close();
    await runOnPostgres(url, `DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  }
}

export async function rebuildBench(options: BenchOptions): Promise<Comparison[]> {
  const total = options.quick ? 20_000 : 100_000;
  return [await sqliteRow(total), ...(await postgresRow(options.postgresUrl, total))];
}
