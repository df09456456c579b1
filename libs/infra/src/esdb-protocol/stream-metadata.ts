import { isJsonObject, type JsonObject } from '@tidemark/domain';
import type { StreamMetadata } from '../event-store/event-store.port';

/*
 * EventStoreDB's stream metadata as its protocol carries it, shared by the two sides that speak
 * it: the EventStoreDB store adapter (a client) and Tidemark's EventStoreDB-protocol server. No
 * driver here: both sides map the same names and JSON, each with its own transport.
 */

/** The type of the events of a metastream: each holds the stream's whole metadata as JSON. */
export const METADATA_EVENT_TYPE = '$metadata';

/** The keys of `$metadata` JSON that EventStoreDB reads itself; every other key is custom. */
export const TYPED_METADATA_KEYS = ['$maxCount', '$maxAge', '$tb'] as const;

/** The metastream holding the metadata of stream `streamName`: `$$<streamName>`. */
export function metastreamOf(streamName: string): string {
  return `$$${streamName}`;
}

/** The stream whose metadata metastream `name` holds; undefined when `name` is no metastream. */
export function streamOfMetastream(name: string): string | undefined {
  return name.startsWith('$$') ? name.slice(2) : undefined;
}

/**
 * Our stream metadata as the JSON of EventStoreDB's `$metadata` event: custom keys as given
 * (`$acl` among them), `$maxCount`, `$maxAge` (seconds) and `$tb` (a revision: our version − 1).
 */
export function esdbMetadataOf(metadata: StreamMetadata): JsonObject {
  const json: JsonObject = { ...(metadata.custom ?? {}) };
  if (metadata.maxCount !== undefined) json.$maxCount = metadata.maxCount;
  if (metadata.maxAgeSeconds !== undefined) json.$maxAge = metadata.maxAgeSeconds;
  if (metadata.truncateBefore !== undefined) json.$tb = Math.max(0, metadata.truncateBefore - 1);
  return json;
}

/**
 * EventStoreDB's `$metadata` JSON as ours. A soft-deleted stream's `$tb` is the largest 64-bit
 * integer until it is recreated: it reads as `Number.MAX_SAFE_INTEGER`.
 */
export function streamMetadataOf(json: unknown): StreamMetadata {
  if (!isJsonObject(json)) return {};
  const { $maxCount, $maxAge, $tb, ...custom } = json;
  const metadata: { -readonly [K in keyof StreamMetadata]: StreamMetadata[K] } = {};
  if (typeof $maxCount === 'number') metadata.maxCount = $maxCount;
  if (typeof $maxAge === 'number') metadata.maxAgeSeconds = $maxAge;
  if (typeof $tb === 'number') {
    metadata.truncateBefore = $tb >= Number.MAX_SAFE_INTEGER ? Number.MAX_SAFE_INTEGER : $tb + 1;
  }
  if (Object.keys(custom).length > 0) metadata.custom = custom;
  return metadata;
}
