import { afterFailure } from '@tidemark/domain';

export interface RetryOptions {
  /** Attempts per event before `onError` decides. Default 5. */
  readonly maxAttempts: number;
  /** Full-jitter back-off: up to base·2^attempt, capped. Defaults 50 and 2000 ms. */
  readonly baseDelayMs: number;
  readonly maxDelayMs: number;
}

export const DEFAULT_RETRY: RetryOptions = { maxAttempts: 5, baseDelayMs: 50, maxDelayMs: 2000 };

/**
 * The wait after failure number `failures` (1-based): the domain's full-jitter back-off. The
 * runner counts the attempts itself (and the loop backs off without end), so the policy's
 * attempts and timeout play no part here.
 */
export function backoffDelay(retry: RetryOptions, failures: number, random: number): number {
  const decision = afterFailure(
    { ...retry, maxAttempts: Number.MAX_SAFE_INTEGER, timeoutMs: Number.MAX_SAFE_INTEGER },
    failures,
    false,
    random,
  );
  return decision.kind === 'retry' ? decision.delayMs : 0;
}

/**
 * Sleeps `ms`, or less once `signal` aborts: a stopping runner's back-offs end at once. Its
 * listener goes when the sleep ends, so that back-offs do not pile them up on the signal.
 */
export function abortableSleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
  });
}
