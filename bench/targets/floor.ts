import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { Pool } from 'pg';
import { runOnPostgres } from '@tidemark/infra/testing';
import { benchData, EVENT_TYPE, type AppendTarget } from './target';

/**
 * The raw driver: a row shaped like an event in a table whose UNIQUE(stream_id, version) is the
 * only concurrency check (the expected version becomes the row's version). No stream table, no
 * global-log lock, no validation: what the driver and the database cost at least.
 */
const COLUMNS = '(event_id, stream_id, version, type, data, metadata)';

/** PostgreSQL through `pg`: one BEGIN / INSERT / COMMIT per single-event append. */
class PostgresFloor implements AppendTarget {
  readonly side = 'floor';
  readonly label: string;

  constructor(
    private readonly pool: Pool,
    private readonly table: string,
    private readonly cleanup: () => Promise<void>,
  ) {
    this.label = `pg ${pool.options.max ?? 10} connections, BEGIN/INSERT/COMMIT; 100 rows in one multi-row INSERT`;
  }

  async appendOne(streamId: string, expectedVersion: number): Promise<void> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      await client.query({
        name: 'floor.insert',
        text: `INSERT INTO ${this.table} ${COLUMNS} VALUES ($1, $2, $3, $4, $5, $6)`,
        values: [
          randomUUID(),
          streamId,
          expectedVersion + 1,
          EVENT_TYPE,
          benchData(expectedVersion + 1),
          {},
        ],
      });
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK');
      throw error;
    } finally {
      client.release();
    }
  }

  async appendBatch(streamId: string, count: number, expectedVersion: number): Promise<void> {
    const values: unknown[] = [];
    const tuples = Array.from({ length: count }, (_, i) => {
      const version = expectedVersion + i + 1;
      values.push(randomUUID(), streamId, version, EVENT_TYPE, benchData(version), {});
      const at = i * 6;
      return `($${at + 1}, $${at + 2}, $${at + 3}, $${at + 4}, $${at + 5}, $${at + 6})`;
    });
    await this.pool.query({
      name: `floor.insert${count}`,
      text: `INSERT INTO ${this.table} ${COLUMNS} VALUES ${tuples.join(', ')}`,
      values,
    });
  }

  async readStream(streamId: string): Promise<number> {
    const { rows } = await this.pool.query({
      name: 'floor.read',
      text: `SELECT * FROM ${this.table} WHERE stream_id = $1 ORDER BY version`,
      values: [streamId],
    });
    return rows.length;
  }

  async countEvents(): Promise<number> {
    const { rows } = await this.pool.query<{ n: string }>(
      `SELECT count(*) AS n FROM ${this.table}`,
    );
    return Number(rows[0]?.n ?? 0);
  }

  async close(): Promise<void> {
    await this.pool.end();
    await this.cleanup();
  }
}

/** The PostgreSQL floor in a fresh schema, dropped on close; one connection per writer. */
export async function postgresFloor(
  connectionString: string,
  connections: number,
): Promise<AppendTarget> {
  const schema = `tidemark_bench_floor_${Date.now()}`;
  const table = `"${schema}".events`;
  await runOnPostgres(
    connectionString,
    `CREATE SCHEMA "${schema}";
     CREATE TABLE ${table} (
       position bigserial PRIMARY KEY,
       event_id uuid NOT NULL UNIQUE,
       stream_id text NOT NULL,
       version bigint NOT NULL,
       type text NOT NULL,
       data jsonb NOT NULL,
       metadata jsonb NOT NULL,
       recorded_at timestamptz NOT NULL DEFAULT now(),
       UNIQUE (stream_id, version))`,
  );
  const pool = new Pool({ connectionString, max: connections });
  return new PostgresFloor(pool, table, () =>
    runOnPostgres(connectionString, `DROP SCHEMA "${schema}" CASCADE`),
  );
}

/** better-sqlite3, WAL, synchronous=FULL as ours: a prepared INSERT in a transaction per append. */
class SqliteFloor implements AppendTarget {
  readonly side = 'floor';
  readonly label =
    'better-sqlite3, WAL, synchronous=FULL, prepared INSERT per transaction; 100 in one transaction';

  private readonly insert: Database.Statement;
  private readonly read: Database.Statement;
  private readonly insertMany: (streamId: string, count: number, expected: number) => void;

  constructor(
    private readonly db: Database.Database,
    private readonly dir: string,
  ) {
    this.insert = db.prepare(`INSERT INTO events ${COLUMNS} VALUES (?, ?, ?, ?, ?, ?)`);
    this.read = db.prepare('SELECT * FROM events WHERE stream_id = ? ORDER BY version');
    this.insertMany = db.transaction((streamId: string, count: number, expected: number) => {
      for (let i = 1; i <= count; i += 1) this.insertRow(streamId, expected + i);
    });
  }

  private insertRow(streamId: string, version: number): void {
    this.insert.run(
      randomUUID(),
      streamId,
      version,
      EVENT_TYPE,
      JSON.stringify(benchData(version)),
      '{}',
    );
  }

  appendOne(streamId: string, expectedVersion: number): Promise<void> {
    this.insertMany(streamId, 1, expectedVersion);
    return Promise.resolve();
  }

  appendBatch(streamId: string, count: number, expectedVersion: number): Promise<void> {
    this.insertMany(streamId, count, expectedVersion);
    return Promise.resolve();
  }

  /** Decodes data and metadata as a store must. */
  readStream(streamId: string): Promise<number> {
    const rows = this.read.all(streamId) as { data: string; metadata: string }[];
    const events = rows.map((row) => ({
      ...row,
      data: JSON.parse(row.data) as unknown,
      metadata: JSON.parse(row.metadata) as unknown,
    }));
    return Promise.resolve(events.length);
  }

  countEvents(): Promise<number> {
    const row = this.db.prepare('SELECT count(*) AS n FROM events').get() as { n: number };
    return Promise.resolve(row.n);
  }

  close(): Promise<void> {
    this.db.close();
    rmSync(this.dir, { recursive: true, force: true });
    return Promise.resolve();
  }
}

export function sqliteFloor(): Promise<AppendTarget> {
  const dir = mkdtempSync(join(tmpdir(), 'tidemark-bench-floor-'));
  const db = new Database(join(dir, 'floor.db'));
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.exec(`CREATE TABLE events (
    position INTEGER PRIMARY KEY AUTOINCREMENT,
    event_id TEXT NOT NULL UNIQUE,
    stream_id TEXT NOT NULL,
    version INTEGER NOT NULL,
    type TEXT NOT NULL,
    data TEXT NOT NULL,
    metadata TEXT NOT NULL,
    recorded_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    UNIQUE (stream_id, version))`);
  return Promise.resolve(new SqliteFloor(db, dir));
}
