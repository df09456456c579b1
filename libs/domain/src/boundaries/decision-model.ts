import type { Command, Decision, DomainEvent } from '../aggregates/decider';
import type { JsonObject } from '../streams/new-event';
import { matchesQuery, type EventQuery, type QueryItem } from './query';

/** An event as a decision model sees it: a `type`, its `data` and the tags queries find it by. */
export interface TaggedEvent<
  Type extends string = string,
  Data extends object = JsonObject,
> extends DomainEvent<Type, Data> {
  readonly tags: readonly string[];
}

/**
 * State derived from the events matching `query` (dcb.events' projection for a decision
 * model). `evolve` must be deterministic: no clock, no random ids.
 */
export interface DecisionProjection<S, E extends TaggedEvent = TaggedEvent> {
  readonly query: EventQuery;
  initialState(): S;
  evolve(state: S, event: E): S;
}

/** The handlers of {@link decisionProjection}: one per event type it folds. */
export type ProjectionHandlers<S, E extends TaggedEvent> = {
  readonly [T in E['type']]?: (state: S, event: Extract<E, { type: T }>) => S;
};

export interface DecisionProjectionDefinition<S, E extends TaggedEvent> {
  /** Every tag a folded event carries (e.g. `course:c1`); none: any event of the types. */
  readonly tags?: readonly string[];
  initialState(): S;
  /** The types handled here are the query's types: what is read is what is folded. */
  readonly on: ProjectionHandlers<S, E>;
}

/**
 * A projection over the events of the handled types carrying every tag of `tags`:
 * `decisionProjection({ tags: ['course:c1'], initialState: () => 0, on: { CourseDefined: … } })`.
 */
export function decisionProjection<S, E extends TaggedEvent>(
  definition: DecisionProjectionDefinition<S, E>,
): DecisionProjection<S, E> {
  const { on, tags } = definition;
  const types = Object.keys(on);
  const item: QueryItem = {
    ...(types.length > 0 ? { types } : {}),
    ...(tags && tags.length > 0 ? { tags } : {}),
  };
  return {
    query: { items: [item] },
    initialState: () => definition.initialState(),
    evolve: (state, event) => {
      const handler = (on as Record<string, ((state: S, event: E) => S) | undefined>)[event.type];
      return handler ? handler(state, event) : state;
    },
  };
}

/** The states of named projections: `{ course: number, student: number }`. */
export type StatesOf<P> = {
  readonly [K in keyof P]: P[K] extends DecisionProjection<infer S, never> ? S : never;
};

/**
 * Named projections as one: its query is the union of theirs (one read, one condition), its
 * state the record of theirs. Each event reaches only the projections whose query it matches,
 * so a projection folds the same whatever it is composed with.
 */
export function composeProjections<
  E extends TaggedEvent,
  P extends Record<string, DecisionProjection<unknown, E>>,
>(projections: P): DecisionProjection<StatesOf<P>, E> {
  const entries = Object.entries(projections);
  const seen = new Set<string>();
  const items: QueryItem[] = [];
  for (const [, projection] of entries) {
    for (const item of projection.query.items) {
      const key = JSON.stringify([[...(item.types ?? [])].sort(), [...(item.tags ?? [])].sort()]);
      if (seen.has(key)) continue;
      seen.add(key);
      items.push(item);
    }
  }
  return {
    query: { items },
    initialState: () =>
      Object.fromEntries(
        entries.map(([name, projection]) => [name, projection.initialState()]),
      ) as StatesOf<P>,
    evolve: (state, event) => {
      let next: Record<string, unknown> | undefined;
      for (const [name, projection] of entries) {
        if (!matchesQuery(projection.query, event)) continue;
        next ??= { ...state };
        next[name] = projection.evolve(next[name], event);
      }
      return (next ?? state) as StatesOf<P>;
    },
  };
}

/**
 * A consistency boundary's decision, as a decider is a stream's: `projection(command)` says
 * which events the command depends on (a query built from the command's ids) and folds them;
 * `decide` answers the events to append, each with its tags, or a domain error. The events are
 * appended only if no event matching the projection's query appeared since it was read.
 */
export interface DecisionModel<C extends Command, E extends TaggedEvent, S> {
  projection(command: C): DecisionProjection<S, E>;
  decide(command: C, state: S): Decision<E>;
}

/** An event as a store reads it back: tags may be absent when there are none. */
export interface ReadEvent {
  readonly type: string;
  readonly data: object;
  readonly tags?: readonly string[];
}

/** What a command's append must be conditioned on (the store's `AppendCondition`). */
export interface DecisionCondition {
  readonly failIfEventsMatch: EventQuery;
  /** The head of the read the decision was made on; exclusive. */
  readonly after: bigint;
}

export interface BoundaryDecision<E, S> {
  /** The state the decision was made on. */
  readonly state: S;
  readonly decision: Decision<E>;
  /** Append the decided events under this condition: nothing the decision read changed since. */
  readonly condition: DecisionCondition;
}

/** `events` as the model's events: the ones its query matches, tags always present. */
function relevant<E extends TaggedEvent>(
  query: EventQuery,
  events: readonly ReadEvent[],
): readonly E[] {
  return events
    .map((event) => ({ type: event.type, data: event.data, tags: event.tags ?? [] }))
    .filter((event) => matchesQuery(query, event)) as unknown as E[];
}

/**
 * The state `projection` folds from `events` (from `from`); events its query does not match
 * are skipped.
 */
export function foldProjection<S, E extends TaggedEvent>(
  projection: DecisionProjection<S, E>,
  events: readonly ReadEvent[],
  from: S = projection.initialState(),
): S {
  return relevant<E>(projection.query, events).reduce(
    (state, event) => projection.evolve(state, event),
    from,
  );
}

/**
 * Folds what a read of the command's query returned (every page, and the head of the last)
 * and decides: the events to append and the condition to append them under,
 * `{ failIfEventsMatch: query, after: head }`.
 */
export function decideOnRead<C extends Command, E extends TaggedEvent, S>(
  model: DecisionModel<C, E, S>,
  command: C,
  read: { readonly events: readonly ReadEvent[]; readonly head: bigint },
): BoundaryDecision<E, S> {
  const projection = model.projection(command);
  const state = foldProjection(projection, read.events);
  return {
    state,
    decision: model.decide(command, state),
    condition: { failIfEventsMatch: projection.query, after: read.head },
  };
}
