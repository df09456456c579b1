import {
  AckPolicy,
  DeliverPolicy,
  nanos,
  type JetStreamClient,
  type JetStreamManager,
  type JsMsg,
  type MsgRequest,
  type StoredMsg,
} from 'nats';
import { StoreClosed, StoreUnavailable } from '../../errors';
import {
  apiErrorCode,
  decodeMessage,
  isoOfNanos,
  JS_NO_MESSAGE,
  natsCause,
  outageOf,
  type ReadMessage,
  type StreamMessage,
} from './jetstream-format';

/** What the reads need of the store: its connection's JetStream views and its stream. */
export interface JetStreamReader {
  readonly js: JetStreamClient;
  readonly jsm: JetStreamManager;
  readonly stream: string;
  isClosed(): boolean;
  /** False while the client has lost its server and is reconnecting. */
  isConnected(): boolean;
}

/**
 * Fails at once while the client reconnects, rather than after a request's timeout: readers
 * (and `/ready`) learn of the outage within their bound; appends retry it within theirs.
 */
function assertReachable(reader: JetStreamReader): void {
  if (reader.isClosed()) throw new StoreClosed();
  if (!reader.isConnected()) {
    throw new StoreUnavailable('jetstream', natsCause(new Error('connection lost, reconnecting')));
  }
}

/** Messages read per consumer fetch. */
const FETCH = 500;
/** How long a pull may stay silent before it is given up (its status lost). */
const PULL_QUIET_MS = 5_000;

/**
 * Up to `max` messages of `filter` from sequence `startSeq` on, in order, through an ephemeral
 * pull consumer of the server's (no acks, memory, one replica, dropped when idle), in no-wait
 * pulls: a read never waits for messages that are not there. Each message's sequence and time
 * come from its acknowledgement subject only where that is intact ({@link intactAck}); the
 * others are read again from the stream's leader, whose answer states them.
 */
export async function readMessages(
  reader: JetStreamReader,
  filter: string,
  startSeq: number,
  max: number,
): Promise<{ messages: ReadMessage[]; more: boolean }> {
  assertReachable(reader);
  const messages: ReadMessage[] = [];
  let name: string | undefined;
  try {
    const info = await reader.jsm.consumers.add(reader.stream, {
      filter_subject: filter,
      deliver_policy: DeliverPolicy.StartSequence,
      opt_start_seq: Math.max(1, startSeq),
      ack_policy: AckPolicy.None,
      inactive_threshold: nanos(60_000),
      mem_storage: true,
      num_replicas: 1,
    });
    name = info.name;
    if (info.num_pending === 0) return { messages, more: false };
    // Pull requests with no_wait end as soon as the server has nothing more: the consumer's
    // pending counts are estimates (seen above the truth on 2.9 with a filter), and a fetch
    // that waits for a count that never comes would wait out its expiry.
    for (;;) {
      const requested = Math.min(FETCH, max - messages.length);
      const pulled = await pull(reader, name, requested);
      for (const { ack, data } of pulled) {
        const body = decodeMessage(data);
        const after = messages.at(-1)?.seq ?? Math.max(1, startSeq) - 1;
        messages.push(
          ack
            ? { seq: ack.seq, recordedAt: isoOfNanos(ack.nanos), body }
            : await nextMessage(reader, filter, after, body),
        );
      }
      // Fewer than asked: the server had no more just now.
      if (pulled.length < requested || messages.length >= max) break;
    }
    return { messages, more: messages.length >= max };
  } catch (error) {
    if (reader.isClosed()) throw new StoreClosed();
    throw outageOf(error, false);
  } finally {
    if (name !== undefined && !reader.isClosed()) {
      void reader.jsm.consumers.delete(reader.stream, name).catch(() => undefined);
    }
  }
}

/** One no-wait pull of up to `batch` messages: each body, and its sequence where known. */
async function pull(
  reader: JetStreamReader,
  consumer: string,
  batch: number,
): Promise<{ ack: IntactAck | undefined; data: Uint8Array }[]> {
  const pulled: { ack: IntactAck | undefined; data: Uint8Array }[] = [];
  const fetch = reader.js.fetch(reader.stream, consumer, { batch, no_wait: true });
  // The pull ends with the server's "no more messages" status; should that never come, a quiet
  // pull is given up after PULL_QUIET_MS rather than waited on for ever.
  let quiet = setTimeout(() => fetch.stop(), PULL_QUIET_MS);
  try {
    for await (const msg of fetch) {
      clearTimeout(quiet);
      quiet = setTimeout(() => fetch.stop(), PULL_QUIET_MS);
      // The raw reply, not `msg.info`/`msg.seq`: those are parsed from it whatever its shape.
      const { reply } = msg as JsMsg & { readonly reply?: string };
      pulled.push({ ack: intactAck(reply ?? '', reader.stream, consumer), data: msg.data });
    }
  } finally {
    clearTimeout(quiet);
  }
  return pulled;
}

