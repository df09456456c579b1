import {
  ANY,
  CancelledError,
  DeadlineExceededError,
  NotLeaderError,
  TimeoutError,
  UnavailableError,
  NO_STREAM,
  START,
  STREAM_EXISTS,
  WrongExpectedVersionError,
  type AppendExpectedRevision,
  type CurrentRevision,
  type Position,
  type ReadPosition,
} from '@eventstore/db-client';
import { isJsonObject, type ExpectedVersion } from '@tidemark/domain';
import { DuplicateEventId, StoreUnavailable, WrongExpectedVersion } from '../../errors';
import type { LogFilter, RecordedEvent } from '../../event-store/event-store.port';

/**
 * How Tidemark's streams, versions and positions map onto EventStoreDB's, in one place.
 *
 * - Versions start at 1, EventStoreDB revisions at 0: version = revision + 1; a stream with no
 *   events has version 0 (`no_stream`).
 * - A position is the event's commit position in the transaction log. EventStoreDB writes
 *   each event of an append as its own committed record (commit = prepare), so the commit
 *   position is unique and increasing over `$all`. (Explicit multi-request transactions of the
 *   old TCP API share a commit position: not supported.)
 * - Streams of a namespace are stored as `<namespace>:<streamId>` (`:` cannot occur in a
 *   namespace), so that several stores, or test runs, can share one server. `:` rather than
 *   a character outside stream ids: the names stay Tidemark stream ids, so the adapter runs
 *   on Tidemark's own EventStoreDB-protocol server too (`@tidemark/infra/esdb-grpc`).
 */
/** A subscription's filter on the server: stream-name prefixes, or an event-type regex. */
export type ServerFilter =
  | { readonly on: 'streamName'; readonly prefixes: string[] }
  | { readonly on: 'eventType'; readonly regex: string };

export class EsdbNames {
  private readonly prefix: string;

  constructor(readonly namespace: string | undefined) {
    if (namespace !== undefined && !/^[A-Za-z0-9_.@-]{1,100}$/.test(namespace)) {
      // A `:` in it would let one namespace read another's streams.
      throw new Error(`namespace must be 1-100 characters of [A-Za-z0-9_.@-], got "${namespace}"`);
    }
    this.prefix = namespace === undefined ? '' : `${namespace}:`;
  }

  streamName(streamId: string): string {
    return `${this.prefix}${streamId}`;
  }

  /** Our stream id for an EventStoreDB stream name; undefined when it is not one of ours. */
  streamIdOf(streamName: string): string | undefined {
    if (streamName.startsWith('$')) return undefined;
    if (!streamName.startsWith(this.prefix)) return undefined;
    return streamName.slice(this.prefix.length);
  }

  /**
   * The server-side filter of a subscription: our streams (the namespace, and the categories or
   * stream prefixes when given) by stream-name prefixes, else the types and type prefixes by an
   * event-type regex. Prefixes rather than a regex for streams: a server can look them up
   * instead of matching every record of `$all` (Tidemark's own does, in its store), which
   * matters from the start of a large log. What the filter cannot say (a category `order`'s
   * prefix also takes `orders-1`) is checked again on each event by `matchesLogFilter`.
   */
  serverFilter(filter: LogFilter): ServerFilter {
    const types = (filter.types ?? []).map((t) => `${escapeRegex(t)}$`);
    const typePrefixes = (filter.typePrefixes ?? []).map(escapeRegex);
    const streams = [...(filter.categories ?? []), ...(filter.streamPrefixes ?? [])];
    if (streams.length > 0) {
      return { on: 'streamName', prefixes: streams.map((stream) => `${this.prefix}${stream}`) };
    }
    if (this.namespace !== undefined) return { on: 'streamName', prefixes: [this.prefix] };
    const typed = [...types, ...typePrefixes];
    if (typed.length > 0) return { on: 'eventType', regex: `^(${typed.join('|')})` };
    // Everything but system events ($-types), as the client's excludeSystemEvents() does.
    return { on: 'eventType', regex: '^[^$]' };
  }
}

export function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
}

/** Our expected version as EventStoreDB's expected revision. */
export function expectedRevisionOf(expected: ExpectedVersion): AppendExpectedRevision {
  switch (expected) {
    case 'any':
      return ANY;
    case 'no_stream':
      return NO_STREAM;
    case 'stream_exists':
      return STREAM_EXISTS;
    default:
      return expected === 0 ? NO_STREAM : BigInt(expected - 1);
  }
}

/** A stream's current version from EventStoreDB's current revision. */
export function versionOfRevision(revision: CurrentRevision): number {
  return revision === NO_STREAM ? 0 : Number(revision) + 1;
}

