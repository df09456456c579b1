import type { Clock } from '../../support/ids';

/** How `Idempotency-Key`s are kept. */
export interface IdempotencyOptions {
  /**
   * How long a claimed key stays in flight before a retry may take it over (its request
   * died). Longer than your slowest command. Default 10 s.
   */
  readonly leaseMs?: number;
  /** How long a key and its stored response are remembered. Default 24 h. */
  readonly retentionMs?: number;
}

/** What Tidemark's HTTP pieces (exception filter, idempotency keys) are configured with. */
export interface TidemarkHttpOptions {
  /** Told to a client whose body was too large (`413 {limitBytes}`); the platform enforces it. */
  readonly bodyLimitBytes?: number;
  readonly idempotency?: IdempotencyOptions;
  /** The source of "now" for key leases and expiry. Default the system clock. */
  readonly clock?: Clock;
}

export const TIDEMARK_HTTP_OPTIONS = Symbol('tidemark.HttpOptions');

export const DEFAULT_IDEMPOTENCY: Required<IdempotencyOptions> = {
  leaseMs: 10_000,
  retentionMs: 86_400_000,
};
