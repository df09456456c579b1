import type { NewEvent } from '@tidemark/domain';
import {
  connect,
  Events,
  nanos,
  RetentionPolicy,
  StorageType,
  type JetStreamClient,
  type JetStreamManager,
  type NatsConnection,
  type Subscription,
} from 'nats';
import { randomUUID } from 'node:crypto';
import { StoreClosed } from '../../errors';
import { uuidv7, type IdGenerator } from '../../support/ids';
import type {
  AppendOptions,
  DeleteStreamOptions,
  DeleteStreamResult,
  EventStore,
  ReadAllOptions,
  ReadAllResult,
  ReadStreamOptions,
  ReadStreamResult,
  RecordedEvent,
  SetStreamMetadataOptions,
  StreamMetadata,
  StreamMetadataResult,
  SubscribeOptions,
} from '../../event-store/event-store.port';
import { LogNotifier } from '../../event-store/log-notifier';
import {
  checkLogRead,
  checkStreamRead,
  matchesLogFilter,
  type CheckedLogRead,
} from '../../event-store/read-options';
import {
  assertNotTombstoned,
  assertReadable,
  checkDelete,
  checkMetadataWrite,
  checkStreamId,
  metadataResult,
  NEW_STREAM,
  planDelete,
  planMetadataWrite,
  visibleEvents,
  type StreamRecord,
} from '../../event-store/stream-lifecycle';
import { followLog } from '../../event-store/subscription';
import { RemoteAppendRoad } from '../remote/remote-append-road';
import { JetStreamAppend, type AppendContext } from './jetstream-append';
import { publishAfter, retrying } from './jetstream-publish';
import { connectionOptionsOf, type JetStreamUrl } from './jetstream-url';
import {
  apiErrorCode,
  encodeMessage,
  JetStreamNames,
  JS_STREAM_NOT_FOUND,
  outageOf,
  recordedEventsOf,
  seqOf,
} from './jetstream-format';
import { JetStreamIdIndex } from './jetstream-id-index';
import { lastMessage, lastSeq, readMessages } from './jetstream-reads';

export interface JetStreamEventStoreOptions {
  /** The JetStream stream (and `<stream>_ids` KV bucket). Default `TIDEMARK`. */
  readonly stream?: string;
  /** Replicas of the stream and the bucket when this store creates them. Default 1. */
  readonly replicas?: number;
  readonly newId?: IdGenerator;
  /** Bound on one append, its publish retries during a leader election included. Default 15 s. */
  readonly appendTimeoutMs?: number;
  /** Bound on every other request to the server. Default 5 s. */
  readonly requestTimeoutMs?: number;
  /** Fallback poll while subscriptions are live. Default 1 s. */
  readonly pollIntervalMs?: number;
}

/** Messages read per round of a backward scan, at most. */
const BACKWARD_WINDOW = 512;
/** Messages read per consumer in a forward scan. */
const FORWARD_PAGE = 1_000;

/**
 * The event store on NATS JetStream (docs/jetstream.md, "Event store"): one JetStream stream
 * per store, one subject per Tidemark stream, one message per append (its events and the
 * stream's record after it), the expected version checked by the server on the subject's last
 * sequence, event ids indexed in a KV bucket of the same replicas.
 */
export class JetStreamEventStore implements EventStore {
  readonly appendNotices = new LogNotifier();
  private readonly names: JetStreamNames;
  private readonly pollIntervalMs: number;
  private readonly context: AppendContext;
  /** Appends run one per stream at a time, each claiming its ids in its turn. */
  private readonly road: RemoteAppendRoad;
  private notices: Subscription | undefined;
  /** Set when close() is called: new calls are refused. */
  private closing = false;
  /** Set once queued appends are done: every read stops. */
  private closed = false;
  /** Events per message in recent forward reads (a moving average): sizes the next page. */
  private eventsPerMessage = 1;
  private connected = true;

