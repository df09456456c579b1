import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Controller, Get, Inject, Query } from '@nestjs/common';
import { EVENT_STORE, type EventStore } from '@tidemark/infra';
import { toEventJson, type EventJson } from '../../http/event-json';
import { checkDto, valuesOrThrow } from '../../http/validation';
import { logFilterOf } from '../log-query';
import { DEFAULT_READ_ALL_LIMIT, ReadAllQuery } from './read-all.query';
import { ApiErrors, ApiQueryFrom, ApiSecured } from '../../openapi/decorators';
import { ReadAllResponseSchema } from '../../openapi/schemas';

export interface ReadAllResponse {
  readonly events: readonly EventJson[];
  /** Pass as `from` for the next page. */
  readonly nextPosition: string;
}

@ApiTags('all')
@ApiSecured(false)
@Controller('all')
export class ReadAllController {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  @ApiOperation({ summary: 'Read the global log forward from a position, filtered' })
  @ApiQueryFrom(ReadAllQuery)
  @ApiOkResponse({ type: ReadAllResponseSchema })
  @ApiErrors(400, 503)
  @Get()
  async read(@Query() rawQuery: unknown): Promise<ReadAllResponse> {
    const [query] = valuesOrThrow(
      checkDto(ReadAllQuery, rawQuery, { forbidUnknown: false, what: 'query' }),
    );
    const result = await this.store.readAll({
      from: BigInt(query.from ?? '0'),
      limit: query.limit === undefined ? DEFAULT_READ_ALL_LIMIT : Number(query.limit),
      filter: logFilterOf(query),
    });
    return {
      events: result.events.map(toEventJson),
      nextPosition: result.nextPosition.toString(),
    };
  }
}
