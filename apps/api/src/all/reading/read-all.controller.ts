import { Controller, Get, Inject, Query } from '@nestjs/common';
import { EVENT_STORE, type EventStore } from '@tidemark/infra';
import { toEventJson, type EventJson } from '../../http/event-json';
import { checkDto, valuesOrThrow } from '../../http/validation';
import { logFilterOf } from '../log-query';
import { DEFAULT_READ_ALL_LIMIT, ReadAllQuery } from './read-all.query';

export interface ReadAllResponse {
  readonly events: readonly EventJson[];
  /** Pass as `from` for the next page. */
  readonly nextPosition: string;
}

@Controller('all')
export class ReadAllController {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

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
