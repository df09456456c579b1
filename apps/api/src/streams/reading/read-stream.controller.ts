import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Controller, Get, Inject, Param, Query } from '@nestjs/common';
import { EVENT_STORE, type EventReader } from '@tidemark/infra';
import { checkDto, checkStreamId, valuesOrThrow } from '../../http/validation';
import { ReadStreamQuery, readStreamSlice, type ReadStreamResponse } from './read-stream.query';
import { ApiErrors, ApiQueryFrom, ApiSecured } from '../../openapi/decorators';
import { ReadStreamResponseSchema } from './read-stream.schema';

@ApiTags('streams')
@ApiSecured(false)
@Controller('streams')
export class ReadStreamController {
  constructor(@Inject(EVENT_STORE) private readonly store: EventReader) {}

  /** 404 StreamNotFound when the stream has no events (or was deleted); 410 when tombstoned. */
  @ApiOperation({ summary: "Read a stream's events forward or backward" })
  @ApiQueryFrom(ReadStreamQuery)
  @ApiOkResponse({ type: ReadStreamResponseSchema })
  @ApiErrors(
    400,
    { 404: { description: 'StreamNotFound: the stream has no events, or was deleted' } },
    410,
    503,
  )
  @Get(':streamId')
  async read(
    @Param('streamId') rawStreamId: string,
    @Query() rawQuery: unknown,
  ): Promise<ReadStreamResponse> {
    const [streamId, query] = valuesOrThrow(
      checkStreamId(rawStreamId),
      checkDto(ReadStreamQuery, rawQuery, { forbidUnknown: false, what: 'query' }),
    );
    return readStreamSlice(this.store, streamId, query);
  }
}
