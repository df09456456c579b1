import { isStoreOutage } from '../errors';

/** A projection's handler threw (as opposed to the database failing the batch). */
export class HandlerFailed extends Error {
  constructor(override readonly cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause));
    this.name = 'HandlerFailed';
  }
}

/**
 * Runs a handler's `work` and marks what it throws as the handler's failure — but for an
 * outage of the store its SQL ran on (unreachable, full): that is no fault of the event, and
 * the runner backs off and tries the batch again, without spending the event's attempts.
 */
export async function asHandler(work: () => Promise<void>): Promise<void> {
  try {
    await work();
  } catch (error) {
    if (isStoreOutage(error)) throw error;
    throw new HandlerFailed(error);
  }
}

/** An event's retries spent: the last error, the attempts made, when the first one ran. */
export interface SpentAttempts {
  readonly error: unknown;
  readonly attempts: number;
  readonly firstAttemptAt: number;
}

export type AttemptsOutcome =
  | { readonly kind: 'done' }
  /** The retries are spent: the listener's `onError` decides. */
  | ({ readonly kind: 'gave-up' } & SpentAttempts)
  /** Left before the retries were spent (stopping, or the lease lost). */
  | { readonly kind: 'abandoned' };

export interface AttemptPolicy {
  readonly maxAttempts: number;
  /**
   * Whether the event is pending in the listener's dead letters already (a rebuild or a replay
   * meets it again): then one attempt decides, without the retries it has had.
   */
  readonly deadLettered: () => Promise<boolean>;
  /** After a failed attempt that will run again: reports it and backs off; false abandons. */
  readonly beforeRetry: (error: unknown, attempt: number) => Promise<boolean>;
  readonly now: () => number;
}

/**
 * Runs `attempt` (one transaction applying one event) until it succeeds or the retries are
 * spent. Only the handler's failure ({@link HandlerFailed}) is retried; any other error (the
 * database's, a lost lease) is thrown.
 */
export async function attemptEvent(
  attempt: () => Promise<void>,
  policy: AttemptPolicy,
): Promise<AttemptsOutcome> {
  const firstAttemptAt = policy.now();
  for (let n = 1; ; n += 1) {
    try {
      await attempt();
      return { kind: 'done' };
    } catch (error) {
      if (!(error instanceof HandlerFailed)) throw error;
      const last = n >= policy.maxAttempts || (n === 1 && (await policy.deadLettered()));
      if (last) return { kind: 'gave-up', error: error.cause, attempts: n, firstAttemptAt };
      if (!(await policy.beforeRetry(error.cause, n))) return { kind: 'abandoned' };
    }
  }
}
