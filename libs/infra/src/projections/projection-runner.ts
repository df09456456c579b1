import type { EventStore, RecordedEvent } from '../event-store/event-store.port';
import { LogNotifier } from '../event-store/log-notifier';
import { isDeadLettered, recordDeadLetter } from '../dead-letters/dead-letters';
import type { Sql, SqlAccess } from '../sql/sql';
import { parseStoredEvent, storedEventJson } from '../support/event-json';
import { type Clock, systemClock } from '../support/ids';
import { defaultInstanceId } from '../support/instance-id';
import { applyNewEvents } from './apply-events';
import {
  attemptEvent,
  HandlerFailed,
  type AttemptPolicy,
  type AttemptsOutcome,
} from './event-attempts';
import {
  claimVersion,
  countEvents,
  lockedState,
  stateOf,
  UnknownListener,
  type ListenerStatus,
  type StateRow,
} from './listener-state';
import { replayStream, type ReplayContext, type ReplayReport } from './stream-replay';
import {
  errorDecision,
  isSqlProjection,
  listenerNameProblem,
  tableNames,
  type Listener,
  type SideEffectListener,
  type SqlProjection,
} from './projection';

export { UnknownListener, type ListenerStatus } from './listener-state';

export interface RetryOptions {
  /** Attempts per event before `onError` decides. Default 5. */
  readonly maxAttempts: number;
  /** Full-jitter back-off: up to base·2^attempt, capped. Defaults 50 and 2000 ms. */
  readonly baseDelayMs: number;
  readonly maxDelayMs: number;
}

export interface ProjectionRunnerOptions {
  readonly store: EventStore;
  readonly sql: SqlAccess;
  readonly listeners: readonly Listener[];
  /** Names this instance in leases. Default `<host>:<pid>:<random>`. */
  readonly instanceId?: string;
  readonly clock?: Clock;
  /** A listener runs in one instance at a time; another takes over this long after it died. Default 5000. */
  readonly leaseMs?: number;
  /** Longest sleep while idle (new events wake it earlier). Default 250. */
  readonly idlePollMs?: number;
  /**
   * Shortest time between two reads of a listener that is keeping up with the head: under
   * load, wake-ups come with every commit, and one read a few milliseconds later serves many
   * of them. Catching up runs without pause. Default 5.
   */
  readonly minReadIntervalMs?: number;
  /** Events per batch (one transaction). Default 100. */
  readonly batchSize?: number;
  readonly retry?: Partial<RetryOptions>;
  /** How long a side-effect claim holds before another worker may take it over. Default 30000. */
  readonly sideEffectLeaseMs?: number;
  readonly random?: () => number;
  readonly sleep?: (ms: number) => Promise<void>;
  /**
   * Takes every listener's lease at start instead of waiting for a dead holder's to expire.
   * Only for a store that one process uses (SQLite). Default false.
   */
  readonly takeOverLeasesAtStart?: boolean;
  /** Errors the loop survives (database down…), for logging. */
  readonly onLoopError?: (listener: string, error: unknown) => void;
  /** A handler failed on an event (each failed attempt), for logging: the runner has acted on it. */
  readonly onEventFailed?: (failure: ListenerEventFailure) => void;
}

/** One failed attempt of a listener's handler at one event. */
export interface ListenerEventFailure {
  readonly listener: string;
  readonly event: RecordedEvent;
  readonly error: unknown;
  /** 1 for the first attempt. */
  readonly attempt: number;
  /**
   * `retry`: it runs again after a back-off; after the last attempt, `stopped` (the listener
   * is parked in state `failed`) or `dead-lettered` (skipped), as its `onError` says; in a
   * replay of its stream, `replay-stopped` instead of `stopped` (the replay stopped there, the
   * listener runs on).
   */
  readonly outcome: 'retry' | 'stopped' | 'dead-lettered' | 'replay-stopped';
}

