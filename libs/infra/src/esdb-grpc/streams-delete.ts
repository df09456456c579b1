import { DeleteReq, DeleteResp, TombstoneReq, TombstoneResp } from './protocol/streams';
import { StreamNotFound, WrongExpectedVersion } from '../errors';
import type { DeleteStreamResult, EventStore } from '../event-store/event-store.port';
import type { EsdbCallContext } from './call-context';
import {
  expectedVersionOf,
  invalidArgument,
  streamNameOf,
  writeTargetOf,
} from './protocol-mapping';
import { assertWriter } from './stream-writes';

/** The options both deletions carry. */
type DeleteOptions =
  | NonNullable<ReturnType<DeleteReq['getOptions']>>
  | NonNullable<ReturnType<TombstoneReq['getOptions']>>;

/**
 * Streams.Delete: a soft delete (reads answer StreamNotFound, a later append continues the
 * versions). A wrong expected revision, or a tombstoned stream, ends the call with the status
 * and trailers the clients turn into WrongExpectedVersionError / StreamDeletedError; so does a
 * stream that never existed (no events, no metadata), whatever the expected revision, as in
 * EventStoreDB since 21.10 (the store itself takes that delete as a no-op).
 */
export async function deleteStream(
  request: DeleteReq,
  context: EsdbCallContext,
): Promise<DeleteResp> {
  const result = await deletion(request.getOptions(), context, 'soft');
  const position = result.position.toString();
  return new DeleteResp().setPosition(
    new DeleteResp.Position().setCommitPosition(position).setPreparePosition(position),
  );
}

/** Streams.Tombstone: deleted for good; its appends, reads and deletes answer StreamDeleted. */
export async function tombstoneStream(
  request: TombstoneReq,
  context: EsdbCallContext,
): Promise<TombstoneResp> {
  const result = await deletion(request.getOptions(), context, 'tombstone');
  const position = result.position.toString();
  return new TombstoneResp().setPosition(
    new TombstoneResp.Position().setCommitPosition(position).setPreparePosition(position),
  );
}

async function deletion(
  options: DeleteOptions | undefined,
  context: EsdbCallContext,
  how: 'soft' | 'tombstone',
): Promise<DeleteStreamResult> {
  assertWriter(context);
  if (options === undefined) throw invalidArgument('the delete options are missing');
  const target = writeTargetOf(streamNameOf(options.getStreamIdentifier()));
  if (target.kind === 'metadata') {
    throw invalidArgument('a metadata stream ($$<stream>) is not deleted: delete its stream');
  }
  const expectedVersion = expectedVersionOf(
    options,
    options.hasRevision() ? options.getRevision() : undefined,
  );
  if (how === 'tombstone')
    return context.store.tombstoneStream(target.streamId, { expectedVersion });
  if (!(await everExisted(context.store, target.streamId))) {
    throw new WrongExpectedVersion(target.streamId, expectedVersion, 0);
  }
  return context.store.deleteStream(target.streamId, { expectedVersion });
}

/**
 * Whether a stream has events, or had (a soft delete leaves metadata), or has metadata only
 * (EventStoreDB's "implicitly exists"). A tombstoned one throws StreamDeleted.
 */
async function everExisted(store: EventStore, streamId: string): Promise<boolean> {
  try {
    await store.readStream(streamId, { direction: 'backward', limit: 1 });
    return true;
  } catch (error) {
    if (!(error instanceof StreamNotFound)) throw error;
  }
  return (await store.getStreamMetadata(streamId)).metadataVersion > 0;
}