  private constructor(
    private readonly nc: NatsConnection,
    js: JetStreamClient,
    jsm: JetStreamManager,
    index: JetStreamIdIndex,
    names: JetStreamNames,
    options: JetStreamEventStoreOptions,
  ) {
    this.names = names;
    this.pollIntervalMs = options.pollIntervalMs ?? 1_000;
    const appendTimeoutMs = options.appendTimeoutMs ?? 15_000;
    this.context = {
      js,
      jsm,
      names,
      index,
      stream: names.stream,
      maxPayload: nc.info?.max_payload ?? 1024 * 1024,
      appendTimeoutMs,
      staleClaimMs: appendTimeoutMs * 2,
      isClosed: () => this.closed,
      isConnected: () => this.connected,
    };
    const context = this.context;
    const newId = options.newId ?? (() => uuidv7());
    this.road = new RemoteAppendRoad(
      newId,
      (start) => new JetStreamAppend(context, start),
      'jetstream',
      true,
    );
    void this.watchConnection();
    // Every publish to the store's subjects reaches core subscribers too: the live wake-up,
    // whichever instance appended.
    this.notices = nc.subscribe(names.all, { callback: () => this.appendNotices.notify() });
  }

  private async watchConnection(): Promise<void> {
    for await (const status of this.nc.status()) {
      if (status.type === Events.Disconnect) this.connected = false;
      if (status.type === Events.Reconnect) this.connected = true;
    }
  }

  /** Connects to the servers a `nats://` URL names and creates the stream and bucket if missing. */
  static async connect(
    url: string | JetStreamUrl,
    options: JetStreamEventStoreOptions = {},
  ): Promise<JetStreamEventStore> {
    const { connection, stream, replicas } = connectionOptionsOf(url);
    const timeout = options.requestTimeoutMs ?? 5_000;
    let nc: NatsConnection;
    try {
      nc = await connect({ ...connection, timeout });
    } catch (error) {
      throw outageOf(error, false);
    }
    try {
      const names = new JetStreamNames(options.stream ?? stream ?? 'TIDEMARK');
      const num_replicas = options.replicas ?? replicas ?? 1;
      const jsm = await nc.jetstreamManager({ timeout });
      const js = nc.jetstream({ timeout });
      const until = Date.now() + (options.appendTimeoutMs ?? 15_000);
      const unclosed = { isClosed: () => false };
      await retrying(unclosed, until, false, () => ensureStream(jsm, names, num_replicas));
      const kv = await retrying(unclosed, until, false, () =>
        js.views.kv(names.idBucket, { replicas: num_replicas, history: 1, allow_direct: false }),
      );
      return new JetStreamEventStore(
        nc,
        js,
        jsm,
        new JetStreamIdIndex(kv, js, names.idBucket),
        names,
        options,
      );
    } catch (error) {
      await nc.close();
      throw outageOf(error, false);
    }
  }

  /** Removes the stream and its id bucket (tests' fresh databases). */
  static async destroy(url: string | JetStreamUrl, stream: string): Promise<void> {
    const { connection } = connectionOptionsOf(url);
    const nc = await connect(connection);
    try {
      const jsm = await nc.jetstreamManager();
      const names = new JetStreamNames(stream);
      for (const name of [names.stream, `KV_${names.idBucket}`]) {
        await jsm.streams.delete(name).catch(() => undefined);
      }
    } finally {
      await nc.close();
    }
  }

  /** Appends run on the remote-log road, decided and published as {@link JetStreamAppend} says. */
  appendToStream(streamId: string, events: readonly NewEvent[], options?: AppendOptions) {
    return this.road.append(streamId, events, options);
  }

  async readStream(streamId: string, options: ReadStreamOptions = {}): Promise<ReadStreamResult> {
    this.assertOpen();
    const { direction, from, limit } = checkStreamRead(streamId, options);
    const subject = this.names.subject(streamId);
    const last = await lastMessage(this.context, subject);
    const record = last?.body.record;
    assertReadable(streamId, record);
    const stream = record as StreamRecord;
    const visible = visibleEvents(stream, Date.now());
    const all: RecordedEvent[] = [];
    let start = 1;
    for (;;) {
      const { messages, more } = await readMessages(this.context, subject, start, FORWARD_PAGE);
      for (const message of messages) all.push(...recordedEventsOf(message));
      if (!more || messages.length === 0) break;
      start = messages[messages.length - 1].seq + 1;
    }
    const shown = all.filter(
      (e) =>
        e.version >= visible.fromVersion &&
        (visible.recordedFrom === undefined || e.recordedAt >= visible.recordedFrom),
    );
    // Appends between the two reads: the stream's version is at least what was read.
    const version = Math.max(stream.version, ...all.map((e) => e.version));
    if (direction === 'forward') {
      const first = from ?? 1;
      return { streamId, version, events: shown.filter((e) => e.version >= first).slice(0, limit) };
    }
    const top = Math.min(from ?? version, version);
    const events = shown
      .filter((e) => e.version <= top)
      .reverse()
      .slice(0, limit);
    return { streamId, version, events };
  }

