import { Inject } from '@nestjs/common';
import { Args, ArgsType, Field, Int, Query, Resolver } from '@nestjs/graphql';
import { EVENT_STORE, StreamNotFound, type EventReader } from '@tidemark/infra';
import { pageComplexity } from '../../graphql/limits';
import { checkStreamId, valuesOrThrow, checkArgsAsQuery } from '../../http/validation';
import { ReadStreamResponseSchema } from './read-stream.schema';

import {
  DEFAULT_READ_LIMIT,
  MAX_READ_LIMIT,
  ReadStreamQuery,
  readStreamSlice,
  type ReadStreamResponse,
} from './read-stream.query';

@ArgsType()
class ReadStreamArgs {
  @Field(() => String)
  readonly streamId!: string;

  @Field(() => Int, {
    nullable: true,
    description: "Inclusive version. Forward: default 1; backward: default the stream's version",
  })
  readonly from?: number | null;

  @Field(() => Int, {
    nullable: true,
    description: `1-${MAX_READ_LIMIT}, default ${DEFAULT_READ_LIMIT}`,
  })
  readonly limit?: number | null;

  @Field(() => String, { nullable: true, description: 'forward (default) or backward' })
  readonly direction?: string | null;
}

@Resolver()
export class ReadStreamResolver {
  constructor(@Inject(EVENT_STORE) private readonly store: EventReader) {}

  @Query(() => ReadStreamResponseSchema, {
    name: 'stream',
    nullable: true,
    description:
      "A slice of a stream's events (REST: GET /streams/:streamId); null when it has none",
    complexity: pageComplexity(DEFAULT_READ_LIMIT),
  })
  async stream(@Args() args: ReadStreamArgs): Promise<ReadStreamResponse | null> {
    const { streamId: rawStreamId, ...options } = args;
    const [streamId, query] = valuesOrThrow(
      checkStreamId(rawStreamId),
      checkArgsAsQuery(ReadStreamQuery, options),
    );
    try {
      return await readStreamSlice(this.store, streamId, query);
    } catch (error) {
      if (error instanceof StreamNotFound) return null;
      throw error;
    }
  }
}
