import { matchesQuery, type EventQuery } from '@tidemark/domain';
import { type Clock, type IdGenerator, systemClock, uuidv7 } from '../../support/ids';
import type { Settled } from '../../event-store/append-queue';
import {
  planAppend,
  type PreparedAppend,
  type StoredEventRef,
} from '../../event-store/append-planner';
import {
  keyCompletion,
  type AppendResult,
  type ReadAllOptions,
  type ReadAllResult,
  type ReadByQueryOptions,
  type ReadByQueryResult,
  type ReadStreamOptions,
  type ReadStreamResult,
  type RecordedEvent,
} from '../../event-store/event-store.port';
import type { KeyCompletion } from '../../idempotency/idempotency-store.port';
import type { LogNotifier } from '../../event-store/log-notifier';
import { logPage, QueuedEventStore } from '../../event-store/queued-event-store';
import { checkLogRead, checkStreamRead, matchesLogFilter } from '../../event-store/read-options';
import { checkQueryRead, queryPage } from '../../event-store/query-reads';
import {
  assertReadable,
  hasLimits,
  NEW_STREAM,
  visibleEvents,
  type StreamRecord,
  type VisibleEvents,
} from '../../event-store/stream-lifecycle';

/**
 * An event as kept in memory: data and metadata as JSON text, so that what a caller does to
 * the objects it appended or read never changes the log, and values come back as a SQL store
 * gives them (an `undefined` field dropped, `-0` as `0`).
 */
interface KeptEvent {
  readonly id: string;
  readonly type: string;
  readonly data: string;
  readonly metadata: string;
  readonly streamId: string;
  readonly version: number;
  readonly position: bigint;
  readonly recordedAt: string;
  /** Empty when none. */
  readonly tags: readonly string[];
}

/**
 * The events of an in-memory store: what a database file is to the SQLite store. Stores opened
 * on one log (one after another, or several at once, as app instances sharing a database)
 * see the same streams, and each wakes the others' subscribers when it commits.
 */
export class InMemoryEventLog {
  /** In log order: the event at position p is at index p - 1 (a hole once scavenged). */
  private readonly events: (KeptEvent | undefined)[] = [];
  /** A stream's events: version v at index v - 1 (a hole once scavenged). */
  private readonly streams = new Map<string, (KeptEvent | undefined)[]>();
  private readonly records = new Map<string, StreamRecord>();
  private readonly byId = new Map<string, KeptEvent>();
  private readonly notifiers = new Set<LogNotifier>();

  get head(): bigint {
    return BigInt(this.events.length);
  }

  record(streamId: string): StreamRecord {
    return this.records.get(streamId) ?? NEW_STREAM;
  }

  /** The events of a stream that `visible` shows, in version order, from `from` on or back. */
  slice(
    streamId: string,
    visible: VisibleEvents,
    read: { direction: 'forward' | 'backward'; from: number; limit: number },
  ): KeptEvent[] {
    const events = this.streams.get(streamId) ?? [];
    const found: KeptEvent[] = [];
    const forward = read.direction === 'forward';
    const first = Math.max(visible.fromVersion, 1);
    let version = forward ? Math.max(read.from, first) : Math.min(read.from, events.length);
    for (; version >= first && version <= events.length; version += forward ? 1 : -1) {
      if (found.length === read.limit) break;
      const kept = events[version - 1];
      if (kept && (visible.recordedFrom === undefined || kept.recordedAt >= visible.recordedFrom)) {
        found.push(kept);
      }
    }
    return found;
  }

  /**
   * Replaces a stream's record: synchronous, so nothing comes between its check and write. Its
   * custom metadata is kept as JSON would keep it, apart from the caller's objects.
   */
  update(streamId: string, change: (stream: StreamRecord) => StreamRecord): StreamRecord {
    const stream = copyOf(change(this.record(streamId)));
    this.records.set(streamId, stream);
    return copyOf(stream);
  }

  /** Removes the events no read shows any more; returns how many. */
  removeHidden(nowMs: number): number {
    let removed = 0;
    for (const [streamId, stream] of this.records) {
      if (!hasLimits(stream)) continue;
      const visible = visibleEvents(stream, nowMs);
      const events = this.streams.get(streamId) ?? [];
      events.forEach((kept, index) => {
        if (!kept) return;
        const shown =
          kept.version >= visible.fromVersion &&
          (visible.recordedFrom === undefined || kept.recordedAt >= visible.recordedFrom);
        if (shown) return;
        events[index] = undefined;
        this.events[Number(kept.position) - 1] = undefined;
        this.byId.delete(kept.id);
        removed += 1;
      });
    }
    return removed;
  }

