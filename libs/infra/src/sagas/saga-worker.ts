import {
  afterFailure,
  DEFAULT_RETRY_POLICY,
  type JsonObject,
  type RetryPolicy,
} from '@tidemark/domain';
import type { EventWriter, RecordedEvent } from '../event-store/event-store.port';
import type { Sql, SqlAccess } from '../sql/sql';
import { type Clock, systemClock, uuidv7 } from '../support/ids';
import { defaultInstanceId } from '../support/instance-id';
import type { DeadLetterStore } from '../dead-letters/dead-letter-store.port';
import type { ClaimedWorkItem, WorkAttemptOutcome, WorkQueue } from '../work-queue/work-queue.port';
import { causedBy, PermanentFailure, type SagaDefinition, type SagaStep } from './saga';
import { sagaAttemptSpan } from './saga-spans';
import { traceFieldsOf } from '../tracing/trace-context';

export interface DeadLetterAlert {
  readonly deadLetterId: string;
  readonly saga: string;
  readonly sagaKey: string;
  readonly step: string;
  readonly workItemId: string;
  readonly attempts: number;
  readonly error: string;
  readonly reason: 'permanent' | 'exhausted';
}

/** A step's attempt failed; the work item runs again after `delayMs`. */
export interface SagaStepRetry {
  readonly saga: string;
  readonly sagaKey: string;
  readonly step: string;
  readonly workItemId: string;
  readonly attempt: number;
  readonly error: string;
  readonly delayMs: number;
  /** The event the work item was scheduled for. */
  readonly event: RecordedEvent;
}

/**
 * The ports a saga worker works on, from one `Storage` (which is one): its work queue and dead letters, the
 * SQL in whose transaction each attempt's outcome commits, and the log where
 * `SagaStepDeadLettered` events are appended (stream `<saga>-<key>`).
 */
export interface SagaStorage {
  readonly events: EventWriter;
  readonly sql: SqlAccess;
  readonly workQueue: WorkQueue;
  readonly deadLetters: DeadLetterStore;
}

export interface SagaWorkerOptions {
  readonly storage: SagaStorage;
  readonly sagas: readonly SagaDefinition<JsonObject>[];
  readonly instanceId?: string;
  readonly clock?: Clock;
  readonly random?: () => number;
  /** Work items run at once by this worker. Default 4. */
  readonly concurrency?: number;
  /** Longest sleep while no item is due. Default 200 ms. */
  readonly idlePollMs?: number;
  /** A claimed item whose worker died is taken over after this. Default 60000 ms. */
  readonly leaseMs?: number;
  /**
   * The alert: called once per dead letter (log it, count it, call a webhook), with the event
   * the work item was scheduled for.
   */
  readonly onDeadLetter?: (alert: DeadLetterAlert, event: RecordedEvent) => void | Promise<void>;
  /** A failed attempt that will run again, for logging. */
  readonly onRetry?: (retry: SagaStepRetry) => void;
  readonly onError?: (error: unknown) => void;
}

export interface WorkerCounters {
  succeeded: number;
  retried: number;
  deadLettered: number;
}

/**
 * Runs due work items: claimed with `FOR UPDATE SKIP LOCKED` on PostgreSQL, so any number of
 * instances share the queue and never run one item at once; a claim is a lease, so an item
 * whose worker died runs again after it expires. Each attempt is recorded.
 */
export class SagaWorker {
  readonly instanceId: string;
  readonly counters: WorkerCounters = { succeeded: 0, retried: 0, deadLettered: 0 };
  private readonly sagas = new Map<string, SagaDefinition<JsonObject>>();
  private readonly clock: Clock;
  private readonly random: () => number;
  private readonly concurrency: number;
  private readonly idlePollMs: number;
  private readonly leaseMs: number;
  private readonly queue: WorkQueue;
  private readonly deadLetters: DeadLetterStore;
  private readonly stopping = new AbortController();
  private loop: Promise<void> | null = null;
  private wakeUp: (() => void) | null = null;

  constructor(private readonly options: SagaWorkerOptions) {
    this.add(...options.sagas);
    this.instanceId = options.instanceId ?? defaultInstanceId();
    this.clock = options.clock ?? systemClock;
    this.random = options.random ?? Math.random;
    this.concurrency = options.concurrency ?? 4;
    this.idlePollMs = options.idlePollMs ?? 200;
    this.leaseMs = options.leaseMs ?? 60_000;
    this.queue = options.storage.workQueue;
    this.deadLetters = options.storage.deadLetters;
  }

  /**
   * Adds sagas before {@link start}: the Nest module creates one worker per app and each
   * feature module adds its own.
   */
  add(...sagas: readonly SagaDefinition<JsonObject>[]): void {
    if (this.loop) throw new Error('sagas are added before the worker starts');
    for (const saga of sagas) {
      if (this.sagas.has(saga.name)) throw new Error(`two sagas named ${saga.name}`);
      this.sagas.set(saga.name, saga);
    }
  }

  /** The names of the sagas whose steps this worker runs. */
  get sagaNames(): readonly string[] {
    return [...this.sagas.keys()];
  }

  start(): void {
    this.loop ??= this.run();
  }

  /** Lets the running attempts finish; claims of items not started are given back. */
  async stop(): Promise<void> {
    this.stopping.abort();
    this.wakeUp?.();
    await this.loop;
  }

