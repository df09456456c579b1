import type { JsonObject } from '@tidemark/domain';
import type { RecordedEvent } from '../event-store/event-store.port';
import type { Sql } from '../sql/sql';

/** A saga step or deadline to run, as its reaction scheduled it. */
export interface NewWorkItem {
  /** Default: a new UUIDv7. */
  readonly id?: string;
  readonly saga: string;
  readonly sagaKey: string;
  readonly step: string;
  readonly kind: 'step' | 'deadline';
  readonly input: JsonObject;
  /** Unique per work item: enqueuing one already known adds nothing. */
  readonly idempotencyKey: string;
  /** The event that scheduled it. */
  readonly event: RecordedEvent;
  /** Epoch milliseconds. */
  readonly runAt: number;
  readonly createdAt: number;
}

/** A work item leased to one claimer until `leaseUntil`. */
export interface ClaimedWorkItem {
  readonly id: string;
  readonly saga: string;
  readonly sagaKey: string;
  readonly step: string;
  readonly input: JsonObject;
  readonly idempotencyKey: string;
  readonly event: RecordedEvent;
  /** Counting this one: 1 on the first claim. */
  readonly attempts: number;
  /** Epoch milliseconds of the first attempt since the item was (re)queued. */
  readonly firstAttemptAt: number;
  readonly leaseUntil: number;
}

export type WorkItemStatus = 'pending' | 'running' | 'done' | 'dead' | 'cancelled';

/** A work item as it stands. Times are epoch milliseconds. */
export interface WorkItem {
  readonly id: string;
  readonly saga: string;
  readonly sagaKey: string;
  readonly step: string;
  readonly kind: 'step' | 'deadline';
  readonly idempotencyKey: string;
  readonly status: WorkItemStatus;
  /** Claims since it was (re)queued. */
  readonly attempts: number;
  readonly runAt: number;
  readonly leaseOwner: string | null;
  readonly leaseUntil: number | null;
  readonly lastError: string | null;
}

/** Which items {@link WorkQueue.list} returns: those matching every field given. */
export interface WorkItemQuery {
  readonly saga?: string;
  readonly sagaKey?: string;
  readonly step?: string;
  readonly status?: WorkItemStatus;
}

export type WorkAttemptOutcome = 'succeeded' | 'failed' | 'dead_lettered';

/** One attempt at a work item, kept for audit. */
export interface WorkAttempt {
  readonly workItemId: string;
  readonly attempt: number;
  readonly worker: string;
  readonly startedAt: number;
  readonly finishedAt: number;
  readonly outcome: WorkAttemptOutcome;
  readonly error: string | null;
}

export interface WorkClaim {
  /** Who holds the lease: only it can settle the items. */
  readonly owner: string;
  readonly limit: number;
  /** Epoch milliseconds: items due by then, and leases expired by then. */
  readonly now: number;
  readonly leaseMs: number;
}

/** What a saga's reactor writes, in the transaction of its checkpoint. */
export interface WorkScheduler {
  /** Adds the items not known yet by idempotency key; returns how many were added. */
  enqueue(tx: Sql, items: readonly NewWorkItem[]): Promise<number>;
  /** Cancels the instance's pending deadlines of these steps; returns how many. */
  cancelDeadlines(
    tx: Sql,
    saga: string,
    sagaKey: string,
    steps: readonly string[],
  ): Promise<number>;
}

/**
 * The saga work queue, the one owner of `work_items` and `work_attempts`. A claim is a lease:
 * an item is handed to one claimer at a time (`FOR UPDATE SKIP LOCKED` on PostgreSQL), and one
 * whose lease expired is handed out again. Settling an item is fenced by its lease owner: a
 * claimer whose lease was taken over changes nothing and is told so (`false`). The writes that
 * must commit with an attempt or a dead letter take the caller's transaction.
 */
export interface WorkQueue extends WorkScheduler {
  /** Leases up to `limit` due items (pending and due, or running with an expired lease). */
  claim(claim: WorkClaim): Promise<ClaimedWorkItem[]>;
  /** Records an attempt once: recording it again changes nothing. */
  recordAttempt(tx: Sql, attempt: WorkAttempt): Promise<void>;
  /** The attempts recorded for an item, in order. */
  attemptsOf(workItemId: string): Promise<WorkAttempt[]>;
  /** The items matching `query` (every item without one), in the order they were enqueued. */
  list(query?: WorkItemQuery): Promise<WorkItem[]>;
  /** The item ran: done. */
  complete(tx: Sql, id: string, owner: string): Promise<boolean>;
  /** The attempt failed: pending again, due at `runAt`, with the error kept. */
  reschedule(tx: Sql, id: string, owner: string, runAt: number, error: string): Promise<boolean>;
  /** The item is given up on: dead, until {@link requeueDead}. */
  markDead(tx: Sql, id: string, owner: string, error: string): Promise<boolean>;
  /** A dead item pending again, due at `now`, its attempts reset (a re-drive). */
  requeueDead(tx: Sql, id: string, now: number): Promise<boolean>;
}
