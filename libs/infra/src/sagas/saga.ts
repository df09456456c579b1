import type { JsonObject, RetryPolicy } from '@tidemark/domain';
import type { LogFilter, RecordedEvent } from '../event-store/event-store.port';

/** A step to run, durably, as a work item. */
export interface ScheduledStep {
  readonly step: string;
  readonly input: JsonObject;
}

/** "If nothing cancels it by `dueAt`, run step `step`." One pending deadline per name and instance. */
export interface ScheduledDeadline {
  readonly step: string;
  /** ISO-8601. */
  readonly dueAt: string;
  readonly input: JsonObject;
}

/** What an event does to a saga instance. Pure: times come from the event. */
export interface SagaReaction<S> {
  readonly state: S;
  readonly run?: readonly ScheduledStep[];
  readonly deadlines?: readonly ScheduledDeadline[];
  /** Step names of pending deadlines to cancel (the awaited thing happened). */
  readonly cancelDeadlines?: readonly string[];
}

export interface StepContext {
  /** Stable for the work item across attempts and restarts: pass it downstream. */
  readonly idempotencyKey: string;
  readonly attempt: number;
  readonly sagaKey: string;
  /** Aborted when the attempt times out. */
  readonly signal: AbortSignal;
  /** The event that scheduled the step: what the step writes is caused by it. */
  readonly event: RecordedEvent;
}

/**
 * The metadata of what `event` causes: its correlation id (the event's own id when it has
 * none) and its id as the causation id, so logs and traces follow a chain of events.
 */
export function causedBy(event: RecordedEvent): { correlationId: string; causationId: string } {
  const { correlationId } = event.metadata;
  return {
    correlationId: typeof correlationId === 'string' ? correlationId : event.id,
    causationId: event.id,
  };
}

export interface SagaStep {
  readonly retry?: Partial<RetryPolicy>;
  run(input: JsonObject, context: StepContext): Promise<void>;
}

/**
 * A process manager: it reacts to events (correlated to an instance by a key taken from the
 * event), keeps its state in a row, and issues steps — commands or external calls — each a
 * durable work item with its own retry policy.
 */
export interface SagaDefinition<S extends JsonObject> {
  /** Also the name of its listener: 1-30 characters of `[a-z0-9_]`. */
  readonly name: string;
  readonly filter: LogFilter;
  /** The instance an event belongs to; undefined to ignore the event. */
  correlate(event: RecordedEvent): string | undefined;
  initialState(): S;
  react(event: RecordedEvent, state: S): SagaReaction<S>;
  readonly steps: Readonly<Record<string, SagaStep>>;
}

/** Thrown by a step: retrying cannot help; the work item is dead-lettered at once. */
export class PermanentFailure extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PermanentFailure';
  }
}
