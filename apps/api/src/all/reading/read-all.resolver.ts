import { Inject } from '@nestjs/common';
import { Args, ArgsType, Field, Int, Query, Resolver } from '@nestjs/graphql';
import { EVENT_STORE, type EventReader, type LogFilter } from '@tidemark/infra';
import { pageComplexity } from '../../graphql/limits';
import { valuesOrThrow, checkArgsAsQuery } from '../../http/validation';
import { ReadAllResponseSchema } from './read-all.schema';

import {
  DEFAULT_READ_ALL_LIMIT,
  MAX_READ_ALL_LIMIT,
  ReadAllQuery,
  readLogPage,
  type ReadAllResponse,
} from './read-all.query';

@ArgsType()
export class LogFilterArgs {
  @Field(() => [String], { nullable: true, description: 'Only events of these types' })
  readonly types?: string[] | null;

  @Field(() => [String], {
    nullable: true,
    description: 'Only events of streams in these categories (stream id before its first `-`)',
  })
  readonly categories?: string[] | null;

  @Field(() => [String], {
    nullable: true,
    description: 'Only events of streams whose id starts with one of these (OR with categories)',
  })
  readonly streamPrefixes?: string[] | null;

  @Field(() => [String], {
    nullable: true,
    description: 'Only events whose type starts with one of these (OR with types)',
  })
  readonly typePrefixes?: string[] | null;
}

const listOrUndefined = (list: string[] | null | undefined) =>
  list && list.length > 0 ? list : undefined;

/** The filter the arguments ask for; an empty list filters nothing, as `?types=` does. */
export function logFilterOfArgs(args: LogFilterArgs): LogFilter {
  return {
    types: listOrUndefined(args.types),
    categories: listOrUndefined(args.categories),
    streamPrefixes: listOrUndefined(args.streamPrefixes),
    typePrefixes: listOrUndefined(args.typePrefixes),
  };
}

@ArgsType()
class ReadAllArgs extends LogFilterArgs {
  @Field(() => String, {
    nullable: true,
    description:
      'Exclusive position (decimal string); absent or "0": from the start (backward: absent is the end)',
  })
  readonly from?: string | null;

  @Field(() => Int, {
    nullable: true,
    description: `1-${MAX_READ_ALL_LIMIT}, default ${DEFAULT_READ_ALL_LIMIT}`,
  })
  readonly limit?: number | null;

  @Field(() => String, {
    nullable: true,
    description:
      'forward (default) or backward: the events before `from` (absent: the end), newest first',
  })
  readonly direction?: string | null;
}

@Resolver()
export class ReadAllResolver {
  constructor(@Inject(EVENT_STORE) private readonly store: EventReader) {}

  @Query(() => ReadAllResponseSchema, {
    nullable: true,
    name: 'all',
    description:
      'A page of the global log (REST: GET /all); pass nextPosition as `from` for the next',
    complexity: pageComplexity(DEFAULT_READ_ALL_LIMIT),
  })
  async all(@Args() args: ReadAllArgs): Promise<ReadAllResponse> {
    const [query] = valuesOrThrow(
      checkArgsAsQuery(ReadAllQuery, {
        from: args.from,
        limit: args.limit,
        direction: args.direction,
      }),
    );
    return readLogPage(this.store, query, logFilterOfArgs(args));
  }
}
