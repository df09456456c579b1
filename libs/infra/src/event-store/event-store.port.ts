import type { EventQuery, ExpectedVersion, JsonObject, NewEvent } from '@tidemark/domain';
import type { KeyCompletion, StoredResponse } from '../idempotency/idempotency-store.port';

/** An event as stored. `position` is global and strictly increasing over the whole store. */
export interface RecordedEvent {
  readonly id: string;
  readonly type: string;
  readonly data: JsonObject;
  readonly metadata: JsonObject;
  readonly streamId: string;
  /** 1 for a stream's first event. */
  readonly version: number;
  readonly position: bigint;
  /** Server time of the commit (ISO-8601, UTC). */
  readonly recordedAt: string;
  /** The event's tags as appended (repeats removed); absent when it has none. */
  readonly tags?: readonly string[];
}

/**
 * Dynamic Consistency Boundary: the append fails with `AppendConditionFailed`, writing nothing,
 * when an event matching `failIfEventsMatch` stands in the log above `after` (any matching
 * event when `after` is absent). Checked where appends are serialised, so no event can commit
 * between the check and the write; it sees every event of the log, whichever API appended it.
 */
export interface AppendCondition {
  readonly failIfEventsMatch: EventQuery;
  /** The head (or last position) the decision read; exclusive. */
  readonly after?: bigint;
}

export interface AppendOptions {
  /** Defaults to `'any'`. */
  readonly expectedVersion?: ExpectedVersion;
  /**
   * The keyed command this append records. The SQL stores complete its idempotency key with
   * `keyed.response(result)` in the append's own transaction, so the key answers from the
   * moment the events stand, crash or not. EventStoreDB cannot share a transaction with the
   * keys and ignores it (the caller completes the key after the append). Nothing is completed
   * for an append recognised as a retry: it writes nothing.
   */
  readonly keyed?: KeyedCommand;
  /**
   * Appends only if no event matching the condition's query stands above its `after`. A retry
   * recognised by its event ids succeeds whatever the condition says now. Stores that cannot
   * check it atomically (EventStoreDB, JetStream) refuse it with `NotSupported`.
   */
  readonly condition?: AppendCondition;
}

export interface AppendResult {
  readonly streamId: string;
  /** Version of the first event of this append. */
  readonly firstVersion: number;
  /** Version of the last event of this append: the `expectedVersion` for the next one. */
  readonly nextExpectedVersion: number;
  /** Global position of the last event of this append. */
  readonly position: bigint;
  /** False when the append was a retry recognised by its event ids: nothing was written. */
  readonly written: boolean;
}

export type ReadDirection = 'forward' | 'backward';

export interface ReadStreamOptions {
  /** First version to read (inclusive). Forward: default 1. Backward: default the stream's version. */
  readonly from?: number;
  readonly direction?: ReadDirection;
  /** Default: no limit. */
  readonly limit?: number;
}

export interface ReadStreamResult {
  readonly streamId: string;
  /** The stream's current version (its last event's), whatever slice was read. */
  readonly version: number;
  readonly events: readonly RecordedEvent[];
}

/**
 * Which events of the global log to read. An event passes when every kind given matches: its
 * type is one of `types` or starts with one of `typePrefixes`, and its stream is in one of
 * `categories` or starts with one of `streamPrefixes`. No filter (or empty lists): every event.
 */
export interface LogFilter {
  /** Only events of these types. */
  readonly types?: readonly string[];
  /** Only events of streams in these categories (the part of the stream id before the first `-`). */
  readonly categories?: readonly string[];
  /** Only events of streams whose id starts with one of these (compared as is, case-sensitive). */
  readonly streamPrefixes?: readonly string[];
  /** Only events whose type starts with one of these (case-sensitive). */
  readonly typePrefixes?: readonly string[];
}

export interface ReadAllOptions {
  /**
   * Exclusive. Forward: events after this position, default 0n (from the start). Backward:
   * events before it, default the end (every event); `0n` backward reads nothing.
   */
  readonly from?: bigint;
  /** Default 1000. */
  readonly limit?: number;
  readonly filter?: LogFilter;
  /** Default `'forward'`. Backward reads return the newest events first. */
  readonly direction?: ReadDirection;
}

export interface ReadAllResult {
  readonly events: readonly RecordedEvent[];
  /**
   * Pass as `from` to read the next page in the same direction: the last event's position
   * (backward: the oldest returned), or `from` when none (backward from the end: 0n).
   */
  readonly nextPosition: bigint;
}

