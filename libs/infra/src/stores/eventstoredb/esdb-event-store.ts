import {
  BACKWARDS,
  END,
  EventStoreDBClient,
  FORWARDS,
  type DeleteResult,
  type ExpectedRevision,
  StreamDeletedError,
  StreamNotFoundError,
  WrongExpectedVersionError,
  jsonEvent,
  type AllStreamSubscription,
  type ReadPosition,
  type StreamingRead,
} from '@eventstore/db-client';
import { type ExpectedVersion, type NewEvent } from '@tidemark/domain';
import { uuidv7, type IdGenerator } from '../../support/ids';
import { followAll } from './esdb-subscription';
import { StoreClosed, StreamDeleted, StreamNotFound, WrongExpectedVersion } from '../../errors';
import type {
  AppendOptions,
  DeleteStreamOptions,
  DeleteStreamResult,
  EventStore,
  SetStreamMetadataOptions,
  StreamMetadata,
  StreamMetadataResult,
  ReadAllOptions,
  ReadAllResult,
  ReadStreamOptions,
  ReadStreamResult,
  RecordedEvent,
  SubscribeOptions,
} from '../../event-store/event-store.port';
import { checkLogRead, checkStreamRead, matchesLogFilter } from '../../event-store/read-options';
import { checkDelete, checkMetadataWrite, checkStreamId } from '../../event-store/stream-lifecycle';
import { RemoteAppendRoad } from '../remote/remote-append-road';
import { EsdbAppend, type EsdbAppendContext } from './esdb-append';
import {
  EsdbNames,
  expectedMetastreamRevisionOf,
  expectedRevisionOf,
  knownPosition,
  outageOf,
  readPositionAfter,
  recordedEventOf,
  revisionOfVersion,
  wrongExpectedVersionOf,
} from './esdb-mapping';
import {
  METADATA_EVENT_TYPE,
  esdbMetadataOf,
  metastreamOf,
  streamMetadataOf,
} from '../../esdb-protocol/stream-metadata';

export interface EsdbEventStoreOptions {
  /** Streams are stored as `<namespace>/<streamId>`, and only those are read. Default none. */
  readonly namespace?: string;
  readonly newId?: IdGenerator;
  /**
   * How many of a stream's last events an append's ids are looked for in, to recognise a
   * retry the server did not (see docs/operations.md, EventStoreDB). Default 1000.
   */
  readonly dedupWindow?: number;
}

/** Raw records of `$all` read per round trip while filtering on this side. */
const LOG_PAGE = 500;
/**
 * The event store on EventStoreDB / KurrentDB through `@eventstore/db-client`. Appends keep
 * EventStoreDB's atomicity and optimistic concurrency; versions and positions are mapped as
 * {@link EsdbNames} says. Subscriptions filter on the server; paged `$all` reads filter here,
 * as the client's `readAll` takes no filter.
 */
export class EsdbEventStore implements EventStore {
  private readonly names: EsdbNames;
  /** Appends run one per stream at a time, each sent in its turn (see EsdbAppend). */
  private readonly road: RemoteAppendRoad;
  private readonly subscriptions = new Set<AllStreamSubscription>();
  private closed = false;
  /** Set once close() has let queued appends finish and cuts the client's calls. */
  private disposing = false;

  constructor(
    private readonly client: EventStoreDBClient,
    options: EsdbEventStoreOptions = {},
  ) {
    this.names = new EsdbNames(options.namespace);
    const context: EsdbAppendContext = {
      client,
      names: this.names,
      dedupWindow: options.dedupWindow ?? 1000,
      reading: (read) => this.reading(read),
    };
    const newId = options.newId ?? (() => uuidv7());
    this.road = new RemoteAppendRoad(
      newId,
      (start) => new EsdbAppend(context, start),
      'eventstoredb',
      false,
    );
  }

  /** Appends run on the remote-log road, decided and sent as {@link EsdbAppend} says. */
  appendToStream(streamId: string, events: readonly NewEvent[], options?: AppendOptions) {
    return this.road.append(streamId, events, options);
  }

  /** Connects to `esdb://…` (or `esdb+discover://…`, `kurrentdb://…`) and checks the server answers. */
  static async connect(url: string, options: EsdbEventStoreOptions = {}): Promise<EsdbEventStore> {
    const client = EventStoreDBClient.connectionString(
      url.replace(/^kurrentdb(\+discover)?:/, 'esdb$1:'),
    );
    const store = new EsdbEventStore(client, options);
    try {
      await store.lastLogPosition();
    } catch (error) {
      await client.dispose();
      const reason = error instanceof Error ? error.message : String(error);
      const where = url.replace(/\/\/[^@/]*@/, '//'); // no credentials in logs
      throw new Error(`EventStoreDB at ${where} did not answer: ${reason}`, { cause: error });
    }
    return store;
  }