  async readAll(options: ReadAllOptions = {}): Promise<ReadAllResult> {
    this.assertOpen();
    const read = checkLogRead(options);
    return read.direction === 'forward' ? this.readForward(read) : this.readBackward(read);
  }

  /** The subjects a filter needs: one category is read on the server, the rest filtered here. */
  private filterSubject(read: CheckedLogRead): string {
    const [category, ...others] = read.categories;
    return category !== undefined && others.length === 0 && read.streamPrefixes.length === 0
      ? this.names.category(category)
      : this.names.all;
  }

  private async readForward(read: CheckedLogRead): Promise<ReadAllResult> {
    const from = read.from ?? 0n;
    const events: RecordedEvent[] = [];
    let start = from === 0n ? 1 : seqOf(from).seq;
    const subject = this.filterSubject(read);
    // Messages fetched per page follow the events per message seen lately: one message may hold
    // a whole 4,096-event append, and a page that fetched `limit` of those would read (and
    // decode) far more than it returns — and the next page starts inside the same messages.
    for (;;) {
      const wanted = read.limit - events.length;
      const page = Math.max(1, Math.min(FORWARD_PAGE, Math.ceil(wanted / this.eventsPerMessage)));
      const { messages, more } = await readMessages(this.context, subject, start, page);
      for (const message of messages) {
        const recorded = recordedEventsOf(message);
        this.eventsPerMessage = Math.max(1, 0.9 * this.eventsPerMessage + 0.1 * recorded.length);
        for (const event of recorded) {
          if (event.position <= from || !matchesLogFilter(event, read)) continue;
          events.push(event);
          if (events.length === read.limit) return { events, nextPosition: event.position };
        }
      }
      if (!more || messages.length === 0) break;
      start = messages[messages.length - 1].seq + 1;
    }
    return { events, nextPosition: events.at(-1)?.position ?? from };
  }

  /** Newest first, in windows of sequences that grow while they hold nothing that passes. */
  private async readBackward(read: CheckedLogRead): Promise<ReadAllResult> {
    const events: RecordedEvent[] = [];
    if (read.from === 0n) return { events, nextPosition: 0n };
    const before = read.from;
    let end = before === undefined ? await lastSeq(this.context) : seqOf(before).seq;
    const subject = this.filterSubject(read);
    let window = Math.min(BACKWARD_WINDOW, Math.max(4, read.limit));
    while (end >= 1) {
      const start = Math.max(1, end - window + 1);
      const { messages } = await readMessages(this.context, subject, start, end - start + 1);
      const inWindow = messages.filter((m) => m.seq <= end).reverse();
      for (const message of inWindow) {
        for (const event of recordedEventsOf(message).reverse()) {
          if (before !== undefined && event.position >= before) continue;
          if (!matchesLogFilter(event, read)) continue;
          events.push(event);
          if (events.length === read.limit) return { events, nextPosition: event.position };
        }
      }
      end = start - 1;
      window = Math.min(BACKWARD_WINDOW, window * 2);
    }
    return { events, nextPosition: events.at(-1)?.position ?? before ?? 0n };
  }

  subscribe(options: SubscribeOptions = {}): AsyncIterableIterator<RecordedEvent> {
    return this.follow(options);
  }

  private async *follow(options: SubscribeOptions): AsyncGenerator<RecordedEvent> {
    this.assertOpen();
    const source = {
      readAll: (o: ReadAllOptions) => this.readAll(o),
      notifier: this.appendNotices,
      pollIntervalMs: this.pollIntervalMs,
    };
    yield* followLog(source, options);
  }

  async headPosition(): Promise<bigint> {
    const { events } = await this.readAll({ direction: 'backward', limit: 1 });
    return events[0]?.position ?? 0n;
  }

