import type { RecordedEvent } from '../event-store/event-store.port';
import type { Sql } from '../sql/sql';

export type DeadLetterStatus = 'pending' | 'redriven' | 'discarded';

export interface DeadLetter {
  readonly id: string;
  /** The saga or projection that gave up. */
  readonly listener: string;
  readonly step: string | null;
  readonly workItemId: string | null;
  readonly eventId: string;
  readonly streamId: string;
  readonly version: number;
  readonly position: string;
  readonly event: unknown;
  readonly error: string;
  readonly stack: string | null;
  readonly attempts: number;
  readonly firstAttemptAt: string;
  readonly lastAttemptAt: string;
  readonly status: DeadLetterStatus;
  /** Why it was discarded, or how it was settled otherwise (kept for audit). */
  readonly resolution: string | null;
  readonly resolvedAt: string | null;
  readonly createdAt: string;
}

export interface DeadLetterQuery {
  readonly listener?: string;
  readonly step?: string;
  readonly status?: DeadLetterStatus;
  /** 1-200, default 50. */
  readonly limit?: number;
  /** The last id of the previous page. */
  readonly after?: string;
}

export interface RedriveReport {
  readonly redriven: readonly string[];
  readonly notFound: readonly string[];
  /** Not pending, or not a saga step (a projection's: replay its stream with force instead). */
  readonly notRedrivable: readonly string[];
}

/** What a listener or a saga step gave up on, to be dead-lettered. */
export interface NewDeadLetter {
  /** Default: a new UUIDv7. */
  readonly id?: string;
  /** The saga or projection that gave up. */
  readonly listener: string;
  readonly event: RecordedEvent;
  readonly error: unknown;
  readonly attempts: number;
  readonly firstAttemptAt: number;
  readonly lastAttemptAt: number;
  /** A saga step's: its step and work item. */
  readonly step?: string;
  readonly workItemId?: string;
}

/**
 * The one owner of `dead_letters`: projections, side-effect listeners and saga steps record what
 * they gave up on through it, admins inspect, re-drive and discard through it. The writes that
 * must commit with a listener's checkpoint or a work item's move take the caller's transaction.
 */
export interface DeadLetterStore {
  /**
   * Records a dead letter in `tx` and returns its id. One pending dead letter per listener and
   * event (per work item for a saga step): giving up again on one already pending updates it
   * (error, last attempt, attempts added) and returns its id instead of adding a copy.
   */
  record(tx: Sql, letter: NewDeadLetter): Promise<string>;
  /**
   * A listener's pending dead letter of the event applied after all (a replay of its stream):
   * it becomes `redriven`, with `resolution` saying how. Saga steps' letters are left alone.
   */
  resolve(
    tx: Sql,
    listener: string,
    eventId: string,
    resolution: string,
    now: number,
  ): Promise<void>;
  /** Whether a listener (not a saga step) has a pending dead letter of the event. */
  isPending(sql: Sql, listener: string, eventId: string): Promise<boolean>;
  /** Pages in id order (oldest first); `next` is the `after` of the next page, or null. */
  list(query?: DeadLetterQuery): Promise<{ items: DeadLetter[]; next: string | null }>;
  get(id: string): Promise<DeadLetter | undefined>;
  /**
   * Puts each pending saga step's work item back in its queue, due now, attempts reset, and
   * marks the letter `redriven`, one transaction per id. Unknown ids are `notFound`; letters not
   * pending, of a projection, or whose item is not dead are `notRedrivable`.
   */
  redrive(ids: readonly string[]): Promise<RedriveReport>;
  /**
   * Marks a pending dead letter discarded; it stays, with the reason, for audit. Returns the
   * letter as it is now (unchanged when it was not pending), or undefined when unknown.
   */
  discard(id: string, reason: string): Promise<DeadLetter | undefined>;
}

/**
 * The Nest token of the app's dead-letter store (its storage's `deadLetters`), and its type:
 * `constructor(@Inject(DeadLetters) letters: DeadLetters)`, `app.get(DeadLetters)`.
 */
export const DeadLetters: unique symbol = Symbol.for('@tidemark/infra:DeadLetters');
export type DeadLetters = DeadLetterStore;
