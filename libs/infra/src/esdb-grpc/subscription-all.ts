import { randomUUID } from 'node:crypto';
import type { EventStore, RecordedEvent } from '../event-store/event-store.port';
import { passes, type ReadFilter } from './read-filter';
import {
  caughtUpResponse,
  checkpointResponse,
  confirmationResponse,
  eventResponse,
} from './read-mapping';
import type { PositionStart, UuidFormat } from './read-request';
import { READ_PAGE_SIZE } from './read-slices';
import type { ReadSink } from './read-sink';

/**
 * What a `$all` subscription sends for each event it scans: the event when it passes the
 * filter, and — filtered — a checkpoint after every `checkpointEvery` scanned events, so a
 * client whose filter matches rarely still moves its own checkpoint on (EventStoreDB's
 * `checkpointReached`).
 */
class AllSubscriptionFeed {
  private scanned = 0;
  private checkpointed = 0n;
  /** The last position scanned: the subscription resumes after it. */
  position: bigint;

  constructor(
    private readonly sink: ReadSink,
    private readonly filter: ReadFilter | undefined,
    private readonly uuid: UuidFormat,
    from: bigint,
  ) {
    this.position = from;
  }

  /** False when the call is over. */
  async scan(event: RecordedEvent): Promise<boolean> {
    this.position = event.position;
    const { filter } = this;
    if (!filter) return this.sink.send(eventResponse(event, this.uuid));
    if (passes(filter, event) && !(await this.sink.send(eventResponse(event, this.uuid)))) {
      return false;
    }
    this.scanned += 1;
    if (this.scanned < filter.checkpointEvery) return true;
    return this.checkpoint();
  }

  /** A checkpoint at the last scanned position, unless one was already sent there. */
  async checkpoint(): Promise<boolean> {
    if (!this.filter || this.position <= this.checkpointed) return !this.sink.signal.aborted;
    this.scanned = 0;
    this.checkpointed = this.position;
    return this.sink.send(checkpointResponse(this.position));
  }
}

/**
 * A catch-up subscription to `$all`: confirmation, the events after `from` (exclusive, as in
 * EventStoreDB) read page by page, a checkpoint (filtered) and `caught_up`, then live events
 * as they commit. Each page or live event is read only once the client has taken the previous
 * ones (back-pressure), so it never falls behind and never drops an event: `fell_behind` is
 * never sent. Ends when the client cancels or the server closes.
 */
export async function subscribeToAll(
  store: EventStore,
  sink: ReadSink,
  from: PositionStart,
  filter: ReadFilter | undefined,
  uuid: UuidFormat,
): Promise<void> {
  if (!(await sink.send(confirmationResponse(randomUUID())))) return;
  let start: bigint;
  if (from === 'start') start = 0n;
  else if (from === 'end') start = await store.headPosition();
  else start = from.commit;
  const feed = new AllSubscriptionFeed(sink, filter, uuid, start);
  // Catch-up: the whole page is scanned here (filters applied by the server) so that
  // checkpoints count every event, as EventStoreDB's do.
  for (;;) {
    if (sink.signal.aborted) return;
    const page = await store.readAll({ from: feed.position, limit: READ_PAGE_SIZE });
    for (const event of page.events) if (!(await feed.scan(event))) return;
    if (page.events.length < READ_PAGE_SIZE) break;
  }
  if (!(await feed.checkpoint()) || !(await sink.send(caughtUpResponse()))) return;
  // Live: the store's subscription, pulled one event at a time. Ending the loop (cancel,
  // abort) returns the iterator, which releases what it holds.
  const live = store.subscribe({ from: feed.position, signal: sink.signal });
  for await (const event of live) if (!(await feed.scan(event))) return;
}