export interface ListenerInfo {
  readonly name: string;
  readonly kind: 'projection' | 'side-effect';
  readonly status: ListenerStatus;
  readonly checkpoint: bigint;
  readonly headPosition: bigint;
  readonly lag: bigint;
  readonly leaseOwner: string | null;
  readonly leaseUntil: number | null;
  readonly applied: number;
  readonly skipped: number;
  readonly lastError: string | null;
  readonly failedEvent: RecordedEvent | null;
  readonly rebuild: {
    readonly checkpoint: bigint;
    /** 0–1: the rebuild's checkpoint over the live one's. */
    readonly progress: number;
    readonly startedAt: string;
  } | null;
}

/** The batch's checkpoint moved (another instance took over): it commits nothing. */
class LostListener extends Error {
  constructor(listener: string) {
    super(`${listener}: checkpoint or lease moved on; batch abandoned`);
    this.name = 'LostListener';
  }
}

type Lane = 'live' | 'rebuild';

interface UnsavedMove {
  /** The stored checkpoint this move starts from (the compare-and-set's expected value). */
  readonly saved: bigint;
  reached: bigint;
  /** When the first move not written was made. */
  readonly since: number;
}

const DEFAULT_RETRY: RetryOptions = { maxAttempts: 5, baseDelayMs: 50, maxDelayMs: 2000 };

/** How long the head follower waits before it follows the log again after an error. */
const HEAD_RETRY_MS = 1000;

/**
 * Runs listeners over the global log from their checkpoints. Per listener, one instance at a
 * time holds a lease; each batch commits the read model's writes, the per-stream versions and
 * the checkpoint (compare-and-set, fenced by the lease) in one transaction.
 */
export class ProjectionRunner {
  readonly instanceId: string;
  private readonly listeners = new Map<string, Listener>();
  private readonly store: EventStore;
  private readonly sql: SqlAccess;
  private readonly clock: Clock;
  private readonly leaseMs: number;
  private readonly idlePollMs: number;
  private readonly minReadIntervalMs: number;
  private readonly batchSize: number;
  private readonly retry: RetryOptions;
  private readonly sideEffectLeaseMs: number;
  private readonly random: () => number;
  private readonly sleep: (ms: number) => Promise<void>;
  private readonly wake = new LogNotifier();
  /** Until when this instance holds each listener's lease, as far as it knows. */
  private readonly leasesUntil = new Map<string, number>();
  /**
   * Live checkpoint moves over pages holding none of a listener's events, not written yet.
   * Writing each costs a durable commit per listener per wake-up, for nothing a crash could
   * lose: the events in between are read again after a restart and are again not the
   * listener's. Written with the listener's next batch, within about two idle polls, and at
   * stop. Valid while the stored checkpoint is still `saved`.
   */
  private readonly unsaved = new Map<string, UnsavedMove>();
  private readonly stopping = new AbortController();
  private loops: Promise<void>[] = [];
  private started = false;

  constructor(private readonly options: ProjectionRunnerOptions) {
    this.add(...options.listeners);
    this.store = options.store;
    this.sql = options.sql;
    this.clock = options.clock ?? systemClock;
    this.instanceId = options.instanceId ?? defaultInstanceId();
    this.leaseMs = options.leaseMs ?? 5000;
    this.idlePollMs = Math.min(options.idlePollMs ?? 250, Math.floor(this.leaseMs / 3));
    this.minReadIntervalMs = options.minReadIntervalMs ?? 5;
    this.batchSize = options.batchSize ?? 100;
    this.retry = { ...DEFAULT_RETRY, ...options.retry };
    this.sideEffectLeaseMs = options.sideEffectLeaseMs ?? 30_000;
    this.random = options.random ?? Math.random;
    this.sleep =
      options.sleep ??
      ((ms) =>
        new Promise<void>((resolve) => {
          // The listener goes when the sleep ends: back-offs must not pile them up on the signal.
          const signal = this.stopping.signal;
          const done = () => {
            clearTimeout(timer);
            signal.removeEventListener('abort', done);
            resolve();
          };
          const timer = setTimeout(done, ms);
          signal.addEventListener('abort', done, { once: true });
        }));
  }

