import { createHash } from 'node:crypto';
import { headers, type JetStreamClient } from 'nats';
import { StoreClosed, StoreUnavailable } from '../../errors';
import {
  apiErrorCode,
  isTransient,
  JS_WRONG_LAST_SEQUENCE,
  natsCause,
  type StreamMessage,
} from './jetstream-format';
import { messageAt, type JetStreamReader } from './jetstream-reads';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Calls `call` until it answers, while the server elects a leader or reconnects (no
 * responders, timeouts), for at most `until` (epoch ms); then StoreUnavailable.
 */
export async function retrying<T>(
  context: Pick<JetStreamReader, 'isClosed'>,
  until: number,
  writing: boolean,
  call: (timeoutMs: number) => Promise<T>,
): Promise<T> {
  let pause = 50;
  for (;;) {
    if (context.isClosed()) throw new StoreClosed();
    const left = until - Date.now();
    try {
      return await call(Math.max(500, Math.min(5_000, left)));
    } catch (error) {
      if (!(error instanceof StoreUnavailable) && !isTransient(error)) throw error;
      const cause = error instanceof StoreUnavailable ? error.cause : natsCause(error);
      if (Date.now() + pause >= until) {
        throw new StoreUnavailable('jetstream', cause, writing ? 'unknown' : undefined);
      }
      await sleep(pause);
      pause = Math.min(pause * 2, 1_000);
    }
  }
}

/**
 * The `Nats-Msg-Id` of "the message after sequence `lastSeq` of `subject`". NATS 2.9 in a
 * cluster checks `Nats-Expected-Last-Subject-Sequence` against what it has applied only, so
 * two publishes in flight with the same expected sequence may both be stored (measured on
 * 2.9.10, R3). Its Msg-Id dedup does count messages in flight: publishes expecting the same
 * sequence share this id, and at most one of them is stored (the others are told "duplicate"
 * with its sequence) — within the duplicate window, which in-flight races never outlast.
 */
export function slotMsgId(subject: string, lastSeq: number): string {
  const key = createHash('sha256').update(subject).digest('base64url').slice(0, 22);
  return `${key}@${lastSeq}`;
}

export interface PublishContext extends JetStreamReader {
  readonly js: JetStreamClient;
}

export type Published =
  | { readonly kind: 'stored'; readonly seq: number; readonly duplicate: boolean }
  | { readonly kind: 'stale' };

/**
 * Publishes one message of a stream after `lastSeq` (its subject's last sequence when read).
 * `stale`: another message came first. `duplicate`: this very message was stored by an
 * earlier attempt (one that timed out), found by the body's own id.
 */
export async function publishAfter(
  context: PublishContext,
  subject: string,
  message: StreamMessage,
  body: Uint8Array,
  lastSeq: number,
  until: number,
  attempt: () => void,
): Promise<Published> {
  const h = headers();
  h.set('Tidemark-Stream', message.streamId);
  let ack;
  try {
    ack = await retrying(context, until, true, (timeout) => {
      attempt();
      return context.js.publish(subject, body, {
        msgID: slotMsgId(subject, lastSeq),
        expect: { lastSubjectSequence: lastSeq },
        headers: h,
        timeout,
      });
    });
  } catch (error) {
    if (apiErrorCode(error) === JS_WRONG_LAST_SEQUENCE) return { kind: 'stale' };
    throw error;
  }
  if (!ack.duplicate) return { kind: 'stored', seq: ack.seq, duplicate: false };
  const stored = await retrying(context, until, false, () => messageAt(context, ack.seq));
  return stored?.body.msgId === message.msgId
    ? { kind: 'stored', seq: ack.seq, duplicate: true }
    : { kind: 'stale' };
}
