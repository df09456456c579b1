import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString } from 'class-validator';
import { logFilterProblems, type LogFilter } from '@tidemark/infra';
import { isPositionString, Satisfies, splitList, type Checked } from '../http/validation';

export const POSITION_MESSAGE = 'from must be a position: an integer >= 0 in decimal digits';

/**
 * `from` and the filters of the global log, shared by reading and subscribing. A filter matches
 * when every kind given matches: `types` or `typePrefixes` for the type, `categories` or
 * `streamPrefixes` for the stream.
 */
export class LogQuery {
  /** Exclusive; absent or `0`: from the start (read backward: absent is the end). */
  @IsOptional()
  @Satisfies('isPosition', isPositionString, POSITION_MESSAGE)
  @ApiPropertyOptional({
    description:
      'Exclusive position; absent or `0`: from the start (GET /all?direction=backward: absent is the end)',
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

  /** Comma-separated prefixes of stream ids. */
  @IsOptional()
  @IsString({ message: 'streamPrefixes must be a comma-separated list' })
  @ApiPropertyOptional({
    description: 'Comma-separated prefixes of stream ids (OR with categories)',
    example: 'order-01,invoice-',
  })
  readonly streamPrefixes?: string;

  /** Comma-separated prefixes of event types. */
  @IsOptional()
  @IsString({ message: 'typePrefixes must be a comma-separated list' })
  @ApiPropertyOptional({
    description: 'Comma-separated prefixes of event types (OR with types)',
    example: 'Order',
  })
  readonly typePrefixes?: string;
}

export function logFilterOf(query: LogQuery): LogFilter {
  return {
    types: splitList(query.types),
    categories: splitList(query.categories),
    streamPrefixes: splitList(query.streamPrefixes),
    typePrefixes: splitList(query.typePrefixes),
  };
}

/**
 * The store's own check of a filter, made before the stream starts: a filter the store would
 * refuse at its first read is a 400, not a stream that ends at once (and an EventSource that
 * reconnects for ever).
 */
export function checkLogFilter(filter: LogFilter): Checked<LogFilter> {
  const problems = logFilterProblems(filter);
  return problems.length > 0 ? { ok: false, problems } : { ok: true, value: filter };
}