  /** Claims and runs the due items once (tests, and the loop). Returns how many ran. */
  async runDue(): Promise<number> {
    const items = await this.queue.claim({
      owner: this.instanceId,
      limit: this.concurrency,
      now: this.now(),
      leaseMs: this.leaseMs,
    });
    await Promise.all(items.map((item) => this.execute(item)));
    return items.length;
  }

  private async run(): Promise<void> {
    while (!this.stopping.signal.aborted) {
      try {
        if ((await this.runDue()) > 0) {
          // SQLite answers synchronously: give the event loop a turn between rounds.
          await new Promise<void>((resolve) => setImmediate(resolve));
          continue;
        }
      } catch (error) {
        this.options.onError?.(error);
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, this.idlePollMs);
        this.wakeUp = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
  }

  private async execute(item: ClaimedWorkItem): Promise<void> {
    const saga = this.sagas.get(item.saga);
    const step: SagaStep | undefined = saga?.steps[item.step];
    const policy: RetryPolicy = { ...DEFAULT_RETRY_POLICY, ...step?.retry };
    const startedAt = this.now();
    let error: unknown;
    if (!step) {
      error = new PermanentFailure(`no step ${item.step} in saga ${item.saga}`);
    } else {
      error = await sagaAttemptSpan(item, () => this.attempt(step, item, policy.timeoutMs));
    }
    const finishedAt = this.now();
    const sql = this.options.storage.sql;
    if (error === undefined) {
      await sql.transaction(async (tx) => {
        await this.record(tx, item, startedAt, finishedAt, 'succeeded', null);
        await this.queue.complete(tx, item.id, this.instanceId);
      });
      this.counters.succeeded += 1;
      return;
    }
    const message = error instanceof Error ? error.message : String(error);
    const decision = afterFailure(
      policy,
      item.attempts,
      error instanceof PermanentFailure,
      this.random(),
    );
    if (decision.kind === 'retry') {
      await sql.transaction(async (tx) => {
        await this.record(tx, item, startedAt, finishedAt, 'failed', message);
        await this.queue.reschedule(
          tx,
          item.id,
          this.instanceId,
          finishedAt + decision.delayMs,
          message,
        );
      });
      this.counters.retried += 1;
      this.options.onRetry?.({
        saga: item.saga,
        sagaKey: item.sagaKey,
        step: item.step,
        workItemId: item.id,
        attempt: item.attempts,
        error: message,
        delayMs: decision.delayMs,
        event: item.event,
      });
      return;
    }
    let deadLetterId = uuidv7();
    const event = item.event;
    await sql.transaction(async (tx) => {
      await this.record(tx, item, startedAt, finishedAt, 'dead_lettered', message);
      if (!(await this.queue.markDead(tx, item.id, this.instanceId, message))) return;
      deadLetterId = await this.deadLetters.record(tx, {
        id: deadLetterId,
        listener: item.saga,
        event,
        error,
        attempts: item.attempts,
        firstAttemptAt: item.firstAttemptAt,
        lastAttemptAt: finishedAt,
        step: item.step,
        workItemId: item.id,
      });
    });
    this.counters.deadLettered += 1;
    const alert: DeadLetterAlert = {
      deadLetterId,
      saga: item.saga,
      sagaKey: item.sagaKey,
      step: item.step,
      workItemId: item.id,
      attempts: item.attempts,
      error: message,
      reason: decision.reason,
    };
    await this.options.storage.events
      .appendToStream(`${item.saga}-${item.sagaKey}`, [
        {
          id: deadLetterId,
          type: 'SagaStepDeadLettered',
          data: { ...alert } as JsonObject,
          // In the trace of the event whose step failed.
          metadata: { ...causedBy(event), ...traceFieldsOf(event.metadata) },
        },
      ])
      .catch((appendError: unknown) => this.options.onError?.(appendError));
    await Promise.resolve(this.options.onDeadLetter?.(alert, event)).catch((alertError: unknown) =>
      this.options.onError?.(alertError),
    );
  }

  /** One attempt, abandoned after `timeoutMs`. Resolves to its error, or undefined. */
  private async attempt(
    step: SagaStep,
    item: ClaimedWorkItem,
    timeoutMs: number,
  ): Promise<unknown> {
    const controller = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<Error>((resolve) => {
      timer = setTimeout(() => {
        controller.abort();
        resolve(new Error(`step ${item.step} timed out after ${timeoutMs} ms`));
      }, timeoutMs);
    });
    try {
      const run = step
        .run(item.input, {
          idempotencyKey: item.idempotencyKey,
          attempt: item.attempts,
          sagaKey: item.sagaKey,
          signal: controller.signal,
          event: item.event,
        })
        .then(
          () => undefined,
          (error: unknown) => error ?? new Error('step failed'),
        );
      return await Promise.race([run, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  private record(
    tx: Sql,
    item: ClaimedWorkItem,
    startedAt: number,
    finishedAt: number,
    outcome: WorkAttemptOutcome,
    error: string | null,
  ): Promise<void> {
    return this.queue.recordAttempt(tx, {
      workItemId: item.id,
      attempt: item.attempts,
      worker: this.instanceId,
      startedAt,
      finishedAt,
      outcome,
      error,
    });
  }

  private now(): number {
    return this.clock().getTime();
  }
}
