import type { ClassConstructor } from 'class-transformer';
import { checkDto, type Checked } from '@tidemark/infra/admin';

export {
  checkDto,
  checkStreamId,
  IsDecimalInteger,
  IsIntegerIn,
  IsText,
  Satisfies,
  valuesOrThrow,
  type Checked,
} from '@tidemark/infra/admin';

/** Splits `a,b` into trimmed non-empty items. */
export function splitList(value: string | undefined): string[] {
  if (value === undefined) return [];
  return value
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item.length > 0);
}

const MAX_POSITION = 2n ** 63n - 1n;

/** A global log position in decimal digits, within a signed 64-bit integer. */
export function isPositionString(value: unknown): value is string {
  return typeof value === 'string' && /^\d{1,19}$/.test(value) && BigInt(value) <= MAX_POSITION;
}

/**
 * Validates GraphQL arguments with the REST query's DTO (`type`, e.g. a `ReadQuery`), so both
 * check alike: numbers become the decimal strings a query string carries, nulls absent.
 */
export function checkArgsAsQuery<T extends object>(
  type: ClassConstructor<T>,
  args: object,
): Checked<T> {
  const query = Object.fromEntries(
    Object.entries(args)
      .filter(([, value]) => value !== null && value !== undefined)
      .map(([key, value]) => [key, typeof value === 'number' ? String(value) : value]),
  );
  return checkDto(type, query, { forbidUnknown: false, what: 'arguments' });
}
