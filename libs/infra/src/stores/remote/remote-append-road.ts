import type { NewEvent } from '@tidemark/domain';
import { NotSupported, StoreClosed } from '../../errors';
import type { IdGenerator } from '../../support/ids';
import {
  prepareAppend,
  type AppendPlan,
  type PreparedAppend,
} from '../../event-store/append-planner';
import type { AppendOptions, AppendResult } from '../../event-store/event-store.port';
import { writeMayStand } from '../../event-store/keyed-appends';

/**
 * An append's place in the order appends reach the engine in: the order they were called in,
 * across streams, as the SQL stores' group commits order them (so of two appends racing for an
 * event id the first called wins). `ready` resolves once every earlier append took its turn
 * (or ended); `done` says this one took it. Only that step is ordered: the reads before it,
 * and the answers, overlap.
 */
export interface AppendTurn {
  readonly ready: Promise<void>;
  readonly done: () => void;
}

/** How many writes of one append went out whose outcome it may not learn. */
export class WriteAttempts {
  private sent = 0;

  /** From here on, a failure may leave a write of this append standing. */
  mayStand(): void {
    this.sent += 1;
  }

  get count(): number {
    return this.sent;
  }
}

/** The engine's answer to one write. */
export type RemoteWrite =
  | { readonly kind: 'written'; readonly result: AppendResult }
  /** Another writer came first: decide again on what stands now, then write again. */
  | { readonly kind: 'stale' }
  /** The engine's own check refused it: `error` stands, unless what stands now is a retry. */
  | { readonly kind: 'refused'; readonly error: unknown };

/** What an engine's steps of one append start from. */
export interface AppendStart {
  readonly append: PreparedAppend;
  readonly turn: AppendTurn;
  readonly writes: WriteAttempts;
}

/** What an engine does for one append on the road (see {@link RemoteAppendRoad.append}). */
export interface RemoteAppendSteps {
  /**
   * Reads what stands and decides the append on it (`planAppend`): the expected version and
   * the event ids, where the engine does not check them itself. Undefined when what can be
   * read does not tell: the engine's own check then decides. `again`: after a stale or
   * refused write.
   */
  decide(again: boolean): Promise<AppendPlan | undefined>;
  /** Writes what `decide` planned, taking the append's turn before it goes out. */
  write(): Promise<RemoteWrite>;
  /** Cleans up after a failure (`mayStand`: a write of it may stand). */
  failed?(error: unknown, mayStand: boolean): Promise<void>;
}

/**
 * The append road of the stores that write to a remote log (EventStoreDB, JetStream), beside
 * QueuedEventStore for the SQL ones: one append per stream at a time (a stream's version moves
 * only through them, and a retry waits for its original), every append in its turn across
 * streams, and the rules of `keyed-appends.ts` on what the engine does not decide itself.
 */
export class RemoteAppendRoad {
  private readonly streamQueues = new Map<string, Promise<unknown>>();
  private lastTurn: Promise<void> = Promise.resolve();
  private closed = false;

  constructor(
    private readonly newId: IdGenerator,
    /** The engine's steps of one append. */
    private readonly steps: (start: AppendStart) => RemoteAppendSteps,
    /** The store kind, as `NotSupported` names it. */
    private readonly store: string,
    /** Whether the engine keeps events' tags. */
    private readonly keepsTags: boolean,
  ) {}

  /**
   * One append: validated before any IO, then decided on what stands (a retry is answered
   * from its ids), written in its turn, and decided again when another writer came first.
   * A failure after a write went out says the write may stand.
   */
  async append(
    streamId: string,
    events: readonly NewEvent[],
    options: AppendOptions = {},
  ): Promise<AppendResult> {
    if (this.closed) throw new StoreClosed();
    const append = prepareAppend(streamId, events, options, this.newId);
    // A condition over the whole log needs every writer serialised with the check, which the
    // engine's per-stream expectations cannot give (docs/consistency-boundaries.md).
    if (append.condition) throw new NotSupported('conditional append', this.store);
    if (!this.keepsTags && append.events.some((event) => event.tags.length > 0)) {
      throw new NotSupported('tags on events', this.store);
    }
    const turn = this.takeTurn();
    const writes = new WriteAttempts();
    const run = () => runSteps(this.steps({ append, turn, writes }), writes);
    // Written or not, later appends go on.
    return this.inStreamOrder(streamId, run, turn.done);
  }

  /** Runs `run` once the stream's earlier appends and changes have ended; `after` once it has. */
  inStreamOrder<T>(streamId: string, run: () => Promise<T>, after?: () => void): Promise<T> {
    const previous = this.streamQueues.get(streamId) ?? Promise.resolve();
    const ran = previous.then(run, run);
    const result = after ? ran.finally(after) : ran;
    const settled = result.catch(() => undefined);
    this.streamQueues.set(streamId, settled);
    void settled.then(() => {
      if (this.streamQueues.get(streamId) === settled) this.streamQueues.delete(streamId);
    });
    return result;
  }

  /** Refuses appends from now on; resolves once those queued, and changes, have ended. */
  async close(): Promise<void> {
    this.closed = true;
    await Promise.all([...this.streamQueues.values()]);
  }

  private takeTurn(): AppendTurn {
    const ready = this.lastTurn;
    let done: () => void = () => undefined;
    this.lastTurn = new Promise<void>((resolve) => (done = resolve));
    return { ready, done };
  }
}

async function runSteps(steps: RemoteAppendSteps, writes: WriteAttempts): Promise<AppendResult> {
  try {
    let refusal: { readonly error: unknown } | undefined;
    for (let again = false; ; again = true) {
      const plan = await steps.decide(again);
      // Found after a write of this call went out: the events are this call's own.
      if (plan?.kind === 'retry') return { ...plan.result, written: writes.count > 0 };
      if (refusal) throw refusal.error;
      const written = await steps.write();
      if (written.kind === 'written') return written.result;
      if (written.kind === 'refused') refusal = written;
    }
  } catch (error) {
    const mayStand = writes.count > 0;
    await steps.failed?.(error, mayStand);
    throw mayStand ? writeMayStand(error) : error;
  }
}
