import type { ExpectedVersion } from '@tidemark/domain';
import { WrongExpectedVersion } from '../errors';
import {
  METADATA_EVENT_TYPE,
  metastreamOf,
  streamMetadataOf,
  TYPED_METADATA_KEYS,
} from '../esdb-protocol/stream-metadata';
import type { EsdbCallContext } from './call-context';
import type { EsdbStatus } from './grpc-errors';
import { invalidArgument, type ProposedEvent } from './protocol-mapping';

/** The result of a metadata write, in metadata versions (the `$$stream` revision + 1). */
export interface MetadataWritten {
  readonly metadataVersion: number;
}

/** What an append to `$$<stream>` of anything but one `$metadata` event fails with. */
export function notOneMetadataEvent(streamId: string): EsdbStatus {
  return invalidArgument(
    `${metastreamOf(streamId)} takes one event of type ${METADATA_EVENT_TYPE} per append`,
  );
}

/**
 * An append to `$$<stream>` (the clients' setStreamMetadata): one `$metadata` event whose
 * JSON (`$maxCount`, `$maxAge`, `$tb`, custom keys) replaces the stream's metadata. The
 * expected revision is the metastream's: revision r ≡ metadata version r + 1, no_stream ≡
 * none set yet. Event ids are not kept: a re-sent metadata write is a new version.
 */
export async function writeStreamMetadata(
  context: EsdbCallContext,
  streamId: string,
  expected: ExpectedVersion,
  events: readonly ProposedEvent[],
): Promise<MetadataWritten> {
  if (events.length !== 1 || events[0].type !== METADATA_EVENT_TYPE)
    throw notOneMetadataEvent(streamId);
  const json = events[0].data;
  for (const key of TYPED_METADATA_KEYS) {
    const value = json[key];
    if (value !== undefined && !Number.isInteger(value)) {
      throw invalidArgument(
        `${metastreamOf(streamId)}: ${key} must be an integer, got ${JSON.stringify(value)}`,
      );
    }
  }
  const expectedMetadataVersion = await expectedMetadataVersionOf(context, streamId, expected);
  const result = await context.store.setStreamMetadata(streamId, streamMetadataOf(json), {
    expectedMetadataVersion,
  });
  return { metadataVersion: result.metadataVersion };
}

/**
 * The port checks a metadata version or nothing; `stream_exists` (some metadata was set) is
 * checked here and then written under the version read — a concurrent write between the two
 * fails with WrongExpectedVersion, it is never overwritten.
 */
async function expectedMetadataVersionOf(
  context: EsdbCallContext,
  streamId: string,
  expected: ExpectedVersion,
): Promise<number | 'any'> {
  if (expected === 'any') return 'any';
  if (expected === 'no_stream') return 0;
  if (expected !== 'stream_exists') return expected;
  const current = await context.store.getStreamMetadata(streamId);
  if (current.metadataVersion === 0) {
    throw new WrongExpectedVersion(metastreamOf(streamId), 'stream_exists', 0);
  }
  return current.metadataVersion;
}
