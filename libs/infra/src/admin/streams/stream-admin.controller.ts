import { ApiBody, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  HttpStatus,
  Inject,
  Param,
  Post,
  Put,
  Query,
} from '@nestjs/common';
import type { StreamAdmin } from '../../event-store/event-store.port';
import { TIDEMARK_STORAGE } from '../../nest/options';
import type { Storage } from '../../storage/storage.port';
import { checkDto, checkStreamId, valuesOrThrow } from '../http/request-checks';
import { AdminRoutes } from '../guards/admin-guards';
import { ApiErrors, ApiQueryFrom, ApiSecured, WRONG_EXPECTED_VERSION } from '../openapi/decorators';
import { checkMetadataBody, checkNoOptions, DeleteStreamQuery } from './stream-admin.requests';
import {
  DeleteStreamResponseSchema,
  ScavengeResponseSchema,
  SetStreamMetadataBodySchema,
  StreamMetadataResponseSchema,
} from './stream-admin.schema';
import {
  deleteStream,
  getStreamMetadata,
  scavenge,
  setStreamMetadata,
  type DeleteStreamResponse,
  type ScavengeResponse,
  type StreamMetadataResponse,
} from './stream-admin';

const STREAM_ID = {
  name: 'streamId',
  description: '`<category>-<id>`: 1-200 chars of [A-Za-z0-9_.:@-], not starting with $',
};

/**
 * A stream's lifecycle (see docs/stream-lifecycle.md): soft delete, tombstone, its metadata
 * (maxCount, maxAgeSeconds, truncateBefore, custom) and the store's scavenge. Behind the admin
 * module's guards.
 */
@ApiTags('admin: streams')
@ApiSecured(true)
@AdminRoutes()
@Controller('admin')
export class StreamAdminController {
  private readonly store: StreamAdmin;

  // The storage, not EVENT_STORE: an unsupported operation's answer names the store kind.
  constructor(@Inject(TIDEMARK_STORAGE) private readonly storage: Storage) {
    this.store = storage.events;
  }

  /** Soft delete: reads answer 404 until an append recreates the stream (versions continue). */
  @ApiOperation({
    summary: 'Delete a stream (soft), or tombstone it for good with ?tombstone=true',
    description:
      'Soft: reads answer 404 StreamNotFound; a later append recreates the stream and continues ' +
      'its versions; its metadata is kept (truncateBefore moves past the deleted events). ' +
      'Tombstone: for good; appends, reads and metadata writes then answer 410 StreamDeleted. ' +
      'The global log keeps the events until a scavenge removes them.',
  })
  @ApiParam(STREAM_ID)
  @ApiQueryFrom(DeleteStreamQuery)
  @ApiOkResponse({ type: DeleteStreamResponseSchema })
  @ApiErrors(400, { 409: WRONG_EXPECTED_VERSION }, 410)
  @Delete('streams/:streamId')
  async delete(
    @Param('streamId') rawStreamId: string,
    @Query() rawQuery: unknown,
  ): Promise<DeleteStreamResponse> {
    const [streamId, query] = valuesOrThrow(
      checkStreamId(rawStreamId),
      checkDto(DeleteStreamQuery, rawQuery ?? {}, { forbidUnknown: true, what: 'query' }),
    );
    return deleteStream(this.store, streamId, query);
  }

  @ApiOperation({ summary: "A stream's metadata and its metadataVersion" })
  @ApiParam(STREAM_ID)
  @ApiOkResponse({ type: StreamMetadataResponseSchema })
  @ApiErrors(400, 410)
  @Get('streams/:streamId/metadata')
  async getMetadata(@Param('streamId') rawStreamId: string): Promise<StreamMetadataResponse> {
    const [streamId] = valuesOrThrow(checkStreamId(rawStreamId));
    return getStreamMetadata(this.store, streamId);
  }

  /** Replaces the whole metadata: a field left out is cleared. */
  @ApiOperation({
    summary: "Replace a stream's metadata (a field left out is cleared)",
    description:
      'maxCount, maxAgeSeconds and truncateBefore are honoured by reads of the stream at once; ' +
      'the global log keeps every event until a scavenge. expectedMetadataVersion guards a ' +
      'read-modify-write (409 WrongExpectedVersion when it differs).',
  })
  @ApiParam(STREAM_ID)
  @ApiBody({ type: SetStreamMetadataBodySchema })
  @ApiOkResponse({ type: StreamMetadataResponseSchema })
  @ApiErrors(400, { 409: WRONG_EXPECTED_VERSION }, 410)
  @Put('streams/:streamId/metadata')
  async setMetadata(
    @Param('streamId') rawStreamId: string,
    @Body() body: unknown,
  ): Promise<StreamMetadataResponse> {
    const [streamId, update] = valuesOrThrow(checkStreamId(rawStreamId), checkMetadataBody(body));
    return setStreamMetadata(this.store, streamId, update);
  }

  @ApiOperation({
    summary: 'Remove the events no stream read can return any more',
    description:
      'Deleted, tombstoned, truncated, beyond maxCount or maxAgeSeconds: removed from the store ' +
      'and from the global log. Positions are never reused; projections keep their checkpoints ' +
      '(a rebuild afterwards no longer sees the removed events).',
  })
  @ApiOkResponse({ type: ScavengeResponseSchema })
  @ApiErrors(501)
  @Post('scavenge')
  @HttpCode(HttpStatus.OK)
  async scavenge(@Body() body: unknown): Promise<ScavengeResponse> {
    // It takes no body: one that is sent must be an empty object, not something it ignores.
    valuesOrThrow(checkNoOptions(body));
    return scavenge(this.store, this.storage.kind);
  }
}
