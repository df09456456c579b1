import { types as pgTypes, type PoolClient, type QueryConfig } from 'pg';
import { inTransaction, type PostgresDatabase } from './postgres-database';
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

function postgresSql(client: { query: PoolClient['query'] }): Sql {
  const exec = (text: string, params: readonly unknown[] = []) =>
    client.query({ text, values: [...params], types });
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
    this.query = postgresSql(db.pool);
  }

  transaction<T>(work: (tx: Sql) => Promise<T>): Promise<T> {
    return inTransaction(this.db.pool, (client) => work(postgresSql(client)));
  }
}