  /**
   * Adds listeners before {@link start}: the Nest module creates one runner per app and each
   * feature module adds its own.
   */
  add(...listeners: readonly Listener[]): void {
    if (this.started) throw new Error('listeners are added before the runner starts');
    for (const listener of listeners) {
      const problem = listenerNameProblem(listener);
      if (problem) throw new Error(problem);
      if (this.listeners.has(listener.name))
        throw new Error(`two listeners named ${listener.name}`);
      this.listeners.set(listener.name, listener);
    }
  }

  /** The names of the listeners this runner runs. */
  get listenerNames(): readonly string[] {
    return [...this.listeners.keys()];
  }

  /** Registers every listener (creating its tables once) without running them. */
  async register(): Promise<void> {
    for (const listener of this.listeners.values()) {
      await this.sql.transaction(async (tx) => {
        const created = await tx.run(
          `INSERT INTO projections (name, status, active_slot, checkpoint, applied, skipped, updated_at)
           VALUES ($1, 'running', 'a', 0, 0, 0, $2) ON CONFLICT (name) DO NOTHING`,
          [listener.name, this.now()],
        );
        if (created > 0 && isSqlProjection(listener)) {
          await listener.setup(tx, tableNames(listener, 'a'));
        }
      });
    }
  }

  /** Registers, then runs every listener in the background until {@link stop}. */
  async start(): Promise<void> {
    if (this.started) return;
    this.started = true;
    await this.register();
    if (this.options.takeOverLeasesAtStart) {
      // The only process (SQLite): a lease left by a crashed run of it is ours at once.
      await this.sql.transaction((tx) =>
        tx.run('UPDATE projections SET lease_owner = $1, lease_until = $2', [
          this.instanceId,
          this.now() + this.leaseMs,
        ]),
      );
    }
    void this.followHead();
    this.loops = [...this.listeners.values()].map((listener) => this.loop(listener));
  }

  /**
   * Finishes the batches in progress and gives up the leases, so that another instance takes
   * over at once (`releaseLeases: false` leaves them to expire, as a crash would).
   */
  async stop(options: { releaseLeases?: boolean } = {}): Promise<void> {
    if (!this.started || this.stopping.signal.aborted) return;
    this.stopping.abort();
    this.wake.close();
    await Promise.all(this.loops);
    for (const name of [...this.unsaved.keys()]) {
      await this.saveUnsaved(name).catch(() => undefined);
    }
    if (options.releaseLeases === false) return;
    for (const name of this.listeners.keys()) {
      await this.sql
        .transaction((tx) =>
          tx.run(
            `UPDATE projections SET lease_owner = NULL, lease_until = NULL WHERE name = $1 AND lease_owner = $2`,
            [name, this.instanceId],
          ),
        )
        .catch(() => undefined);
    }
  }

  async list(): Promise<ListenerInfo[]> {
    const head = await this.store.headPosition();
    const rows = await this.sql.query.all<StateRow>('SELECT * FROM projections ORDER BY name');
    return rows.filter((row) => this.listeners.has(row.name)).map((row) => this.info(row, head));
  }

  async get(name: string): Promise<ListenerInfo> {
    this.listener(name);
    const [row, head] = await Promise.all([
      stateOf(this.sql.query, name),
      this.store.headPosition(),
    ]);
    return this.info(row, head);
  }

  async pause(name: string): Promise<ListenerInfo> {
    this.listener(name);
    await this.sql.transaction((tx) =>
      tx.run(`UPDATE projections SET status = 'paused', updated_at = $2 WHERE name = $1`, [
        name,
        this.now(),
      ]),
    );
    return this.get(name);
  }

  /** Runs a paused or failed listener again (a failed one retries the event it stopped at). */
  async resume(name: string): Promise<ListenerInfo> {
    this.listener(name);
    await this.sql.transaction((tx) =>
      tx.run(
        `UPDATE projections SET status = 'running', last_error = NULL, failed_event = NULL,
                updated_at = $2 WHERE name = $1`,
        [name, this.now()],
      ),
    );
    this.wake.notify();
    return this.get(name);
  }

