import { IsOptional, IsString } from 'class-validator';
import type { LogFilter } from '@tidemark/infra';
import { Satisfies, splitList } from '../http/validation';

const MAX_POSITION = 2n ** 63n - 1n;

export const POSITION_MESSAGE = 'from must be a position: an integer >= 0 in decimal digits';

export function isPositionString(value: unknown): value is string {
  return typeof value === 'string' && /^\d{1,19}$/.test(value) && BigInt(value) <= MAX_POSITION;
}

/** `from`, `types` and `categories` of the global log, shared by reading and subscribing. */
export class LogQuery {
  /** Exclusive; absent or `0`: from the start. */
  @IsOptional()
  @Satisfies('isPosition', isPositionString, POSITION_MESSAGE)
  readonly from?: string;

  /** Comma-separated event types. */
  @IsOptional()
  @IsString({ message: 'types must be a comma-separated list' })
  readonly types?: string;

  /** Comma-separated categories (the part of a stream id before its first `-`). */
  @IsOptional()
  @IsString({ message: 'categories must be a comma-separated list' })
  readonly categories?: string;
}

export function logFilterOf(query: LogQuery): LogFilter {
  return { types: splitList(query.types), categories: splitList(query.categories) };
}
