import { Inject } from '@nestjs/common';
import { Args, Mutation, Resolver } from '@nestjs/graphql';
import { BOUNDARY_STORE, type BoundaryStore } from '@tidemark/infra';
import { valuesOrThrow } from '../../http/validation';
import { graphqlQuery, present } from '../boundary-graphql';
import { checkBoundaryAppend } from './append-to-boundary.request';
import { boundaryAppendJson, type BoundaryAppendResponse } from './append-to-boundary.controller';
import {
  AppendConditionSchema,
  BoundaryAppendResponseSchema,
  BoundaryNewEventSchema,
} from './append-to-boundary.schema';

/** `POST /dcb/events` as a mutation: the same checks, the same errors (writer role). */
@Resolver()
export class AppendToBoundaryResolver {
  constructor(@Inject(BOUNDARY_STORE) private readonly boundaries: BoundaryStore) {}

  @Mutation(() => BoundaryAppendResponseSchema, {
    nullable: true,
    description:
      'Append events on the condition that no event matching a query appeared since (REST: POST /dcb/events); `written` is false for a retry',
  })
  async dcbAppend(
    @Args('events', { type: () => [BoundaryNewEventSchema] }) events: BoundaryNewEventSchema[],
    @Args('condition', { type: () => AppendConditionSchema, nullable: true })
    condition: AppendConditionSchema | null,
  ): Promise<BoundaryAppendResponse & { written: boolean }> {
    const body = {
      events: events.map((event) => present({ ...event })),
      ...(condition
        ? {
            condition: present({
              failIfEventsMatch: graphqlQuery(condition.failIfEventsMatch),
              after: condition.after,
            }),
          }
        : {}),
    };
    const [request] = valuesOrThrow(checkBoundaryAppend(body));
    const result = await this.boundaries.append(request.events, {
      ...(request.condition ? { condition: request.condition } : {}),
    });
    return { ...boundaryAppendJson(result), written: result.written };
  }
}
