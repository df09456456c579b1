import { afterFailure, type RetryPolicy } from '@tidemark/domain';

/**
 * How a command that lost an optimistic-concurrency race is retried (reload, decide again):
 * the domain's one {@link RetryPolicy}, whose `timeoutMs` does not apply here. Defaults: 6
 * attempts (5 retries), back-off ceiling 5 ms doubling each retry with full jitter, cap 100 ms.
 */
export type ConflictRetryPolicy = Pick<RetryPolicy, 'maxAttempts' | 'baseDelayMs' | 'maxDelayMs'>;

export const DEFAULT_CONFLICT_RETRY: ConflictRetryPolicy = {
  maxAttempts: 6,
  baseDelayMs: 5,
  maxDelayMs: 100,
};

/** After failed attempt `failures` (1-based): the domain's full-jitter back-off. */
export function conflictBackoff(policy: ConflictRetryPolicy, failures: number, random: number) {
  const decision = afterFailure(
    { ...policy, timeoutMs: Number.MAX_SAFE_INTEGER },
    failures,
    false,
    random,
  );
  return decision.kind === 'retry' ? decision.delayMs : 0;
}
