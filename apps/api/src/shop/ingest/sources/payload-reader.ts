import { valueAtPath, type ValidationProblem } from '@tidemark/domain';
import { checkOrderId } from '../../orders/order-http';

// ISO 8601 with a date, a time and a zone (Z or ±hh:mm): a local time without one is ambiguous.
const ISO_INSTANT =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(?:Z|[+-](\d{2}):(\d{2}))$/;
/** A source's clock may run ahead of ours by this much; a fact further in the future is refused. */
export const MAX_CLOCK_SKEW_MS = 5 * 60_000;
// Unix times from 2001 to 2286: a seconds value in a milliseconds field (or the reverse) fails.
const MIN_MS = 1_000_000_000_000;
const MAX_MS = 9_999_999_999_999;

/**
 * Reads a raw JSON payload field by field, collecting every problem (with the field's path)
 * instead of stopping at the first, so a 400 lists them all.
 */
export class PayloadReader {
  readonly problems: ValidationProblem[] = [];

  constructor(
    private readonly body: unknown,
    /** When the payload arrived: fact times may not lie beyond it (plus the clock skew). */
    private readonly receivedAt: number,
  ) {
    if (body === null || typeof body !== 'object' || Array.isArray(body)) {
      this.problems.push({ path: '', message: 'body must be a JSON object' });
    }
  }

  private value(path: string): unknown {
    return valueAtPath(this.body, path);
  }

  private problem<T>(path: string, message: string, placeholder: T): T {
    if (this.problems.length === 0 || this.problems[0].path !== '') {
      this.problems.push({ path, message });
    }
    return placeholder;
  }

  has(path: string): boolean {
    const value = this.value(path);
    return value !== undefined && value !== null;
  }

  text(path: string, max = 200): string {
    const value = this.value(path);
    if (typeof value !== 'string' || value.length === 0 || value.length > max) {
      return this.problem(path, `must be a string of 1-${max} characters`, '');
    }
    return value;
  }

  optionalText(path: string, max = 200): string | null {
    return this.has(path) ? this.text(path, max) : null;
  }

  oneOf<T extends string>(path: string, values: readonly T[]): T {
    const value = this.value(path);
    if (typeof value !== 'string' || !(values as readonly string[]).includes(value)) {
      return this.problem(path, `must be one of ${values.join(', ')}`, values[0]);
    }
    return value as T;
  }

  integer(path: string, min: number, max = Number.MAX_SAFE_INTEGER): number {
    const value = this.value(path);
    if (!Number.isSafeInteger(value) || (value as number) < min || (value as number) > max) {
      return this.problem(path, `must be an integer from ${min} to ${max}`, 0);
    }
    return value as number;
  }

  /** A decimal amount such as "21.00" (at most two decimals), in cents. */
  decimalCents(path: string): number {
    const value = this.value(path);
    const match = typeof value === 'string' ? /^(\d{1,13})(?:\.(\d{1,2}))?$/.exec(value) : null;
    if (!match) return this.problem(path, 'must be a decimal string such as "21.00"', 0);
    return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  }

  /** An order id, as the order commands take it: a UUID (lower-cased). */
  orderId(path: string): string {
    const value = this.value(path);
    const checked = typeof value === 'string' ? checkOrderId(value) : undefined;
    return checked?.ok ? checked.value : this.problem(path, 'must be a UUID', '');
  }

  /** Unix seconds (an integer) → Unix ms. */
  unixSeconds(path: string): number {
    const value = this.value(path);
    if (!Number.isSafeInteger(value) || !inRange((value as number) * 1000)) {
      return this.problem(path, 'must be Unix time in whole seconds', 0);
    }
    return this.notInFuture(path, (value as number) * 1000);
  }

  /** Unix milliseconds (an integer). */
  unixMillis(path: string): number {
    const value = this.value(path);
    if (!Number.isSafeInteger(value) || !inRange(value as number)) {
      return this.problem(path, 'must be Unix time in milliseconds', 0);
    }
    return this.notInFuture(path, value as number);
  }

  /** An ISO 8601 instant with a zone → Unix ms (finer digits are truncated to ms). */
  isoInstant(path: string): number {
    const value = this.value(path);
    const ms = typeof value === 'string' ? isoInstant(value) : NaN;
    if (!inRange(ms)) {
      return this.problem(
        path,
        'must be an ISO 8601 instant with a zone, e.g. 2026-11-30T10:00:00.123Z',
        0,
      );
    }
    return this.notInFuture(path, ms);
  }

  /** A currency code, which must be the shop's (amounts are compared with the order's total). */
  currency(path: string, shopCurrency: string): void {
    const value = this.value(path);
    if (typeof value !== 'string' || value.toUpperCase() !== shopCurrency) {
      this.problem(path, `must be ${shopCurrency}, the shop's currency`, undefined);
    }
  }

  private notInFuture(path: string, ms: number): number {
    if (ms > this.receivedAt + MAX_CLOCK_SKEW_MS) {
      return this.problem(path, 'lies more than 5 minutes in the future', ms);
    }
    return ms;
  }
}

/** Unix ms of an ISO 8601 instant; NaN unless its date and time exist (Date.parse rolls 02-30 over). */
function isoInstant(text: string): number {
  const match = ISO_INSTANT.exec(text);
  if (!match) return NaN;
  const [year, month, day, hour, minute, second, offsetHours, offsetMinutes] = match
    .slice(1)
    .map((part) => Number(part ?? '0'));
  const date = new Date(Date.UTC(year, month - 1, day));
  const exists =
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    hour <= 23 &&
    minute <= 59 &&
    second <= 59 &&
    offsetHours <= 23 &&
    offsetMinutes <= 59;
  return exists ? Date.parse(text) : NaN;
}

function inRange(ms: number): boolean {
  return Number.isFinite(ms) && ms >= MIN_MS && ms <= MAX_MS;
}
