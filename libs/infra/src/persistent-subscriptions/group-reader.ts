import { StreamDeleted, StreamNotFound } from '../errors';
import type { EventReader, RecordedEvent } from '../event-store/event-store.port';
import {
  ALL_STREAMS,
  type GroupFilter,
  type GroupKey,
  type SubscriptionStart,
} from './persistent-subscriptions.port';
import { linearRegExp } from '../support/linear-regex';

export interface ReadAhead {
  readonly events: readonly { seq: number; event: RecordedEvent }[];
  /** The group's read position after these. */
  readonly to: number;
}

/**
 * Reads a group's source after its read position: a stream by version (seq = version), or the
 * global log by position (seq = position), filtered.
 */
export async function readAhead(
  events: EventReader,
  key: GroupKey,
  filter: GroupFilter | undefined,
  after: number,
  limit: number,
): Promise<ReadAhead> {
  if (key.stream === ALL_STREAMS) {
    const { streamPattern, typePattern, ...stored } = filter ?? {};
    const page = await events.readAll({ from: BigInt(after), limit, filter: stored });
    // Patterns are applied here, past the store's filter: the page still moves the position.
    const streams = streamPattern === undefined ? undefined : linearRegExp(streamPattern);
    const types = typePattern === undefined ? undefined : linearRegExp(typePattern);
    const kept = page.events.filter(
      (event) => (streams?.test(event.streamId) ?? true) && (types?.test(event.type) ?? true),
    );
    return {
      events: kept.map((event) => ({ seq: Number(event.position), event })),
      to: Number(page.nextPosition),
    };
  }
  try {
    const page = await events.readStream(key.stream, { from: after + 1, limit });
    const read = page.events.map((event) => ({ seq: event.version, event }));
    return { events: read, to: read.length > 0 ? read[read.length - 1].seq : after };
  } catch (error) {
    // A deleted stream has nothing to read (a tombstoned one never will again).
    if (error instanceof StreamNotFound || error instanceof StreamDeleted) {
      return { events: [], to: after };
    }
    throw error;
  }
}

/** The read position a new group starts at: the seq of the event before its first. */
export async function startPosition(
  events: EventReader,
  key: GroupKey,
  start: SubscriptionStart,
): Promise<number> {
  if (start === 'start') return 0;
  if (typeof start === 'object') {
    return 'position' in start
      ? Math.max(0, Number(start.position) - 1)
      : Math.max(0, start.version - 1);
  }
  if (key.stream === ALL_STREAMS) return Number(await events.headPosition());
  try {
    return (await events.readStream(key.stream, { direction: 'backward', limit: 1 })).version;
  } catch (error) {
    if (error instanceof StreamNotFound) return 0;
    throw error;
  }
}
