/**
 * Projection catch-up (`npm run bench -- projection`): a ListenerRunner running one SQL
 * projection (a per-stream counter upsert) catches up from 0 over 100,000 pre-appended events
 * (20,000 with --quick), timed from start() until waitFor reaches the head. The floor is the
 * raw driver doing what a hand-written catch-up does: read a page of the log, apply the same
 * upserts, move a checkpoint, one transaction per page of the same size.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { Client } from 'pg';
import { openStorage, ListenerRunner, type SqlProjection, type Storage } from '@tidemark/infra';
import { runOnPostgres } from '@tidemark/infra/testing';
import type { BenchOptions, Comparison, Measurement } from './comparison';
import { sampleRss } from './sample-rss';

/** The runner's default page, used by the floor too. */
const BATCH = 100;
const STREAMS = 1000;
const EVENTS_PER_APPEND = 100;

/** One upsert per event: the read model a catch-up most often builds. */
const UPSERT = (table: string) =>
  `INSERT INTO ${table} (stream_id, events, last_type) VALUES ($1, 1, $2)
   ON CONFLICT (stream_id) DO UPDATE SET events = ${table}.events + 1, last_type = excluded.last_type`;

const COUNTS_TABLE = (table: string) =>
  `CREATE TABLE ${table} (stream_id TEXT PRIMARY KEY, events INT NOT NULL, last_type TEXT NOT NULL)`;

export const counter: SqlProjection = {
  name: 'bench_counts',
  tables: ['counts'],
  async setup(tx, t) {
    await tx.run(COUNTS_TABLE(t.counts));
  },
  async apply(event, tx, t) {
    await tx.run(UPSERT(t.counts), [event.streamId, event.type]);
  },
};

/**
 * The same upserts as one statement per page: the events counted per stream first (a row may
 * be changed once per statement). What `applyBatch` and a batched hand-written catch-up send.
 */
function batchUpsert(
  table: string,
  events: readonly { readonly streamId: string; readonly type: string }[],
): { text: string; values: unknown[] } {
  const byStream = new Map<string, { n: number; last: string }>();
  for (const { streamId, type } of events) {
    byStream.set(streamId, { n: (byStream.get(streamId)?.n ?? 0) + 1, last: type });
  }
  const values = [...byStream].flatMap(([streamId, { n, last }]) => [streamId, n, last]);
  const rows = [...byStream.keys()].map(
    (_, i) => `($${3 * i + 1}, $${3 * i + 2}::int, $${3 * i + 3})`,
  );
  return {
    text: `INSERT INTO ${table} (stream_id, events, last_type) VALUES ${rows.join(', ')}
           ON CONFLICT (stream_id) DO UPDATE SET events = ${table}.events + excluded.events,
             last_type = excluded.last_type`,
    values,
  };
}

/** The counter with `applyBatch`: one statement per batch instead of one per event. */
const batchedCounter: SqlProjection = {
  ...counter,
  name: 'bench_counts_batch',
  async applyBatch(events, tx, t) {
    const { text, values } = batchUpsert(t.counts, events);
    await tx.run(text, values);
  },
};

/** Appends `total` events over {@link STREAMS} streams, 100 per append (not timed). */
export async function preAppend(storage: Storage, total: number): Promise<void> {
  const appends = total / EVENTS_PER_APPEND;
  for (let n = 0; n < appends; n += 1) {
    await storage.events.appendToStream(
      `counted-${n % STREAMS}`,
      Array.from({ length: EVENTS_PER_APPEND }, (_, i) => ({
        type: i % 2 === 0 ? 'Counted' : 'Recounted',
        data: { n, i, payload: 'x'.repeat(100) },
      })),
    );
  }
}

async function measured(operations: number, run: () => Promise<number>): Promise<Measurement> {
  (globalThis as { gc?: () => void }).gc?.();
  const rss = sampleRss();
  const started = process.hrtime.bigint();
  const failures = await run();
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  return {
    operations,
    seconds,
    perSecond: operations / seconds,
    peakRssMb: rss.stop(),
    failures,
  };
}

