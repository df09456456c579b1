import { createHash } from 'node:crypto';
import { Pool, type PoolClient, type PoolConfig, type QueryResult, type QueryResultRow } from 'pg';
import { ValidationError } from '../event-store/errors';
import { postgresMigrations } from './postgres-schema';

export interface PostgresDatabaseOptions {
  readonly connectionString: string;
  /** Schema holding Tidemark's tables; created when missing. Default `tidemark`. */
  readonly schema?: string;
  /** Pool size. Default 10. */
  readonly poolSize?: number;
}

// At most 40 characters: `<schema>_events` must fit PostgreSQL's 63-character names.
const IDENTIFIER = /^[a-z_][a-z0-9_]{0,39}$/;

/** One PostgreSQL schema and a connection pool, shared by Tidemark's PostgreSQL stores. */
export class PostgresDatabase {
  /** The quoted schema name, for SQL text. */
  readonly s: string;
  private readonly statementPrefix: string;
  private users = 0;
  private ended = false;

  private constructor(
    readonly pool: Pool,
    readonly schema: string,
    readonly connectionString: string,
  ) {
    this.s = `"${schema}"`;
    // Prepared statement names are per connection but must differ per schema, within 63 chars.
    this.statementPrefix = `tm_${createHash('sha256').update(schema).digest('hex').slice(0, 12)}_`;
  }

  /** A prepared statement's name for this schema. */
  statement(name: string): string {
    return this.statementPrefix + name;
  }

  /** Connects and migrates the schema (instances starting together migrate one at a time). */
  static async open(options: PostgresDatabaseOptions): Promise<PostgresDatabase> {
    const schema = options.schema ?? 'tidemark';
    if (!IDENTIFIER.test(schema)) {
      throw new ValidationError([
        {
          path: 'schema',
          message: 'schema must be a lower-case SQL identifier of 1-40 characters',
        },
      ]);
    }
    // Statements are prepared once per connection, but a generic plan cached while the tables
    // were small (a seq scan) would be kept as they grow: plan each execution with its values.
    const urlOptions = safeUrl(options.connectionString)?.searchParams.get('options');
    const config: PoolConfig = {
      connectionString: options.connectionString,
      max: options.poolSize ?? 10,
      // A stalled instance must not hold the append lock (log_head) for ever.
      options: [
        urlOptions,
        '-c plan_cache_mode=force_custom_plan',
        '-c idle_in_transaction_session_timeout=60000',
        // Read models and listener state use unqualified names, in Tidemark's schema.
        `-c search_path=${schema}`,
      ]
        .filter(Boolean)
        .join(' '),
    };
    const pool = new Pool(config);
    // An idle client's connection error must not crash the process; the next query reconnects.
    pool.on('error', () => undefined);
    try {
      await migrate(pool, schema);
    } catch (error) {
      await pool.end();
      throw error;
    }
    return new PostgresDatabase(pool, schema, options.connectionString);
  }

  retain(): this {
    this.users += 1;
    return this;
  }

  async release(): Promise<void> {
    this.users -= 1;
    if (this.users > 0 || this.ended) return;
    this.ended = true;
    await this.pool.end();
  }
}

/** Statements sent with BEGIN and with COMMIT, in the same round trip (simple query protocol). */
export interface TransactionEdges<T> {
  /** Runs right after BEGIN; its rows are handed to `work`. No parameters. */
  readonly begin?: string;
  /** Runs right before COMMIT, given `work`'s result; undefined: nothing. No parameters. */
  readonly beforeCommit?: (result: T) => string | undefined;
}

/**
 * Runs `work` in one transaction on a client of its own. A client whose ROLLBACK failed is
 * destroyed, not returned to the pool. `edges` saves round trips: a statement that must open
 * or close the transaction travels with BEGIN or COMMIT.
 */
export async function inTransaction<T>(
  pool: Pool,
  work: (client: PoolClient, begun: readonly QueryResultRow[]) => Promise<T>,
  edges: TransactionEdges<T> = {},
): Promise<T> {
  const client = await pool.connect();
  // pg-pool listens for a checked-out client's errors no more: without this, a connection
  // lost mid-transaction would be an unhandled 'error' event and end the process.
  const ignore = () => undefined;
  client.on('error', ignore);
  let broken = false;
  try {
    let begun: readonly QueryResultRow[] = [];
    if (edges.begin === undefined) {
      await client.query('BEGIN');
    } else {
      // Several statements in one simple query: one result per statement.
      const results = (await client.query(`BEGIN; ${edges.begin}`)) as unknown as QueryResult[];
      begun = results[1].rows;
    }
    const result = await work(client, begun);
    const last = edges.beforeCommit?.(result);
    await client.query(last === undefined ? 'COMMIT' : `${last}; COMMIT`);
    return result;
  } catch (error) {
    broken = await client.query('ROLLBACK').then(
      () => false,
      () => true,
    );
    throw error;
  } finally {
    client.off('error', ignore);
    client.release(broken);
  }
}

async function migrate(pool: Pool, schema: string): Promise<void> {
  await inTransaction(pool, async (client) => {
    await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [
      `tidemark:migrate:${schema}`,
    ]);
    await client.query(`CREATE SCHEMA IF NOT EXISTS "${schema}"`);
    await client.query(
      `CREATE TABLE IF NOT EXISTS "${schema}".tidemark_schema (
         version int PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`,
    );
    const { rows } = await client.query<{ v: number }>(
      `SELECT COALESCE(MAX(version), 0)::int AS v FROM "${schema}".tidemark_schema`,
    );
    const migrations = postgresMigrations(schema);
    for (let version = rows[0].v + 1; version <= migrations.length; version += 1) {
      await client.query(migrations[version - 1]);
      await client.query(`INSERT INTO "${schema}".tidemark_schema (version) VALUES ($1)`, [
        version,
      ]);
    }
  });
}

function safeUrl(url: string): URL | undefined {
  try {
    return new URL(url);
  } catch {
    return undefined;
  }
}
