import { StreamIdentifier, UUID } from './protocol/shared';
import { ReadResp } from './protocol/streams';
import type { RecordedEvent } from '../event-store/event-store.port';
import type { UuidFormat } from './read-request';

/** .NET ticks (100 ns) per millisecond: EventStoreDB's `created` is ticks since the Unix epoch. */
const TICKS_PER_MS = 10_000n;

function streamIdentifier(streamId: string): StreamIdentifier {
  return new StreamIdentifier().setStreamName(Buffer.from(streamId, 'utf8'));
}

/** An event id as the client asked for it: text, or two signed 64-bit halves (as .NET sends). */
export function uuidMessage(id: string, format: UuidFormat): UUID {
  const uuid = new UUID();
  if (format === 'string') return uuid.setString(id);
  const hex = id.replace(/-/g, '');
  const most = BigInt.asIntN(64, BigInt(`0x${hex.slice(0, 16)}`));
  const least = BigInt.asIntN(64, BigInt(`0x${hex.slice(16, 32)}`));
  return uuid.setStructured(
    new UUID.Structured()
      .setMostSignificantBits(most.toString())
      .setLeastSignificantBits(least.toString()),
  );
}

/** JSON bytes; an empty object is sent as no metadata, as the EventStoreDB clients append it. */
function metadataBytes(metadata: RecordedEvent['metadata']): Uint8Array {
  return Object.keys(metadata).length === 0
    ? new Uint8Array(0)
    : Buffer.from(JSON.stringify(metadata), 'utf8');
}

/**
 * A Tidemark event as EventStoreDB's `ReadResp.event`: revision = version − 1, commit =
 * prepare = the Tidemark position, `created` in ticks, JSON data.
 */
export function eventResponse(event: RecordedEvent, format: UuidFormat): ReadResp {
  const position = event.position.toString();
  const recorded = new ReadResp.ReadEvent.RecordedEvent()
    .setId(uuidMessage(event.id, format))
    .setStreamIdentifier(streamIdentifier(event.streamId))
    .setStreamRevision((event.version - 1).toString())
    .setCommitPosition(position)
    .setPreparePosition(position)
    .setData(Buffer.from(JSON.stringify(event.data), 'utf8'))
    .setCustomMetadata(metadataBytes(event.metadata));
  const created = BigInt(Date.parse(event.recordedAt)) * TICKS_PER_MS;
  recorded
    .getMetadataMap()
    .set('type', event.type)
    .set('created', created.toString())
    .set('content-type', 'application/json');
  return new ReadResp().setEvent(
    new ReadResp.ReadEvent().setEvent(recorded).setCommitPosition(position),
  );
}

export function confirmationResponse(subscriptionId: string): ReadResp {
  return new ReadResp().setConfirmation(
    new ReadResp.SubscriptionConfirmation().setSubscriptionId(subscriptionId),
  );
}

export function caughtUpResponse(): ReadResp {
  return new ReadResp().setCaughtUp(new ReadResp.CaughtUp());
}

export function checkpointResponse(position: bigint): ReadResp {
  const text = position.toString();
  return new ReadResp().setCheckpoint(
    new ReadResp.Checkpoint().setCommitPosition(text).setPreparePosition(text),
  );
}

export function streamNotFoundResponse(streamName: string): ReadResp {
  return new ReadResp().setStreamNotFound(
    new ReadResp.StreamNotFound().setStreamIdentifier(streamIdentifier(streamName)),
  );
}

export function firstStreamPositionResponse(revision: bigint): ReadResp {
  return new ReadResp().setFirstStreamPosition(revision.toString());
}

export function lastStreamPositionResponse(revision: bigint): ReadResp {
  return new ReadResp().setLastStreamPosition(revision.toString());
}

/** Roughly what a response weighs on the wire: an event's data, metadata and names, or a little. */
export function responseBytes(response: ReadResp): number {
  const recorded = response.getEvent()?.getEvent();
  if (!recorded) return 64;
  return (
    recorded.getData_asU8().length +
    recorded.getCustomMetadata_asU8().length +
    recorded.getStreamIdentifier()!.getStreamName_asU8().length +
    256
  );
}
