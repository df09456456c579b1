import type { EventStore } from '../event-store/event-store.port';
import { observeAppends, type AppendObserver } from '../event-store/observed-event-store';
import type { IdempotencyStore } from '../idempotency/idempotency-store.port';
import type { SnapshotStore } from '../snapshots/snapshot-store.port';
import type { PostgresTimeouts } from './postgres-timeouts';
import type { SqlAccess } from '../sql/sql';
import type { Clock, IdGenerator } from '../support/ids';

export type StorageKind = 'sqlite' | 'postgres' | 'eventstoredb' | 'jetstream';

/**
 * Every store Tidemark keeps: events, snapshots, idempotency keys and the SQL of read models
 * and listener state — in one database, or (EventStoreDB, JetStream) events there and the rest
 * in a companion SQL database.
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
   * EventStoreDB and JetStream: the companion SQL store (`sqlite:…` or `postgres://…`) for snapshots,
   * idempotency keys, checkpoints, read models and saga work. Required there.
   */
  readonly stateStoreUrl?: string;
  /** EventStoreDB: streams stored as `<namespace>/<streamId>`, only those read. Default none. */
  readonly namespace?: string;
}

export class UnsupportedStoreUrl extends Error {
  constructor(
    readonly url: string,
    message = `unsupported event store URL "${url}": use sqlite:<file>, sqlite::memory:, postgres://…, esdb://… or nats://…`,
  ) {
    super(message);
    this.name = 'UnsupportedStoreUrl';
  }
}

export function storageKindOf(url: string): StorageKind | undefined {
  if (/^sqlite:.+/.test(url)) return 'sqlite';
  if (/^postgres(ql)?:\/\/./.test(url)) return 'postgres';
  if (/^(esdb|kurrentdb)(\+discover)?:\/\/./.test(url)) return 'eventstoredb';
  if (/^(nats|tls):\/\/./.test(url)) return 'jetstream';
  return undefined;
}

/** `events`, told of every append when `onAppend` is given. */
export function observed(events: EventStore, onAppend: AppendObserver | undefined): EventStore {
  return onAppend ? observeAppends(events, onAppend) : events;
}
