import { Inject } from '@nestjs/common';
import { Args, Field, InputType, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { Storage, StreamAdmin } from '@tidemark/infra';
import { TIDEMARK_STORAGE } from '@tidemark/infra/nestjs';
import { RequiresRole } from '../../auth/requires-role';
import { JSONObject, SafeInt } from '../../graphql/scalars';
import { checkArgsAsQuery, checkStreamId, valuesOrThrow } from '../../http/validation';
import {
  checkMetadataBody,
  DeleteStreamQuery,
  deleteStream,
  getStreamMetadata,
  scavenge,
  setStreamMetadata,
  type DeleteStreamResponse,
  type ScavengeResponse,
  type StreamMetadataResponse,
} from '@tidemark/infra/admin';
import {
  DeleteStreamResponseSchema,
  ScavengeResponseSchema,
  StreamMetadataResponseSchema,
} from '../../openapi/shared-types';

@InputType('StreamMetadataInput')
class StreamMetadataInput {
  @Field(() => SafeInt, { nullable: true, description: 'Reads show only the newest maxCount' })
  readonly maxCount?: number | null;

  @Field(() => SafeInt, { nullable: true, description: 'Reads hide older events (seconds)' })
  readonly maxAgeSeconds?: number | null;

  @Field(() => SafeInt, { nullable: true, description: 'Reads hide versions below this one' })
  readonly truncateBefore?: number | null;

  @Field(() => JSONObject, { nullable: true, description: 'Kept with the stream as given' })
  readonly custom?: Record<string, unknown> | null;
}

/** The admin REST endpoints of a stream's lifecycle, as GraphQL operations (admin role). */
@Resolver()
export class StreamAdminResolver {
  private readonly store: StreamAdmin;

  // The storage, not EVENT_STORE: an unsupported operation's answer names the store kind.
  constructor(@Inject(TIDEMARK_STORAGE) private readonly storage: Storage) {
    this.store = storage.events;
  }

  @RequiresRole('admin')
  @Query(() => StreamMetadataResponseSchema, {
    nullable: true,
    description: "A stream's metadata (REST: GET /admin/streams/:streamId/metadata)",
  })
  async streamMetadata(@Args('streamId') rawStreamId: string): Promise<StreamMetadataResponse> {
    const [streamId] = valuesOrThrow(checkStreamId(rawStreamId));
    return getStreamMetadata(this.store, streamId);
  }

  @RequiresRole('admin')
  @Mutation(() => DeleteStreamResponseSchema, {
    nullable: true,
    description:
      'Soft-delete a stream, or tombstone it for good (REST: DELETE /admin/streams/:streamId)',
  })
  async deleteStream(
    @Args('streamId') rawStreamId: string,
    @Args('expectedVersion', {
      type: () => String,
      nullable: true,
      description: '"any" (default), "no_stream", "stream_exists" or the version, e.g. "3"',
    })
    expectedVersion: string | null,
    @Args('tombstone', { type: () => Boolean, nullable: true, description: 'Default false' })
    tombstone: boolean | null,
  ): Promise<DeleteStreamResponse> {
    const [streamId, query] = valuesOrThrow(
      checkStreamId(rawStreamId),
      checkArgsAsQuery(DeleteStreamQuery, {
        expectedVersion,
        tombstone: tombstone === null ? null : String(tombstone),
      }),
    );
    return deleteStream(this.store, streamId, query);
  }

  @RequiresRole('admin')
  @Mutation(() => StreamMetadataResponseSchema, {
    nullable: true,
    description:
      "Replace a stream's metadata; a field left out is cleared (REST: PUT /admin/streams/:streamId/metadata)",
  })
  async setStreamMetadata(
    @Args('streamId') rawStreamId: string,
    @Args('metadata', { type: () => StreamMetadataInput }) metadata: StreamMetadataInput,
    @Args('expectedMetadataVersion', {
      type: () => SafeInt,
      nullable: true,
      description: 'The metadataVersion the stream has now; absent: any',
    })
    expectedMetadataVersion: number | null,
  ): Promise<StreamMetadataResponse> {
    const body = Object.fromEntries(
      Object.entries({ ...metadata, expectedMetadataVersion }).filter(
        ([, value]) => value !== null && value !== undefined,
      ),
    );
    const [streamId, update] = valuesOrThrow(checkStreamId(rawStreamId), checkMetadataBody(body));
    return setStreamMetadata(this.store, streamId, update);
  }

  @RequiresRole('admin')
  @Mutation(() => ScavengeResponseSchema, {
    nullable: true,
    description:
      'Remove the events no stream read can return any more (REST: POST /admin/scavenge)',
  })
  async scavenge(): Promise<ScavengeResponse> {
    return scavenge(this.store, this.storage.kind);
  }
}
