import { NotSupported } from '../../errors';
import type {
  DeleteStreamResult,
  StreamAdmin,
  StreamMetadataResult,
} from '../../event-store/event-store.port';
import type { StoreKind } from '../../storage/storage.port';
import {
  expectedVersionOf,
  type DeleteStreamQuery,
  type MetadataUpdate,
} from './stream-admin.requests';

/** A deletion as every admin endpoint answers it (REST and GraphQL). */
export interface DeleteStreamResponse {
  readonly streamId: string;
  readonly deletion: 'soft' | 'tombstone';
  readonly position: string;
}

/** A stream's metadata as every admin endpoint answers it: each field present, null when unset. */
export interface StreamMetadataResponse {
  readonly streamId: string;
  readonly metadata: {
    readonly maxCount: number | null;
    readonly maxAgeSeconds: number | null;
    readonly truncateBefore: number | null;
    readonly custom: Record<string, unknown> | null;
  };
  readonly metadataVersion: number;
}

export interface ScavengeResponse {
  readonly removedEvents: number;
}

/** Soft-deletes or tombstones the stream a validated request names. */
export async function deleteStream(
  store: StreamAdmin,
  streamId: string,
  query: DeleteStreamQuery,
): Promise<DeleteStreamResponse> {
  const tombstone = query.tombstone === 'true';
  const options = { expectedVersion: expectedVersionOf(query.expectedVersion) };
  const result: DeleteStreamResult = tombstone
    ? await store.tombstoneStream(streamId, options)
    : await store.deleteStream(streamId, options);
  return {
    streamId: result.streamId,
    deletion: tombstone ? 'tombstone' : 'soft',
    position: result.position.toString(),
  };
}

export async function setStreamMetadata(
  store: StreamAdmin,
  streamId: string,
  update: MetadataUpdate,
): Promise<StreamMetadataResponse> {
  const { metadata, expectedMetadataVersion } = update;
  return toMetadataResponse(
    await store.setStreamMetadata(
      streamId,
      metadata,
      expectedMetadataVersion === undefined ? {} : { expectedMetadataVersion },
    ),
  );
}

export async function getStreamMetadata(
  store: StreamAdmin,
  streamId: string,
): Promise<StreamMetadataResponse> {
  return toMetadataResponse(await store.getStreamMetadata(streamId));
}

/** @throws NotSupported when the store of kind `storeKind` has no scavenge. */
export async function scavenge(
  store: StreamAdmin,
  storeKind: StoreKind,
): Promise<ScavengeResponse> {
  if (!store.scavenge) throw new NotSupported('scavenge', storeKind);
  const { removedEvents } = await store.scavenge();
  return { removedEvents };
}

function toMetadataResponse(result: StreamMetadataResult): StreamMetadataResponse {
  const { maxCount, maxAgeSeconds, truncateBefore, custom } = result.metadata;
  return {
    streamId: result.streamId,
    metadata: {
      maxCount: maxCount ?? null,
      maxAgeSeconds: maxAgeSeconds ?? null,
      truncateBefore: truncateBefore ?? null,
      custom: custom ?? null,
    },
    metadataVersion: result.metadataVersion,
  };
}
