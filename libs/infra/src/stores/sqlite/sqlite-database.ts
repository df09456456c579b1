import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { StoreFull, StoreUnavailable } from '../../errors';
import { type Clock, systemClock } from '../../support/ids';
import { Mutex } from '../../support/mutex';
import { SQLITE_MIGRATIONS } from './sqlite-schema';

export interface SqliteDatabaseOptions {
  /** A file path, or `:memory:`. */
  readonly filename: string;
  /**
   * `FULL` (default): an acknowledged write survives a process kill and a power loss.
   * `NORMAL`: survives a process kill; the last commits may be lost on power loss.
   */
  readonly synchronous?: 'FULL' | 'NORMAL';
  readonly clock?: Clock;
}

/**
 * One SQLite file (WAL) shared by Tidemark's SQLite stores: one writer connection, one reader
 * connection (the same one for `:memory:`, which exists only on its connection). The schema is
 * migrated on open. One process per file.
 */
export class SqliteDatabase {
  /** @internal The driver's handle: not part of the package's types, so consumers need no @types/* for it. */
  readonly writer: Database.Database;
  /** @internal */
  readonly reader: Database.Database;
  private users = 0;
  private readonly writing = new Mutex();
  /** Why the last write failed for lack of room, until one succeeds. */
  private full: StoreFull | undefined;

  constructor(options: SqliteDatabaseOptions) {
    const inMemory = options.filename === ':memory:' || options.filename === '';
    if (!inMemory) mkdirSync(dirname(options.filename), { recursive: true });
    this.writer = new Database(options.filename);
    this.writer.pragma('journal_mode = WAL');
    this.writer.pragma(`synchronous = ${options.synchronous ?? 'FULL'}`);
    this.writer.pragma('busy_timeout = 5000');
    migrate(this.writer, options.clock ?? systemClock);
    this.reader = inMemory ? this.writer : new Database(options.filename, { readonly: true });
    if (!inMemory) this.reader.pragma('busy_timeout = 5000');
    for (const db of new Set([this.writer, this.reader])) db.defaultSafeIntegers(true);
  }

  /**
   * Runs `work` with the writer connection to itself. Every write goes through here: a
   * transaction that awaits (a projection's batch) must not take in another store's writes.
   */
  exclusive<T>(work: () => T | Promise<T>): Promise<T> {
    return this.writing.run(async () => {
      try {
        const result = await work();
        this.full = undefined;
        return result;
      } catch (error) {
        const failure = sqliteFailure(error);
        if (failure instanceof StoreFull) this.full = failure;
        throw failure ?? error;
      }
    });
  }

  /**
   * Resolves when the database can be written, as far as is known: after a write failed for
   * lack of room, it tries a small write of its own (rewriting the header's `user_version`,
   * a page through the WAL), and rejects with `StoreFull` while that fails too.
   */
  async writable(): Promise<void> {
    if (!this.full) return;
    await this.exclusive(() => {
      const version = this.writer.pragma('user_version', { simple: true }) as bigint | number;
      this.writer.pragma(`user_version = ${Number(version)}`);
    });
  }

  /** Counts a store using this database; {@link release} closes it when the last one is done. */
  retain(): this {
    this.users += 1;
    return this;
  }

  release(): void {
    this.users -= 1;
    if (this.users > 0 || !this.writer.open) return;
    if (this.reader !== this.writer) this.reader.close();
    this.writer.close();
  }
}

/**
 * The `SQLITE_…` code of an error better-sqlite3 raised, else undefined. By shape, not
 * `instanceof Database.SqliteError`: the native addon keeps the error class of the first
 * module instance that loaded it, so under several module registries (jest's test files in
 * one worker) the class a module sees may not be the one its errors have.
 */
export function sqliteErrorCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { name, code } = error as { name?: unknown; code?: unknown };
  return name === 'SqliteError' && typeof code === 'string' && code.startsWith('SQLITE_')
    ? code
    : undefined;
}

/**
 * SQLite's errors as ours where they mean the file cannot be written: no room (SQLITE_FULL,
 * also a full disk), locked by another process past the busy timeout, or an I/O error (after
 * which a commit's outcome is not known). Anything else is left to the caller.
 */
export function sqliteFailure(error: unknown): StoreFull | StoreUnavailable | undefined {
  const code = sqliteErrorCode(error);
  if (code === undefined) return undefined;
  if (code === 'SQLITE_FULL') return new StoreFull('sqlite', error);
  if (code.startsWith('SQLITE_IOERR')) return new StoreUnavailable('sqlite', error, 'unknown');
  if (/^SQLITE_(BUSY|CANTOPEN|READONLY|PROTOCOL)/.test(code)) {
    return new StoreUnavailable('sqlite', error);
  }
  return undefined;
}

function migrate(db: Database.Database, clock: Clock): void {
  db.exec(
    `CREATE TABLE IF NOT EXISTS tidemark_schema (
       version INTEGER PRIMARY KEY, applied_at TEXT NOT NULL)`,
  );
  db.transaction(() => {
    const row = db.prepare('SELECT COALESCE(MAX(version), 0) AS v FROM tidemark_schema').get() as {
      v: number;
    };
    SQLITE_MIGRATIONS.forEach((sql, index) => {
      const version = index + 1;
      if (version <= row.v) return;
      db.exec(sql);
      db.prepare('INSERT INTO tidemark_schema (version, applied_at) VALUES (?, ?)').run(
        version,
        clock().toISOString(),
      );
    });
  }).immediate();
}