  /**
   * Up to `limit` events that `keep`, after `from` (exclusive) in position order, or before it
   * newest first (`undefined`: from the end). Positions are dense from 1: the event at position
   * p is at index p - 1.
   */
  scan(
    direction: 'forward' | 'backward',
    from: bigint | undefined,
    limit: number,
    keep: (event: KeptEvent) => boolean,
  ): KeptEvent[] {
    const found: KeptEvent[] = [];
    const length = this.events.length;
    const step = direction === 'forward' ? 1 : -1;
    let i =
      direction === 'forward'
        ? Number(from ?? 0n)
        : from === undefined || from > BigInt(length)
          ? length - 1
          : Number(from) - 2;
    for (; i >= 0 && i < length && found.length < limit; i += step) {
      const event = this.events[i];
      if (event !== undefined && keep(event)) found.push(event);
    }
    return found;
  }

  /**
   * Decides and writes one append. Synchronous: no other append can come between the check
   * of the versions and ids and the write, and a refused append has written nothing.
   */
  commit(append: PreparedAppend, recordedAt: string): AppendResult {
    const { streamId } = append;
    const current = this.streams.get(streamId) ?? [];
    const stored: StoredEventRef[] = [];
    for (const event of append.events) {
      const kept = this.byId.get(event.id);
      if (kept) stored.push(kept);
    }
    const stream = this.record(streamId);
    const plan = planAppend(append, stream, stored, ({ failIfEventsMatch, after }) => {
      const [match] = this.scan('forward', after, 1, (kept) =>
        matchesQuery(failIfEventsMatch, kept),
      );
      return match?.position;
    });
    if (plan.kind === 'retry') return plan.result;
    // Every event is encoded before any is kept: an append that fails to encode keeps nothing.
    const head = this.head;
    const written = append.events.map((event, index): KeptEvent => ({
      id: event.id,
      type: event.type,
      data: JSON.stringify(event.data),
      metadata: JSON.stringify(event.metadata),
      streamId,
      version: plan.firstVersion + index,
      position: head + BigInt(index + 1),
      recordedAt,
      tags: event.tags,
    }));
    for (const kept of written) {
      this.events.push(kept);
      current.push(kept);
      this.byId.set(kept.id, kept);
    }
    this.streams.set(streamId, current);
    this.records.set(streamId, { ...stream, version: current.length, state: 'live' });
    return {
      streamId,
      firstVersion: plan.firstVersion,
      nextExpectedVersion: current.length,
      position: written[written.length - 1].position,
      written: true,
    };
  }

  /** Subscribers of every store on this log are told of each commit. */
  attach(notifier: LogNotifier): void {
    this.notifiers.add(notifier);
  }

  detach(notifier: LogNotifier): void {
    this.notifiers.delete(notifier);
  }

  notifyAll(): void {
    for (const notifier of this.notifiers) notifier.notify();
  }
}

export interface InMemoryEventStoreOptions {
  /** The events to open the store on. Default: a new, empty log of its own. */
  readonly log?: InMemoryEventLog;
  readonly clock?: Clock;
  readonly newId?: IdGenerator;
  /**
   * Slow poll while live. Every commit on the log wakes subscribers, so this only bounds a
   * notice lost to a bug. Default 1000 ms.
   */
  readonly pollIntervalMs?: number;
  /**
   * @internal The idempotency keys of the same memory store: a keyed append completes its key
   * in the step that commits its events, as the SQL stores do in their transaction.
   */
  readonly keys?: { completeInTransaction(completions: readonly KeyCompletion[]): void };
}

/**
 * An event store in the process's memory, for tests and single-process tools: the same
 * contract as the SQL stores (versions, atomic appends, id dedup, group commit, subscriptions),
 * nothing durable. It keeps every event until a scavenge removes it or the log is dropped.
 *
 * `AppendOptions.keyed` is ignored unless the store is given the idempotency keys it shares
 * its memory with (`openStorage('memory:')` does): then a keyed append completes its key with
 * its events. Without them the caller completes the key after the append.
 */
