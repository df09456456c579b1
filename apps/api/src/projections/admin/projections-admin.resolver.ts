import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import { ListenerRunner, UnknownListener } from '@tidemark/infra';
import { RequiresRole } from '../../auth/requires-role';
import { checkDto, valuesOrThrow } from '../../http/validation';
import {
  ReplayStreamRequest,
  toListenerJson,
  toReplayReportJson,
  type ListenerJson,
  type ReplayReportJson,
} from '@tidemark/infra/admin';
import { ListenerSchema, ReplayReportSchema } from '../../openapi/shared-types';

/** The admin REST endpoints under /admin/projections, as GraphQL operations (admin role). */
@Resolver()
export class ProjectionsAdminResolver {
  constructor(private readonly runner: ListenerRunner) {}

  @RequiresRole('admin')
  @Query(() => [ListenerSchema], {
    nullable: true,
    description:
      'Projections and saga reactors with checkpoint, lag and state (REST: GET /admin/projections)',
  })
  async listeners(): Promise<ListenerJson[]> {
    return (await this.runner.list()).map(toListenerJson);
  }

  @RequiresRole('admin')
  @Query(() => ListenerSchema, {
    nullable: true,
    description: 'One listener (REST: GET /admin/projections/:name); null when none has the name',
  })
  async listener(@Args('name') name: string): Promise<ListenerJson | null> {
    try {
      return toListenerJson(await this.runner.get(name));
    } catch (error) {
      if (error instanceof UnknownListener) return null;
      throw error;
    }
  }

  @RequiresRole('admin')
  @Mutation(() => ListenerSchema, {
    nullable: true,
    description: 'Pause after the batch in progress',
  })
  async pauseListener(@Args('name') name: string): Promise<ListenerJson> {
    return toListenerJson(await this.runner.pause(name));
  }

  @RequiresRole('admin')
  @Mutation(() => ListenerSchema, {
    nullable: true,
    description: 'Run a paused or failed listener again (a failed one retries its event)',
  })
  async resumeListener(@Args('name') name: string): Promise<ListenerJson> {
    return toListenerJson(await this.runner.resume(name));
  }

  @RequiresRole('admin')
  @Mutation(() => ListenerSchema, {
    nullable: true,
    description:
      'Build a new read model from position 0 beside the live one, which serves until the swap',
  })
  async rebuildProjection(@Args('name') name: string): Promise<ListenerJson> {
    return toListenerJson(await this.runner.rebuild(name));
  }

  @RequiresRole('admin')
  @Mutation(() => ReplayReportSchema, {
    nullable: true,
    description:
      "Apply one stream's events again; what was applied is skipped unless force; an event the " +
      "projection cannot apply meets its poison-event policy. Reports each event's outcome",
  })
  async replayStream(
    @Args('name') name: string,
    @Args('streamId') streamId: string,
    @Args('force', { nullable: true, type: () => Boolean }) force: boolean | null,
  ): Promise<ReplayReportJson> {
    const [request] = valuesOrThrow(
      checkDto(
        ReplayStreamRequest,
        { streamId, ...(force === null ? {} : { force }) },
        { forbidUnknown: true, what: 'arguments' },
      ),
    );
    return toReplayReportJson(
      await this.runner.replayStream(name, request.streamId, request.force ?? false),
    );
  }
}