/** How a stream is deleted: `soft` (a later append recreates it) or `tombstone` (for good). */
export type StreamDeletion = 'soft' | 'tombstone';

/**
 * What a stream keeps besides its events (EventStoreDB's stream metadata). The limits apply to
 * stream reads only; the global log keeps every event until {@link StreamAdmin.scavenge}.
 */
export interface StreamMetadata {
  /** Reads show only the newest `maxCount` events. An integer >= 1. */
  readonly maxCount?: number;
  /** Reads hide events recorded more than `maxAgeSeconds` ago (by the store's clock). >= 1. */
  readonly maxAgeSeconds?: number;
  /** Reads hide events with a version below this one (EventStoreDB's `$tb`, as version = revision+1). */
  readonly truncateBefore?: number;
  /** Anything else the writer keeps with the stream (EventStoreDB custom metadata, `$acl` …), kept as given. */
  readonly custom?: JsonObject;
}

export interface StreamMetadataResult {
  readonly streamId: string;
  readonly metadata: StreamMetadata;
  /** 0 when none was ever set; +1 per set (the `$$stream` revision + 1 in EventStoreDB terms). */
  readonly metadataVersion: number;
}

export interface SetStreamMetadataOptions {
  /** The metadata version the writer read (0: never set). Default `'any'`. */
  readonly expectedMetadataVersion?: number | 'any';
}

export interface DeleteStreamOptions {
  /** Default `'any'`. */
  readonly expectedVersion?: ExpectedVersion;
}

export interface DeleteStreamResult {
  readonly streamId: string;
  /** The head of the global log when the stream was deleted. */
  readonly position: bigint;
}

export interface ScavengeResult {
  readonly removedEvents: number;
}

export interface SubscribeOptions {
  /** Exclusive, as in {@link ReadAllOptions.from}. */
  readonly from?: bigint;
  readonly filter?: LogFilter;
  /** Ends the subscription (the iterator returns) when aborted. */
  readonly signal?: AbortSignal;
  /** Events read per catch-up query. Default 500. */
  readonly batchSize?: number;
}

/**
 * Wakes a reader when events may have committed (appended here, or by another instance where
 * the database tells). `epoch` moves on every notice, so a reader that read the log at epoch e
 * and then waits never misses a notice given in between.
 */
export interface AppendNotices {
  readonly epoch: number;
  /** True once the store closed: no notice follows. */
  readonly isClosed: boolean;
  /** Resolves on the next notice after `seenEpoch`, on timeout (the slow poll), abort or close. */
  wait(seenEpoch: number, timeoutMs: number, signal?: AbortSignal): Promise<void>;
}

/** The reading role of an event store: streams, the global log and its head. */
export interface EventReader {
  /**
   * Reads a slice of a stream in version order.
   *
   * @throws StreamNotFound the stream has no events, or was soft-deleted.
   * @throws StreamDeleted the stream was tombstoned.
   * @throws ValidationError the stream id or an option is invalid.
   */
  readStream(streamId: string, options?: ReadStreamOptions): Promise<ReadStreamResult>;

  /**
   * Reads the global log forward from a position: nothing committed is ever skipped or
   * repeated. Backward reads (`direction: 'backward'`) page from the end towards the start.
   */
  readAll(options?: ReadAllOptions): Promise<ReadAllResult>;

  /**
   * Catches up from `from`, then follows new events as they commit. Reads only as fast as the
   * consumer pulls (back-pressure). Ends when the consumer stops iterating, the signal aborts
   * or the store closes.
   */
  subscribe(options?: SubscribeOptions): AsyncIterableIterator<RecordedEvent>;

  /** The position of the last committed event, 0n when the log is empty. */
  headPosition(): Promise<bigint>;

  /**
   * Optional, absent on stores without tags (EventStoreDB, JetStream): the events matching a
   * query, in position order, and the head read in the same snapshot.
   *
   * @throws ValidationError the query or an option is invalid.
   */
  readByQuery?(query: EventQuery, options?: ReadByQueryOptions): Promise<ReadByQueryResult>;

  /**
   * Optional: notices that events may have committed. Cheaper than a subscription for a reader
   * that only needs waking; a notice can be lost, so such readers still poll slowly.
   */
  readonly appendNotices?: AppendNotices;
}

