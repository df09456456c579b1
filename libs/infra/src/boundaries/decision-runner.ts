import {
  decideOnRead,
  foldProjection,
  isDomainError,
  type Command,
  type DecisionModel,
  type EventQuery,
  type JsonObject,
  type TaggedEvent,
} from '@tidemark/domain';
import { CommandRejected } from '../aggregates/aggregate-repository';
import {
  conflictBackoff,
  DEFAULT_CONFLICT_RETRY,
  type ConflictRetryPolicy,
} from '../aggregates/conflict-retry';
import { AppendConditionFailed } from '../errors';
import type { RecordedEvent } from '../event-store/event-store.port';
import { MAX_QUERY_READ_LIMIT } from '../event-store/query-reads';
import { commandEventId } from '../support/ids';
import { inSpan } from '../tracing/trace-context';
import type { BoundaryStore } from './boundary-store.port';

export interface DecisionRunnerOptions<C extends Command, E extends TaggedEvent, S> {
  readonly model: DecisionModel<C, E, S>;
  readonly store: BoundaryStore;
  /** Conflicts (`AppendConditionFailed`) are retried as the repository retries its own. */
  readonly retry?: Partial<ConflictRetryPolicy>;
  /** In [0, 1): the jitter. Default Math.random. */
  readonly random?: () => number;
  readonly sleep?: (ms: number) => Promise<void>;
  /** Events read per page of the model's query. Default (and at most) 1000. */
  readonly pageSize?: number;
}

export interface DecideOptions {
  /** Added to every event's metadata (correlationId, causationId, source…). */
  readonly metadata?: JsonObject;
  /**
   * Names the command (a UUID, e.g. the command id its idempotency key's claim gave): its
   * events' ids are derived from it, so a command run again is recognised by the events it appended and answered from them.
   */
  readonly commandId?: string;
}

/** One event the decision appended, where it stands. */
export type AppendedEvent<E extends TaggedEvent> = E & {
  readonly id: string;
  readonly position: bigint;
};

export interface DecisionResult<E extends TaggedEvent, S> {
  /** The events this command appended; empty when the decision was a no-op. */
  readonly events: readonly AppendedEvent<E>[];
  /** Position of the last appended event; undefined when nothing was appended. */
  readonly position: bigint | undefined;
  /** The model's state after the command's events. */
  readonly state: S;
  /** How many conflicts were retried. */
  readonly retries: number;
  /** False when the command (`commandId`) had run before: its events were found, not written. */
  readonly firstRun: boolean;
}

/**
 * Runs a decision model on a consistency boundary: reads every page of the command's query,
 * folds, decides, and appends on the condition that nothing matching appeared after the head
 * it read. A failed condition means someone decided meanwhile on an overlapping boundary:
 * read and decide again, a bounded number of times with jittered back-off, then surface it.
 */
export class DecisionRunner<C extends Command, E extends TaggedEvent, S> {
  private readonly model: DecisionModel<C, E, S>;
  private readonly store: BoundaryStore;
  private readonly retry: ConflictRetryPolicy;
  private readonly random: () => number;
  private readonly sleep: (ms: number) => Promise<void>;
  private readonly pageSize: number;

  constructor(options: DecisionRunnerOptions<C, E, S>) {
    this.model = options.model;
    this.store = options.store;
    this.retry = { ...DEFAULT_CONFLICT_RETRY, ...options.retry };
    this.random = options.random ?? Math.random;
    this.sleep = options.sleep ?? ((ms) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
    this.pageSize = Math.min(options.pageSize ?? MAX_QUERY_READ_LIMIT, MAX_QUERY_READ_LIMIT);
  }

  /**
   * @throws CommandRejected the model refused the command.
   * @throws AppendConditionFailed the conflicts outlasted the retries.
   * @throws DuplicateEventId a command run again (`commandId`) decided other events.
   */
  async handle(command: C, options: DecideOptions = {}): Promise<DecisionResult<E, S>> {
    return inSpan(
      'tidemark.decision',
      { attributes: { 'tidemark.command': command.type } },
      async (span) => {
        const result = await this.decideAndAppend(command, options);
        span.setAttributes({
          'tidemark.retries': result.retries,
          'tidemark.events': result.events.length,
          'tidemark.first_run': result.firstRun,
        });
        return result;
      },
    );
  }

  /** The command's state now, as `handle` would decide on it. */
  async load(command: C): Promise<{ state: S; head: bigint }> {
    const projection = this.model.projection(command);
    const read = await this.readAll(projection.query);
    return { state: foldProjection(projection, read.events), head: read.head };
  }

  private async decideAndAppend(command: C, options: DecideOptions): Promise<DecisionResult<E, S>> {
    const { commandId } = options;
    for (let attempt = 0; ; attempt += 1) {
      const projection = this.model.projection(command);
      const read = await this.readAll(projection.query);
      const ran = commandId === undefined ? [] : ranBefore(read.events, commandId);
      if (ran.length > 0) {
        const state = foldProjection(projection, read.events);
        return { ...appendedResult(ran as AppendedEvent<E>[], state, attempt), firstRun: false };
      }
      const { state, decision, condition } = decideOnRead(this.model, command, read);
      if (isDomainError(decision)) throw new CommandRejected(decision);
      if (decision.length === 0) {
        return { events: [], position: undefined, state, retries: attempt, firstRun: true };
      }
      try {
        const appended = await this.store.append(
          decision.map((event, index) => ({
            ...(commandId === undefined ? {} : { id: commandEventId(commandId, index) }),
            type: event.type,
            data: event.data as JsonObject,
            ...(options.metadata ? { metadata: options.metadata } : {}),
            tags: event.tags,
          })),
          { condition },
        );
        const events = decision.map((event, index) => ({ ...event, ...appended.events[index] }));
        const after = foldProjection(projection, decision, state);
        return { ...appendedResult(events, after, attempt), firstRun: appended.written };
      } catch (error) {
        const retryable =
          error instanceof AppendConditionFailed && attempt + 1 < this.retry.maxAttempts;
        if (!retryable) throw error;
        await this.sleep(conflictBackoff(this.retry, attempt + 1, this.random()));
      }
    }
  }

  /**
   * Every page of `query`, and the head of the last: no matching event at or below it can
   * commit later, so it is the condition's `after`.
   */
  private async readAll(
    query: EventQuery,
  ): Promise<{ events: readonly RecordedEvent[]; head: bigint }> {
    const events: RecordedEvent[] = [];
    let from = 0n;
    for (;;) {
      const page = await this.store.read(query, { from, limit: this.pageSize });
      events.push(...page.events);
      if (page.events.length < this.pageSize) return { events, head: page.head };
      from = page.nextPosition;
    }
  }
}

function appendedResult<E extends TaggedEvent, S>(
  events: readonly AppendedEvent<E>[],
  state: S,
  retries: number,
): Omit<DecisionResult<E, S>, 'firstRun'> {
  return { events, position: events[events.length - 1]?.position, state, retries };
}

/** The events `commandId` appended, among those read (the ones its query matches), if it ran. */
function ranBefore(
  events: readonly RecordedEvent[],
  commandId: string,
): AppendedEvent<TaggedEvent>[] {
  const byId = new Map(events.map((event) => [event.id, event]));
  const found: AppendedEvent<TaggedEvent>[] = [];
  for (let index = 0; ; index += 1) {
    const event = byId.get(commandEventId(commandId, index));
    if (!event) return found;
    const { id, type, data, position, tags = [] } = event;
    found.push({ id, type, data, position, tags });
  }
}
