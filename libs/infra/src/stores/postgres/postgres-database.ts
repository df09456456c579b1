import { createHash } from 'node:crypto';
import {
  Pool,
  type ClientConfig,
  type PoolClient,
  type PoolConfig,
  type QueryConfig,
  type QueryResult,
  type QueryResultRow,
} from 'pg';
import { StoreUnavailable, ValidationError } from '../../errors';
import { postgresFailure, type CallPhase } from './postgres-failures';
import { postgresMigrations } from './postgres-schema';
import {
  DEFAULT_POSTGRES_TIMEOUTS,
  storeSettingsIn,
  safeUrl,
  type PostgresTimeouts,
} from './postgres-settings';

/** How much longer than the server's statement timeout the client waits for an answer. */
const CLIENT_GRACE_MS = 1000;

export interface PostgresDatabaseOptions {
  /**
   * `postgres://…`. Its `options` may carry session settings (`-c work_mem=64MB`), kept
   * beside the store's own; settings the store makes itself ({@link STORE_SETTINGS}) are refused.
   */
  readonly connectionString: string;
  /** Schema holding Tidemark's tables; created when missing. Default `tidemark`. */
  readonly schema?: string;
  /** Pool size. Default 10. */
  readonly poolSize?: number;
  readonly timeouts?: Partial<PostgresTimeouts>;
}

/** One PostgreSQL schema and a connection pool, shared by Tidemark's PostgreSQL stores. */
export class PostgresDatabase {
  /** The quoted schema name, for SQL text. */
  readonly s: string;
  private readonly statementPrefix: string;
  private users = 0;
  private ended = false;

  private constructor(
    /** @internal */
    readonly pool: Pool,
    readonly schema: string,
    /** @internal How every connection of the store is made (the pool's, the LISTEN connection's). */
    readonly clientConfig: ClientConfig,
  ) {
    this.s = `"${schema}"`;
    // Prepared statement names are per connection but must differ per schema, within 63 chars.
    this.statementPrefix = `tm_${createHash('sha256').update(schema).digest('hex').slice(0, 12)}_`;
  }

  /** A prepared statement's name for this schema. */
  statement(name: string): string {
    return this.statementPrefix + name;
  }

  /**
   * @internal
   * One statement on a pooled connection. An unreachable or full database rejects with
   * `StoreUnavailable` or `StoreFull`; the statement's own errors come as the driver's.
   */
  async query<R extends QueryResultRow = QueryResultRow>(
    query: QueryConfig | string,
    values?: readonly unknown[],
  ): Promise<QueryResult<R>> {
    return this.run<R>(query, values, 'statement');
  }

  /**
   * @internal
   * A write that commits on its own (autocommit): a link lost while it runs leaves its outcome
   * unknown, as one lost during COMMIT does.
   */
  async commitAlone<R extends QueryResultRow = QueryResultRow>(
    query: QueryConfig,
  ): Promise<QueryResult<R>> {
    return this.run<R>(query, undefined, 'commit');
  }