export interface ReadByQueryOptions {
  /** Exclusive: events after this position. Default 0n (from the start). */
  readonly from?: bigint;
  /** Default 100; 1-1000. */
  readonly limit?: number;
}

export interface ReadByQueryResult {
  /** Matching events above `from`, in position order, at most `limit`. */
  readonly events: readonly RecordedEvent[];
  /**
   * The log's head when the read was made (same snapshot): no event at or below it can
   * commit later, so it is safe as a condition's `after` once every page was read.
   */
  readonly head: bigint;
  /**
   * Pass as `from` for the next page: the last event's position when the page is full, else
   * the head (or `from` when above it): nothing matching at or below it is left to read.
   */
  readonly nextPosition: bigint;
}

/** The writing role of an event store. */
export interface EventWriter {
  /**
   * Appends `events` to `streamId` atomically, with consecutive versions, or writes nothing.
   *
   * Retries are recognised by event id: when every id is already stored in this stream,
   * contiguous and in this order, nothing is written and the original result is returned
   * (`written: false`), whatever the expected version.
   *
   * @throws ValidationError the stream id or an event is invalid (every problem listed).
   * @throws WrongExpectedVersion the stream's version does not match `expectedVersion`.
   * @throws StreamDeleted the stream was tombstoned.
   * @throws DuplicateEventId some (not all) ids are stored, or an id is stored in another stream.
   * @throws StoreClosed after {@link EventStore.close}.
   */
  appendToStream(
    streamId: string,
    events: readonly NewEvent[],
    options?: AppendOptions,
  ): Promise<AppendResult>;
}

/** The admin role of an event store: a stream's lifecycle and metadata, and the scavenge. */
export interface StreamAdmin {
  /**
   * Soft-deletes a stream: reads answer StreamNotFound; a later append recreates it and
   * continues its versions. Its `truncateBefore` becomes version + 1, other metadata is kept.
   *
   * @throws WrongExpectedVersion, StreamDeleted (tombstoned), ValidationError
   */
  deleteStream(streamId: string, options?: DeleteStreamOptions): Promise<DeleteStreamResult>;

  /**
   * Deletes a stream for good: appends, reads, metadata and deletes of it answer StreamDeleted.
   *
   * @throws WrongExpectedVersion, StreamDeleted (already tombstoned), ValidationError
   */
  tombstoneStream(streamId: string, options?: DeleteStreamOptions): Promise<DeleteStreamResult>;

  /**
   * Replaces a stream's metadata as a whole (a stream with no events may have metadata).
   *
   * @throws WrongExpectedVersion (of the metadata version), StreamDeleted, ValidationError
   */
  setStreamMetadata(
    streamId: string,
    metadata: StreamMetadata,
    options?: SetStreamMetadataOptions,
  ): Promise<StreamMetadataResult>;

  /** A stream's metadata: `{}` and version 0 when none was set. @throws StreamDeleted */
  getStreamMetadata(streamId: string): Promise<StreamMetadataResult>;

  /**
   * Optional, absent on a store that cannot (EventStoreDB, JetStream): physically removes
   * events no stream read can return any more; returns how many.
   */
  scavenge?(): Promise<ScavengeResult>;
}

/**
 * The event store: streams of events under optimistic concurrency, and one global log. Every
 * adapter implements each role; callers depend on the one they use ({@link EventReader},
 * {@link EventWriter}, {@link StreamAdmin}).
 *
 * Every adapter passes the shared contract suite (`@tidemark/infra/testing`).
 */
export interface EventStore extends EventReader, EventWriter, StreamAdmin {
  /** Waits for queued appends, ends subscriptions and releases connections. Idempotent. */
  close(): Promise<void>;
}

/** DI token for the {@link EventStore}. */
export const EVENT_STORE = Symbol('tidemark.EventStore');

/**
 * A command run under an idempotency key, carried down to the append that records it (see
 * `AppendOptions.keyed`): its key is completed with `response(result)` where the events commit.
 */
export interface KeyedCommand {
  readonly key: string;
  readonly fingerprint: string;
  /**
   * What the key answers once the append stands, from the append's result. Pure: the
   * repository applies it again to the events of a command run again, which must answer the
   * same.
   */
  readonly response: (result: AppendResult) => StoredResponse;
}

/** What completes `keyed`'s key once its append stands with `result`. */
export function keyCompletion(keyed: KeyedCommand, result: AppendResult): KeyCompletion {
  return { key: keyed.key, fingerprint: keyed.fingerprint, response: keyed.response(result) };
}
