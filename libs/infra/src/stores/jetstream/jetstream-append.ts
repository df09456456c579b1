import { createHash } from 'node:crypto';
import type { JetStreamClient } from 'nats';
import { StoreUnavailable } from '../../errors';
import {
  planAppend,
  type AppendPlan,
  type PreparedAppend,
  type StoredEventRef,
} from '../../event-store/append-planner';
import type { AppendResult } from '../../event-store/event-store.port';
import { matchesStream, NEW_STREAM, type StreamRecord } from '../../event-store/stream-lifecycle';
import type { AppendStart, RemoteAppendSteps, RemoteWrite } from '../remote/remote-append-road';
import {
  encodeMessage,
  JetStreamNames,
  MAX_APPEND_EVENTS,
  positionOf,
  recordedEventsOf,
  tooLarge,
  type StreamMessage,
} from './jetstream-format';
import { JetStreamIdIndex, refOf, type IdEntry, type IndexedId } from './jetstream-id-index';
import { publishAfter, retrying } from './jetstream-publish';
import { lastMessage, readMessages, type JetStreamReader } from './jetstream-reads';

export interface AppendContext extends JetStreamReader {
  readonly js: JetStreamClient;
  readonly names: JetStreamNames;
  readonly index: JetStreamIdIndex;
  readonly maxPayload: number;
  /** Bound on one append, retries of its publish included. */
  readonly appendTimeoutMs: number;
  /** How old a claim of another writer must be before it is taken over (its writer gave up). */
  readonly staleClaimMs: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The append's `Nats-Msg-Id`: one per set of ids, so a retry of it is the same message. */
export function msgIdOf(ids: readonly string[]): string {
  return `tm-${createHash('sha256').update(ids.join(',')).digest('base64url').slice(0, 32)}`;
}

/** What a decision was made on: the stream's record and its subject's last sequence. */
interface Decided {
  readonly record: StreamRecord;
  readonly lastSeq: number;
  readonly firstVersion: number;
}

/**
 * One append (see docs/jetstream.md, "Event store"): read the stream's last message (its
 * record), claim the ids in the index (in the append's turn), publish one message under the
 * subject's last sequence, record the ids' places. A stale sequence (10071: another writer
 * came first) decides again on what stands; a retry of a stored append is recognised by its
 * ids and writes nothing.
 */
export class JetStreamAppend implements RemoteAppendSteps {
  private readonly ids: readonly string[];
  private readonly msgId: string;
  private readonly subject: string;
  private readonly until: number;
  private readonly claimed = new Map<string, number>();
  private turnTaken = false;
  /** The subject's last sequence when first read: a publish of this call's is after it. */
  private firstSeq: number | undefined;
  private decided: Decided | undefined;

  constructor(
    private readonly context: AppendContext,
    private readonly start: AppendStart,
  ) {
    const { append } = start;
    this.ids = append.events.map((event) => event.id);
    this.msgId = msgIdOf(this.ids);
    this.subject = context.names.subject(append.streamId);
    this.until = Date.now() + context.appendTimeoutMs;
  }

  async decide(): Promise<AppendPlan> {
    const { context, ids, claimed, msgId, until } = this;
    const { append, writes } = this.start;
    if (append.events.length > MAX_APPEND_EVENTS) {
      throw tooLarge(`an append carries at most ${MAX_APPEND_EVENTS} events on JetStream`);
    }
    for (;;) {
      if (Date.now() > until) {
        throw new StoreUnavailable('jetstream', new Error('the append did not settle in time'));
      }
      const last = await retrying(context, until, false, () => lastMessage(context, this.subject));
      const record = last?.body.record ?? NEW_STREAM;
      const lastSeq = last?.seq ?? 0;
      const firstSeq = (this.firstSeq ??= lastSeq);
      const unclaimed = ids.filter((id) => !claimed.has(id));
      let taken = new Map<string, IndexedId>();
      if (unclaimed.length > 0) {
        const writable =
          record.state !== 'tombstoned' && matchesStream(append.expectedVersion, record);
        taken = writable
          ? await this.claim(unclaimed, lastSeq)
          : await retrying(context, until, false, () => context.index.lookup(unclaimed));
      }
      const stored = await settle(context, append, msgId, lastSeq, taken, claimed, until);
      // A publish of this call that timed out may stand: its events are this append's.
      if (writes.count > 0 && stored.length === 0) {
        const pending = { s: append.streamId, m: msgId, a: firstSeq };
        stored.push(...((await findPending(context, pending)) ?? []));
      }
      const plan = planAppend(append, record, stored);
      if (plan.kind === 'retry') {
        await context.index.release(claimed);
        return plan;
      }
      if (claimed.size < ids.length) continue; // a claim was taken over or freed: claim again
      this.decided = { record, lastSeq, firstVersion: plan.firstVersion };
      return plan;
    }
  }

  /** Claims the ids in the append's turn; answers the entries of those others hold. */
  private async claim(
    unclaimed: readonly string[],
    lastSeq: number,
  ): Promise<Map<string, IndexedId>> {
    const { context } = this;
    const { append, turn } = this.start;
    if (!this.turnTaken) await turn.ready;
    const entry: IdEntry = { s: append.streamId, m: this.msgId, a: lastSeq };
    const outcome = await retrying(context, this.until, false, () =>
      context.index.claim(unclaimed, entry, () => {
        if (!this.turnTaken) turn.done();
        this.turnTaken = true;
      }),
    );
    for (const [id, revision] of outcome.claimed) this.claimed.set(id, revision);
    return outcome.taken;
  }