  deleteStream(streamId: string, options: DeleteStreamOptions = {}): Promise<DeleteStreamResult> {
    return this.removing(streamId, options, 'soft');
  }

  tombstoneStream(
    streamId: string,
    options: DeleteStreamOptions = {},
  ): Promise<DeleteStreamResult> {
    return this.removing(streamId, options, 'tombstone');
  }

  private async removing(
    streamId: string,
    options: DeleteStreamOptions,
    deletion: 'soft' | 'tombstone',
  ): Promise<DeleteStreamResult> {
    this.assertOpen();
    const expected = checkDelete(streamId, options);
    await this.changeRecord(streamId, (stream) => planDelete(streamId, stream, expected, deletion));
    return { streamId, position: await this.headPosition() };
  }

  async setStreamMetadata(
    streamId: string,
    metadata: StreamMetadata,
    options: SetStreamMetadataOptions = {},
  ): Promise<StreamMetadataResult> {
    this.assertOpen();
    const write = checkMetadataWrite(streamId, metadata, options);
    const stream = await this.changeRecord(streamId, (s) => planMetadataWrite(streamId, s, write));
    return metadataResult(streamId, stream);
  }

  async getStreamMetadata(streamId: string): Promise<StreamMetadataResult> {
    this.assertOpen();
    checkStreamId(streamId);
    const last = await lastMessage(this.context, this.names.subject(streamId));
    const stream = last?.body.record ?? NEW_STREAM;
    assertNotTombstoned(streamId, stream);
    return metadataResult(streamId, stream);
  }

  /**
   * Publishes a message without events that changes a stream's record, under the subject's
   * last sequence (so it is ordered with the stream's appends); decided again when another
   * write came first. Runs in the stream's queue of appends.
   */
  private changeRecord(
    streamId: string,
    change: (stream: StreamRecord) => StreamRecord,
  ): Promise<StreamRecord> {
    const subject = this.names.subject(streamId);
    const msgId = `tm-record-${randomUUID()}`;
    const run = async (): Promise<StreamRecord> => {
      const until = Date.now() + this.context.appendTimeoutMs;
      for (;;) {
        const last = await retrying(this.context, until, false, () =>
          lastMessage(this.context, subject),
        );
        // An earlier attempt that timed out stood: its record is the answer.
        if (last !== undefined && last.body.msgId === msgId) return last.body.record;
        const stream = last?.body.record ?? NEW_STREAM;
        const next = change(stream);
        const message = { streamId, record: next, firstVersion: 0, events: [], msgId };
        const published = await publishAfter(
          this.context,
          subject,
          message,
          encodeMessage(message),
          last?.seq ?? 0,
          until,
          () => undefined,
        ).catch((error: unknown) => {
          throw outageOf(error, true);
        });
        if (published.kind === 'stored') return next;
      }
    };
    return this.road.inStreamOrder(streamId, run);
  }

  // No `scavenge`: JetStream removes whole messages only, and one message holds a whole
  // append: the hidden events of a batch whose newest events stay visible cannot be removed
  // while keeping the others' positions (docs/jetstream.md).

  async close(): Promise<void> {
    if (this.closing) return;
    this.closing = true;
    await this.road.close();
    this.closed = true;
    this.appendNotices.close();
    this.notices?.unsubscribe();
    this.notices = undefined;
    await this.nc.close().catch(() => undefined);
  }

  private assertOpen(): void {
    if (this.closing) throw new StoreClosed();
  }
}

/** Creates the stream when missing; an existing one is taken as it is. */
async function ensureStream(
  jsm: JetStreamManager,
  names: JetStreamNames,
  replicas: number,
): Promise<void> {
  try {
    await jsm.streams.info(names.stream);
    return;
  } catch (error) {
    if (apiErrorCode(error) !== JS_STREAM_NOT_FOUND) throw error;
  }
  try {
    await jsm.streams.add({
      name: names.stream,
      subjects: [names.all],
      num_replicas: replicas,
      storage: StorageType.File,
      retention: RetentionPolicy.Limits,
      duplicate_window: nanos(120_000),
    });
  } catch (error) {
    // Created meanwhile by another instance: fine.
    await jsm.streams.info(names.stream).catch(() => {
      throw error;
    });
  }
}
