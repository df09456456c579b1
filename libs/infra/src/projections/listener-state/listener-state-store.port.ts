import type { RecordedEvent } from '../../event-store/event-store.port';
import type { Sql } from '../../sql/sql';

export type ListenerStatus = 'running' | 'paused' | 'failed';

/** The live lane follows the log into the active slot; the rebuild lane fills the other one. */
export type Lane = 'live' | 'rebuild';

export class UnknownListener extends Error {
  constructor(readonly listener: string) {
    super(`no listener named ${listener}`);
    this.name = 'UnknownListener';
  }
}

/** The checkpoint or the lease moved on (another instance took over): the move commits nothing. */
export class LostListener extends Error {
  constructor(readonly listener: string) {
    super(`${listener}: checkpoint or lease moved on; batch abandoned`);
    this.name = 'LostListener';
  }
}

/** A listener's stored state. Times are Unix ms. */
export interface ListenerState {
  readonly name: string;
  readonly status: ListenerStatus;
  /** The slot (`a` or `b`) whose read model is served. */
  readonly activeSlot: string;
  /** The global position of the last event the live lane has fully handled. */
  readonly checkpoint: bigint;
  readonly rebuild: {
    readonly slot: string;
    readonly checkpoint: bigint;
    readonly startedAt: number;
  } | null;
  readonly leaseOwner: string | null;
  readonly leaseUntil: number | null;
  readonly lastError: string | null;
  readonly failedEvent: RecordedEvent | null;
  readonly applied: number;
  readonly skipped: number;
}

/**
 * The one owner of `projections` (a listener's checkpoint, lease, status and rebuild) and
 * `projection_streams` (the last version it applied per stream and slot). Operations that
 * must commit with a read model's writes take the caller's transaction `tx`; the others run
 * in one of their own. Lease checks and `updated_at` use the store's clock.
 */
export interface ListenerStateStore {
  /** Creates the listener's row once (running, slot `a`, checkpoint 0); true if it did now. */
  register(tx: Sql, name: string): Promise<boolean>;

  /**
   * Takes or renews the lease for `leaseMs`: true when `owner` holds it now, false while
   * another owner's lease has not expired.
   */
  takeLease(name: string, owner: string, leaseMs: number): Promise<boolean>;
  /** Gives the lease up, if `owner` holds it. */
  releaseLease(name: string, owner: string): Promise<void>;
  /** Gives every listener's lease to `owner` at once, whoever held it (one process only). */
  takeOverAllLeases(owner: string, leaseMs: number): Promise<void>;

  /**
   * Moves the lane's checkpoint from `from` to `to`, a compare-and-set fenced by the lease.
   * `to` may be below `from`: a listener set back reads those events again.
   *
   * @throws LostListener the stored checkpoint is not `from`, or `owner` holds no live lease.
   */
  moveCheckpoint(
    tx: Sql,
    name: string,
    lane: Lane,
    from: bigint,
    to: bigint,
    owner: string,
  ): Promise<void>;

  /**
   * Of `events` (in log order), those newer than what the slot has applied of their stream;
   * each stream's applied version moves to the last of them, never back.
   */
  claimVersions(
    tx: Sql,
    name: string,
    slot: string,
    events: readonly RecordedEvent[],
  ): Promise<Set<RecordedEvent>>;
  /**
   * Records `event` as applied in the slot: false when it (or a later version) was already.
   * With `force` it is claimed anyway (true), and a later version stays.
   */
  claimVersion(
    tx: Sql,
    name: string,
    slot: string,
    event: RecordedEvent,
    force: boolean,
  ): Promise<boolean>;
  /** Adds to the counts of events applied and skipped. */
  count(tx: Sql, name: string, applied: number, skipped: number): Promise<void>;

  pause(name: string): Promise<void>;
  /** Running again; the failure (error and event) is cleared. */
  resume(name: string): Promise<void>;
  /** Parked in `failed` with the error and the event it stopped at. */
  fail(name: string, error: string, event: RecordedEvent): Promise<void>;
  /**
   * Notes why a running listener's batches fail while they are retried with back-off (its
   * `lastError`, status still `running`), or clears the note with `null` once one succeeds.
   * Written only for `owner` holding the lease, and never over a paused or failed listener's
   * state.
   */
  noteFailure(name: string, owner: string, error: string | null): Promise<void>;

  /** @throws UnknownListener */
  state(name: string): Promise<ListenerState>;
  /** Every listener's state, by name. */
  states(): Promise<ListenerState[]>;
  /**
   * The state, locked until `tx` ends: two admins' rebuilds, or a replay and a swap, never
   * interleave.
   *
   * @throws UnknownListener
   */
  lockedState(tx: Sql, name: string): Promise<ListenerState>;

  /**
   * Starts a rebuild into `slot` (not the active one): its applied versions are forgotten and
   * the rebuild lane's checkpoint is 0. A rebuild already running starts over.
   */
  startRebuild(tx: Sql, name: string, slot: string): Promise<void>;
  /**
   * Serves the rebuild's slot from its checkpoint on; the rebuild ends.
   *
   * @throws LostListener no rebuild into `slot` runs, it is behind the live lane, or `owner`
   * does not hold the lease.
   */
  swap(name: string, slot: string, owner: string): Promise<void>;
}