  private async run<R extends QueryResultRow>(
    query: QueryConfig | string,
    values: readonly unknown[] | undefined,
    phase: CallPhase,
  ): Promise<QueryResult<R>> {
    const client = await connectFrom(this.pool);
    let broken: Error | undefined;
    try {
      const config = typeof query === 'string' ? { text: query } : query;
      return await client.query<R>({ ...config, values: values ? [...values] : config.values });
    } catch (error) {
      const failure = postgresFailure(error, phase);
      // A connection that failed is not given back to the pool.
      if (failure) broken = failure;
      throw failure ?? error;
    } finally {
      client.release(broken);
    }
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
    const owned = storeSettingsIn(options.connectionString);
    if (owned.length > 0) {
      throw new ValidationError([
        {
          path: 'connectionString',
          message: `the URL sets ${owned.join(', ')}, which the store sets itself (see its timeouts option)`,
        },
      ]);
    }
    const clientConfig = clientConfigOf(options, schema);
    await migrate(clientConfig, schema);
    const pool = newPool({ ...clientConfig, max: options.poolSize ?? 10 });
    return new PostgresDatabase(pool, schema, clientConfig);
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

// At most 40 characters: `<schema>_events` must fit PostgreSQL's 63-character names.
const IDENTIFIER = /^[a-z_][a-z0-9_]{0,39}$/;

/** The URL without its `options` (the driver would put them over ours), and every bound. */
function clientConfigOf(options: PostgresDatabaseOptions, schema: string): ClientConfig {
  const timeouts = { ...DEFAULT_POSTGRES_TIMEOUTS, ...options.timeouts };
  const url = safeUrl(options.connectionString);
  const urlOptions = url?.searchParams.get('options') ?? undefined;
  let connectionString = options.connectionString;
  if (url && urlOptions !== undefined) {
    url.searchParams.delete('options');
    connectionString = url.toString();
  }
  const keepAliveSeconds = Math.max(1, Math.round(timeouts.keepAliveMs / 1000));
  const settings = {
    // Statements are prepared once per connection, but a generic plan cached while the tables
    // were small (a seq scan) would be kept as they grow: plan each execution with its values.
    plan_cache_mode: 'force_custom_plan',
    statement_timeout: timeouts.queryMs,
    lock_timeout: timeouts.lockMs,
    idle_in_transaction_session_timeout: timeouts.idleInTransactionMs,
    tcp_keepalives_idle: keepAliveSeconds,
    tcp_keepalives_interval: keepAliveSeconds,
    tcp_keepalives_count: 3,
    tcp_user_timeout: timeouts.keepAliveMs,
    // Read models and listener state use unqualified names, in Tidemark's schema.
    search_path: schema,
  };
  return {
    connectionString,
    connectionTimeoutMillis: timeouts.connectMs,
    query_timeout: timeouts.queryMs + CLIENT_GRACE_MS,
    keepAlive: true,
    keepAliveInitialDelayMillis: timeouts.keepAliveMs,
    // The URL's own settings first: ours, later, win (none of them is in the URL's anyway).
    options: [urlOptions, ...Object.entries(settings).map(([name, value]) => `-c ${name}=${value}`)]
      .filter(Boolean)
      .join(' '),
  };
}

function newPool(config: PoolConfig): Pool {
  const pool = new Pool(config);
  // An idle client's connection error must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  // Nor a checked-out client's, from its first moment: pg-pool stops listening when it hands
  // a client out, and an error the server sends with "ready" would come before the borrower
  // could listen. The call in progress fails on its own.
  pool.on('connect', (client) => client.on('error', () => undefined));
  return pool;
}

/** A pooled client; failing to get one is unavailability. */
async function connectFrom(pool: Pool): Promise<PoolClient> {
  try {
    return await pool.connect();
  } catch (error) {
    throw postgresFailure(error, 'connect') ?? error;
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
 * @internal
 * Runs `work` in one transaction on a client of its own. A client whose ROLLBACK failed is
 * destroyed, not returned to the pool. `edges` saves round trips: a statement that must open
 * or close the transaction travels with BEGIN or COMMIT.
 */
export async function inTransaction<T>(
  pool: Pool,
  work: (client: PoolClient, begun: readonly QueryResultRow[]) => Promise<T>,
  edges: TransactionEdges<T> = {},
): Promise<T> {
  const client = await connectFrom(pool);
  let phase: CallPhase = 'statement';
  let broken: Error | undefined;
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
    phase = 'commit';
    await client.query(last === undefined ? 'COMMIT' : `${last}; COMMIT`);
    return result;
  } catch (error) {
    const failure = postgresFailure(error, phase);
    if (failure instanceof StoreUnavailable) {
      // The link failed: a ROLLBACK would wait as long again. The server ends the transaction
      // when the connection goes (or after idle_in_transaction_session_timeout).
      broken = failure;
    } else {
      broken = await client.query('ROLLBACK').then(
        () => undefined,
        (rollback: unknown) => postgresFailure(rollback, 'statement') ?? toError(rollback),
      );
    }
    throw failure ?? error;
  } finally {
    client.release(broken);
  }
}

function toError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}

/**
 * Migrations may run long (an index on a large table) and wait long for another instance's:
 * on a connection of their own, without the statement and lock bounds (a frozen one is still
 * ended by the server, idle in its transaction).
 */
async function migrate(config: ClientConfig, schema: string): Promise<void> {
  const pool = newPool({ ...config, query_timeout: undefined, max: 1 });
  try {
    await inTransaction(pool, (client) => migrateOn(client, schema), {
      begin: 'SET LOCAL statement_timeout = 0; SET LOCAL lock_timeout = 0',
    });
  } finally {
    await pool.end();
  }
}

async function migrateOn(client: PoolClient, schema: string): Promise<void> {
  await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`tidemark:migrate:${schema}`]);
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
    await client.query(`INSERT INTO "${schema}".tidemark_schema (version) VALUES ($1)`, [version]);
  }
}
