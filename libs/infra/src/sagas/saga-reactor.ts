import type { JsonObject } from '@tidemark/domain';
import type { RecordedEvent } from '../event-store/event-store.port';
import type { SqlProjection } from '../projections/projection';
import type { Sql } from '../sql/sql';
import { storedEventJson } from '../support/event-json';
import { type Clock, systemClock, uuidv7 } from '../support/ids';
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
): SqlProjection {
  return {
    name: saga.name,
    tables: [],
    filter: saga.filter,
    onError: 'stop',
    setup: async () => undefined,
    async apply(event: RecordedEvent, tx: Sql) {
      const key = saga.correlate(event);
      if (key === undefined) return;
      const row = await tx.get<{ state: string }>(
        'SELECT state FROM saga_instances WHERE saga = $1 AND saga_key = $2',
        [saga.name, key],
      );
      const state = row ? (JSON.parse(row.state) as S) : saga.initialState();
      const now = clock().getTime();
      const reaction = planReaction(saga, key, event, state, now);
      await tx.run(
        `INSERT INTO saga_instances (saga, saga_key, state, completed, updated_at)
         VALUES ($1, $2, $3, 0, $4)
         ON CONFLICT (saga, saga_key) DO UPDATE SET state = excluded.state, updated_at = excluded.updated_at`,
        [saga.name, key, JSON.stringify(reaction.state), now],
      );
      for (const step of reaction.cancelDeadlines) {
        await tx.run(
          `UPDATE work_items SET status = 'cancelled'
            WHERE saga = $1 AND saga_key = $2 AND step = $3 AND kind = 'deadline' AND status = 'pending'`,
          [saga.name, key, step],
        );
      }
      for (const item of reaction.items) {
        await tx.run(
          `INSERT INTO work_items (id, saga, saga_key, step, kind, input, idempotency_key, event, status,
                                   attempts, run_at, created_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'pending', 0, $9, $10)
           ON CONFLICT (idempotency_key) DO NOTHING`,
          [
            uuidv7(),
            saga.name,
            key,
            item.step,
            item.kind,
            JSON.stringify(item.input as JsonObject),
            item.idempotencyKey,
            storedEventJson(event),
            item.runAt,
            now,
          ],
        );
      }
    },
  };
}
