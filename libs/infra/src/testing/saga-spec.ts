import type { JsonObject } from '@tidemark/domain';
import type { RecordedEvent } from '../event-store/event-store.port';
import { matchesLogFilter } from '../event-store/read-options';
import type { SagaDefinition, StepContext } from '../sagas/saga';
import { planReaction } from '../sagas/saga-reactor';
import { type Clock, systemClock } from '../support/ids';
import { GivenLog, type GivenEvent, type GivenEventsOptions } from './given-events';

export type WorkItemStatus = 'pending' | 'cancelled' | 'done' | 'failed';

/** A work item a saga scheduled, as the saga worker would find it. */
export interface SagaWorkItem {
  readonly sagaKey: string;
  readonly step: string;
  readonly kind: 'step' | 'deadline';
  readonly input: JsonObject;
  /** When it is due (ISO-8601): a step at once, a deadline at its `dueAt`. */
  readonly runAt: string;
  readonly idempotencyKey: string;
  /** The event that scheduled it. */
  readonly event: RecordedEvent;
  readonly status: WorkItemStatus;
  readonly attempts: number;
  /** `failed`: what the step threw. */
  readonly error?: unknown;
}

export interface WorkItemQuery {
  readonly sagaKey?: string;
  readonly kind?: 'step' | 'deadline';
  readonly status?: WorkItemStatus;
}

export interface RunDueOptions {
  /** Items due at or before this run. Default: the helper's clock. */
  readonly now?: Date;
  /** Overrides of the fake context each step gets (e.g. a `signal` the test aborts). */
  readonly context?: Partial<Pick<StepContext, 'signal'>>;
}

type MutableItem = { -readonly [K in keyof SagaWorkItem]: SagaWorkItem[K] };

/**
 * A saga's reactions to given events, without a database: the reactor's own planning
 * (state per instance, steps, deadlines, cancellations, one work item per idempotency key),
 * its filter, and the per-stream versions of its listener, so an event delivered again
 * changes nothing. The worker's retries and dead letters are not modelled: a step that throws
 * is `failed`, with its error.
 */
export class SagaRun<S extends JsonObject> {
  /** Every event given so far, as recorded (give some of them again to test a redelivery). */
  readonly events: RecordedEvent[] = [];
  private readonly states = new Map<string, S>();
  private readonly items: MutableItem[] = [];
  private readonly applied = new Map<string, number>();

  /** @internal Made by {@link sagaSpec}. */
  constructor(
    private readonly saga: SagaDefinition<S>,
    private readonly log: GivenLog,
    private readonly clock: Clock,
  ) {}

  /** Delivers more events to the saga, in order. */
  given(events: readonly GivenEvent[]): this {
    for (const event of this.log.record(events)) {
      this.events.push(event);
      if (!matchesLogFilter(event, this.saga.filter)) continue;
      if (event.version <= (this.applied.get(event.streamId) ?? 0)) continue;
      this.applied.set(event.streamId, event.version);
      this.react(event);
    }
    return this;
  }

  /** The state of instance `sagaKey`, undefined while no event has reached it. */
  state(sagaKey: string): S | undefined {
    return this.states.get(sagaKey);
  }

  /** Every instance's state, by saga key. */
  instances(): Record<string, S> {
    return Object.fromEntries(this.states);
  }

  /** The work items scheduled, in the order they were, matching `query`. */
  workItems(query: WorkItemQuery = {}): SagaWorkItem[] {
    return this.items.filter(
      (item) =>
        (query.sagaKey === undefined || item.sagaKey === query.sagaKey) &&
        (query.kind === undefined || item.kind === query.kind) &&
        (query.status === undefined || item.status === query.status),
    );
  }

  /** Pending steps (to run now). */
  steps(sagaKey?: string): SagaWorkItem[] {
    return this.workItems({ sagaKey, kind: 'step', status: 'pending' });
  }

  /** Pending deadlines. */
  deadlines(sagaKey?: string): SagaWorkItem[] {
    return this.workItems({ sagaKey, kind: 'deadline', status: 'pending' });
  }

  /** Deadlines cancelled by a later event. */
  cancelledDeadlines(sagaKey?: string): SagaWorkItem[] {
    return this.workItems({ sagaKey, kind: 'deadline', status: 'cancelled' });
  }

  /**
   * Runs the pending items due by `now`, earliest first, one at a time, each with a context
   * like the worker's (its idempotency key, attempt, saga key, event). Resolves to the items
   * run, now `done` or `failed`.
   */
  async runDue(options: RunDueOptions = {}): Promise<SagaWorkItem[]> {
    const now = (options.now ?? this.clock()).getTime();
    const due = this.items
      .filter((item) => item.status === 'pending' && Date.parse(item.runAt) <= now)
      .sort((a, b) => Date.parse(a.runAt) - Date.parse(b.runAt));
    for (const item of due) {
      item.attempts += 1;
      const context: StepContext = {
        idempotencyKey: item.idempotencyKey,
        attempt: item.attempts,
        sagaKey: item.sagaKey,
        signal: options.context?.signal ?? new AbortController().signal,
        event: item.event,
      };
      try {
        // saga.steps has the step: planReaction refused any other.
        await this.saga.steps[item.step].run(item.input, context);
        item.status = 'done';
        delete item.error;
      } catch (error) {
        item.status = 'failed';
        item.error = error;
      }
    }
    return due.map((item) => ({ ...item }));
  }

  private react(event: RecordedEvent): void {
    const key = this.saga.correlate(event);
    if (key === undefined) return;
    // Copies both ways, as the reactor's row is JSON: a saga that mutates the state it is
    // given, or the one it returned, changes nothing kept.
    const stored = this.states.get(key);
    const state = stored ? copy(stored) : this.saga.initialState();
    const reaction = planReaction(this.saga, key, event, state, this.clock().getTime());
    this.states.set(key, copy(reaction.state));
    for (const step of reaction.cancelDeadlines) {
      for (const item of this.items) {
        const cancels =
          item.sagaKey === key &&
          item.step === step &&
          item.kind === 'deadline' &&
          item.status === 'pending';
        if (cancels) item.status = 'cancelled';
      }
    }
    for (const planned of reaction.items) {
      if (this.items.some((item) => item.idempotencyKey === planned.idempotencyKey)) continue;
      this.items.push({
        sagaKey: key,
        step: planned.step,
        kind: planned.kind,
        input: copy(planned.input),
        runAt: new Date(planned.runAt).toISOString(),
        idempotencyKey: planned.idempotencyKey,
        event,
        status: 'pending',
        attempts: 0,
      });
    }
  }
}

function copy<T extends JsonObject>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

/**
 * `sagaSpec(saga).given(events)`: what the saga made of those events, to inspect (state,
 * steps, deadlines) and to run (`runDue`). Times of steps come from `options.clock`.
 */
export function sagaSpec<S extends JsonObject>(
  saga: SagaDefinition<S>,
  options: GivenEventsOptions = {},
) {
  return {
    given(events: readonly GivenEvent[] = []): SagaRun<S> {
      const clock = options.clock ?? systemClock;
      return new SagaRun(saga, new GivenLog(options), clock).given(events);
    },
  };
}
