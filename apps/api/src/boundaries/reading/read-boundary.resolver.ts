import { Inject } from '@nestjs/common';
import { Args, Int, Query, Resolver } from '@nestjs/graphql';
import { BOUNDARY_STORE, type BoundaryStore } from '@tidemark/infra';
import { pageComplexity } from '../../graphql/limits';
import { valuesOrThrow } from '../../http/validation';
import { graphqlQuery, present } from '../boundary-graphql';
import { EventQuerySchema } from '../boundary-query.schema';
import {
  checkBoundaryRead,
  DEFAULT_BOUNDARY_READ_LIMIT,
  MAX_BOUNDARY_READ_LIMIT,
  readBoundary,
  type BoundaryReadResponse,
} from './read-boundary.request';
import { BoundaryReadResponseSchema } from './read-boundary.schema';

/** `POST /dcb/read` as a query: the same checks, the same errors (reader role). */
@Resolver()
export class ReadBoundaryResolver {
  constructor(@Inject(BOUNDARY_STORE) private readonly boundaries: BoundaryStore) {}

  @Query(() => BoundaryReadResponseSchema, {
    nullable: true,
    description:
      'The events matching a query above `from`, and the head to append after (REST: POST /dcb/read)',
    complexity: pageComplexity(DEFAULT_BOUNDARY_READ_LIMIT),
  })
  async dcbRead(
    @Args('query', { type: () => EventQuerySchema }) query: EventQuerySchema,
    @Args('from', {
      type: () => String,
      nullable: true,
      description: 'Exclusive position (decimal string); absent or "0": from the start',
    })
    from: string | null,
    @Args('limit', {
      type: () => Int,
      nullable: true,
      description: `1-${MAX_BOUNDARY_READ_LIMIT}, default ${DEFAULT_BOUNDARY_READ_LIMIT}`,
    })
    limit: number | null,
  ): Promise<BoundaryReadResponse> {
    const body = present({ query: graphqlQuery(query), from, limit });
    const [request] = valuesOrThrow(checkBoundaryRead(body));
    return readBoundary(this.boundaries, request);
  }
}
