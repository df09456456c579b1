import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Pool, types } from 'pg';
import type { Event } from '@event-driven-io/emmett';
import { getPostgreSQLEventStore } from '@event-driven-io/emmett-postgresql';
import { getSQLiteEventStore } from '@event-driven-io/emmett-sqlite';
import { runOnPostgres } from '@tidemark/infra/testing';
import { countPostgres, countSqlite } from './tidemark';
import { benchData, EVENT_TYPE, StoreTarget, type AppendTarget } from './target';

const consoleLog = console.log;

type BenchEvent = Event<typeof EVENT_TYPE, { version: number; payload: string }>;

/** What both Emmett stores offer that the workloads use. */
interface EmmettStore {
  appendToStream(
    streamName: string,
    events: BenchEvent[],
    options: { expectedStreamVersion: bigint },
  ): Promise<unknown>;
  readStream(streamName: string): Promise<{ events: unknown[] }>;
}

function benchEvent(version: number): BenchEvent {
  return { type: EVENT_TYPE, data: benchData(version) as BenchEvent['data'] };
}

/**
 * Emmett. Its stream versions count events as ours do: the first append to a new stream expects
 * 0n and answers nextExpectedStreamVersion 1n.
 */
class EmmettTarget extends StoreTarget {
  readonly side = 'peer';

  constructor(
    label: string,
    private readonly store: EmmettStore,
    counter: () => Promise<number>,
    cleanup: () => Promise<void>,
    activate?: () => void,
    deactivate?: () => void,
  ) {
    super(label, counter, cleanup, activate, deactivate);
  }

  async appendOne(streamId: string, expectedVersion: number): Promise<void> {
    await this.store.appendToStream(streamId, [benchEvent(expectedVersion + 1)], {
      expectedStreamVersion: BigInt(expectedVersion),
    });
  }

  async appendBatch(streamId: string, count: number, expectedVersion: number): Promise<void> {
    await this.store.appendToStream(
      streamId,
      Array.from({ length: count }, (_, i) => benchEvent(expectedVersion + i + 1)),
      { expectedStreamVersion: BigInt(expectedVersion) },
    );
  }

  async readStream(streamId: string): Promise<number> {
    const { events } = await this.store.readStream(streamId);
    return events.length;
  }
}

/**
 * Emmett on a fresh SQLite file. emmett-sqlite (sqlite3 package) opens a connection per
 * operation, sets journal_mode=WAL and leaves `synchronous` at the build's default, which is
 * FULL (2) for WAL too in the bundled SQLite: the same durability as ours. It sets no
 * busy_timeout, so concurrent appends meet SQLITE_BUSY (counted as failures); it also
 * console.logs every error inside a transaction, silenced while it is measured.
 */
export function emmettSqlite(): Promise<AppendTarget> {
  const dir = mkdtempSync(join(tmpdir(), 'tidemark-bench-emmett-'));
  const fileName = join(dir, 'emmett.db');
  const store = getSQLiteEventStore({ fileName, schema: { autoMigration: 'CreateOrUpdate' } });
  return Promise.resolve(
    new EmmettTarget(
      'Emmett 0.42 emmett-sqlite (sqlite3, WAL, synchronous=FULL by default, connection per call)',
      store,
      () => Promise.resolve(countSqlite(fileName, 'emt_messages')),
      () => {
        rmSync(dir, { recursive: true, force: true });
        return Promise.resolve();
      },
      () => {
        console.log = () => undefined;
      },
      () => {
        console.log = consoleLog;
      },
    ),
  );
}

/** The global pg type parsers Emmett's dumbo replaces (int8, jsonb, json). */
const SWAPPED_TYPES = [20, 3802, 114] as const;

function currentParsers(): ((value: string) => unknown)[] {
  return SWAPPED_TYPES.map((oid) => types.getTypeParser(oid, 'text'));
}

function installParsers(parsers: readonly ((value: string) => unknown)[]): void {
  SWAPPED_TYPES.forEach((oid, i) => {
    const parser = parsers[i];
    if (parser) types.setTypeParser(oid, parser);
  });
}

/**
 * Emmett in a fresh database (its table names are fixed), dropped on close. Emmett's pool
 * (dumbo) sets process-wide pg type parsers (int8 as BigInt, jsonb through a reviver); they are
 * installed only while Emmett is measured, so ours and the floor parse as they would alone.
 */
export async function emmettPostgres(connectionString: string): Promise<AppendTarget> {
  const database = `tidemark_bench_emmett_${Date.now()}`;
  await runOnPostgres(connectionString, `CREATE DATABASE ${database}`);
  const url = new URL(connectionString);
  url.pathname = `/${database}`;
  // Our own pool, ended before the drop: dumbo's shared pools outlive store.close() (they are
  // reference-counted), and DROP DATABASE … WITH (FORCE) would kill their idle connections.
  const pool = new Pool({ connectionString: url.toString(), max: 10 });
  pool.on('error', () => undefined);
  const ownParsers = currentParsers();
  const store = getPostgreSQLEventStore(url.toString(), {
    schema: { autoMigration: 'CreateOrUpdate' },
    connectionOptions: { pool },
  });
  const emmettParsers = currentParsers();
  installParsers(ownParsers);
  return new EmmettTarget(
    'Emmett 0.42 emmett-postgresql (pg through dumbo, a pg.Pool of 10)',
    store,
    () => countPostgres(url.toString(), 'emt_messages'),
    async () => {
      await store.close();
      await pool.end();
      await runOnPostgres(connectionString, `DROP DATABASE ${database} WITH (FORCE)`);
    },
    () => installParsers(emmettParsers),
    () => installParsers(ownParsers),
  );
}
