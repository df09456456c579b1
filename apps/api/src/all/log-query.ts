import { ApiPropertyOptional } from '@nestjs/swagger';
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
  @ApiPropertyOptional({
    description: 'Exclusive position; absent or `0`: from the start',
    pattern: '^\\d{1,19}$',
    example: '0',
  })
  readonly from?: string;

  /** Comma-separated event types. */
  @IsOptional()
  @IsString({ message: 'types must be a comma-separated list' })
  @ApiPropertyOptional({
    description: 'Comma-separated event types',
    example: 'OrderPlaced,OrderPaid',
  })
  readonly types?: string;

  /** Comma-separated categories (the part of a stream id before its first `-`). */
  @IsOptional()
  @IsString({ message: 'categories must be a comma-separated list' })
  @ApiPropertyOptional({
    description: 'Comma-separated categories (stream id before its first `-`)',
    example: 'order',
  })
  readonly categories?: string;
}

export function logFilterOf(query: LogQuery): LogFilter {
  return { types: splitList(query.types), categories: splitList(query.categories) };
}
