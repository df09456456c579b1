import { randomUUID } from 'node:crypto';
import type { EventStore, ReadStreamResult } from '../event-store/event-store.port';
import { StreamNotFound } from '../errors';
import { caughtUpResponse, confirmationResponse, eventResponse } from './read-mapping';
import type { RevisionStart, UuidFormat } from './read-request';
import { READ_PAGE_SIZE } from './read-slices';
import type { ReadSink } from './read-sink';

/** A stream read that answers "no events" for a stream that has none (or was soft-deleted). */
async function readOrNone(
  store: EventStore,
  streamId: string,
  options: Parameters<EventStore['readStream']>[1],
): Promise<ReadStreamResult | undefined> {
  try {
    return await store.readStream(streamId, options);
  } catch (error) {
    if (error instanceof StreamNotFound) return undefined;
    throw error;
  }
}

/**
 * A catch-up subscription to one stream: confirmation, the events after `from` (a revision,
 * exclusive, as in EventStoreDB; a stream that does not exist yet is waited for), `caught_up`,
 * then live events. Catch-up reads the stream itself, page by page; live follows the global log
 * from the head taken before the last catch-up read — every event the stream gets after that
 * read commits above it — keeping this stream's events past the last version sent. A
 * tombstoned stream answers StreamDeleted (thrown) when the subscription starts.
 */
export async function subscribeToStream(
  store: EventStore,
  sink: ReadSink,
  streamId: string,
  from: RevisionStart,
  uuid: UuidFormat,
): Promise<void> {
  if (!(await sink.send(confirmationResponse(randomUUID())))) return;
  let head = await store.headPosition();
  // The last version the client has (or does not want): events after it are sent.
  let sent: number;
  if (from === 'end') {
    sent = (await readOrNone(store, streamId, { direction: 'backward', limit: 1 }))?.version ?? 0;
  } else {
    // Revisions past what a stream can hold wait for nothing but stay valid, as in EventStoreDB.
    const limit = BigInt(Number.MAX_SAFE_INTEGER - 1);
    sent = from === 'start' ? 0 : Number(from.revision + 1n > limit ? limit : from.revision + 1n);
    for (;;) {
      const limit = sink.nextPage(READ_PAGE_SIZE);
      const page = await readOrNone(store, streamId, { from: sent + 1, limit });
      const events = page?.events ?? [];
      for (const event of events) {
        if (!(await sink.send(eventResponse(event, uuid)))) return;
        sent = event.version;
      }
      if (events.length < limit) break;
      head = await store.headPosition();
    }
  }
  if (!(await sink.send(caughtUpResponse()))) return;
  const live = store.subscribe({
    from: head,
    filter: { streamPrefixes: [streamId] },
    signal: sink.signal,
    batchSize: sink.nextPage(READ_PAGE_SIZE),
  });
  for await (const event of live) {
    if (event.streamId !== streamId || event.version <= sent) continue;
    if (!(await sink.send(eventResponse(event, uuid)))) return;
    sent = event.version;
  }
}