/** A delivered message's stream sequence and server time (ns since the epoch). */
export interface IntactAck {
  readonly seq: number;
  readonly nanos: number;
}

/**
 * The sequence and time a consumer's message carries in its acknowledgement subject, only
 * while that subject is intact: `$JS.ACK.<stream>.<consumer>.<delivered>.<seq>.<consumer seq>.
 * <nanos>.<pending>`, or the longer form with a domain and an account hash after `ACK`.
 *
 * A server that hands a message to a client connected to another node of its cluster appends
 * the message's subject to the reply after an `@`, and that node splits it off again at the
 * *last* `@` (nats-server 2.9): a subject holding an `@` (a stream id may) leaves part of itself
 * in the reply, whose tokens the client then reads as other numbers (the sequence becomes the
 * time). The acknowledgement subject itself never holds an `@` (the stream's name is of
 * `[A-Za-z0-9_-]`, the consumer's the server's), so a reply with one, or of another shape, or
 * naming another stream or consumer, is not trusted: undefined.
 */
export function intactAck(reply: string, stream: string, consumer: string): IntactAck | undefined {
  if (reply.includes('@')) return undefined;
  const tokens = reply.split('.');
  if (tokens[0] !== '$JS' || tokens[1] !== 'ACK') return undefined;
  // The short form has 9 tokens; the long one 12 or more (later servers may add some).
  const at = tokens.length === 9 ? 2 : tokens.length >= 12 ? 4 : -1;
  if (at < 0 || tokens[at] !== stream || tokens[at + 1] !== consumer) return undefined;
  const [seqText, nanosText] = [tokens[at + 3], tokens[at + 5]];
  if (!/^[1-9][0-9]{0,15}$/.test(seqText) || !/^[0-9]{1,20}$/.test(nanosText)) return undefined;
  const seq = Number(seqText);
  return Number.isSafeInteger(seq) ? { seq, nanos: Number(nanosText) } : undefined;
}

/**
 * The first message of `filter` after sequence `after`, from the stream leader's answer (its
 * JSON states the sequence and time): the one a consumer delivered as `delivered` without an
 * intact reply. Being the next of the same filter, it is that message, unless the stream
 * changed under the read: then the read fails (and may be retried) rather than guess.
 */
async function nextMessage(
  reader: JetStreamReader,
  filter: string,
  after: number,
  delivered: StreamMessage,
): Promise<ReadMessage> {
  const query = { seq: after + 1, next_by_subj: filter };
  // nats.js types only the direct-get form of this query; the stream API takes it alike.
  const next = storedMessage(
    await reader.jsm.streams.getMessage(reader.stream, query as unknown as MsgRequest),
  );
  if (next.body.msgId !== delivered.msgId) {
    const why = `the message after sequence ${after} of ${filter} changed while it was read`;
    throw new StoreUnavailable('jetstream', natsCause(new Error(why)));
  }
  return next;
}

/** The last message of a subject; undefined when it has none. */
export async function lastMessage(
  reader: JetStreamReader,
  subject: string,
): Promise<ReadMessage | undefined> {
  assertReachable(reader);
  let stored: StoredMsg;
  try {
    stored = await reader.jsm.streams.getMessage(reader.stream, { last_by_subj: subject });
  } catch (error) {
    if (apiErrorCode(error) === JS_NO_MESSAGE) return undefined;
    if (reader.isClosed()) throw new StoreClosed();
    throw outageOf(error, false);
  }
  return storedMessage(stored);
}

/** The message at `seq`; undefined when there is none (never written, or removed). */
export async function messageAt(
  reader: JetStreamReader,
  seq: number,
): Promise<ReadMessage | undefined> {
  assertReachable(reader);
  try {
    return storedMessage(await reader.jsm.streams.getMessage(reader.stream, { seq }));
  } catch (error) {
    if (apiErrorCode(error) === JS_NO_MESSAGE) return undefined;
    throw outageOf(error, false);
  }
}

function storedMessage(stored: StoredMsg): ReadMessage {
  return {
    seq: stored.seq,
    recordedAt: stored.time.toISOString(),
    body: decodeMessage(stored.data),
  };
}

/** The stream's last sequence (0 when empty). */
export async function lastSeq(reader: JetStreamReader): Promise<number> {
  assertReachable(reader);
  try {
    return (await reader.jsm.streams.info(reader.stream)).state.last_seq;
  } catch (error) {
    throw outageOf(error, false);
  }
}
