import type { DeadLetterStore } from '../dead-letters/dead-letter-store.port';
import type { SeenKeyStore } from '../dedup/seen-key-store.port';
import type { EventStore } from '../event-store/event-store.port';
import { observeAppends, type AppendObserver } from '../event-store/observed-event-store';
import type { IdempotencyStore } from '../idempotency/idempotency-store.port';
import type { PersistentSubscriptionState } from '../persistent-subscriptions/persistent-subscription-state.port';
import type { ListenerStateStore } from '../projections/listener-state/listener-state-store.port';
import type { ProcessedRecords } from '../projections/processed-records/processed-records.port';
import type { SnapshotStore } from '../snapshots/snapshot-store.port';
import type { SqlAccess } from '../sql/sql';
import type { Clock, IdGenerator } from '../support/ids';
import type { WorkQueue } from '../work-queue/work-queue.port';
import type { PostgresTimeouts } from './postgres-timeouts';

/** The name of a registered store kind (`sqlite`, `postgres`, …: see `STORE_KINDS`). */
export type StoreKind = string;

/**
 * Every port of one store kind, built in one place (its opener): events, snapshots,
 * idempotency keys, listener state, side-effect claims, dead letters, saga work, seen keys,
 * persistent-subscription groups, and the SQL of read models — in one database, or
 * (EventStoreDB, JetStream) events there and the rest in a companion store.
 */
export interface Storage {
  readonly kind: StoreKind;
  readonly events: EventStore;
  readonly snapshots: SnapshotStore;
  readonly idempotency: IdempotencyStore;
  /** Listeners' checkpoints, leases and per-stream versions. */
  readonly listenerState: ListenerStateStore;
  /** Side-effect listeners' claims (`unique(event_id, listener)`). */
  readonly processedRecords: ProcessedRecords;
  /** Where events and work items given up on go. */
  readonly deadLetters: DeadLetterStore;
  /** Saga work items, claimed by any instance. */
  readonly workQueue: WorkQueue;
  /** Seen dedup keys and frequency limits, in this store. */
  readonly seenKeys: SeenKeyStore;
  /** Persistent-subscription groups and their messages. */
  readonly persistentSubscriptionState: PersistentSubscriptionState;
  /** Portable SQL on the same database, for read models (and the SQL state adapters). */
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
    message = `unsupported event store URL "${url}"`,
  ) {
    super(message);
    this.name = 'UnsupportedStoreUrl';
  }
}

/** `events`, told of every append when `onAppend` is given. */
export function observed(events: EventStore, onAppend: AppendObserver | undefined): EventStore {
  return onAppend ? observeAppends(events, onAppend) : events;
}
