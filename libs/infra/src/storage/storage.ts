import { EsdbEventStore } from '../event-store/eventstoredb/esdb-event-store';
import type { EventStore } from '../event-store/event-store.port';
import { observeAppends, type AppendObserver } from '../event-store/observed-event-store';
import { PostgresEventStore } from '../event-store/postgres/postgres-event-store';
import { SqliteEventStore } from '../event-store/sqlite/sqlite-event-store';
import { PostgresIdempotencyStore } from '../idempotency/postgres-idempotency-store';
import type { IdempotencyStore } from '../idempotency/idempotency-store.port';
import { SqliteIdempotencyStore } from '../idempotency/sqlite-idempotency-store';
import { PostgresSnapshotStore } from '../snapshots/postgres-snapshot-store';
import type { SnapshotStore } from '../snapshots/snapshot-store.port';
import { SqliteSnapshotStore } from '../snapshots/sqlite-snapshot-store';
import { PostgresDatabase, type PostgresTimeouts } from '../sql/postgres-database';
import { SqliteDatabase } from '../sql/sqlite-database';
import { PostgresSqlAccess } from '../sql/postgres-sql';
import type { SqlAccess } from '../sql/sql';
import { SqliteSqlAccess } from '../sql/sqlite-sql';
import type { Clock, IdGenerator } from '../support/ids';

export type StorageKind = 'sqlite' | 'postgres' | 'eventstoredb';

/**
 * Every store Tidemark keeps: events, snapshots, idempotency keys and the SQL of read models
 * and listener state — in one database, or (EventStoreDB) events there and the rest in a
 * companion SQL database.
 */
export interface Storage {
  readonly kind: StorageKind;
  readonly events: EventStore;
  readonly snapshots: SnapshotStore;
  readonly idempotency: IdempotencyStore;
  /** Portable SQL on the same database, for read models and listener state. */
  readonly sql: SqlAccess;
  /**
   * Resolves when the store can take writes as far as is known; rejects with `StoreFull` after
   * a write failed for lack of room (SQLite: until a small write of its own goes through).
   */
  writable(): Promise<void>;
  /** Waits for queued appends, ends subscriptions, closes the database. */
  close(): Promise<void>;
}

export interface OpenStorageOptions {
  readonly clock?: Clock;
  readonly newId?: IdGenerator;
  /** Fallback poll while subscriptions are live. */
  readonly pollIntervalMs?: number;
  /** PostgreSQL: schema holding the tables. Default `tidemark`. */
  readonly schema?: string;
  /** PostgreSQL: connection pool size. Default 10. */
  readonly poolSize?: number;
  /** PostgreSQL: bounds on every database call (connect, statement, lock wait, …). */
  readonly timeouts?: Partial<PostgresTimeouts>;
  /** SQLite: `FULL` (default) or `NORMAL`. */
  readonly synchronous?: 'FULL' | 'NORMAL';
  /** Told of every append through `Storage.events` (metrics). */
  readonly onAppend?: AppendObserver;
  /**
   * EventStoreDB: the companion SQL store (`sqlite:…` or `postgres://…`) for snapshots,
   * idempotency keys, checkpoints, read models and saga work. Required there.
   */
  readonly stateStoreUrl?: string;
  /** EventStoreDB: streams stored as `<namespace>/<streamId>`, only those read. Default none. */
  readonly namespace?: string;
}

export class UnsupportedStoreUrl extends Error {
  constructor(
    readonly url: string,
    message = `unsupported event store URL "${url}": use sqlite:<file>, sqlite::memory:, postgres://… or esdb://…`,
  ) {
    super(message);
    this.name = 'UnsupportedStoreUrl';
  }
}

export function storageKindOf(url: string): StorageKind | undefined {
  if (/^sqlite:.+/.test(url)) return 'sqlite';
  if (/^postgres(ql)?:\/\/./.test(url)) return 'postgres';
  if (/^(esdb|kurrentdb)(\+discover)?:\/\/./.test(url)) return 'eventstoredb';
  return undefined;
}

function observed(events: EventStore, onAppend: AppendObserver | undefined): EventStore {
  return onAppend ? observeAppends(events, onAppend) : events;
}

/** Opens (and migrates) the database a URL names: `sqlite:./data/tidemark.db`, `sqlite::memory:`, `postgres://…`. */
export async function openStorage(url: string, options: OpenStorageOptions = {}): Promise<Storage> {
  switch (storageKindOf(url)) {
    case 'sqlite': {
      const db = new SqliteDatabase({ ...options, filename: url.slice('sqlite:'.length) }).retain();
      const idempotency = new SqliteIdempotencyStore(db);
      await idempotency.releaseAbandonedClaims();
      const events = await SqliteEventStore.on(db, { ...options, keys: idempotency });
      return {
        kind: 'sqlite',
        events: observed(events, options.onAppend),
        snapshots: new SqliteSnapshotStore(db),
        idempotency,
        sql: new SqliteSqlAccess(db),
        writable: () => db.writable(),
        close: async () => {
          await events.close();
          db.release();
        },
      };
    }
    case 'postgres': {
      const db = (await PostgresDatabase.open({ ...options, connectionString: url })).retain();
      try {
        const idempotency = new PostgresIdempotencyStore(db);
        const events = await PostgresEventStore.on(db, { ...options, keys: idempotency });
        return {
          kind: 'postgres',
          events: observed(events, options.onAppend),
          snapshots: new PostgresSnapshotStore(db),
          idempotency,
          sql: new PostgresSqlAccess(db),
          // A full disk fails each write with StoreFull on its own; nothing is kept between them.
          writable: async () => undefined,
          close: async () => {
            await events.close();
            await db.release();
          },
        };
      } catch (error) {
        await db.release();
        throw error;
      }
    }
    case 'eventstoredb': {
      const stateUrl = options.stateStoreUrl ?? '';
      const stateKind = storageKindOf(stateUrl);
      if (stateKind === undefined || stateKind === 'eventstoredb') {
        throw new UnsupportedStoreUrl(
          stateUrl,
          'an EventStoreDB event store needs a companion SQL store: stateStoreUrl sqlite:<file> or postgres://…',
        );
      }
      // Its own event tables stay empty: events live in EventStoreDB.
      const state = await openStorage(stateUrl, { ...options, onAppend: undefined });
      try {
        const events = await EsdbEventStore.connect(url, {
          namespace: options.namespace,
          newId: options.newId,
        });
        return {
          kind: 'eventstoredb',
          events: observed(events, options.onAppend),
          snapshots: state.snapshots,
          idempotency: state.idempotency,
          sql: state.sql,
          writable: () => state.writable(),
          close: async () => {
            await events.close();
            await state.close();
          },
        };
      } catch (error) {
        await state.close();
        throw error;
      }
    }
    default:
      throw new UnsupportedStoreUrl(url);
  }
}