export class InMemoryEventStore extends QueuedEventStore {
  readonly log: InMemoryEventLog;
  private readonly clock: Clock;
  private readonly keys: InMemoryEventStoreOptions['keys'];

  constructor(options: InMemoryEventStoreOptions = {}) {
    const clock = options.clock ?? systemClock;
    super(options.newId ?? (() => uuidv7(clock().getTime())), options.pollIntervalMs ?? 1000);
    this.clock = clock;
    this.log = options.log ?? new InMemoryEventLog();
    this.keys = options.keys;
    this.log.attach(this.notifier);
  }

  async readStream(streamId: string, options: ReadStreamOptions = {}): Promise<ReadStreamResult> {
    this.assertOpen();
    const { direction, from, limit } = checkStreamRead(streamId, options);
    const stream = this.log.record(streamId);
    assertReadable(streamId, stream);
    const { version } = stream;
    const start = from ?? (direction === 'forward' ? 1 : version);
    const visible = visibleEvents(stream, this.clock().getTime());
    const slice = this.log.slice(streamId, visible, { direction, from: start, limit });
    return { streamId, version, events: slice.map(toRecordedEvent) };
  }

  async readAll(options: ReadAllOptions = {}): Promise<ReadAllResult> {
    this.assertOpen();
    const read = checkLogRead(options);
    const events = this.log
      .scan(read.direction, read.from, read.limit, (kept) => matchesLogFilter(kept, read))
      .map(toRecordedEvent);
    return logPage(events, read.from);
  }

  async headPosition(): Promise<bigint> {
    this.assertOpen();
    return this.log.head;
  }

  async readByQuery(
    query: EventQuery,
    options: ReadByQueryOptions = {},
  ): Promise<ReadByQueryResult> {
    this.assertOpen();
    const read = checkQueryRead(query, options);
    const head = this.log.head;
    const matching = { items: read.items };
    const events = this.log
      .scan('forward', read.from, read.limit, (kept) => matchesQuery(matching, kept))
      .map(toRecordedEvent);
    return queryPage(events, read, head);
  }

  protected async commitTogether(
    batch: readonly PreparedAppend[],
  ): Promise<Settled<AppendResult>[]> {
    const recordedAt = this.clock().toISOString();
    const outcomes = batch.map((append): Settled<AppendResult> => {
      try {
        const value = this.log.commit(append, recordedAt);
        // Synchronous with the commit: the key stands completed iff the events do.
        if (value.written && append.keyed) {
          this.keys?.completeInTransaction([keyCompletion(append.keyed, value)]);
        }
        return { ok: true, value };
      } catch (error) {
        // Appends share no transaction here: whatever fails one fails only that one.
        return { ok: false, error };
      }
    });
    if (outcomes.some((outcome) => outcome.ok && outcome.value.written)) this.log.notifyAll();
    return outcomes;
  }

  protected async updateStream(
    streamId: string,
    change: (stream: StreamRecord) => StreamRecord,
  ): Promise<{ stream: StreamRecord; head: bigint }> {
    return { stream: this.log.update(streamId, change), head: this.log.head };
  }

  protected async streamRecord(streamId: string): Promise<StreamRecord> {
    return copyOf(this.log.record(streamId));
  }

  protected async removeHidden(): Promise<number> {
    return this.log.removeHidden(this.clock().getTime());
  }

  /** Not reached: {@link commitTogether} answers every append on its own and never throws. */
  protected async translate(error: unknown): Promise<unknown> {
    return error;
  }

  protected async release(): Promise<void> {
    this.log.detach(this.notifier);
  }
}

/** A record whose custom metadata is a copy, as a SQL store's JSON text would give it. */
function copyOf(stream: StreamRecord): StreamRecord {
  const { custom } = stream.metadata;
  if (custom === undefined) return stream;
  const copy = JSON.parse(JSON.stringify(custom)) as typeof custom;
  return { ...stream, metadata: { ...stream.metadata, custom: copy } };
}

function toRecordedEvent(kept: KeptEvent): RecordedEvent {
  return {
    id: kept.id,
    type: kept.type,
    data: JSON.parse(kept.data) as RecordedEvent['data'],
    metadata: JSON.parse(kept.metadata) as RecordedEvent['metadata'],
    streamId: kept.streamId,
    version: kept.version,
    position: kept.position,
    recordedAt: kept.recordedAt,
    ...(kept.tags.length > 0 ? { tags: [...kept.tags] } : {}),
  };
}
