import type { EventReader, RecordedEvent } from '../event-store/event-store.port';
import { LogNotifier } from '../event-store/log-notifier';
import type { DeadLetterStore } from '../dead-letters/dead-letter-store.port';
import { overlapping, type Sql, type SqlAccess } from '../sql/sql';
import { type Clock, systemClock } from '../support/ids';
import { defaultInstanceId } from '../support/instance-id';
import { applyNewEvents } from './apply-events';
import { abortableSleep, backoffDelay, DEFAULT_RETRY, type RetryOptions } from './backoff';
import {
  attemptEvent,
  HandlerFailed,
  type AttemptPolicy,
  type AttemptsOutcome,
  type SpentAttempts,
} from './event-attempts';
import { followHead } from './head-follower';
import { ListenerAdmin, type ListenerInfo } from './listener-admin';
import { ListenerLeases } from './listener-leases';
import {
  LostListener,
  type Lane,
  type ListenerState,
  type ListenerStateStore,
} from './listener-state/listener-state-store.port';
import type { ProcessedRecords } from './processed-records/processed-records.port';
import { FailureNotes } from './failure-notes';
import { UnsavedMoves } from './unsaved-moves';
import {
  assertSqlFor,
  errorDecision,
  isSqlProjection,
  listenerNameProblem,
  tableNames,
  type Listener,
  type SqlProjection,
} from './projection';
import type { ListenerEventFailure, ListenerRunnerOptions } from './runner-options';
import { handleSideEffects, type SideEffectRun } from './side-effects';
import { listenerBatchSpan } from './listener-spans';
import type { ReplayContext, ReplayReport } from './stream-replay';

export type { RetryOptions } from './backoff';
export type { ListenerEventFailure, ListenerRunnerOptions } from './runner-options';
export type { ListenerInfo, ListenerInfoStatus, ListenerKind } from './listener-admin';
export { UnknownListener, type ListenerStatus } from './listener-state/listener-state-store.port';

/**
 * Runs listeners over the global log from their checkpoints. Per listener, one instance at a
 * time holds a lease; each batch commits the read model's writes, the per-stream versions and
 * the checkpoint (compare-and-set, fenced by the lease) in one transaction.
 */
export class ListenerRunner {
  readonly instanceId: string;
  private readonly listeners = new Map<string, Listener>();
  private readonly store: EventReader;
  private readonly sql: SqlAccess;
  private readonly state: ListenerStateStore;
  private readonly processed: ProcessedRecords;
  private readonly deadLetters: DeadLetterStore;
  private readonly admin: ListenerAdmin;
  private readonly sideEffects: SideEffectRun;
  private readonly clock: Clock;
  private readonly leases: ListenerLeases;
  private readonly idlePollMs: number;
  private readonly minReadIntervalMs: number;
  private readonly batchSize: number;
  private readonly retry: RetryOptions;
  private readonly sideEffectLeaseMs: number;
  private readonly random: () => number;
  private readonly sleep: (ms: number) => Promise<void>;
  private readonly wake = new LogNotifier();
  private readonly unsaved = new UnsavedMoves();
  private readonly failures: FailureNotes;
  private readonly stopping = new AbortController();
  private loops: Promise<void>[] = [];
  private started = false;