  async write(): Promise<RemoteWrite> {
    const { context, decided, msgId } = this;
    const { append, writes } = this.start;
    if (!decided) throw new Error('JetStreamAppend: write() before decide() planned a write');
    const { record, lastSeq } = decided;
    const message: StreamMessage = {
      streamId: append.streamId,
      record: { ...record, version: record.version + this.ids.length, state: 'live' },
      firstVersion: decided.firstVersion,
      events: append.events,
      msgId,
    };
    const body = encodeMessage(message);
    if (body.length + 512 > context.maxPayload) {
      throw tooLarge(
        `the append is ${body.length} bytes as one message; the server takes ${context.maxPayload}`,
      );
    }
    const published = await publishAfter(
      context,
      this.subject,
      message,
      body,
      lastSeq,
      this.until,
      () => writes.mayStand(),
    );
    if (published.kind === 'stale') return { kind: 'stale' };
    // A duplicate on the first attempt was stored by another call with the same ids.
    const written = !published.duplicate || writes.count > 1;
    const result = resultOf(append, published.seq, message, written);
    await recordIds(context, append, msgId, lastSeq, published.seq, result.firstVersion);
    return { kind: 'written', result };
  }

  /**
   * Nothing of it stands unless a publish may have gone through: then the claims stay, so a
   * retry (same ids, same Msg-Id) is recognised.
   */
  async failed(error: unknown, mayStand: boolean): Promise<void> {
    if (mayStand) return;
    const unknown = error instanceof StoreUnavailable && error.writeOutcome === 'unknown';
    if (!unknown) await this.context.index.release(this.claimed);
  }
}

/**
 * Where the ids other appends hold stand: recorded ones as they are; a claim still pending
 * is looked for in its stream (its writer may have died between the publish and the record)
 * — found, it counts as stored; not found, the claim is this append's own earlier attempt
 * (same Msg-Id) and is kept, or another writer's, taken over once stale.
 */
async function settle(
  context: AppendContext,
  append: PreparedAppend,
  msgId: string,
  lastSeq: number,
  taken: Map<string, IndexedId>,
  claimed: Map<string, number>,
  until: number,
): Promise<StoredEventRef[]> {
  const refs: StoredEventRef[] = [];
  for (const [id, first] of taken) {
    let indexed: IndexedId | undefined = first;
    for (;;) {
      if (!indexed) break; // freed meanwhile: claimed again on the next round
      const ref = refOf(id, indexed.entry);
      if (ref) {
        refs.push(ref);
        break;
      }
      const found = (await findPending(context, indexed.entry))?.find((e) => e.id === id);
      if (found) {
        refs.push(found);
        break;
      }
      const own = indexed.entry.m === msgId && indexed.entry.s === append.streamId;
      const stale = Date.now() - indexed.written.getTime() > context.staleClaimMs;
      if (own || stale) {
        const entry: IdEntry = {
          s: append.streamId,
          m: msgId,
          a: Math.min(lastSeq, indexed.entry.a),
        };
        const revision = await context.index.takeOver(id, entry, indexed.revision);
        if (revision !== undefined) {
          claimed.set(id, revision);
          break;
        }
      } else {
        if (Date.now() > until) {
          throw new StoreUnavailable('jetstream', new Error(`event id ${id} is being written`));
        }
        await sleep(20);
      }
      indexed = await context.index.get(id);
    }
  }
  return refs;
}

/** The events of the message with Msg-Id `entry.m` in stream `entry.s` after `entry.a`. */
async function findPending(
  context: AppendContext,
  entry: Pick<IdEntry, 's' | 'm' | 'a'>,
): Promise<StoredEventRef[] | undefined> {
  const subject = context.names.subject(entry.s);
  let start = entry.a + 1;
  for (;;) {
    const { messages, more } = await readMessages(context, subject, start, 500);
    const found = messages.find((message) => message.body.msgId === entry.m);
    if (found) return recordedEventsOf(found);
    if (!more || messages.length === 0) return undefined;
    start = messages[messages.length - 1].seq + 1;
  }
}

/** The append's result from where its message stands. */
function resultOf(
  append: PreparedAppend,
  seq: number,
  message: StreamMessage,
  written: boolean,
): AppendResult {
  const count = append.events.length;
  return {
    streamId: append.streamId,
    firstVersion: message.firstVersion,
    nextExpectedVersion: message.firstVersion + count - 1,
    position: positionOf(seq, count - 1),
    written,
  };
}

async function recordIds(
  context: AppendContext,
  append: PreparedAppend,
  msgId: string,
  lastSeq: number,
  seq: number,
  firstVersion: number,
): Promise<void> {
  const entries = new Map<string, IdEntry>(
    append.events.map((event, i) => [
      event.id,
      { s: append.streamId, m: msgId, a: lastSeq, q: seq, i, v: firstVersion + i },
    ]),
  );
  // The events stand: a failed record leaves pending claims, which the next reader settles.
  await context.index.record(entries).catch(() => undefined);
}