  /**
   * Rebuilds a projection from position 0 beside the live read model (blue/green): the live
   * one keeps serving and following the log; once the rebuild has caught up with it, they
   * swap in one transaction. A rebuild already running starts over.
   */
  async rebuild(name: string): Promise<ListenerInfo> {
    const projection = this.projection(name);
    await this.sql.transaction(async (tx) => {
      const row = await lockedState(tx, this.sql.dialect, name);
      const slot = row.active_slot === 'a' ? 'b' : 'a';
      const tables = tableNames(projection, slot);
      for (const table of Object.values(tables)) await tx.run(`DROP TABLE IF EXISTS ${table}`);
      await tx.run('DELETE FROM projection_streams WHERE projection = $1 AND slot = $2', [
        name,
        slot,
      ]);
      await projection.setup(tx, tables);
      await tx.run(
        `UPDATE projections SET rebuild_slot = $2, rebuild_checkpoint = 0, rebuild_started_at = $3,
                updated_at = $3 WHERE name = $1`,
        [name, slot, this.now()],
      );
    });
    this.wake.notify();
    return this.get(name);
  }

  /**
   * Applies one stream's events to a projection's live read model again. Events it applied
   * already are skipped (and counted) unless `force`; one it cannot apply meets its `onError`
   * after the retries. The report says what happened to each event.
   */
  replayStream(name: string, streamId: string, force = false): Promise<ReplayReport> {
    const context: ReplayContext = {
      store: this.store,
      sql: this.sql,
      now: () => this.now(),
      attemptPolicy: (projection, event) => this.attemptPolicy(projection, event, async () => true),
      gaveUp: (projection, event, error, attempts, outcome) =>
        this.report(projection, event, error, attempts, outcome),
    };
    return replayStream(context, this.projection(name), streamId, force);
  }

  /** Reads a projection's live read model, with the checkpoint it includes at least. */
  async read<T>(
    name: string,
    query: (sql: Sql, tables: Readonly<Record<string, string>>) => Promise<T>,
  ): Promise<{ value: T; checkpoint: bigint }> {
    const projection = this.projection(name);
    const row = await stateOf(this.sql.query, name);
    const value = await query(this.sql.query, tableNames(projection, row.active_slot));
    return { value, checkpoint: this.reached(row) };
  }

