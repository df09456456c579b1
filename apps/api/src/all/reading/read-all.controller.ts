import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Controller, Get, Inject, Query } from '@nestjs/common';
import { EVENT_STORE, type EventReader } from '@tidemark/infra';
import { checkDto, valuesOrThrow } from '../../http/validation';
import { logFilterOf } from '../log-query';
import { ReadAllQuery, readLogPage, type ReadAllResponse } from './read-all.query';
import { ApiErrors, ApiQueryFrom, ApiSecured } from '../../openapi/decorators';
import { ReadAllResponseSchema } from './read-all.schema';

@ApiTags('all')
@ApiSecured(false)
@Controller('all')
export class ReadAllController {
  constructor(@Inject(EVENT_STORE) private readonly store: EventReader) {}

  @ApiOperation({ summary: 'Read the global log forward or backward from a position, filtered' })
  @ApiQueryFrom(ReadAllQuery)
  @ApiOkResponse({ type: ReadAllResponseSchema })
  @ApiErrors(400, 503)
  @Get()
  async read(@Query() rawQuery: unknown): Promise<ReadAllResponse> {
    const [query] = valuesOrThrow(
      checkDto(ReadAllQuery, rawQuery, { forbidUnknown: false, what: 'query' }),
    );
    return readLogPage(this.store, query, logFilterOf(query));
  }
}
