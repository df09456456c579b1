import type {
  EventStore,
  LogFilter,
  ReadStreamResult,
  RecordedEvent,
} from '../event-store/event-store.port';
import { StreamNotFound } from '../errors';
import { passes, type ReadFilter } from './read-filter';
import { eventResponse, lastStreamPositionResponse, streamNotFoundResponse } from './read-mapping';
import type { PositionStart, ReadPlan, RevisionStart } from './read-request';
import type { ReadSink } from './read-sink';

/**
 * Most events read from the store per query (fewer when they are large: ReadSink.nextPage).
 * A read of any count (u64 max means "all") is served page by page as the client takes them:
 * never more than one page in memory.
 */
export const READ_PAGE_SIZE = 500;

function pageLimit(remaining: bigint): number {
  return Number(remaining < BigInt(READ_PAGE_SIZE) ? remaining : BigInt(READ_PAGE_SIZE));
}

/** The Tidemark version a stream read starts at (`undefined`: the stream's last). */
function startVersion(from: RevisionStart, forward: boolean): number | undefined {
  if (from === 'start') return 1;
  if (from === 'end') return forward ? Number.MAX_SAFE_INTEGER : undefined;
  const version = from.revision + 1n;
  if (version <= BigInt(Number.MAX_SAFE_INTEGER)) return Number(version);
  return forward ? Number.MAX_SAFE_INTEGER : undefined;
}

/**
 * Streams.Read of one stream, forward or backward, from start/end/a revision, up to `count`
 * events: StreamNotFound is the `stream_not_found` message (the client throws
 * StreamNotFoundError); StreamDeleted (a tombstone) is thrown, to end the call with its status.
 */
export async function readStreamSlice(
  store: EventStore,
  sink: ReadSink,
  plan: ReadPlan,
  streamId: string,
  from: RevisionStart,
): Promise<void> {
  const forward = plan.direction === 'forward';
  let remaining = plan.count ?? 0n;
  let next = startVersion(from, forward);
  let version: number | undefined;
  for (;;) {
    // A count of 0 still answers whether the stream exists, as EventStoreDB does.
    const limit = sink.nextPage(Math.max(pageLimit(remaining), 1));
    let page: ReadStreamResult;
    try {
      page = await store.readStream(streamId, { from: next, direction: plan.direction, limit });
    } catch (error) {
      if (!(error instanceof StreamNotFound)) throw error;
      // Deleted between two pages: what was sent stands, the read ends there.
      if (version === undefined) await sink.send(streamNotFoundResponse(streamId));
      return;
    }
    version = page.version;
    for (const event of page.events.slice(0, pageLimit(remaining))) {
      if (!(await sink.send(eventResponse(event, plan.uuid)))) return;
      remaining -= 1n;
    }
    const tail = page.events[page.events.length - 1];
    if (remaining === 0n || page.events.length < limit || !tail) break;
    next = forward ? tail.version + 1 : tail.version - 1;
    if (next < 1) break;
  }
  if (plan.compatibility >= 1) await sink.send(lastStreamPositionResponse(BigInt(version) - 1n));
}

/** The exclusive Tidemark `from` of a `$all` read; `undefined`: backward from the end. */
async function logStart(
  store: EventStore,
  from: PositionStart,
  forward: boolean,
): Promise<bigint | undefined> {
  if (from === 'start') return 0n;
  if (from === 'end') return forward ? store.headPosition() : undefined;
  // EventStoreDB reads forward from a position inclusively (the event at it comes first) and
  // backward exclusively (the events before it, newest first).
  if (forward) return from.commit > 0n ? from.commit - 1n : 0n;
  return from.commit;
}

/**
 * Pages of the global log from `from` in `direction`, each as large as `sink` says: filtered
 * by the store where it can (prefixes), else page by page here (a regex), so one query never
 * loads more than a page.
 */
export async function* logPages(
  store: EventStore,
  sink: ReadSink,
  direction: 'forward' | 'backward',
  from: bigint | undefined,
  filter: ReadFilter | undefined,
): AsyncGenerator<readonly RecordedEvent[]> {
  let position = from;
  for (;;) {
    const limit = sink.nextPage(READ_PAGE_SIZE);
    // A backward read from 0 has nothing before it.
    if (direction === 'backward' && position === 0n) return;
    const page = await store.readAll({
      from: position,
      limit,
      direction,
      filter: storeFilter(filter),
    });
    yield filter ? page.events.filter((event) => passes(filter, event)) : page.events;
    if (page.events.length < limit) return;
    position = page.nextPosition;
  }
}

/** The part of a filter the store applies itself: prefixes (a regex is applied here). */
export function storeFilter(filter: ReadFilter | undefined): LogFilter | undefined {
  if (!filter || filter.regex) return undefined;
  const prefixes = [...filter.prefixes];
  return filter.on === 'stream' ? { streamPrefixes: prefixes } : { typePrefixes: prefixes };
}

/** Streams.Read of `$all`, forward or backward, from start/end/a position, filtered, up to `count`. */
export async function readAllSlice(
  store: EventStore,
  sink: ReadSink,
  plan: ReadPlan,
  from: PositionStart,
): Promise<void> {
  const forward = plan.direction === 'forward';
  let remaining = plan.count ?? 0n;
  if (remaining === 0n) return;
  const start = await logStart(store, from, forward);
  for await (const events of logPages(store, sink, plan.direction, start, plan.filter)) {
    for (const event of events) {
      if (!(await sink.send(eventResponse(event, plan.uuid)))) return;
      remaining -= 1n;
      if (remaining === 0n) return;
    }
  }
}