/** The revision to read a stream from, for our (1-based) version. */
export function revisionOfVersion(version: number): bigint {
  return BigInt(Math.max(0, version - 1));
}

/** EventStoreDB's conflict as ours, with the versions the caller knows. */
export function wrongExpectedVersionOf(
  error: WrongExpectedVersionError,
  streamId: string,
  expected: ExpectedVersion,
): WrongExpectedVersion {
  return new WrongExpectedVersion(streamId, expected, versionOfRevision(error.actualVersion));
}

/** What the server sends for "no position" (-1 as an unsigned 64-bit integer). */
const NO_POSITION = 2n ** 64n - 1n;

/** The commit position, or undefined when the server sent none. */
export function knownPosition(position: Position | undefined): bigint | undefined {
  return position === undefined || position.commit === NO_POSITION ? undefined : position.commit;
}

export function positionOf(position: Position | undefined): bigint {
  const known = knownPosition(position);
  if (known === undefined) {
    throw new Error(
      'EventStoreDB sent no event position: Tidemark needs EventStoreDB 22.10 or later',
    );
  }
  return known;
}

/** Where to start reading `$all` for events after `from` (exclusive): `start` at 0. */
export function readPositionAfter(from: bigint): ReadPosition {
  return from === 0n ? START : { commit: from, prepare: from };
}

/** What the client gives for a recorded event, from a stream read or from `$all`. */
export interface EsdbRecordedEvent {
  readonly streamId: string;
  readonly id: string;
  readonly isJson: boolean;
  readonly revision: bigint;
  readonly type: string;
  readonly created: Date;
  readonly data: unknown;
  readonly metadata: unknown;
  readonly position?: Position;
}

/** One of our events from EventStoreDB's; undefined for events that are not ours. */
export function recordedEventOf(
  resolved: { readonly event?: EsdbRecordedEvent },
  names: EsdbNames,
): RecordedEvent | undefined {
  const event = resolved.event;
  if (event === undefined || event.type.startsWith('$')) return undefined;
  const streamId = names.streamIdOf(event.streamId);
  if (streamId === undefined) return undefined;
  if (!event.isJson || !isJsonObject(event.data)) {
    // Without a namespace the server's other applications share the log: not ours to read.
    if (names.namespace === undefined) return undefined;
    throw new Error(`EventStoreDB event ${event.id} in ${event.streamId} is not a JSON object`);
  }
  return {
    id: event.id,
    type: event.type,
    data: event.data,
    metadata: isJsonObject(event.metadata) ? event.metadata : {},
    streamId,
    version: Number(event.revision) + 1,
    position: positionOf(event.position),
    recordedAt: event.created.toISOString(),
  };
}

/**
 * The client's errors that mean the server cannot be reached or did not answer in time, as
 * {@link StoreUnavailable} (an append's outcome is then unknown: it may stand); others as they are.
 */
export function outageOf(error: unknown, writing: boolean): unknown {
  const unreachable =
    error instanceof UnavailableError ||
    error instanceof NotLeaderError ||
    error instanceof TimeoutError ||
    error instanceof DeadlineExceededError ||
    error instanceof CancelledError;
  return unreachable
    ? new StoreUnavailable('eventstoredb', error, writing ? 'unknown' : undefined)
    : error;
}

/**
 * A refused append's error as {@link DuplicateEventId} when the server refused it for ids it
 * already holds. EventStoreDB keeps no index of ids across streams and never says so;
 * Tidemark's EventStoreDB-protocol server does, with ALREADY_EXISTS and the store's own message
 * (`… already stored …`), which the client's BatchAppend path reports as an UnknownError
 * "Could not recognize <message>": the message is all there is to go by.
 */
export function duplicateIdsOf(
  error: unknown,
  streamId: string,
  eventIds: readonly string[],
): DuplicateEventId | undefined {
  if (!(error instanceof Error)) return undefined;
  const code = (error as { code?: unknown }).code;
  const alreadyExists = code === GRPC_ALREADY_EXISTS || /\balready stored\b/.test(error.message);
  return alreadyExists ? new DuplicateEventId(streamId, eventIds, error.message) : undefined;
}

/** gRPC's status code ALREADY_EXISTS (the client's unary Append passes it through). */
const GRPC_ALREADY_EXISTS = 6;

/** A metadata version (0: none set) as the metastream's expected revision. */
export function expectedMetastreamRevisionOf(expected: number | 'any'): AppendExpectedRevision {
  if (expected === 'any') return ANY;
  return expected === 0 ? NO_STREAM : BigInt(expected - 1);
}
