/**
 * What a claim found: `claimed` (the caller runs the side effect now), `busy` (another
 * owner's lease holds it), `already` (a finished record, SUCCEEDED or FAILED, exists).
 */
export type ProcessedClaim = 'claimed' | 'busy' | 'already';

export type ProcessedStatus = 'SUCCEEDED' | 'FAILED';

/** A side-effect listener's record of one event. Times are Unix ms. */
export interface ProcessedRecord {
  readonly eventId: string;
  readonly listener: string;
  readonly status: 'PROCESSING' | ProcessedStatus;
  /** Claims so far: the first, each takeover and each claim again by its owner. */
  readonly attempts: number;
  /** Who claimed it last (kept once settled). */
  readonly leaseOwner: string | null;
  readonly leaseUntil: number;
  /** The error it was settled FAILED with. */
  readonly lastError: string | null;
}

/**
 * The one owner of `processed_events`: one record per event and side-effect listener,
 * PROCESSING under a lease until settled SUCCEEDED or FAILED. Each operation runs in a
 * transaction of its own; lease checks use the store's clock.
 */
export interface ProcessedRecords {
  /**
   * Claims the event for `owner` for `leaseMs`: a new record, an expired lease taken over, or
   * the owner's own claim again (its attempts count up).
   */
  claim(eventId: string, listener: string, owner: string, leaseMs: number): Promise<ProcessedClaim>;
  /**
   * Settles the owner's claim; false (nothing changed) when `owner` does not hold the record,
   * e.g. it was taken over meanwhile.
   */
  settle(
    eventId: string,
    listener: string,
    owner: string,
    status: ProcessedStatus,
    error: string | null,
  ): Promise<boolean>;
  /** The record of the event for the listener, or undefined when it was never claimed. */
  get(eventId: string, listener: string): Promise<ProcessedRecord | undefined>;
}
