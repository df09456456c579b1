import { toEventJson, type EventJson } from '@tidemark/infra';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import type { EventReader, LogFilter, ReadDirection } from '@tidemark/infra';
import { IsDecimalInteger } from '../../http/validation';
import { LogQuery } from '../log-query';

export const MAX_READ_ALL_LIMIT = 1000;
export const DEFAULT_READ_ALL_LIMIT = 100;

export class ReadAllQuery extends LogQuery {
  @IsOptional()
  @IsDecimalInteger(
    1,
    MAX_READ_ALL_LIMIT,
    `limit must be an integer from 1 to ${MAX_READ_ALL_LIMIT}`,
  )
  @ApiPropertyOptional({
    description: `1-${MAX_READ_ALL_LIMIT}, default ${DEFAULT_READ_ALL_LIMIT}`,
    pattern: '^\\d+$',
  })
  readonly limit?: string;

  /** `backward`: the events before `from` (default: the end), newest first. */
  @IsOptional()
  @IsIn(['forward', 'backward'], { message: 'direction must be "forward" or "backward"' })
  @ApiPropertyOptional({
    enum: ['forward', 'backward'],
    description:
      'Default forward. backward: the events before `from` (exclusive; absent: from the end), newest first',
  })
  readonly direction?: ReadDirection;
}

/** A page of the global log as every endpoint answers it (REST and GraphQL). */
export interface ReadAllResponse {
  readonly events: readonly EventJson[];
  /** Pass as `from` (same direction) for the next page. */
  readonly nextPosition: string;
}

/** Reads the page a validated query asks for, with `filter`. */
export async function readLogPage(
  store: EventReader,
  query: ReadAllQuery,
  filter: LogFilter,
): Promise<ReadAllResponse> {
  const backward = query.direction === 'backward';
  const result = await store.readAll({
    // Backward from the end unless told where; forward from the start.
    from: query.from === undefined ? (backward ? undefined : 0n) : BigInt(query.from),
    direction: backward ? 'backward' : 'forward',
    limit: query.limit === undefined ? DEFAULT_READ_ALL_LIMIT : Number(query.limit),
    filter,
  });
  return { events: result.events.map(toEventJson), nextPosition: result.nextPosition.toString() };
}
