import { calendarDay, isTimeZone, startOfNextDay } from './calendar';

/** "At most `max` per sliding `windowMs`" or "at most `max` per calendar day in `timeZone`". */
export type FrequencyLimit =
  | { readonly kind: 'sliding'; readonly max: number; readonly windowMs: number }
  | { readonly kind: 'calendarDay'; readonly max: number; readonly timeZone: string };

/**
 * What a store checks and counts, atomically, for one limit. `sliding`: admitted when fewer
 * than `max` hits of `key` lie in (at − windowMs, at]; a hit is kept until at + windowMs.
 * `bucket`: admitted when the counter `key` is below `max`; it lives until `expiresAt`.
 */
export type LimitCheck =
  | {
      readonly kind: 'sliding';
      readonly key: string;
      readonly max: number;
      readonly windowMs: number;
    }
  | {
      readonly kind: 'bucket';
      readonly key: string;
      readonly max: number;
      readonly expiresAt: number;
    };

/** The checks for `limits` on `scope` (what is limited, e.g. one customer's channel) at `at`. */
export function limitChecks(
  limits: readonly FrequencyLimit[],
  scope: string,
  at: number,
): LimitCheck[] {
  const checks = limits.map((limit): LimitCheck => {
    if (limit.kind === 'sliding') {
      return {
        kind: 'sliding',
        key: `${scope}|${limit.windowMs}ms`,
        max: limit.max,
        windowMs: limit.windowMs,
      };
    }
    return {
      kind: 'bucket',
      key: `${scope}|${limit.timeZone}|${calendarDay(at, limit.timeZone)}`,
      max: limit.max,
      expiresAt: startOfNextDay(at, limit.timeZone),
    };
  });
  // Limits over the same window (or day) count the same hits under one key: keep one check,
  // the strictest, or every hit would be counted once per limit.
  return checks.filter(
    (check, i) =>
      !checks.some(
        (other, j) =>
          other.key === check.key && (other.max < check.max || (other.max === check.max && j < i)),
      ),
  );
}

/**
 * When a refused hit could next be admitted, at the earliest (ms after `at`). `hitToLeave`
 * (sliding): the hit whose leaving the window makes room — with n hits in it, the (n − max)-th
 * oldest (0-based), the oldest unless `max` was lowered.
 */
export function retryAfterMs(check: LimitCheck, at: number, hitToLeave?: number): number {
  if (check.kind === 'bucket') return Math.max(0, check.expiresAt - at);
  return hitToLeave === undefined ? 0 : Math.max(0, hitToLeave + check.windowMs - at);
}

export function frequencyLimitProblems(limit: FrequencyLimit, path: string): string[] {
  const problems: string[] = [];
  if (!Number.isSafeInteger(limit.max) || limit.max < 1) {
    problems.push(`${path}.max must be an integer >= 1`);
  }
  if (limit.kind === 'sliding') {
    if (!Number.isSafeInteger(limit.windowMs) || limit.windowMs < 1) {
      problems.push(`${path}.windowMs must be an integer >= 1`);
    }
  } else if (limit.kind === 'calendarDay') {
    if (typeof limit.timeZone !== 'string' || !isTimeZone(limit.timeZone)) {
      problems.push(`${path}.timeZone "${String(limit.timeZone)}" is not a known IANA time zone`);
    }
  } else {
    problems.push(`${path}.kind must be "sliding" or "calendarDay"`);
  }
  return problems;
}
