/**
 * What a claim found: `claimed` (the caller runs the side effect now), `busy` (another
 * owner's lease holds it), `already` (a finished record, SUCCEEDED or FAILED, exists).
 */
export type ProcessedClaim = 'claimed' | 'busy' | 'already';

export type ProcessedStatus = 'SUCCEEDED' | 'FAILED';

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
}
