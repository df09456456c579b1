import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Controller, Get, Inject, Param, Query } from '@nestjs/common';
import { EVENT_STORE, type EventStore } from '@tidemark/infra';
import { toEventJson, type EventJson } from '../../http/event-json';
import { checkDto, checkStreamId, valuesOrThrow } from '../../http/validation';
import { DEFAULT_READ_LIMIT, ReadStreamQuery } from './read-stream.query';
import { ApiErrors, ApiQueryFrom, ApiSecured } from '../../openapi/decorators';
import { ReadStreamResponseSchema } from '../../openapi/schemas';

export interface ReadStreamResponse {
  readonly streamId: string;
  readonly version: number;
  readonly events: readonly EventJson[];
}

@ApiTags('streams')
@ApiSecured(false)
@Controller('streams')
export class ReadStreamController {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  /** 404 StreamNotFound when the stream has no events. */
  @ApiOperation({ summary: "Read a stream's events forward or backward" })
  @ApiQueryFrom(ReadStreamQuery)
  @ApiOkResponse({ type: ReadStreamResponseSchema })
  @ApiErrors(400, { 404: { description: 'StreamNotFound: the stream has no events' } }, 503)
  @Get(':streamId')
  async read(
    @Param('streamId') rawStreamId: string,
    @Query() rawQuery: unknown,
  ): Promise<ReadStreamResponse> {
    const [streamId, query] = valuesOrThrow(
      checkStreamId(rawStreamId),
      checkDto(ReadStreamQuery, rawQuery, { forbidUnknown: false, what: 'query' }),
    );
    const result = await this.store.readStream(streamId, {
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
}
