/** How a step is retried: attempts, exponential back-off with full jitter and a cap, a timeout. */
export interface RetryPolicy {
  /** Attempts in all, the first included (≥ 1). */
  readonly maxAttempts: number;
  /** The back-off ceiling after the first failure, in ms; it doubles each failure. */
  readonly baseDelayMs: number;
  /** The back-off never exceeds this, in ms. */
  readonly maxDelayMs: number;
  /** One attempt is abandoned (and counts as failed) after this, in ms. */
  readonly timeoutMs: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  maxAttempts: 5,
  baseDelayMs: 1000,
  maxDelayMs: 60_000,
  timeoutMs: 30_000,
};

export type RetryDecision =
  | { readonly kind: 'retry'; readonly delayMs: number }
  | { readonly kind: 'dead_letter'; readonly reason: 'permanent' | 'exhausted' };

/**
 * After failed attempt number `attempt` (1-based): retry after a full-jitter delay
 * (uniform in [0, min(cap, base·2^(attempt-1))]), or dead-letter. `random` is in [0, 1).
 */
export function afterFailure(
  policy: RetryPolicy,
  attempt: number,
  permanent: boolean,
  random: number,
): RetryDecision {
  if (permanent) return { kind: 'dead_letter', reason: 'permanent' };
  if (attempt >= policy.maxAttempts) return { kind: 'dead_letter', reason: 'exhausted' };
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (attempt - 1));
  return { kind: 'retry', delayMs: Math.floor(random * ceiling) };
}

export function retryPolicyProblems(policy: RetryPolicy): string[] {
  const problems: string[] = [];
  const positive = (name: keyof RetryPolicy, min: number) => {
    const value = policy[name];
    if (!Number.isSafeInteger(value) || value < min)
      problems.push(`${name} must be an integer >= ${min}`);
  };
  positive('maxAttempts', 1);
  positive('baseDelayMs', 0);
  positive('maxDelayMs', 0);
  positive('timeoutMs', 1);
  if (policy.maxDelayMs < policy.baseDelayMs) problems.push('maxDelayMs must be >= baseDelayMs');
  return problems;
}
