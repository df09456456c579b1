import type { ExpectedVersion } from '@tidemark/domain';
import { WrongExpectedVersion } from '../errors';
import { streamMetadataOf } from '../stores/eventstoredb/esdb-mapping';
import type { EsdbCallContext } from './call-context';
import { invalidArgument, type ProposedEvent } from './protocol-mapping';

/** The result of a metadata write, in metadata versions (the `$$stream` revision + 1). */
export interface MetadataWritten {
  readonly metadataVersion: number;
}

const TYPED_KEYS = ['$maxCount', '$maxAge', '$tb'] as const;

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
  if (events.length !== 1 || events[0].type !== '$metadata') {
    throw invalidArgument(`$$${streamId} takes one event of type $metadata per append`);
  }
  const json = events[0].data;
  for (const key of TYPED_KEYS) {
    const value = json[key];
    if (value !== undefined && !Number.isInteger(value)) {
      throw invalidArgument(
        `$$${streamId}: ${key} must be an integer, got ${JSON.stringify(value)}`,
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
    throw new WrongExpectedVersion(`$$${streamId}`, 'stream_exists', 0);
  }
  return current.metadataVersion;
}
