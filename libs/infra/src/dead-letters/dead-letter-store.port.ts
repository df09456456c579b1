import type { Sql } from '../sql/sql';
import type { DeadLetter, DeadLetterQuery, NewDeadLetter, RedriveReport } from './dead-letters';

/**
 * The one owner of `dead_letters`: projections, side-effect listeners and saga steps record what
 * they gave up on through it, admins inspect, re-drive and discard through it. The writes that
 * must commit with a listener's checkpoint or a work item's move take the caller's transaction.
 */
export interface DeadLetterStore {
  /**
   * Records a dead letter in `tx` and returns its id. One pending dead letter per listener and
   * event (per work item for a saga step): giving up again on one already pending updates it
   * (error, last attempt, attempts added) instead of adding a copy.
   */
  record(tx: Sql, letter: NewDeadLetter): Promise<string>;
  /** A listener's pending dead letter of the event applied after all: it becomes `redriven`. */
  resolve(
    tx: Sql,
    listener: string,
    eventId: string,
    resolution: string,
    now: number,
  ): Promise<void>;
  /** Whether a listener (not a saga step) has a pending dead letter of the event. */
  isPending(sql: Sql, listener: string, eventId: string): Promise<boolean>;
  list(query?: DeadLetterQuery): Promise<{ items: DeadLetter[]; next: string | null }>;
  get(id: string): Promise<DeadLetter | undefined>;
  /** Puts each saga step back in its work queue, due now, attempts reset. */
  redrive(ids: readonly string[]): Promise<RedriveReport>;
  /** Marks a pending dead letter discarded; it stays, with the reason, for audit. */
  discard(id: string, reason: string): Promise<DeadLetter | undefined>;
}
