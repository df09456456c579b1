import { createHash } from 'node:crypto';
import { Empty } from './protocol/shared';
import type { ReadResp } from './protocol/streams';
import type { EventStore } from '../event-store/event-store.port';
import {
  esdbMetadataOf,
  METADATA_EVENT_TYPE,
  metastreamOf,
} from '../esdb-protocol/stream-metadata';
import { eventResponse, lastStreamPositionResponse, streamNotFoundResponse } from './read-mapping';
import type { ReadPlan, RevisionStart } from './read-request';
import type { ReadSink } from './read-sink';

/** A stable id for metadata version `version` of a stream (the store keeps no event for it). */
function metadataEventId(streamId: string, version: number): string {
  const hex = createHash('sha1')
    .update(`${metastreamOf(streamId)}:${version}`)
    .digest('hex');
  // Shaped as a name-based (v5) UUID, so that every client parses it.
  const variant = ((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** Whether a read from `from` in `direction` takes in revision `revision`. */
function covers(from: RevisionStart, forward: boolean, revision: bigint): boolean {
  // Forward from the start, or backward from the end, meets every revision; the other way
  // round only the first (revision 0), or nothing.
  if (from === 'start') return forward || revision === 0n;
  if (from === 'end') return !forward;
  return forward ? from.revision <= revision : from.revision >= revision;
}

/**
 * A read of `$$<stream>`, the metastream: Tidemark keeps a stream's current metadata, not its
 * history, so the metastream reads as one `$metadata` event at revision metadataVersion − 1
 * (what `getStreamMetadata` reads: the last one), with EventStoreDB's JSON ($maxCount,
 * $maxAge, $tb, custom keys). Never set: stream_not_found. It has no `$all` position.
 */
export async function readMetadataSlice(
  store: EventStore,
  sink: ReadSink,
  plan: ReadPlan,
  streamId: string,
  from: RevisionStart,
): Promise<void> {
  const { metadata, metadataVersion } = await store.getStreamMetadata(streamId);
  const metastream = metastreamOf(streamId);
  if (metadataVersion === 0) {
    await sink.send(streamNotFoundResponse(metastream));
    return;
  }
  const revision = BigInt(metadataVersion - 1);
  if ((plan.count ?? 0n) > 0n && covers(from, plan.direction === 'forward', revision)) {
    const response: ReadResp = eventResponse(
      {
        id: metadataEventId(streamId, metadataVersion),
        type: METADATA_EVENT_TYPE,
        data: esdbMetadataOf(metadata),
        metadata: {},
        streamId: metastream,
        version: metadataVersion,
        position: 0n,
        recordedAt: new Date().toISOString(),
      },
      plan.uuid,
    );
    response.getEvent()?.setNoPosition(new Empty());
    if (!(await sink.send(response))) return;
  }
  if (plan.compatibility >= 1) await sink.send(lastStreamPositionResponse(revision));
}
