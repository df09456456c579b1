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

/** `memory`: the memory store, whose `SqlAccess` runs transactions but no statements. */
export type SqlDialect = 'sqlite' | 'postgres' | 'memory';

export interface SqlAccess {
  readonly dialect: SqlDialect;
  /** Autocommit statements, for reads (SQLite: on the reader connection). */
  readonly query: Sql;
  /** Runs `work` in one transaction: all of its writes commit, or none. */
  transaction<T>(work: (tx: Sql) => Promise<T>): Promise<T>;
}

/**
 * @internal
 * A transaction's `Sql` that can send statements before the previous ones are answered
 * (PostgreSQL's pipeline mode). The server still runs them one after another, in the order
 * they were issued, and each answer comes back in that order: only the round trips overlap.
 */
export interface PipelinedSql extends Sql {
  /** Runs `work` with pipelining on; settles once every statement it issued is answered. */
  pipelined<T>(work: () => Promise<T>): Promise<T>;
}

/** @internal */
export function canPipeline(sql: Sql): sql is PipelinedSql {
  return typeof (sql as Partial<PipelinedSql>).pipelined === 'function';
}

/**
 * @internal
 * Runs `works` that do not depend on each other's results, their statements pipelined where
 * `tx` can: each is started right after the one before it has begun (issued what it issues
 * before its first wait), and on SQLite each runs to its end first. Settles once all have;
 * throws the first error.
 */
export async function overlapping(tx: Sql, works: readonly (() => Promise<unknown>)[]) {
  if (!canPipeline(tx)) {
    for (const work of works) await work();
    return;
  }
  const settled = await tx.pipelined(() => Promise.allSettled(works.map((work) => work())));
  const failed = settled.find((outcome) => outcome.status === 'rejected');
  if (failed) throw failed.reason;
}
