import type Database from 'better-sqlite3';
import type { Sql, SqlAccess } from '../../sql/sql';
import { sqliteFailure, type SqliteDatabase } from './sqlite-database';

type Statement = Database.Statement<unknown[], unknown>;

interface Prepared {
  readonly statement: Statement;
  /** For each `?` in order, which `$n` it stands for. */
  readonly order: readonly number[];
}

/** `$n` placeholders become positional `?` (repeats included); booleans become 0/1. */
function sqliteSql(db: Database.Database): Sql {
  const statements = new Map<string, Prepared>();
  const prepare = (sql: string): Prepared => {
    let prepared = statements.get(sql);
    if (!prepared) {
      const order: number[] = [];
      const text = sql.replace(/\$(\d+)/g, (_, n: string) => {
        order.push(Number(n) - 1);
        return '?';
      });
      const statement = db.prepare(text);
      if (statement.reader) statement.safeIntegers(false);
      prepared = { statement, order };
      statements.set(sql, prepared);
    }
    return prepared;
  };
  const bind = (sql: string, params: readonly unknown[] = []) => {
    const { statement, order } = prepare(sql);
    const values = order.map((i) => {
      const value = params[i];
      return typeof value === 'boolean' ? Number(value) : value;
    });
    return { statement, values };
  };
  // A read model's statement that fails for want of room is the store's outage, typed
  // here so that a projection does not take it for its handler's fault.
  const typed = <T>(work: () => T): T => {
    try {
      return work();
    } catch (error) {
      throw sqliteFailure(error) ?? error;
    }
  };
  return {
    run: async (sql, params) => {
      const { statement, values } = bind(sql, params);
      return typed(() => statement.run(...values).changes);
    },
    all: async <T extends object>(sql: string, params?: readonly unknown[]) => {
      const { statement, values } = bind(sql, params);
      return typed(() => statement.all(...values) as T[]);
    },
    get: async <T extends object>(sql: string, params?: readonly unknown[]) => {
      const { statement, values } = bind(sql, params);
      return typed(() => statement.get(...values) as T | undefined);
    },
  };
}

export class SqliteSqlAccess implements SqlAccess {
  readonly dialect = 'sqlite' as const;
  readonly query: Sql;
  private readonly tx: Sql;

  constructor(private readonly db: SqliteDatabase) {
    this.query = sqliteSql(db.reader);
    this.tx = sqliteSql(db.writer);
  }

  /** Holds the writer for the whole transaction: nothing else writes in between. */
  transaction<T>(work: (tx: Sql) => Promise<T>): Promise<T> {
    return this.db.exclusive(async () => {
      const writer = this.db.writer;
      writer.exec('BEGIN IMMEDIATE');
      try {
        const result = await work(this.tx);
        writer.exec('COMMIT');
        return result;
      } catch (error) {
        if (writer.inTransaction) writer.exec('ROLLBACK');
        throw error;
      }
    });
  }
}
