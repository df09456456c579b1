import { Inject, Logger } from '@nestjs/common';
import { Args, ArgsType, Field, Info, Resolver, Subscription } from '@nestjs/graphql';
import type { GraphQLResolveInfo } from 'graphql';
import { categoryOf } from '@tidemark/domain';
import {
  EVENT_STORE,
  StoreClosed,
  type EventReader,
  toEventJson,
  type EventJson,
} from '@tidemark/infra';
import { AppConfig } from '../../config';
import { toGraphQLError } from '../../graphql/errors';
import { checkComplexity } from '../../graphql/limits';
import {
  checkStreamId,
  valuesOrThrow,
  type Checked,
  isPositionString,
} from '../../http/validation';
import { EventSchema } from '../../openapi/shared-types';
import { checkLogFilter, POSITION_MESSAGE } from '../log-query';
import { LogFilterArgs, logFilterOfArgs } from '../reading/read-all.resolver';
import { LiveSubscriptions } from './live-subscriptions';

@ArgsType()
class EventsArgs extends LogFilterArgs {
  @Field(() => String, { nullable: true, description: "Only this stream's events" })
  readonly streamId?: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      'Exclusive position to catch up from ("0": the whole log); absent: only events recorded after subscribing',
  })
  readonly from?: string | null;
}

const logger = new Logger('Subscriptions');

@Resolver()
export class EventsResolver {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventReader,
    private readonly live: LiveSubscriptions,
    private readonly config: AppConfig,
  ) {}

  /** Catch up from `from` (if given), then live; one message per event, in log order. */
  @Subscription(() => EventSchema, {
    name: 'events',
    description:
      'New events of a stream (streamId), of categories, of types, or of the whole log (REST: GET /all/subscribe)',
    resolve: (event: EventJson) => event,
  })
  async events(
    @Args() args: EventsArgs,
    @Info() info: GraphQLResolveInfo,
  ): Promise<AsyncIterableIterator<EventJson>> {
    checkComplexity(info, this.config.graphql.maxComplexity);
    const [streamId, from, filter] = valuesOrThrow(
      args.streamId == null ? { ok: true, value: undefined } : checkStreamId(args.streamId),
      checkFrom(args.from ?? undefined),
      checkLogFilter(logFilterOfArgs(args)),
    );
    const start = from ?? (await this.store.headPosition());
    // One stream: the store filters by its category, the rest here.
    const categories = streamId === undefined ? filter.categories : [categoryOf(streamId)];
    const { store, config } = this;
    return this.live.iterate(async function* (signal) {
      try {
        for await (const event of store.subscribe({
          from: start,
          filter: { ...filter, categories },
          signal,
        })) {
          if (streamId === undefined || event.streamId === streamId) yield toEventJson(event);
        }
      } catch (error) {
        if (signal.aborted || error instanceof StoreClosed) return;
        // The client gets InternalError, not the store's message; the log gets the details.
        logger.error(
          `subscription failed: ${error instanceof Error ? error.stack : String(error)}`,
        );
        throw toGraphQLError(error, config.http.bodyLimitBytes).error;
      }
    });
  }
}

function checkFrom(value: string | undefined): Checked<bigint | undefined> {
  if (value === undefined) return { ok: true, value: undefined };
  return isPositionString(value)
    ? { ok: true, value: BigInt(value) }
    : { ok: false, problems: [{ path: 'from', message: POSITION_MESSAGE }] };
}
