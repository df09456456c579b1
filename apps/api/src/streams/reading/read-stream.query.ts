import { toEventJson, type EventJson } from '@tidemark/infra';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import type { EventReader, ReadDirection } from '@tidemark/infra';
import { IsDecimalInteger } from '../../http/validation';

export const MAX_READ_LIMIT = 1000;
export const DEFAULT_READ_LIMIT = 100;

export class ReadStreamQuery {
  /** Inclusive. Forward: default 1; backward: default the stream's version. */
  @IsOptional()
  @IsDecimalInteger(0, Number.MAX_SAFE_INTEGER, 'from must be an integer >= 0')
  @ApiPropertyOptional({
    description: "Inclusive version. Forward: default 1; backward: default the stream's version",
    pattern: '^\\d+$',
  })
  readonly from?: string;

  @IsOptional()
  @IsDecimalInteger(1, MAX_READ_LIMIT, `limit must be an integer from 1 to ${MAX_READ_LIMIT}`)
  @ApiPropertyOptional({
    description: `1-${MAX_READ_LIMIT}, default ${DEFAULT_READ_LIMIT}`,
    pattern: '^\\d+$',
  })
  readonly limit?: string;

  @IsOptional()
  @IsIn(['forward', 'backward'], { message: 'direction must be "forward" or "backward"' })
  @ApiPropertyOptional({ enum: ['forward', 'backward'], description: 'Default forward' })
  readonly direction?: ReadDirection;
}

/** A slice of a stream as every endpoint answers it (REST and GraphQL). */
export interface ReadStreamResponse {
  readonly streamId: string;
  readonly version: number;
  readonly events: readonly EventJson[];
}

/**
 * Reads the slice a validated query asks for.
 * @throws StreamNotFound the stream has no events.
 */
export async function readStreamSlice(
  store: EventReader,
  streamId: string,
  query: ReadStreamQuery,
): Promise<ReadStreamResponse> {
  const result = await store.readStream(streamId, {
    from: query.from === undefined ? undefined : Number(query.from),
    limit: query.limit === undefined ? DEFAULT_READ_LIMIT : Number(query.limit),
    direction: query.direction ?? 'forward',
  });
  return {
    streamId: result.streamId,
    version: result.version,
    events: result.events.map(toEventJson),
  };
}
