/**
 * Portable SQL for read models and listener state, on SQLite or PostgreSQL. Statements use
 * `$1, $2…` placeholders on both. Integers come back as numbers (safe below 2^53).
 */
export interface Sql {
  /** Runs a statement; returns the number of rows it changed. */
  run(sql: string, params?: readonly unknown[]): Promise<number>;
  all<T extends object>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  get<T extends object>(sql: string, params?: readonly unknown[]): Promise<T | undefined>;
}

export type SqlDialect = 'sqlite' | 'postgres';

export interface SqlAccess {
  readonly dialect: SqlDialect;
  /** Autocommit statements, for reads (SQLite: on the reader connection). */
  readonly query: Sql;
  /** Runs `work` in one transaction: all of its writes commit, or none. */
  transaction<T>(work: (tx: Sql) => Promise<T>): Promise<T>;
}
