import { types as pgTypes, type QueryConfig, type QueryResult } from 'pg';
import { inTransaction, type PostgresDatabase } from './postgres-database';
import { postgresFailure } from './postgres-failures';
import type { Sql, SqlAccess } from './sql';

const INT8 = 20;
const NUMERIC = 1700;

/** int8 and numeric as numbers, like SQLite's integers. */
const types = {
  getTypeParser: (oid: number, format?: 'text' | 'binary') =>
    oid === INT8 || oid === NUMERIC
      ? (value: string) => Number(value)
      : pgTypes.getTypeParser(oid, format),
} as QueryConfig['types'];

/** Runs one statement: on the pool (`PostgresDatabase.query`) or a transaction's client. */
type Exec = (query: QueryConfig) => Promise<QueryResult>;

function postgresSql(run: Exec): Sql {
  const exec = (text: string, params: readonly unknown[] = []) =>
    run({ text, values: [...params], types });
  return {
    run: async (sql, params) => (await exec(sql, params)).rowCount ?? 0,
    all: async <T extends object>(sql: string, params?: readonly unknown[]) =>
      (await exec(sql, params)).rows as T[],
    get: async <T extends object>(sql: string, params?: readonly unknown[]) =>
      (await exec(sql, params)).rows[0] as T | undefined,
  };
}

export class PostgresSqlAccess implements SqlAccess {
  readonly dialect = 'postgres' as const;
  readonly query: Sql;

  constructor(private readonly db: PostgresDatabase) {
    this.query = postgresSql((query) => db.query(query));
  }

  transaction<T>(work: (tx: Sql) => Promise<T>): Promise<T> {
    // A statement that fails because the database is away is the store's outage, typed here
    // so that a projection does not take it for its handler's fault.
    return inTransaction(this.db.pool, (client) =>
      work(
        postgresSql((query) =>
          client.query(query).catch((error: unknown) => {
            throw postgresFailure(error, 'statement') ?? error;
          }),
        ),
      ),
    );
  }
}