  /** Resolves true once the listener's checkpoint is at or past `position`; false on timeout. */
  async waitFor(name: string, position: bigint, timeoutMs: number): Promise<boolean> {
    this.listener(name);
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const epoch = this.wake.epoch;
      if (this.reached(await stateOf(this.sql.query, name)) >= position) return true;
      const left = deadline - Date.now();
      if (left <= 0) return false;
      // Once stopped, the notifier no longer waits: poll (another instance may move it on).
      if (this.wake.isClosed) await pause(Math.min(left, 25));
      else await this.wake.wait(epoch, Math.min(left, 25));
    }
  }

  // The loop of one listener.

  private async loop(listener: Listener): Promise<void> {
    let failures = 0;
    while (!this.stopping.signal.aborted) {
      const epoch = this.wake.epoch;
      const startedAt = performance.now();
      let progressed = false;
      try {
        if (await this.holdLease(listener.name)) {
          const row = await stateOf(this.sql.query, listener.name);
          if (row.status === 'running') progressed = await this.step(listener, row);
          await this.saveUnsavedWhenDue(listener.name);
        } else {
          this.unsaved.delete(listener.name);
        }
        failures = 0;
      } catch (error) {
        // The database is away, or the like: back off, never spin.
        this.options.onLoopError?.(listener.name, error);
        failures += 1;
        await this.sleep(this.backoff(Math.min(failures, 6)));
      }
      if (!progressed) {
        await this.wake.wait(epoch, this.idlePollMs);
        const early = startedAt + this.minReadIntervalMs - performance.now();
        if (early > 0) await this.sleep(early);
      }
      // SQLite answers synchronously: without a macrotask turn a catch-up would starve HTTP.
      else await new Promise<void>((resolve) => setImmediate(resolve));
    }
  }

  private async step(listener: Listener, row: StateRow): Promise<boolean> {
    let progressed = false;
    if (isSqlProjection(listener) && row.rebuild_slot !== null) {
      progressed = await this.batch(listener, row, 'rebuild');
      const after = await stateOf(this.sql.query, listener.name);
      if (after.rebuild_slot !== null && (after.rebuild_checkpoint ?? 0) >= after.checkpoint) {
        await this.swap(listener.name, after);
        return true;
      }
    }
    return (await this.batch(listener, row, 'live')) || progressed;
  }

  /**
   * One batch: true when it committed (more may follow at once). The page is read from where
   * the listener has reached; the batch's commit moves the stored checkpoint from `saved`.
   */
  private async batch(listener: Listener, row: StateRow, lane: Lane): Promise<boolean> {
    const saved = BigInt((lane === 'live' ? row.checkpoint : row.rebuild_checkpoint) ?? 0);
    const from = lane === 'live' ? this.reached(row) : saved;
    const headBefore = await this.store.headPosition();
    const page = await this.store.readAll({ from, limit: this.batchSize, filter: listener.filter });
    // A short page read everything up to the head seen before it: the checkpoint may move there.
    const to =
      page.events.length < this.batchSize && headBefore > page.nextPosition
        ? headBefore
        : page.nextPosition;
    if (to <= from) return false;
    if (lane === 'live' && page.events.length === 0) {
      const move = this.unsaved.get(listener.name);
      // A move from another stored checkpoint (a rebuild swapped in) is stale: start anew.
      if (move && move.saved === saved) move.reached = to;
      else this.unsaved.set(listener.name, { saved, reached: to, since: this.now() });
      // Read up to the head seen before: what was appended since has woken the loop already.
      return false;
    }
    const slot = lane === 'live' ? row.active_slot : (row.rebuild_slot as string);
    try {
      if (isSqlProjection(listener)) {
        await this.commit(listener, slot, lane, saved, to, page.events);
      } else {
        await this.handleSideEffects(listener, slot, saved, to, page.events);
      }
      if (lane === 'live') this.unsaved.delete(listener.name);
      return true;
    } catch (error) {
      if (error instanceof LostListener) {
        this.leasesUntil.delete(listener.name);
        this.unsaved.delete(listener.name);
        return false;
      }
      // Only a handler's failure is the event's fault; the database's goes to the loop's back-off.
      if (!isSqlProjection(listener) || !(error instanceof HandlerFailed)) throw error;
      // A handler failed: one event at a time, so that only the faulty one is retried.
      const moved = await this.oneByOne(listener, slot, lane, saved, to, page.events);
      if (moved && lane === 'live') this.unsaved.delete(listener.name);
      return moved;
    }
  }

  /** Where the live lane has reached: the stored checkpoint, or past it by an unsaved move. */
  private reached(row: StateRow): bigint {
    const checkpoint = BigInt(row.checkpoint);
    const move = this.unsaved.get(row.name);
    return move && move.saved === checkpoint ? move.reached : checkpoint;
  }

  private async saveUnsavedWhenDue(name: string): Promise<void> {
    const move = this.unsaved.get(name);
    if (move && this.now() - move.since >= this.idlePollMs) await this.saveUnsaved(name);
  }

  private async saveUnsaved(name: string): Promise<void> {
    const move = this.unsaved.get(name);
    if (!move) return;
    this.unsaved.delete(name);
    try {
      await this.sql.transaction((tx) =>
        this.moveCheckpoint(tx, name, 'live', move.saved, move.reached),
      );
    } catch (error) {
      if (!(error instanceof LostListener)) throw error;
      this.leasesUntil.delete(name);
    }
  }

  private async commit(
    projection: SqlProjection,
    slot: string,
    lane: Lane,
    from: bigint,
    to: bigint,
    events: readonly RecordedEvent[],
  ): Promise<void> {
    await this.sql.transaction(async (tx) => {
      await this.moveCheckpoint(tx, projection.name, lane, from, to);
      await applyNewEvents(tx, this.sql.dialect, projection, slot, events);
    });
  }

  private async oneByOne(
    projection: SqlProjection,
    slot: string,
    lane: Lane,
    from: bigint,
    to: bigint,
    events: readonly RecordedEvent[],
  ): Promise<boolean> {
    let at = from;
    for (const event of events) {
      let outcome: AttemptsOutcome;
      try {
        outcome = await attemptEvent(
          () => this.commit(projection, slot, lane, at, event.position, [event]),
          // Retries may outlast the lease: keep it, or leave the event to its new holder.
          this.attemptPolicy(projection, event, () => this.holdLease(projection.name)),
        );
      } catch (error) {
        if (error instanceof LostListener || this.stopping.signal.aborted) return at > from;
        throw error;
      }
      if (outcome.kind === 'abandoned') return at > from;
      if (outcome.kind === 'gave-up') {
        const { error, attempts, firstAttemptAt } = outcome;
        const decision = await this.giveUp(
          projection,
          slot,
          lane,
          at,
          event,
          error,
          attempts,
          firstAttemptAt,
        );
        if (decision === 'stop') return at > from;
      }
      at = event.position;
    }
    await this.sql.transaction((tx) => this.moveCheckpoint(tx, projection.name, lane, at, to));
    return true;
  }

  /** How a projection's event is retried: reported, backed off, while `keep` holds. */
  private attemptPolicy(
    projection: SqlProjection,
    event: RecordedEvent,
    keep: () => Promise<boolean>,
  ): AttemptPolicy {
    return {
      maxAttempts: this.retry.maxAttempts,
      deadLettered: () => isDeadLettered(this.sql.query, projection.name, event.id),
      beforeRetry: async (error, attempt) => {
        if (this.stopping.signal.aborted) return false;
        this.report(projection, event, error, attempt, 'retry');
        await this.sleep(this.backoff(attempt - 1));
        return keep();
      },
      now: () => this.now(),
    };
  }

  /** After the last attempt: park the listener (`stop`) or dead-letter the event (`skip`). */
  private async giveUp(
    listener: Listener,
    slot: string,
    lane: Lane,
    at: bigint,
    event: RecordedEvent,
    error: unknown,
    attempts: number,
    firstAttemptAt: number,
  ): Promise<'stop' | 'skip'> {
    const message = error instanceof Error ? error.message : String(error);
    const decision = errorDecision(listener, error, event);
    await this.sql.transaction(async (tx) => {
      if (decision === 'stop') {
        await tx.run(
          `UPDATE projections SET status = 'failed', last_error = $2, failed_event = $3,
                  updated_at = $4 WHERE name = $1`,
          [listener.name, message, storedEventJson(event), this.now()],
        );
        return;
      }
      await this.moveCheckpoint(tx, listener.name, lane, at, event.position);
      await claimVersion(tx, listener.name, slot, event, true);
      await recordDeadLetter(tx, {
        listener: listener.name,
        event,
        error,
        attempts,
        firstAttemptAt,
        lastAttemptAt: this.now(),
      });
      await countEvents(tx, listener.name, 0, 1);
    });
    const outcome = decision === 'stop' ? 'stopped' : 'dead-lettered';
    this.report(listener, event, error, attempts, outcome);
    return decision;
  }

  private report(
    listener: Listener,
    event: RecordedEvent,
    error: unknown,
    attempt: number,
    outcome: ListenerEventFailure['outcome'],
  ): void {
    this.options.onEventFailed?.({ listener: listener.name, event, error, attempt, outcome });
  }

  private async handleSideEffects(
    listener: SideEffectListener,
    slot: string,
    from: bigint,
    to: bigint,
    events: readonly RecordedEvent[],
  ): Promise<void> {
    let at = from;
    for (const event of events) {
      const firstAttemptAt = this.now();
      const { outcome, error } = await this.runSideEffect(listener, event);
      if (outcome === 'busy') return;
      if (outcome === 'failed') {
        const attempts = this.retry.maxAttempts;
        const decision = await this.giveUp(
          listener,
          slot,
          'live',
          at,
          event,
          error,
          attempts,
          firstAttemptAt,
        );
        if (decision === 'stop') return;
      } else {
        await this.sql.transaction(async (tx) => {
          await this.moveCheckpoint(tx, listener.name, 'live', at, event.position);
          await claimVersion(tx, listener.name, slot, event, true);
          const ran = outcome === 'done' ? 1 : 0;
          await countEvents(tx, listener.name, ran, 1 - ran);
        });
      }
      at = event.position;
    }
    if (to > at) {
      await this.sql.transaction((tx) => this.moveCheckpoint(tx, listener.name, 'live', at, to));
    }
  }

  /** `done`: ran now; `already`: a finished record exists; `busy`: another worker holds it. */
  private async runSideEffect(
    listener: SideEffectListener,
    event: RecordedEvent,
  ): Promise<{ outcome: 'done' | 'already' | 'busy' | 'failed'; error?: unknown }> {
    const key = `${event.id}:${listener.name}`;
    for (let attempt = 1; ; attempt += 1) {
      const now = this.now();
      const claimed = await this.sql.transaction(async (tx) => {
        const taken = await tx.run(
          `INSERT INTO processed_events (event_id, listener, status, attempts, lease_owner, lease_until, updated_at)
           VALUES ($1, $2, 'PROCESSING', 1, $3, $4, $5)
           ON CONFLICT (event_id, listener) DO UPDATE SET
             status = 'PROCESSING', attempts = processed_events.attempts + 1,
             lease_owner = excluded.lease_owner, lease_until = excluded.lease_until,
             updated_at = excluded.updated_at
           WHERE processed_events.status = 'PROCESSING'
             AND (processed_events.lease_until <= $5 OR processed_events.lease_owner = $3)`,
          [event.id, listener.name, this.instanceId, now + this.sideEffectLeaseMs, now],
        );
        if (taken > 0) return 'claimed' as const;
        const row = await tx.get<{ status: string }>(
          'SELECT status FROM processed_events WHERE event_id = $1 AND listener = $2',
          [event.id, listener.name],
        );
        return row?.status === 'PROCESSING' ? ('busy' as const) : ('already' as const);
      });
      if (claimed !== 'claimed') return { outcome: claimed };
      try {
        await listener.handle(event, { idempotencyKey: key, attempt });
        await this.finishSideEffect(event, listener, 'SUCCEEDED', null);
        return { outcome: 'done' };
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        if (attempt >= this.retry.maxAttempts || this.stopping.signal.aborted) {
          await this.finishSideEffect(event, listener, 'FAILED', message);
          return { outcome: 'failed', error };
        }
        this.report(listener, event, error, attempt, 'retry');
        await this.sleep(this.backoff(attempt - 1));
      }
    }
  }

  private async finishSideEffect(
    event: RecordedEvent,
    listener: SideEffectListener,
    status: 'SUCCEEDED' | 'FAILED',
    error: string | null,
  ): Promise<void> {
    await this.sql.transaction((tx) =>
      tx.run(
        `UPDATE processed_events SET status = $3, last_error = $4, updated_at = $5
          WHERE event_id = $1 AND listener = $2 AND lease_owner = $6`,
        [event.id, listener.name, status, error, this.now(), this.instanceId],
      ),
    );
  }

  private async swap(name: string, row: StateRow): Promise<void> {
    await this.sql.transaction(async (tx) => {
      const changed = await tx.run(
        `UPDATE projections SET active_slot = rebuild_slot, checkpoint = rebuild_checkpoint,
                rebuild_slot = NULL, rebuild_checkpoint = NULL, rebuild_started_at = NULL, updated_at = $3
          WHERE name = $1 AND rebuild_slot = $2 AND lease_owner = $4
            AND rebuild_checkpoint >= checkpoint`,
        [name, row.rebuild_slot, this.now(), this.instanceId],
      );
      if (changed === 0) throw new LostListener(name);
    });
  }

  // State, leases, checkpoints.

  /**
   * Takes or renews the listener's lease; false while another live instance holds it. A lease
   * taken less than half its length ago is not renewed: a write per wake-up per listener costs
   * a durable commit each (on SQLite, several per append). The checkpoint's fence still
   * refuses a batch if the lease was lost meanwhile.
   */
  private async holdLease(name: string): Promise<boolean> {
    const now = this.now();
    const until = this.leasesUntil.get(name);
    if (until !== undefined && until - now > this.leaseMs / 2) return true;
    const changed = await this.sql.transaction((tx) =>
      tx.run(
        `UPDATE projections SET lease_owner = $2, lease_until = $3
          WHERE name = $1 AND (lease_owner IS NULL OR lease_owner = $2 OR lease_until <= $4)`,
        [name, this.instanceId, now + this.leaseMs, now],
      ),
    );
    if (changed > 0) this.leasesUntil.set(name, now + this.leaseMs);
    else this.leasesUntil.delete(name);
    return changed > 0;
  }

  /** Compare-and-set, fenced by the lease: a stale instance's batch commits nothing. */
  private async moveCheckpoint(
    tx: Sql,
    name: string,
    lane: Lane,
    from: bigint,
    to: bigint,
  ): Promise<void> {
    const column = lane === 'live' ? 'checkpoint' : 'rebuild_checkpoint';
    const changed = await tx.run(
      `UPDATE projections SET ${column} = $3, updated_at = $5
        WHERE name = $1 AND ${column} = $2 AND lease_owner = $4 AND lease_until > $5`,
      [name, from.toString(), to.toString(), this.instanceId, this.now()],
    );
    if (changed === 0) throw new LostListener(name);
  }

  /**
   * Wakes the loops when events are appended. Followed again after an error (the database was
   * away): meanwhile the loops still poll every `idlePollMs`.
   */
  private async followHead(): Promise<void> {
    const notices = this.store.appendNotices;
    if (notices) return this.relay(notices);
    while (!this.stopping.signal.aborted) {
      try {
        const from = await this.store.headPosition();
        for await (const event of this.store.subscribe({ from, signal: this.stopping.signal })) {
          void event;
          this.wake.notify();
        }
      } catch (error) {
        if (this.stopping.signal.aborted) return;
        this.options.onLoopError?.('(head)', error);
      }
      // Also after a subscription that ended by itself (the store closing): never spin.
      await this.sleep(HEAD_RETRY_MS);
    }
  }

  /** The store's own notices, without reading the events a subscription would. */
  private async relay(notices: LogNotifier): Promise<void> {
    let seen = notices.epoch;
    while (!this.stopping.signal.aborted && !notices.isClosed) {
      await notices.wait(seen, this.idlePollMs, this.stopping.signal);
      if (notices.epoch !== seen) {
        seen = notices.epoch;
        this.wake.notify();
      }
    }
  }

  private info(row: StateRow, head: bigint): ListenerInfo {
    const listener = this.listener(row.name);
    const checkpoint = this.reached(row);
    const rebuilding = row.rebuild_slot !== null;
    return {
      name: row.name,
      kind: isSqlProjection(listener) ? 'projection' : 'side-effect',
      status: row.status,
      checkpoint,
      headPosition: head,
      lag: head > checkpoint ? head - checkpoint : 0n,
      leaseOwner: row.lease_owner,
      leaseUntil: row.lease_until,
      applied: row.applied,
      skipped: row.skipped,
      lastError: row.last_error,
      failedEvent: row.failed_event ? parseStoredEvent(row.failed_event) : null,
      rebuild: rebuilding
        ? {
            checkpoint: BigInt(row.rebuild_checkpoint ?? 0),
            progress:
              checkpoint === 0n
                ? 1
                : Math.min(1, Number(row.rebuild_checkpoint ?? 0) / Number(checkpoint)),
            startedAt: new Date(row.rebuild_started_at ?? 0).toISOString(),
          }
        : null,
    };
  }

  private listener(name: string): Listener {
    const listener = this.listeners.get(name);
    if (!listener) throw new UnknownListener(name);
    return listener;
  }

  private projection(name: string): SqlProjection {
    const listener = this.listener(name);
    if (!isSqlProjection(listener)) throw new UnknownListener(name);
    return listener;
  }

  private now(): number {
    return this.clock().getTime();
  }

  private backoff(attempt: number): number {
    const ceiling = Math.min(this.retry.maxDelayMs, this.retry.baseDelayMs * 2 ** attempt);
    return Math.floor(this.random() * ceiling);
  }
}

function pause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