  async readStream(streamId: string, options: ReadStreamOptions = {}): Promise<ReadStreamResult> {
    this.assertOpen();
    const { direction, from, limit } = checkStreamRead(streamId, options);
    const name = this.names.streamName(streamId);
    try {
      const version = await this.streamVersion(name);
      if (version === 0) throw new StreamNotFound(streamId);
      const start = direction === 'forward' ? (from ?? 1) : Math.min(from ?? version, version);
      if (start === 0 && direction === 'backward') return { streamId, version, events: [] };
      const events: RecordedEvent[] = [];
      for await (const resolved of this.reading(
        this.client.readStream(name, {
          direction: direction === 'forward' ? FORWARDS : BACKWARDS,
          fromRevision: revisionOfVersion(start),
          maxCount: limit,
        }),
      )) {
        const event = recordedEventOf(resolved, this.names);
        if (event) events.push(event);
      }
      // Appends between the two reads: the stream's version is at least what was read.
      const newest = Math.max(version, ...events.map((event) => event.version));
      return { streamId, version: newest, events };
    } catch (error) {
      if (error instanceof StreamNotFoundError) throw new StreamNotFound(streamId);
      if (error instanceof StreamDeletedError) throw new StreamDeleted(streamId);
      throw error;
    }
  }

  /**
   * EventStoreDB's soft delete: the server sets `$tb` to its maximum until the stream is
   * recreated. A stream that never existed it refuses (since 21.10) whatever the expected
   * revision; the port takes that delete under `any` / `no_stream` as a no-op, as the SQL stores do.
   */
  async deleteStream(streamId: string, options?: DeleteStreamOptions): Promise<DeleteStreamResult> {
    try {
      return await this.removing(streamId, options, (name, expectedRevision) =>
        this.client.deleteStream(name, { expectedRevision }),
      );
    } catch (error) {
      const neverExisted =
        error instanceof WrongExpectedVersion &&
        error.actualVersion === 0 &&
        (error.expectedVersion === 'any' ||
          error.expectedVersion === 'no_stream' ||
          error.expectedVersion === 0);
      if (!neverExisted) throw error;
      return { streamId, position: await this.headPosition() };
    }
  }

  tombstoneStream(streamId: string, options?: DeleteStreamOptions): Promise<DeleteStreamResult> {
    return this.removing(streamId, options, (name, expectedRevision) =>
      this.client.tombstoneStream(name, { expectedRevision }),
    );
  }

  /** A delete or tombstone of the server's, under the expected version. */
  private async removing(
    streamId: string,
    options: DeleteStreamOptions = {},
    remove: (name: string, expectedRevision: ExpectedRevision) => Promise<DeleteResult>,
  ): Promise<DeleteStreamResult> {
    this.assertOpen();
    const expected = checkDelete(streamId, options);
    const name = this.names.streamName(streamId);
    try {
      // The client's delete takes no "stream exists": an exact revision read first stands in.
      let revision = expected;
      if (expected === 'stream_exists') {
        revision = await this.streamVersion(name);
        if (revision === 0) throw new WrongExpectedVersion(streamId, expected, 0);
      }
      const result = await remove(name, expectedRevisionOf(revision) as ExpectedRevision);
      return { streamId, position: knownPosition(result.position) ?? (await this.headPosition()) };
    } catch (error) {
      throw this.lifecycleError(error, streamId, expected);
    }
  }

  async setStreamMetadata(
    streamId: string,
    metadata: StreamMetadata,
    options: SetStreamMetadataOptions = {},
  ): Promise<StreamMetadataResult> {
    this.assertOpen();
    const write = checkMetadataWrite(streamId, metadata, options);
    const expected = write.expectedMetadataVersion;
    try {
      // Raw keys, not the client's setStreamMetadata: it renames custom keys such as `acl`.
      const result = await this.client.appendToStream(
        metastreamOf(this.names.streamName(streamId)),
        jsonEvent({ type: METADATA_EVENT_TYPE, data: esdbMetadataOf(write.metadata) }),
        { expectedRevision: expectedMetastreamRevisionOf(expected) },
      );
      const metadataVersion = Number(result.nextExpectedRevision) + 1;
      return { streamId, metadata: write.metadata, metadataVersion };
    } catch (error) {
      throw this.lifecycleError(error, streamId, expected === 'any' ? 'any' : expected);
    }
  }

  async getStreamMetadata(streamId: string): Promise<StreamMetadataResult> {
    this.assertOpen();
    checkStreamId(streamId);
    const metastream = metastreamOf(this.names.streamName(streamId));
    try {
      for await (const resolved of this.reading(
        this.client.readStream(metastream, {
          direction: BACKWARDS,
          fromRevision: END,
          maxCount: 1,
        }),
      )) {
        if (!resolved.event) continue;
        const metadataVersion = Number(resolved.event.revision) + 1;
        return { streamId, metadata: streamMetadataOf(resolved.event.data), metadataVersion };
      }
    } catch (error) {
      if (!(error instanceof StreamNotFoundError))
        throw this.lifecycleError(error, streamId, 'any');
    }
    return { streamId, metadata: {}, metadataVersion: 0 };
  }

