import { AsyncLocalStorage } from 'node:async_hooks';
import { NotSupported } from '../../errors';
import type { Sql, SqlAccess } from '../../sql/sql';
import { InMemoryEventLog } from './in-memory-event-store';

/** What a statement on the memory store meets: it keeps no SQL database. */
function noSql(statement: string): never {
  const first = statement.trim().split(/\s+/, 2).join(' ');
  throw new NotSupported(`SQL (${first} …)`, 'memory');
}

/** The `Sql` of the memory store outside a transaction: every statement is refused. */
const noStatements: Sql = {
  run: async (sql) => noSql(sql),
  all: async (sql) => noSql(sql),
  get: async (sql) => noSql(sql),
};

/**
 * A transaction on the memory store: no statements, but what the memory ports change in it is
 * undone if the work fails, as a SQL rollback would.
 */
export class MemoryTransaction implements Sql {
  readonly run = noStatements.run;
  readonly all = noStatements.all;
  readonly get = noStatements.get;
  private readonly undo: (() => void)[] = [];
  private open = true;

  get isOpen(): boolean {
    return this.open;
  }

  /** Undoes `change` if the transaction rolls back. */
  onRollback(change: () => void): void {
    if (this.open) this.undo.push(change);
  }

  end(committed: boolean): void {
    this.open = false;
    if (!committed) for (const change of this.undo.reverse()) change();
    this.undo.length = 0;
  }
}

/**
 * The memory store's `SqlAccess`: transactions run one at a time, so a port's multi-step update
 * (and a runner's batch: versions, checkpoint, dead letters) is atomic, and each rolls back what
 * the memory ports changed in it when its work fails. A transaction asked for inside one (in
 * its async context) joins it. `run`, `all` and `get` throw `NotSupported`: keep a read model
 * in memory instead (see docs/library.md, "Fast tests on the memory store").
 */
export class MemorySqlAccess implements SqlAccess {
  readonly dialect = 'memory' as const;
  readonly query: Sql = noStatements;
  private tail: Promise<unknown> = Promise.resolve();
  private readonly current = new AsyncLocalStorage<MemoryTransaction>();

  transaction<T>(work: (tx: Sql) => Promise<T>): Promise<T> {
    const open = this.current.getStore();
    if (open?.isOpen) return work(open);
    const run = async (): Promise<T> => {
      const tx = new MemoryTransaction();
      try {
        const result = await this.current.run(tx, () => work(tx));
        tx.end(true);
        return result;
      } catch (error) {
        tx.end(false);
        throw error;
      }
    };
    const result = this.tail.then(run, run);
    this.tail = result.catch(() => undefined);
    return result;
  }
}

/** Sets `map[key]` in `tx`: undone if it rolls back. */
export function put<K, V>(tx: Sql, map: Map<K, V>, key: K, value: V): void {
  remember(tx, map, key);
  map.set(key, value);
}

/** Deletes `map[key]` in `tx`: undone if it rolls back. */
export function remove<K, V>(tx: Sql, map: Map<K, V>, key: K): boolean {
  remember(tx, map, key);
  return map.delete(key);
}

function remember<K, V>(tx: Sql, map: Map<K, V>, key: K): void {
  if (!(tx instanceof MemoryTransaction)) return;
  const had = map.has(key);
  const before = map.get(key);
  tx.onRollback(() => (had ? map.set(key, before as V) : map.delete(key)));
}

/**
 * What a SQL database file is to the SQLite store: the events and every port's state, shared by
 * the storages opened on it (one after another, or several at once as app instances), with one
 * transaction lock.
 */
export class MemoryDatabase {
  readonly log = new InMemoryEventLog();
  readonly access = new MemorySqlAccess();
  private readonly tables = new Map<string, unknown>();

  /** The state `owner` keeps here, made by `create` the first time it is asked for. */
  table<T>(owner: string, create: () => T): T {
    if (!this.tables.has(owner)) this.tables.set(owner, create());
    return this.tables.get(owner) as T;
  }
}

/** A copy of a JSON value, apart from the caller's object, as a SQL store's JSON text gives it. */
export function jsonCopy<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

/**
 * Runs `undo` if the memory store's transaction `tx` rolls back: how a read model kept in memory
 * (a projection's handler, given `tx`) stays atomic with the listener's checkpoint. Outside a
 * memory transaction it does nothing.
 */
export function onRollback(tx: Sql, undo: () => void): void {
  if (tx instanceof MemoryTransaction) tx.onRollback(undo);
}
