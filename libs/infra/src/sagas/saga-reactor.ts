import type { JsonObject } from '@tidemark/domain';
import type { RecordedEvent } from '../event-store/event-store.port';
import type { SqlProjection } from '../projections/projection';
import type { Sql } from '../sql/sql';
import { type Clock, systemClock } from '../support/ids';
import { sagaInstances } from '../stores/sql/sql-saga-instances';
import { sqlWorkScheduler } from '../stores/sql/sql-work-queue';
import type { WorkScheduler } from '../work-queue/work-queue.port';
import type { SagaDefinition } from './saga';

/** A work item a reaction schedules: a step to run now, or a deadline. */
export interface PlannedWorkItem {
  readonly step: string;
  readonly kind: 'step' | 'deadline';
  readonly input: JsonObject;
  /** Epoch milliseconds. */
  readonly runAt: number;
  /** Unique per work item: an event delivered again schedules nothing twice. */
  readonly idempotencyKey: string;
}

/** What one event does to one instance, as the reactor writes it. */
export interface PlannedReaction<S> {
  readonly state: S;
  /** Step names whose pending deadlines of this instance are cancelled. */
  readonly cancelDeadlines: readonly string[];
  readonly items: readonly PlannedWorkItem[];
}

/**
 * The pure part of the reactor: the saga's reaction to `event` in instance `key` at `now`,
 * with its work items' run times and idempotency keys. Shared with the saga test helper.
 *
 * @throws Error the reaction names a step the saga does not have.
 */
export function planReaction<S extends JsonObject>(
  saga: SagaDefinition<S>,
  key: string,
  event: RecordedEvent,
  state: S,
  now: number,
): PlannedReaction<S> {
  const reaction = saga.react(event, state);
  const items: PlannedWorkItem[] = [
    ...(reaction.run ?? []).map((s) => ({
      step: s.step,
      input: s.input,
      kind: 'step' as const,
      runAt: now,
      idempotencyKey: `${saga.name}:${key}:${s.step}:${event.id}`,
    })),
    ...(reaction.deadlines ?? []).map((d) => ({
      step: d.step,
      input: d.input,
      kind: 'deadline' as const,
      runAt: Date.parse(d.dueAt),
      idempotencyKey: `${saga.name}:${key}:deadline:${d.step}:${event.id}`,
    })),
  ];
  const unknown = items.find((item) => !saga.steps[item.step]);
  if (unknown) throw new Error(`saga ${saga.name} has no step ${unknown.step}`);
  return { state: reaction.state, cancelDeadlines: reaction.cancelDeadlines ?? [], items };
}

/**
 * The listener side of a saga: in the same transaction as its checkpoint, it updates the
 * instance's state and schedules its work items, so a crash can neither lose a step nor
 * schedule one twice (work items are unique by idempotency key). Not to be rebuilt.
 */
export function sagaReactor<S extends JsonObject>(
  saga: SagaDefinition<S>,
  clock: Clock = systemClock,
  queue: WorkScheduler = sqlWorkScheduler,
): SqlProjection {
  return {
    name: saga.name,
    kind: 'saga',
    tables: [],
    filter: saga.filter,
    onError: 'stop',
    setup: async () => undefined,
    async apply(event: RecordedEvent, tx: Sql) {
      const key = saga.correlate(event);
      if (key === undefined) return;
      const state = (await sagaInstances.load<S>(tx, saga.name, key)) ?? saga.initialState();
      const now = clock().getTime();
      const reaction = planReaction(saga, key, event, state, now);
      await sagaInstances.save(tx, saga.name, key, reaction.state, now);
      await queue.cancelDeadlines(tx, saga.name, key, reaction.cancelDeadlines);
      await queue.enqueue(
        tx,
        reaction.items.map((item) => ({
          ...item,
          saga: saga.name,
          sagaKey: key,
          event,
          createdAt: now,
        })),
      );
    },
  };
}
