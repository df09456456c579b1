import type { DeadLetterStore } from '../dead-letters/dead-letter-store.port';
import type { EventReader, RecordedEvent } from '../event-store/event-store.port';
import type { SqlAccess } from '../sql/sql';
import type { ListenerStateStore } from './listener-state/listener-state-store.port';
import type { ProcessedRecords } from './processed-records/processed-records.port';
import type { Clock } from '../support/ids';
import type { RetryOptions } from './backoff';
import type { Listener } from './projection';

/**
 * The ports a runner works on, from one `Storage` (which is one): the log it reads, the SQL of read models,
 * and where listeners' state, side-effect claims and dead letters are kept.
 */
export interface ListenerStorage {
  readonly events: EventReader;
  readonly sql: SqlAccess;
  readonly listenerState: ListenerStateStore;
  readonly processedRecords: ProcessedRecords;
  readonly deadLetters: DeadLetterStore;
}

export interface ListenerRunnerOptions {
  /** The storage whose log the listeners follow and whose ports keep their state. */
  readonly storage: ListenerStorage;
  readonly listeners: readonly Listener[];
  /** Names this instance in leases. Default `<host>:<pid>:<random>`. */
  readonly instanceId?: string;
  readonly clock?: Clock;
  /** A listener runs in one instance at a time; another takes over this long after it died. Default 5000. */
  readonly leaseMs?: number;
  /** Longest sleep while idle (new events wake it earlier). Default 250. */
  readonly idlePollMs?: number;
  /**
   * Shortest time between two reads of a listener that is keeping up with the head: under
   * load, wake-ups come with every commit, and one read a few milliseconds later serves many
   * of them. Catching up runs without pause. Default 5.
   */
  readonly minReadIntervalMs?: number;
  /** Events per batch (one transaction). Default 100. */
  readonly batchSize?: number;
  readonly retry?: Partial<RetryOptions>;
  /** How long a side-effect claim holds before another worker may take it over. Default 30000. */
  readonly sideEffectLeaseMs?: number;
  readonly random?: () => number;
  readonly sleep?: (ms: number) => Promise<void>;
  /**
   * Takes every listener's lease at start instead of waiting for a dead holder's to expire.
   * Only for a store that one process uses (SQLite). Default false.
   */
  readonly takeOverLeasesAtStart?: boolean;
  /** Errors the loop survives (database down…), for logging. */
  readonly onLoopError?: (listener: string, error: unknown) => void;
  /** A handler failed on an event (each failed attempt), for logging: the runner has acted on it. */
  readonly onEventFailed?: (failure: ListenerEventFailure) => void;
}

/** One failed attempt of a listener's handler at one event. */
export interface ListenerEventFailure {
  readonly listener: string;
  readonly event: RecordedEvent;
  readonly error: unknown;
  /** 1 for the first attempt. */
  readonly attempt: number;
  /**
   * `retry`: it runs again after a back-off; after the last attempt, `stopped` (the listener
   * is parked in state `failed`) or `dead-lettered` (skipped), as its `onError` says; in a
   * replay of its stream, `replay-stopped` instead of `stopped` (the replay stopped there, the
   * listener runs on).
   */
  readonly outcome: 'retry' | 'stopped' | 'dead-lettered' | 'replay-stopped';
}