/** Ours: the runner from checkpoint 0 to the head; a failure per event the read model lacks. */
async function runnerCatchUp(
  storage: Storage,
  total: number,
  projection: SqlProjection = counter,
): Promise<Measurement> {
  const head = await storage.events.headPosition();
  const runner = new ListenerRunner({
    storage,
    listeners: [projection],
    batchSize: BATCH,
    takeOverLeasesAtStart: storage.kind === 'sqlite',
  });
  const measurement = await measured(total, async () => {
    await runner.start();
    if (!(await runner.waitFor(projection.name, head, 600_000))) {
      throw new Error('catch-up timed out');
    }
    return 0;
  });
  await runner.stop();
  const { value } = await runner.read(projection.name, (sql, t) =>
    sql.get<{ n: number }>(`SELECT SUM(events) AS n FROM ${t.counts}`),
  );
  return { ...measurement, failures: total - Number(value?.n ?? 0) };
}

interface LogRow {
  position: number | string;
  event_id: string;
  stream_id: string;
  version: number | string;
  type: string;
  data: unknown;
  metadata: unknown;
  recorded_at: unknown;
}

/** The floor on SQLite: better-sqlite3, statements prepared once, one transaction per page. */
function sqliteFloor(filename: string, total: number): Promise<Measurement> {
  const db = new Database(filename);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.exec(`${COUNTS_TABLE('floor_counts')};
           CREATE TABLE floor_checkpoint (id INTEGER PRIMARY KEY, position INTEGER NOT NULL);
           INSERT INTO floor_checkpoint VALUES (1, 0);`);
  const page = db.prepare(
    `SELECT position, event_id, stream_id, version, type, data, metadata, recorded_at
       FROM events WHERE position > ? ORDER BY position LIMIT ${BATCH}`,
  );
  const upsert = db.prepare(UPSERT('floor_counts').replace(/\$\d/g, '?'));
  const checkpoint = db.prepare('UPDATE floor_checkpoint SET position = ? WHERE id = 1');
  const apply = db.transaction((rows: LogRow[]) => {
    for (const row of rows) {
      // What a reader hands a handler: the decoded event.
      const event = {
        ...row,
        data: JSON.parse(row.data as string) as unknown,
        metadata: JSON.parse(row.metadata as string) as unknown,
      };
      upsert.run(event.stream_id, event.type);
    }
    checkpoint.run(rows[rows.length - 1].position);
  });
  return measured(total, async () => {
    let from = 0;
    for (;;) {
      const rows = page.all(from) as LogRow[];
      if (rows.length === 0) break;
      apply(rows);
      from = Number(rows[rows.length - 1].position);
      // As the runner does: a macrotask turn between pages, so timers and I/O still run.
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
    const counted = db.prepare('SELECT SUM(events) AS n FROM floor_counts').get() as { n: number };
    db.close();
    return total - counted.n;
  });
}

/** The floor on PostgreSQL: one pg client, named (prepared) statements, one transaction per page. */
async function postgresFloor(
  url: string,
  schema: string,
  total: number,
  batched = false,
): Promise<Measurement> {
  const client = new Client({ connectionString: url });
  await client.connect();
  await client.query(`SET search_path TO "${schema}"`);
  const counts = batched ? 'floor_counts_batch' : 'floor_counts';
  const checkpointTable = batched ? 'floor_checkpoint_batch' : 'floor_checkpoint';
  await client.query(`${COUNTS_TABLE(counts)};
    CREATE TABLE ${checkpointTable} (id INT PRIMARY KEY, position BIGINT NOT NULL);
    INSERT INTO ${checkpointTable} VALUES (1, 0);`);
  const upsert = UPSERT(counts);
  try {
    return await measured(total, async () => {
      let from = '0';
      for (;;) {
        await client.query('BEGIN');
        const { rows } = await client.query<LogRow>({
          name: 'floor_page',
          text: `SELECT position, event_id, stream_id, version, type, data, metadata, recorded_at
                   FROM events WHERE position > $1 ORDER BY position LIMIT ${BATCH}`,
          values: [from],
        });
        if (rows.length === 0) {
          await client.query('COMMIT');
          break;
        }
        if (batched) {
          await client.query(
            batchUpsert(
              counts,
              rows.map((row) => ({ streamId: row.stream_id, type: row.type })),
            ),
          );
        } else {
          for (const row of rows) {
            await client.query({
              name: 'floor_upsert',
              text: upsert,
              values: [row.stream_id, row.type],
            });
          }
        }
        from = String(rows[rows.length - 1].position);
        await client.query({
          name: `floor_checkpoint_${batched}`,
          text: `UPDATE ${checkpointTable} SET position = $1 WHERE id = 1`,
          values: [from],
        });
        await client.query('COMMIT');
      }
      const { rows } = await client.query<{ n: string }>(`SELECT SUM(events) AS n FROM ${counts}`);
      return total - Number(rows[0].n);
    });
  } finally {
    await client.end();
  }
}

function row(
  name: string,
  ours: Measurement,
  floor: Measurement | null,
  extra: Record<string, unknown>,
): Comparison {
  const rss = `peak RSS ours ${ours.peakRssMb.toFixed(0)} MB${
    floor ? `, floor ${floor.peakRssMb.toFixed(0)} MB` : ''
  }`;
  const failures = ours.failures + (floor?.failures ?? 0);
  return {
    name,
    unit: 'events/s',
    ours: Math.round(ours.perSecond),
    peer: null,
    floor: floor ? Math.round(floor.perSecond) : null,
    notes: `${ours.operations} events, batches of ${BATCH}; ${rss}${
      failures > 0 ? `; ${failures} events missing from a read model` : ''
    }; peer: Emmett not run (see details)`,
    details: { ours, floor, batchSize: BATCH, streams: STREAMS, ...extra },
  };
}

const PEER_NOTE =
  "not measured yet: running Emmett's projection or consumer over this log was not set up in this pass";

/** Pre-appends `total` events on `storage`, times the runner's catch-up, closes it. */
async function oursOn(storage: Storage, total: number): Promise<Measurement> {
  try {
    await preAppend(storage, total);
    return await runnerCatchUp(storage, total);
  } finally {
    await storage.close();
  }
}

async function sqliteRow(total: number): Promise<Comparison> {
  const dir = mkdtempSync(join(tmpdir(), 'tidemark-bench-projection-'));
  try {
    const filename = join(dir, 'events.db');
    const storage = await openStorage(`sqlite:${filename}`, { synchronous: 'FULL' });
    const ours = await oursOn(storage, total);
    const floor = await sqliteFloor(filename, total);
    return row('sqlite.projection.catchup', ours, floor, { synchronous: 'FULL', peer: PEER_NOTE });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Storage on a fresh schema named `<prefix>_<now>`, or null (warned) when `url` is unreachable. */
export async function openFreshSchema(
  url: string,
  prefix: string,
  rowName: string,
): Promise<{ storage: Storage; schema: string } | null> {
  const schema = `${prefix}_${Date.now()}`;
  try {
    return { storage: await openStorage(url, { schema }), schema };
  } catch (error) {
    console.warn(`${rowName} skipped (${url} unreachable: ${String(error)})`);
    return null;
  }
}

async function postgresRows(url: string, total: number): Promise<Comparison[]> {
  const opened = await openFreshSchema(url, 'tidemark_bench_projection', 'pg.projection.catchup');
  if (!opened) return [];
  const { storage, schema } = opened;
  try {
    let ours: Measurement;
    let batched: Measurement;
    try {
      await preAppend(storage, total);
      ours = await runnerCatchUp(storage, total);
      batched = await runnerCatchUp(storage, total, batchedCounter);
    } finally {
      await storage.close();
    }
    return [
      row('pg.projection.catchup', ours, await postgresFloor(url, schema, total), {
        peer: PEER_NOTE,
      }),
      // The projection API's applyBatch against a hand-written catch-up that batches too.
      row('pg.projection.catchup.batch', batched, await postgresFloor(url, schema, total, true), {
        peer: PEER_NOTE,
      }),
    ];
  } finally {
    await runOnPostgres(url, `DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  }
}

export async function projectionBench(options: BenchOptions): Promise<Comparison[]> {
  const total = options.quick ? 20_000 : 100_000;
  return [await sqliteRow(total), ...(await postgresRows(options.postgresUrl, total))];
}