  constructor(private readonly options: ListenerRunnerOptions) {
    this.add(...options.listeners);
    this.store = options.storage.events;
    this.sql = options.storage.sql;
    this.clock = options.clock ?? systemClock;
    this.state = options.storage.listenerState;
    this.processed = options.storage.processedRecords;
    this.deadLetters = options.storage.deadLetters;
    this.instanceId = options.instanceId ?? defaultInstanceId();
    this.failures = new FailureNotes(this.state, this.instanceId);
    const leaseMs = options.leaseMs ?? 5000;
    this.leases = new ListenerLeases(this.state, this.instanceId, leaseMs, this.clock);
    this.idlePollMs = Math.min(options.idlePollMs ?? 250, Math.floor(leaseMs / 3));
    this.minReadIntervalMs = options.minReadIntervalMs ?? 5;
    this.batchSize = options.batchSize ?? 100;
    this.retry = { ...DEFAULT_RETRY, ...options.retry };
    this.sideEffectLeaseMs = options.sideEffectLeaseMs ?? 30_000;
    this.random = options.random ?? Math.random;
    this.sleep = options.sleep ?? ((ms) => abortableSleep(ms, this.stopping.signal));
    this.sideEffects = this.sideEffectRun();
    this.admin = new ListenerAdmin({
      store: this.store,
      sql: this.sql,
      state: this.state,
      listeners: this.listeners,
      wake: this.wake,
      replay: this.replayContext(),
      reached: (state) => this.unsaved.reached(state),
    });
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
      assertSqlFor(listener, this.sql);
      await this.sql.transaction(async (tx) => {
        const created = await this.state.register(tx, listener.name);
        if (created && isSqlProjection(listener)) {
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
    if (this.options.takeOverLeasesAtStart) await this.leases.takeOverAll();
    void followHead({
      store: this.store,
      wake: this.wake,
      signal: this.stopping.signal,
      idlePollMs: this.idlePollMs,
      sleep: this.sleep,
      onError: (error) => this.options.onLoopError?.('(head)', error),
    });
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
    for (const name of this.unsaved.names) {
      await this.saveUnsaved(name).catch(() => undefined);
    }
    if (options.releaseLeases === false) return;
    await this.leases.releaseAll(this.listeners.keys());
  }

  list(): Promise<ListenerInfo[]> {
    return this.admin.list();
  }

  get(name: string): Promise<ListenerInfo> {
    return this.admin.get(name);
  }

  pause(name: string): Promise<ListenerInfo> {
    return this.admin.pause(name);
  }

  /** Runs a paused or failed listener again (a failed one retries the event it stopped at). */
  resume(name: string): Promise<ListenerInfo> {
    return this.admin.resume(name);
  }

  /**
   * Rebuilds a projection from position 0 beside the live read model (blue/green): the live
   * one keeps serving and following the log; once the rebuild has caught up with it, they
   * swap in one transaction. A rebuild already running starts over.
   */
  rebuild(name: string): Promise<ListenerInfo> {
    return this.admin.rebuild(name);
  }

  /**
   * Applies one stream's events to a projection's live read model again. Events it applied
   * already are skipped (and counted) unless `force`; one it cannot apply meets its `onError`
   * after the retries. The report says what happened to each event.
   */
  replayStream(name: string, streamId: string, force = false): Promise<ReplayReport> {
    return this.admin.replayStream(name, streamId, force);
  }

  /** Reads a projection's live read model, with the checkpoint it includes at least. */
  read<T>(
    name: string,
    query: (sql: Sql, tables: Readonly<Record<string, string>>) => Promise<T>,
  ): Promise<{ value: T; checkpoint: bigint }> {
    return this.admin.read(name, query);
  }

  /** Resolves true once the listener's checkpoint is at or past `position`; false on timeout. */
  waitFor(name: string, position: bigint, timeoutMs: number): Promise<boolean> {
    return this.admin.waitFor(name, position, timeoutMs);
  }

  // The loop of one listener.

  private async loop(listener: Listener): Promise<void> {
    let failures = 0;
    while (!this.stopping.signal.aborted) {
      const epoch = this.wake.epoch;
      const startedAt = performance.now();
      let progressed = false;
      try {
        if (await this.leases.hold(listener.name)) {
          const state = await this.state.state(listener.name);
          if (state.status === 'running') progressed = await this.step(listener, state);
          await this.saveUnsaved(listener.name, this.now() - this.idlePollMs);
          await this.failures.succeeded(listener.name, state);
        } else {
          this.unsaved.forget(listener.name);
        }
        failures = 0;
      } catch (error) {
        // The database is away, or the like: back off, never spin.
        this.options.onLoopError?.(listener.name, error);
        // Not an error of a runner that stops (its store closing under it).
        if (!this.stopping.signal.aborted) await this.failures.failed(listener.name, error);
        failures += 1;
        await this.sleep(this.backoff(Math.min(failures, 6) + 1));
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

  private async step(listener: Listener, state: ListenerState): Promise<boolean> {
    let progressed = false;
    if (isSqlProjection(listener) && state.rebuild !== null) {
      progressed = await this.batch(listener, state, 'rebuild');
      const after = await this.state.state(listener.name);
      if (after.rebuild !== null && after.rebuild.checkpoint >= after.checkpoint) {
        await this.state.swap(listener.name, after.rebuild.slot, this.instanceId);
        return true;
      }
    }
    return (await this.batch(listener, state, 'live')) || progressed;
  }

  /**
   * One batch: true when it committed (more may follow at once). The page is read from where
   * the listener has reached; the batch's commit moves the stored checkpoint from `saved`.
   */
  private async batch(listener: Listener, state: ListenerState, lane: Lane): Promise<boolean> {
    const saved = lane === 'live' ? state.checkpoint : (state.rebuild?.checkpoint ?? 0n);
    const from = lane === 'live' ? this.unsaved.reached(state) : saved;
    const headBefore = await this.store.headPosition();
    const page = await this.store.readAll({ from, limit: this.batchSize, filter: listener.filter });
    // A short page read everything up to the head seen before it: the checkpoint may move there.
    const to =
      page.events.length < this.batchSize && headBefore > page.nextPosition
        ? headBefore
        : page.nextPosition;
    if (to <= from) return false;
    if (lane === 'live' && page.events.length === 0) {
      this.unsaved.moved(listener.name, saved, to, this.now());
      // Read up to the head seen before: what was appended since has woken the loop already.
      return false;
    }
    const slot = lane === 'live' ? state.activeSlot : (state.rebuild?.slot ?? state.activeSlot);
    const { events } = page;
    return listenerBatchSpan(listener.name, lane, events, async () => {
      try {
        if (isSqlProjection(listener)) {
          await this.commit(listener, slot, lane, saved, to, events);
        } else {
          await handleSideEffects(this.sideEffects, listener, slot, saved, to, events);
        }
        if (lane === 'live') this.unsaved.forget(listener.name);
        return true;
      } catch (error) {
        if (error instanceof LostListener) {
          this.leases.lost(listener.name);
          this.unsaved.forget(listener.name);
          return false;
        }
        // Only a handler's failure is the event's fault; the database's goes to the loop's back-off.
        if (!isSqlProjection(listener) || !(error instanceof HandlerFailed)) throw error;
        // A handler failed: one event at a time, so that only the faulty one is retried.
        const moved = await this.oneByOne(listener, slot, lane, saved, to, events);
        if (moved && lane === 'live') this.unsaved.forget(listener.name);
        return moved;
      }
    });
  }

  private async saveUnsaved(name: string, madeBy?: number): Promise<void> {
    const move = this.unsaved.take(name, madeBy);
    if (!move) return;
    try {
      await this.sql.transaction((tx) =>
        this.leases.moveCheckpoint(tx, name, 'live', move.saved, move.reached),
      );
    } catch (error) {
      if (!(error instanceof LostListener)) throw error;
      this.leases.lost(name);
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
    await this.sql.transaction((tx) =>
      overlapping(tx, [
        () => this.leases.moveCheckpoint(tx, projection.name, lane, from, to),
        () => applyNewEvents(tx, this.state, projection, slot, events),
      ]),
    );
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
          this.attemptPolicy(projection, event, () => this.leases.hold(projection.name)),
        );
      } catch (error) {
        if (error instanceof LostListener || this.stopping.signal.aborted) return at > from;
        throw error;
      }
      if (outcome.kind === 'abandoned') return at > from;
      if (outcome.kind === 'gave-up') {
        const decision = await this.giveUp(projection, slot, lane, at, event, outcome);
        if (decision === 'stop') return at > from;
      }
      at = event.position;
    }
    await this.sql.transaction((tx) =>
      this.leases.moveCheckpoint(tx, projection.name, lane, at, to),
    );
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
      deadLettered: () => this.deadLetters.isPending(this.sql.query, projection.name, event.id),
      beforeRetry: async (error, attempt) => {
        if (this.stopping.signal.aborted) return false;
        this.report(projection, event, error, attempt, 'retry');
        await this.sleep(this.backoff(attempt));
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
    { error, attempts, firstAttemptAt }: SpentAttempts,
  ): Promise<'stop' | 'skip'> {
    const decision = errorDecision(listener, error, event);
    if (decision === 'stop') {
      const message = error instanceof Error ? error.message : String(error);
      await this.state.fail(listener.name, message, event);
    } else {
      await this.sql.transaction(async (tx) => {
        await this.leases.moveCheckpoint(tx, listener.name, lane, at, event.position);
        await this.state.claimVersion(tx, listener.name, slot, event, true);
        await this.deadLetters.record(tx, {
          listener: listener.name,
          event,
          error,
          attempts,
          firstAttemptAt,
          lastAttemptAt: this.now(),
        });
        await this.state.count(tx, listener.name, 0, 1);
      });
    }
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

  private sideEffectRun(): SideEffectRun {
    return {
      sql: this.sql,
      state: this.state,
      processed: this.processed,
      owner: this.instanceId,
      claimMs: this.sideEffectLeaseMs,
      maxAttempts: this.retry.maxAttempts,
      stopping: this.stopping.signal,
      now: () => this.now(),
      retryAfter: async (listener, event, error, attempt) => {
        this.report(listener, event, error, attempt, 'retry');
        await this.sleep(this.backoff(attempt));
      },
      giveUp: (listener, slot, at, event, spent) =>
        this.giveUp(listener, slot, 'live', at, event, spent),
    };
  }

  private replayContext(): ReplayContext {
    return {
      store: this.store,
      sql: this.sql,
      state: this.state,
      deadLetters: this.deadLetters,
      now: () => this.now(),
      attemptPolicy: (projection, event) => this.attemptPolicy(projection, event, async () => true),
      gaveUp: (projection, event, error, attempts, outcome) =>
        this.report(projection, event, error, attempts, outcome),
    };
  }

  private now(): number {
    return this.clock().getTime();
  }

  /** The wait after failure number `failures` (1-based). */
  private backoff(failures: number): number {
    return backoffDelay(this.retry, failures, this.random());
  }
}
