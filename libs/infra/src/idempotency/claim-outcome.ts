import type { IdempotencyClaim, StoredResponse } from './idempotency-store.port';

export interface KeyRow {
  readonly fingerprint: string;
  readonly state: 'in_flight' | 'completed';
  readonly response: StoredResponse | null;
}

/** What a claim that could not take the key gets, from the key's row. */
export function claimOutcome(fingerprint: string, row: KeyRow | undefined): IdempotencyClaim {
  // The row was deleted between the attempt and this read: the caller's next try may claim it.
  if (!row) return { kind: 'in_flight' };
  if (row.fingerprint !== fingerprint) return { kind: 'mismatch' };
  if (row.state === 'completed' && row.response) return { kind: 'replay', response: row.response };
  return { kind: 'in_flight' };
}
