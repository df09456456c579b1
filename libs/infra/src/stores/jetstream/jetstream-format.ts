import { categoryOf, type JsonObject } from '@tidemark/domain';
import { NatsError, ErrorCode } from 'nats';
import { StoreUnavailable, ValidationError } from '../../errors';
import type { RecordedEvent } from '../../event-store/event-store.port';
import type { PreparedEvent } from '../../event-store/append-planner';
import { NEW_STREAM, type StreamRecord } from '../../event-store/stream-lifecycle';

/**
 * How Tidemark's streams, versions and positions map onto one JetStream stream, in one place
 * (docs/jetstream.md, "Event store").
 *
 * - Every message of Tidemark stream `s` has the subject `<prefix>.e.c<category>.<id>`, both
 *   tokens escaped ({@link subjectToken}): one subject per stream, and a category filter the
 *   server runs (`<prefix>.e.c<category>.*`).
 * - One append is one message holding all its events (NATS 2.9 has no atomic batches). Every
 *   message also carries the stream's record after it (version, state, metadata): the last
 *   message of a subject is the stream's state, and `Nats-Expected-Last-Subject-Sequence`
 *   makes appends, deletes and metadata writes of a stream one serial history.
 * - An event's position is `seq · 2^12 + index`: strictly increasing over the log even inside
 *   one message, hence at most {@link MAX_APPEND_EVENTS} events per append.
 */
export const POSITION_SHIFT = 12n;
export const MAX_APPEND_EVENTS = 1 << Number(POSITION_SHIFT);

export class JetStreamNames {
  /** The JetStream stream holding the events. */
  readonly stream: string;
  /** The KV bucket of the event-id index. */
  readonly idBucket: string;
  private readonly prefix: string;

  constructor(stream: string) {
    if (!/^[A-Za-z0-9_-]{1,64}$/.test(stream)) {
      throw new Error(`JetStream stream name "${stream}": use 1-64 of [A-Za-z0-9_-]`);
    }
    this.stream = stream;
    this.idBucket = `${stream}_ids`;
    this.prefix = `tidemark.${stream}`;
  }

  /** Every subject of the stream's events. */
  get all(): string {
    return `${this.prefix}.e.>`;
  }

  subject(streamId: string): string {
    return `${this.prefix}.e.c${subjectToken(categoryOf(streamId))}.${subjectToken(streamId)}`;
  }

  /** The subjects of one category's streams. */
  category(category: string): string {
    return `${this.prefix}.e.c${subjectToken(category)}.*`;
  }
}

/**
 * A stream id (1-200 of `[A-Za-z0-9_.:@-]`) as one subject token: `.` separates tokens, so it
 * becomes `_d`, and `_` becomes `__` to keep the mapping one-to-one. Other filter texts (which
 * may hold anything) escape every character outside the stream-id set as `_x<hex>_`.
 */
export function subjectToken(text: string): string {
  return text.replace(/[^A-Za-z0-9:@-]/g, (c) => {
    if (c === '_') return '__';
    if (c === '.') return '_d';
    return `_x${c.codePointAt(0)?.toString(16) ?? ''}_`;
  });
}

export function positionOf(seq: number, index: number): bigint {
  return (BigInt(seq) << POSITION_SHIFT) + BigInt(index);
}

/** The sequence of the message holding the event at `position`, and its index there. */
export function seqOf(position: bigint): { seq: number; index: number } {
  return {
    seq: Number(position >> POSITION_SHIFT),
    index: Number(position & (BigInt(MAX_APPEND_EVENTS) - 1n)),
  };
}

/** The body of every message: the stream after it, and the events it appends (maybe none). */
export interface StreamMessage {
  readonly streamId: string;
  readonly record: StreamRecord;
  /** Version of `events[0]`. */
  readonly firstVersion: number;
  readonly events: readonly PreparedEvent[];
  /** The append's `Nats-Msg-Id` (markers of deletes and metadata writes have their own). */
  readonly msgId: string;
}

