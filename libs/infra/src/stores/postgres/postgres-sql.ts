import { createHash } from 'node:crypto';
import { types as pgTypes, type PoolClient, type QueryConfig, type QueryResult } from 'pg';
import { inTransaction, type PostgresDatabase } from './postgres-database';
import { postgresFailure } from './postgres-failures';
import type { PipelinedSql, Sql, SqlAccess } from '../../sql/sql';

const INT8 = 20;
const NUMERIC = 1700;

/** int8 and numeric as numbers, like SQLite's integers. */
const types = {
  getTypeParser: (oid: number, format?: 'text' | 'binary') =>
    oid === INT8 || oid === NUMERIC
      ? (value: string) => Number(value)
      : pgTypes.getTypeParser(oid, format),
} as QueryConfig['types'];

/**
 * How many distinct statement texts get a prepared statement: each connection prepares those it
 * runs, once. A projection building its SQL with literals inside would otherwise fill every
 * connection's server memory; past the bound, texts run unnamed (parsed each time), as before.
 */
const MAX_NAMED_STATEMENTS = 500;

/** Prepared statement names by SQL text, for one database (the name carries its schema). */
class StatementNames {
  private readonly names = new Map<string, string>();
  private renamed = 0;

  constructor(private readonly db: PostgresDatabase) {}

  of(text: string): string | undefined {
    let name = this.names.get(text);
    if (name === undefined && this.names.size < MAX_NAMED_STATEMENTS) {
      name = this.nameOf(text, '');
      this.names.set(text, name);
    }
    return name;
  }

  /**
   * A prepared `SELECT *` fails for good once its table gained a column (another instance
   * migrated): that statement fails once, its text then gets a new name, prepared afresh.
   */
  failed(text: string, error: unknown): void {
    if (!this.names.has(text) || !isStaleResultType(error)) return;
    this.renamed += 1;
    this.names.set(text, this.nameOf(text, `_${this.renamed}`));
  }

  private nameOf(text: string, suffix: string): string {
    return this.db.statement(
      `q${createHash('sha1').update(text).digest('hex').slice(0, 24)}${suffix}`,
    );
  }
}

function isStaleResultType(error: unknown): boolean {
  return (
    error instanceof Error &&
    (error as { code?: unknown }).code === '0A000' &&
    error.message.includes('cached plan must not change result type')
  );
}

/** Runs one statement: on the pool (`PostgresDatabase.query`) or a transaction's client. */
type Exec = (query: QueryConfig) => Promise<QueryResult>;

/**
 * A statement with parameters is parsed once per connection (its plan is still made per run,
 * with its values: plan_cache_mode). One without any stays on the simple protocol, as before:
 * DDL, and texts holding several statements, which a prepared statement cannot.
 */
function postgresSql(run: Exec, names: StatementNames): Sql {
  const exec = (text: string, params: readonly unknown[] = []) =>
    run({
      name: params.length > 0 ? names.of(text) : undefined,
      text,
      values: [...params],
      types,
    }).catch((error: unknown) => {
      names.failed(text, error);
      throw error;
    });
  return {
    run: async (sql, params) => (await exec(sql, params)).rowCount ?? 0,
    all: async <T extends object>(sql: string, params?: readonly unknown[]) =>
      (await exec(sql, params)).rows as T[],
    get: async <T extends object>(sql: string, params?: readonly unknown[]) =>
      (await exec(sql, params)).rows[0] as T | undefined,
  };
}

/** The driver's pipeline mode, switched on a checked-out client while nothing is in flight. */
interface PipelineSwitch {
  pipeline: boolean;
}

/** A transaction's statements on its client, with pipelining on demand. */
function transactionSql(client: PoolClient, names: StatementNames): PipelinedSql {
  // Answers come in the order sent: once the last one has settled, all have.
  let last: Promise<unknown> = Promise.resolve();
  const sql = postgresSql((query) => {
    const answer = client.query(query).catch((error: unknown) => {
      // A statement that fails because the database is away is the store's outage, typed here
      // so that a projection does not take it for its handler's fault.
      throw postgresFailure(error, 'statement') ?? error;
    });
    last = answer.catch(() => undefined);
    return answer;
  }, names);
  let depth = 0;
  return {
    ...sql,
    async pipelined<T>(work: () => Promise<T>): Promise<T> {
      const driver = client as unknown as PipelineSwitch;
      depth += 1;
      driver.pipeline = true;
      try {
        return await work();
      } finally {
        depth -= 1;
        if (depth === 0) {
          // Out of pipeline mode only with nothing in flight, or answers would be misrouted.
          for (let settled; settled !== last;) {
            settled = last;
            await settled;
          }
          driver.pipeline = false;
        }
      }
    },
  };
}

export class PostgresSqlAccess implements SqlAccess {
  readonly dialect = 'postgres' as const;
  readonly query: Sql;
  private readonly names: StatementNames;

  constructor(private readonly db: PostgresDatabase) {
    this.names = new StatementNames(db);
    this.query = postgresSql((query) => db.query(query), this.names);
  }

  transaction<T>(work: (tx: Sql) => Promise<T>): Promise<T> {
    return inTransaction(this.db.pool, (client) => work(transactionSql(client, this.names)));
  }
}
