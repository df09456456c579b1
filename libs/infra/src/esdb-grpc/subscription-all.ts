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
import { READ_PAGE_SIZE, storeFilter } from './read-slices';
import type { ReadSink } from './read-sink';

/**
 * What a `$all` subscription sends as it scans the log: the events that pass the filter, and —
 * filtered — a checkpoint whenever `checkpointEvery` log positions were scanned since the last
 * one, so a client whose filter matches rarely still moves its own checkpoint on (EventStoreDB's
 * `checkpointReached`). Positions are counted rather than events so that a page the store
 * filtered itself (prefixes) counts the events it skipped: Tidemark positions are dense.
 */
class AllSubscriptionFeed {
  private scanned = 0n;
  private checkpointed = 0n;
  /** Everything up to this position was scanned: the subscription resumes after it. */
  position: bigint;

  constructor(
    private readonly sink: ReadSink,
    private readonly filter: ReadFilter | undefined,
    private readonly uuid: UuidFormat,
    from: bigint,
  ) {
    this.position = from;
  }

  /** Sends `event` if it passes. False when the call is over. */
  async scan(event: RecordedEvent): Promise<boolean> {
    const { filter } = this;
    if (!filter || passes(filter, event)) {
      if (!(await this.sink.send(eventResponse(event, this.uuid)))) return false;
    }
    return this.reach(event.position);
  }

  /** Everything up to `position` was scanned (matching events sent). False when the call is over. */
  async reach(position: bigint): Promise<boolean> {
    if (position <= this.position) return !this.sink.signal.aborted;
    this.scanned += position - this.position;
    this.position = position;
    if (!this.filter || this.scanned < BigInt(this.filter.checkpointEvery)) {
      return !this.sink.signal.aborted;
    }
    return this.checkpoint();
  }

  /** A checkpoint at the last scanned position, unless one was already sent there. */
  async checkpoint(): Promise<boolean> {
    if (!this.filter || this.position <= this.checkpointed) return !this.sink.signal.aborted;
    this.scanned = 0n;
    this.checkpointed = this.position;
    return this.sink.send(checkpointResponse(this.position));
  }
}

/**
 * Catch-up: pages of the log after `feed.position`. Prefix filters are applied by the store (it
 * skips what does not match); then a short page means everything up to the head taken before
 * the read was scanned. A regex is applied here, to whole pages.
 */
async function catchUp(
  store: EventStore,
  sink: ReadSink,
  feed: AllSubscriptionFeed,
  filter: ReadFilter | undefined,
): Promise<boolean> {
  const inStore = storeFilter(filter);
  for (;;) {
    if (sink.signal.aborted) return false;
    const head = inStore ? await store.headPosition() : 0n;
    const limit = sink.nextPage(READ_PAGE_SIZE);
    const page = await store.readAll({ from: feed.position, limit, filter: inStore });
    for (const event of page.events) if (!(await feed.scan(event))) return false;
    if (page.events.length < limit) return feed.reach(head);
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
  if (!(await catchUp(store, sink, feed, filter))) return;
  if (!(await feed.checkpoint()) || !(await sink.send(caughtUpResponse()))) return;
  // Live: the store's subscription, unfiltered so that checkpoints count every event, pulled
  // one event at a time. Ending the loop (cancel, abort) returns the iterator, which releases
  // what it holds.
  const live = store.subscribe({
    from: feed.position,
    signal: sink.signal,
    batchSize: sink.nextPage(READ_PAGE_SIZE),
  });
  for await (const event of live) if (!(await feed.scan(event))) return;
}
