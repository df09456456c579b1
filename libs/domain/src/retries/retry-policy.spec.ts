import { afterFailure, retryPolicyProblems, type RetryPolicy } from './retry-policy';

const policy: RetryPolicy = { maxAttempts: 4, baseDelayMs: 100, maxDelayMs: 300, timeoutMs: 1000 };

describe('retry policy', () => {
  it('backs off exponentially with full jitter, capped', () => {
    expect(afterFailure(policy, 1, false, 0.999)).toEqual({ kind: 'retry', delayMs: 99 });
    expect(afterFailure(policy, 2, false, 0.999)).toEqual({ kind: 'retry', delayMs: 199 });
    expect(afterFailure(policy, 3, false, 0.999)).toEqual({ kind: 'retry', delayMs: 299 });
    expect(afterFailure(policy, 3, false, 0)).toEqual({ kind: 'retry', delayMs: 0 });
  });

  it('dead-letters after the last attempt, and at once on a permanent error', () => {
    expect(afterFailure(policy, 4, false, 0.5)).toEqual({
      kind: 'dead_letter',
      reason: 'exhausted',
    });
    expect(afterFailure(policy, 1, true, 0.5)).toEqual({
      kind: 'dead_letter',
      reason: 'permanent',
    });
  });

  it('lists every problem of a bad policy', () => {
    expect(
      retryPolicyProblems({ maxAttempts: 0, baseDelayMs: 10, maxDelayMs: 5, timeoutMs: 0 }),
    ).toEqual([
      'maxAttempts must be an integer >= 1',
      'timeoutMs must be an integer >= 1',
      'maxDelayMs must be >= baseDelayMs',
    ]);
  });
});