  // No `scavenge`: the server scavenges on its own schedule or an operator's command, not
  // through this client.

  private lifecycleError(error: unknown, streamId: string, expected: ExpectedVersion): unknown {
    if (error instanceof StreamDeletedError) return new StreamDeleted(streamId);
    if (error instanceof WrongExpectedVersionError) {
      return wrongExpectedVersionOf(error, streamId, expected);
    }
    return outageOf(error, true);
  }

  /** The version of the stream's last readable event; 0 when none (or the stream is not found). */
  private async streamVersion(name: string): Promise<number> {
    try {
      for await (const resolved of this.reading(
        this.client.readStream(name, { direction: BACKWARDS, fromRevision: END, maxCount: 1 }),
      )) {
        if (resolved.event) return Number(resolved.event.revision) + 1;
      }
    } catch (error) {
      if (!(error instanceof StreamNotFoundError)) throw error;
    }
    return 0;
  }

  async readAll(options: ReadAllOptions = {}): Promise<ReadAllResult> {
    this.assertOpen();
    const read = checkLogRead(options);
    const forward = read.direction === 'forward';
    const events: RecordedEvent[] = [];
    if (!forward && read.from === 0n) return { events, nextPosition: 0n };
    // `$all` reads may include their start: records at or past `last` are skipped.
    let last = read.from;
    let start: ReadPosition = forward
      ? readPositionAfter(read.from ?? 0n)
      : read.from === undefined
        ? END
        : { commit: read.from, prepare: read.from };
    for (;;) {
      let records = 0;
      for await (const resolved of this.reading(
        this.client.readAll({
          direction: forward ? FORWARDS : BACKWARDS,
          fromPosition: start,
          maxCount: LOG_PAGE,
        }),
      )) {
        records += 1;
        const position = resolved.event?.position;
        if (position === undefined) continue;
        if (last !== undefined && (forward ? position.commit <= last : position.commit >= last)) {
          continue;
        }
        last = position.commit;
        start = position;
        const event = recordedEventOf(resolved, this.names);
        if (event && matchesLogFilter(event, read)) {
          events.push(event);
          if (events.length === read.limit) break;
        }
      }
      if (events.length === read.limit || records < LOG_PAGE) break;
    }
    return { events, nextPosition: events.at(-1)?.position ?? read.from ?? 0n };
  }

  subscribe(options: SubscribeOptions = {}): AsyncIterableIterator<RecordedEvent> {
    return this.follow(options);
  }

  private async *follow(options: SubscribeOptions): AsyncGenerator<RecordedEvent> {
    this.assertOpen();
    const host = {
      client: this.client,
      names: this.names,
      isClosed: () => this.closed,
      subscriptions: this.subscriptions,
    };
    yield* followAll(host, options);
  }

  async headPosition(): Promise<bigint> {
    this.assertOpen();
    let start: ReadPosition = END;
    for (;;) {
      let records = 0;
      let before: ReadPosition | undefined;
      for await (const resolved of this.reading(
        this.client.readAll({ direction: BACKWARDS, fromPosition: start, maxCount: LOG_PAGE }),
      )) {
        records += 1;
        const event = recordedEventOf(resolved, this.names);
        if (event) return event.position;
        before = resolved.event?.position;
      }
      if (records < LOG_PAGE || before === undefined) return 0n;
      start = before;
    }
  }

  /** The position of the last record of `$all`, whoever wrote it; 0n when empty. */
  private async lastLogPosition(): Promise<bigint> {
    for await (const resolved of this.reading(
      this.client.readAll({ direction: BACKWARDS, fromPosition: END, maxCount: 1 }),
    )) {
      return resolved.event?.position?.commit ?? resolved.commitPosition ?? 0n;
    }
    return 0n;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.road.close();
    await Promise.all([...this.subscriptions].map((s) => s.unsubscribe().catch(() => undefined)));
    this.disposing = true;
    await this.client.dispose();
  }

  private assertOpen(): void {
    if (this.closed) throw new StoreClosed();
  }

  /**
   * Iterates a read of the client, read to its end first (every read here has a bounded
   * `maxCount`): a caller leaving the loop early must not cancel the gRPC call, because a call
   * whose status has already arrived cannot be cancelled, and the client's StreamingRead then
   * leaves it paused on unread messages, never finished — its dispose() waits on it for ever.
   * A read that close() cut short (the client ends a cancelled read as if complete) fails with
   * StoreClosed; the reads of appends close() waits for still finish.
   */
  private async *reading<T>(read: StreamingRead<T>): AsyncGenerator<T> {
    const items: T[] = [];
    try {
      for await (const item of read) items.push(item as T);
    } catch (error) {
      if (this.disposing) throw new StoreClosed();
      throw outageOf(error, false);
    }
    if (this.disposing) throw new StoreClosed();
    yield* items;
  }
}
