import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { Client } from 'pg';
import { type EventStore } from '@tidemark/infra';
import { PostgresEventStore } from '@tidemark/infra/postgres';
import { SqliteEventStore } from '@tidemark/infra/sqlite';
import { runOnPostgres } from '@tidemark/infra/testing';
import { benchData, EVENT_TYPE, StoreTarget, type AppendTarget } from './target';

/** Tidemark through the EventStore port. */
class TidemarkTarget extends StoreTarget {
  readonly side = 'ours';

  constructor(
    label: string,
    private readonly store: EventStore,
    counter: () => Promise<number>,
    cleanup: () => Promise<void>,
  ) {
    super(label, counter, async () => {
      await store.close();
      await cleanup();
    });
  }

  async appendOne(streamId: string, expectedVersion: number): Promise<void> {
    await this.store.appendToStream(
      streamId,
      [{ type: EVENT_TYPE, data: benchData(expectedVersion + 1) }],
      { expectedVersion },
    );
  }

  async appendBatch(streamId: string, count: number, expectedVersion: number): Promise<void> {
    await this.store.appendToStream(
      streamId,
      Array.from({ length: count }, (_, i) => ({
        type: EVENT_TYPE,
        data: benchData(expectedVersion + i + 1),
      })),
      { expectedVersion },
    );
  }

  async readStream(streamId: string): Promise<number> {
    const { events } = await this.store.readStream(streamId, { from: 1, limit: 10_000 });
    return events.length;
  }
}

/** Tidemark on a fresh SQLite file (WAL, synchronous=FULL: the default durability). */
export async function tidemarkSqlite(): Promise<AppendTarget> {
  const dir = mkdtempSync(join(tmpdir(), 'tidemark-bench-ours-'));
  const filename = join(dir, 'events.db');
  const store = await SqliteEventStore.open({ filename, synchronous: 'FULL' });
  return new TidemarkTarget(
    'Tidemark SqliteEventStore (better-sqlite3, WAL, synchronous=FULL)',
    store,
    () => Promise.resolve(countSqlite(filename, 'events')),
    () => {
      rmSync(dir, { recursive: true, force: true });
      return Promise.resolve();
    },
  );
}

/** Tidemark in a fresh PostgreSQL schema, dropped on close. */
export async function tidemarkPostgres(connectionString: string): Promise<AppendTarget> {
  const schema = `tidemark_bench_${Date.now()}`;
  const store = await PostgresEventStore.open({ connectionString, schema });
  return new TidemarkTarget(
    'Tidemark PostgresEventStore (pg, pool of 10)',
    store,
    () => countPostgres(connectionString, `"${schema}".events`),
    () => runOnPostgres(connectionString, `DROP SCHEMA "${schema}" CASCADE`),
  );
}

export function countSqlite(filename: string, table: string): number {
  const db = new Database(filename, { readonly: true });
  try {
    return (db.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n;
  } finally {
    db.close();
  }
}

export async function countPostgres(connectionString: string, table: string): Promise<number> {
  const client = new Client({ connectionString });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(`SELECT count(*) AS n FROM ${table}`);
    return Number(rows[0]?.n ?? 0);
  } finally {
    await client.end();
  }
}
