import type { JetStreamClient, KV, KvEntry } from 'nats';
import { apiErrorCode, outageOf, positionOf } from './jetstream-format';
import type { StoredEventRef } from '../../event-store/append-planner';

/**
 * Where an event id stands, kept in a KV bucket (one key per id, the id itself), so that a
 * retry is recognised after restarts and beyond JetStream's duplicate window, and an id is
 * refused in a second stream. A writer claims its ids (`pending`: create fails when the key
 * exists) before it publishes, and records the message's sequence after: every stored event's
 * id has a key, so a key that is absent is an id nobody stored. A claim left pending by a
 * writer that died is settled by the next writer that meets it (docs/jetstream.md).
 */
export interface IdEntry {
  /** The Tidemark stream. */
  readonly s: string;
  /** The `Nats-Msg-Id` of the append that claimed it (also in the message body). */
  readonly m: string;
  /** The stream's subject sequence when claimed: the message, if any, is after it. */
  readonly a: number;
  /** Once recorded: the message's sequence, the event's index in it and its version. */
  readonly q?: number;
  readonly i?: number;
  readonly v?: number;
}

export interface IndexedId {
  readonly entry: IdEntry;
  readonly revision: number;
  /** Server time of the entry's last write. */
  readonly written: Date;
}

const JS_WRONG_LAST_SEQUENCE = 10071;

export function refOf(id: string, entry: IdEntry): StoredEventRef | undefined {
  if (entry.q === undefined || entry.i === undefined || entry.v === undefined) return undefined;
  return { id, streamId: entry.s, version: entry.v, position: positionOf(entry.q, entry.i) };
}

function encode(entry: IdEntry): Uint8Array {
  return Buffer.from(JSON.stringify(entry));
}

function indexedOf(entry: KvEntry | null): IndexedId | undefined {
  if (!entry || entry.operation !== 'PUT' || entry.length === 0) return undefined;
  return { entry: entry.json<IdEntry>(), revision: entry.revision, written: entry.created };
}

export class JetStreamIdIndex {
  constructor(
    private readonly kv: KV,
    private readonly js: JetStreamClient,
    private readonly bucket: string,
  ) {}

  /**
   * Writes `entry` under `key` if its last revision is `revision` (0: none): the KV's own
   * compare-and-set, plus a Msg-Id per (key, revision), since NATS 2.9 in a cluster lets two
   * writes in flight past the same expected sequence (see slotMsgId). Undefined when another
   * write came first.
   */
  private async compareAndSet(
    key: string,
    entry: IdEntry,
    revision: number,
  ): Promise<number | undefined> {
    try {
      const ack = await this.js.publish(`$KV.${this.bucket}.${key}`, encode(entry), {
        msgID: `${key}@${revision}`,
        expect: { lastSubjectSequence: revision },
      });
      return ack.duplicate ? undefined : ack.seq;
    } catch (error) {
      if (apiErrorCode(error) === JS_WRONG_LAST_SEQUENCE) return undefined;
      throw error;
    }
  }

  /** Creates `key` when it has no entry (or a deleted one). */
  private async create(key: string, entry: IdEntry): Promise<number | undefined> {
    const created = await this.compareAndSet(key, entry, 0);
    if (created !== undefined) return created;
    const current = await this.kv.get(key);
    if (current && current.operation !== 'PUT') {
      return this.compareAndSet(key, entry, current.revision);
    }
    return undefined;
  }

  /** The ids that have an entry. */
  async lookup(ids: readonly string[]): Promise<Map<string, IndexedId>> {
    const found = new Map<string, IndexedId>();
    try {
      await Promise.all(
        ids.map(async (id) => {
          const indexed = indexedOf(await this.kv.get(id));
          if (indexed) found.set(id, indexed);
        }),
      );
    } catch (error) {
      throw outageOf(error, false);
    }
    return found;
  }

  async get(id: string): Promise<IndexedId | undefined> {
    return (await this.lookup([id])).get(id);
  }

  /**
   * Claims the ids that have no entry. The creates are sent at once, in this order (see
   * JetStreamEventStore's claim turns); `sent` is called once they are on the wire.
   * Returns the revisions of the claims made, and the entries of the ids others hold.
   */
  async claim(
    ids: readonly string[],
    entry: IdEntry,
    sent: () => void,
  ): Promise<{ claimed: Map<string, number>; taken: Map<string, IndexedId> }> {
    const claimed = new Map<string, number>();
    const held: string[] = [];
    const creates = ids.map((id) =>
      this.create(id, entry).then((revision) => {
        if (revision === undefined) held.push(id);
        else claimed.set(id, revision);
      }),
    );
    sent();
    const outcomes = await Promise.allSettled(creates);
    const failed = outcomes.find((o): o is PromiseRejectedResult => o.status === 'rejected');
    if (failed) {
      await this.release(claimed);
      throw outageOf(failed.reason, false);
    }
    const taken = await this.lookup(held);
    return { claimed, taken };
  }

  /** Takes over a claim another writer left (at `revision`); false when it moved meanwhile. */
  async takeOver(id: string, entry: IdEntry, revision: number): Promise<number | undefined> {
    try {
      return await this.compareAndSet(id, entry, revision);
    } catch (error) {
      throw outageOf(error, false);
    }
  }

  /** Records where the ids' events stand. */
  async record(entries: ReadonlyMap<string, IdEntry>): Promise<void> {
    try {
      await Promise.all([...entries].map(([id, entry]) => this.kv.put(id, encode(entry))));
    } catch (error) {
      throw outageOf(error, true);
    }
  }

  /** Gives claims back after a write that certainly stored nothing (best effort). */
  async release(claimed: ReadonlyMap<string, number>): Promise<void> {
    await Promise.all(
      [...claimed].map(([id, revision]) =>
        this.kv.delete(id, { previousSeq: revision }).catch(() => undefined),
      ),
    );
  }
}
