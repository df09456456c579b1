import {
  AckPolicy,
  DeliverPolicy,
  nanos,
  type JetStreamClient,
  type JetStreamManager,
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
 * pulls: a read never waits for messages that are not there.
 */
export async function readMessages(
  reader: JetStreamReader,
  filter: string,
  startSeq: number,
  max: number,
): Promise<{ messages: ReadMessage[]; more: boolean }> {
  assertReachable(reader);
  const messages: ReadMessage[] = [];
  const unstamped: number[] = [];
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
      const batch = reader.js.fetch(reader.stream, name, { batch: requested, no_wait: true });
      // The pull ends with the server's "no more messages" status; should that never come, a
      // quiet pull is given up after PULL_QUIET_MS rather than waited on for ever.
      let quiet = setTimeout(() => batch.stop(), PULL_QUIET_MS);
      let got = 0;
      try {
        for await (const msg of batch) {
          clearTimeout(quiet);
          quiet = setTimeout(() => batch.stop(), PULL_QUIET_MS);
          got += 1;
          messages.push({
            seq: msg.seq,
            recordedAt: isoOfNanos(msg.info.timestampNanos),
            body: decodeMessage(msg.data),
          });
          if (!Number.isFinite(msg.info.timestampNanos)) unstamped.push(messages.length - 1);
        }
      } finally {
        clearTimeout(quiet);
      }
      // Fewer than asked: the server had no more just now.
      if (got < requested || messages.length >= max) break;
    }
    // The client reads the time from the reply subject, whose form some servers vary: those
    // few are read again one by one.
    for (const at of unstamped) {
      const again = await messageAt(reader, messages[at].seq);
      if (again) messages[at] = again;
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
