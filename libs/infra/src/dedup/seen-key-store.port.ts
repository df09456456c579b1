import type { LimitCheck, SeenEntry } from '@tidemark/domain';

export type SeenKeyStoreKind = 'memory' | 'sqlite' | 'postgres' | 'redis';

export type ClaimResult =
  | { readonly kind: 'claimed'; readonly entry: SeenEntry }
  | { readonly kind: 'seen'; readonly existing: SeenEntry }
  | { readonly kind: 'limited'; readonly check: LimitCheck; readonly retryAfterMs: number };

export type AdmitResult =
  | { readonly kind: 'admitted' }
  | { readonly kind: 'limited'; readonly check: LimitCheck; readonly retryAfterMs: number };

/** The fields a compare-and-set may change; key, factId and occurredAt never change. */
export type SeenChange = Pick<
  SeenEntry,
  'source' | 'priority' | 'expiresAt' | 'pendingUntil' | 'previous'
>;

/**
 * Remembers the keys of accepted domain facts over a sliding window on `occurredAt`, and
 * counts frequency-limit hits. Every method is atomic, also across processes sharing the
 * backing store. Time is always passed in (`now`, Unix ms): the store reads no clock for its
 * semantics. An entry is live while `now < expiresAt`; a sliding hit counts while it lies in
 * (now − windowMs, now]; a bucket counter lives while `now < expiresAt`.
 */
export interface SeenKeyStore {
  readonly kind: SeenKeyStoreKind;

  /**
   * Finds the live entry of `entry.key` whose `occurredAt` is nearest to `entry.occurredAt`
   * within ±`windowMs` (the earlier on a tie): answers `seen` with it and writes nothing.
   * Otherwise, when every limit admits one more hit, records `entry` (with revision 1) and one
   * hit per limit: `claimed`. Otherwise `limited` with the first refusing check; nothing written.
   */
  claim(
    entry: SeenEntry,
    windowMs: number,
    limits: readonly LimitCheck[],
    now: number,
  ): Promise<ClaimResult>;

  /**
   * Compare-and-set: when the live entry (`key`, `factId`) still has `revision`, it takes
   * `change` and revision + 1 (or is removed when `change` is null) and is returned. When it
   * changed, expired or is gone: undefined, nothing written.
   */
  update(
    key: string,
    factId: string,
    revision: number,
    change: SeenChange | null,
    now: number,
  ): Promise<SeenEntry | undefined>;

  /** Counts one hit against every check when all of them admit it; else `limited`, none counted. */
  admit(limits: readonly LimitCheck[], now: number): Promise<AdmitResult>;

  /** Deletes what has expired by `now` (entries, hits, counters); returns how many entries went. */
  sweep(now: number): Promise<number>;

  /** Resolves when the store answers; rejects (`StoreUnavailable`) when it cannot be reached. */
  ping(): Promise<void>;

  close(): Promise<void>;
}

export const SEEN_KEY_STORE = Symbol('tidemark.SeenKeyStore');