interface WireMessage {
  m: string;
  s: string;
  r: StreamRecord;
  f: number;
  /** `t`: the event's tags, absent when none. */
  e: { id: string; type: string; data: JsonObject; metadata: JsonObject; t?: readonly string[] }[];
}

export function encodeMessage(message: StreamMessage): Uint8Array {
  const wire: WireMessage = {
    m: message.msgId,
    s: message.streamId,
    r: message.record,
    f: message.firstVersion,
    e: message.events.map(({ id, type, data, metadata, tags }) => ({
      id,
      type,
      data,
      metadata,
      ...(tags.length > 0 ? { t: tags } : {}),
    })),
  };
  return Buffer.from(JSON.stringify(wire));
}

export function decodeMessage(data: Uint8Array): StreamMessage {
  const wire = JSON.parse(Buffer.from(data).toString('utf8')) as WireMessage;
  return {
    streamId: wire.s,
    record: { ...NEW_STREAM, ...wire.r },
    firstVersion: wire.f,
    events: wire.e.map(({ t, ...event }) => ({ ...event, tags: t ?? [] })),
    msgId: wire.m,
  };
}

/** A message as read: its sequence, server time and body. */
export interface ReadMessage {
  readonly seq: number;
  readonly recordedAt: string;
  readonly body: StreamMessage;
}

export function recordedEventsOf(message: ReadMessage): RecordedEvent[] {
  const { seq, recordedAt, body } = message;
  return body.events.map((event, index) => ({
    id: event.id,
    type: event.type,
    data: event.data,
    metadata: event.metadata,
    streamId: body.streamId,
    version: body.firstVersion + index,
    position: positionOf(seq, index),
    recordedAt,
    ...(event.tags.length > 0 ? { tags: [...event.tags] } : {}),
  }));
}

/** The server's time of a message, from nanoseconds since the epoch, as ISO-8601 UTC. */
export function isoOfNanos(nanos: number): string {
  if (!Number.isFinite(nanos)) return new Date(0).toISOString();
  return new Date(Math.floor(nanos / 1e6)).toISOString();
}

/** The append is more than one message can carry. */
export function tooLarge(message: string): ValidationError {
  return new ValidationError([{ path: 'events', message }]);
}

/** JetStream's API error codes the store reacts to. */
export const JS_WRONG_LAST_SEQUENCE = 10071;
export const JS_NO_MESSAGE = 10037;
export const JS_STREAM_NOT_FOUND = 10059;

export function apiErrorCode(error: unknown): number | undefined {
  return error instanceof NatsError ? error.api_error?.err_code : undefined;
}

/**
 * Whether an error means the server did not answer (yet): no responders while a leader is
 * elected, a timeout, a lost connection. The call may be retried.
 */
export function isTransient(error: unknown): boolean {
  if (!(error instanceof NatsError)) return false;
  const code = apiErrorCode(error);
  // 10008: "JetStream system temporarily unavailable"; 503 in a JetStream reply.
  if (code === 10008 || error.api_error?.code === 503) return true;
  return [
    ErrorCode.NoResponders,
    ErrorCode.Timeout,
    ErrorCode.ConnectionTimeout,
    ErrorCode.Disconnect,
    ErrorCode.ConnectionRefused,
    ErrorCode.JetStream408RequestTimeout,
  ].includes(error.code as ErrorCode);
}

/** A NATS error as StoreUnavailable when it means an outage; others as they are. */
export function outageOf(error: unknown, writing: boolean): unknown {
  if (error instanceof StoreUnavailable) return error;
  const closed = error instanceof NatsError && error.code === ErrorCode.ConnectionClosed;
  return isTransient(error) || closed
    ? new StoreUnavailable('jetstream', natsCause(error), writing ? 'unknown' : undefined)
    : error;
}

/** The cause of an outage, naming NATS (what `/ready` shows). */
export function natsCause(error: unknown): Error {
  const message = error instanceof Error ? error.message : String(error);
  return new Error(`NATS did not answer (${message})`, { cause: error });
}
