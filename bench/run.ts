/**
 * `npm run bench`: append and read throughput of each store through the EventStore port, and
 * the dedup stores (bench/dedup.ts). `npm run bench -- events` or `npm run bench -- dedup` runs
 * one part only. Prints a table and writes bench/results/<timestamp>.json. Never part of `npm test`.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { randomUUID } from 'node:crypto';
import { PostgresEventStore, SqliteEventStore, type EventStore } from '@tidemark/infra';
import type { Comparison } from './comparison';
import { dedupBench } from './dedup';
import { httpBench } from './http';
import { projectionBench } from './projection';
import { timed, type Row } from './rows';

const postgresUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const scale = Number(process.env.BENCH_SCALE ?? '1');

const PARTS = ['events', 'dedup', 'projection', 'http'] as const;
type Part = (typeof PARTS)[number];

/** The parts named on the command line (`npm run bench -- dedup`); none named: all of them. */
function chosenParts(args: readonly string[]): Part[] {
  const unknown = args.filter((arg) => !(PARTS as readonly string[]).includes(arg));
  if (unknown.length > 0) {
    throw new Error(
      `unknown bench part ${unknown.join(', ')}: use npm run bench [-- ${PARTS.join('|')}]`,
    );
  }
  return args.length === 0 ? [...PARTS] : PARTS.filter((part) => args.includes(part));
}

async function concurrentAppends(
  store: EventStore,
  writers: number,
  perWriter: number,
  eventsPerAppend: number,
): Promise<number> {
  let failures = 0;
  const prefix = randomUUID().slice(0, 8);
  await Promise.all(
    Array.from({ length: writers }, async (_, writer) => {
      for (let n = 0; n < perWriter; n += 1) {
        try {
          await store.appendToStream(
            `bench${prefix}-${writer}`,
            Array.from({ length: eventsPerAppend }, (_, i) => ({
              type: 'BenchHappened',
              data: { writer, n, i, payload: 'x'.repeat(100) },
            })),
            { expectedVersion: n * eventsPerAppend },
          );
        } catch {
          failures += 1;
        }
      }
    }),
  );
  return failures;
}

async function readWholeLog(store: EventStore): Promise<number> {
  let from = 0n;
  for (;;) {
    const page = await store.readAll({ from, limit: 1000 });
    if (page.events.length === 0) return 0;
    from = page.nextPosition;
  }
}

async function workloads(name: string, store: EventStore): Promise<Row[]> {
  const rows: Row[] = [];
  const n = Math.round(6000 * scale);
  rows.push(
    await timed(name, 'append 1 event, 1 writer', n / 6, () =>
      concurrentAppends(store, 1, n / 6, 1),
    ),
  );
  rows.push(
    await timed(name, 'append 1 event, 16 writers', n, () =>
      concurrentAppends(store, 16, n / 16, 1),
    ),
  );
  rows.push(
    await timed(name, 'append 10 events, 16 writers (events)', n * 10, () =>
      concurrentAppends(store, 16, n / 16, 10),
    ),
  );
  const total = Number(await store.headPosition());
  rows.push(await timed(name, 'readAll pages of 1000 (events)', total, () => readWholeLog(store)));
  return rows;
}

async function eventStoreBench(): Promise<Row[]> {
  const rows: Row[] = [];
  const dir = mkdtempSync(join(tmpdir(), 'tidemark-bench-'));
  for (const synchronous of ['FULL', 'NORMAL'] as const) {
    const store = await SqliteEventStore.open({
      filename: join(dir, `${synchronous}.db`),
      synchronous,
    });
    rows.push(...(await workloads(`sqlite (synchronous=${synchronous})`, store)));
    await store.close();
  }
  rmSync(dir, { recursive: true, force: true });

  const schema = `tidemark_bench_${Date.now()}`;
  let pg: PostgresEventStore | undefined;
  try {
    pg = await PostgresEventStore.open({ connectionString: postgresUrl, schema });
  } catch (error) {
    console.warn(`PostgreSQL skipped (${postgresUrl} unreachable: ${String(error)})`);
  }
  if (pg) {
    rows.push(...(await workloads('postgres', pg)));
    await pg.close();
    const client = new Client({ connectionString: postgresUrl });
    await client.connect();
    await client.query(`DROP SCHEMA "${schema}" CASCADE`);
    await client.end();
  }
  return rows;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const quick = args.includes('--quick');
  const parts = chosenParts(args.filter((arg) => arg !== '--quick'));
  const rows: Row[] = [];
  const comparisons: Comparison[] = [];
  const options = { quick, postgresUrl, redisUrl };
  if (parts.includes('projection')) comparisons.push(...(await projectionBench(options)));
  if (parts.includes('http')) comparisons.push(...(await httpBench(options)));
  if (comparisons.length > 0) {
    console.table(
      comparisons.map(({ name, unit, ours, peer, floor, notes }) => ({
        name,
        unit,
        ours,
        peer,
        floor,
        notes,
      })),
    );
  }
  if (parts.includes('events')) rows.push(...(await eventStoreBench()));
  if (parts.includes('dedup')) rows.push(...(await dedupBench({ postgresUrl, redisUrl, scale })));

  if (rows.length > 0)
    console.table(
      rows.map((r) => ({
        store: r.store,
        workload: r.workload,
        operations: r.operations,
        seconds: r.seconds.toFixed(2),
        'per second': Math.round(r.perSecond),
        failures: r.failures,
        ...(r.notes === undefined ? {} : { notes: r.notes }),
      })),
    );
  mkdirSync(join(__dirname, 'results'), { recursive: true });
  const file = join(__dirname, 'results', `${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  const machine = { cpus: cpus().length, cpu: cpus()[0]?.model, node: process.version };
  writeFileSync(
    file,
    JSON.stringify({ at: new Date().toISOString(), machine, parts, rows, comparisons }, null, 2),
  );
  console.log(`written ${file}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
