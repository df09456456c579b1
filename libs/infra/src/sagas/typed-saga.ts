import type { AnyDecider, DomainEvent, EventOf, JsonObject } from '@tidemark/domain';
import type { RecordedEvent } from '../event-store/event-store.port';
import { listenerSelection, typedDefinition } from '../projections/typed-events';
import type {
  DeciderEventSelection,
  EventSelection,
  RecordedEventOf,
} from '../projections/typed-events';
import type { SagaDefinition, SagaReaction } from './saga';

/** What a typed saga defines beyond its events: as {@link SagaDefinition}, typed by `E`. */
export interface TypedSagaHandlers<E extends DomainEvent, S extends JsonObject> extends Pick<
  SagaDefinition<S>,
  'name' | 'initialState' | 'steps'
> {
  /** The instance an event belongs to; undefined to ignore the event. */
  correlate(event: RecordedEventOf<E>): string | undefined;
  react(event: RecordedEventOf<E>, state: S): SagaReaction<S>;
}

/** A saga whose `correlate` and `react` are typed by the event union `E`. */
export type TypedSaga<E extends DomainEvent, S extends JsonObject> = EventSelection<E> &
  TypedSagaHandlers<E, S>;

/** The same, its events those of the decider `D` (all, or the `eventTypes` listed). */
export type DeciderSaga<
  D extends AnyDecider,
  T extends EventOf<D>['type'],
  S extends JsonObject,
> = DeciderEventSelection<D, T> & TypedSagaHandlers<Extract<EventOf<D>, { type: T }>, S>;

/**
 * A saga typed by an event union: `correlate` and `react` are given only events of
 * `eventTypes` (after upcasting), so `switch (event.type)` narrows `event.data`. An event
 * whose data `dataProblem` refuses is ignored, as one `correlate` leaves out: a saga's
 * listener stops on any error, and one such event would stall it for good (a projection
 * reading the same streams dead-letters it where an admin sees it). The result is the
 * `SagaDefinition` that `sagaReactor`, the Nest module and `sagaSpec` take.
 */
export function defineSaga<E extends DomainEvent, S extends JsonObject>(
  saga: TypedSaga<E, S>,
): SagaDefinition<S>;
/** `defineSaga(accountDecider, { … })`: typed by the decider's events. */
export function defineSaga<
  D extends AnyDecider,
  S extends JsonObject,
  const T extends EventOf<D>['type'] = EventOf<D>['type'],
>(decider: D, saga: DeciderSaga<D, T, S>): SagaDefinition<S>;
export function defineSaga(
  first: AnyDecider | TypedSaga<DomainEvent, JsonObject>,
  second?: DeciderSaga<AnyDecider, string, JsonObject>,
): SagaDefinition<JsonObject> {
  const typed = typedDefinition<TypedSaga<DomainEvent, JsonObject>>(first, second);
  const { filter, select } = listenerSelection(typed.name, typed, false);
  const selected = (event: RecordedEvent) => {
    const outcome = select(event);
    return outcome.kind === 'selected' ? outcome.event : undefined;
  };
  return {
    name: typed.name,
    filter,
    correlate(event) {
      const typedEvent = selected(event);
      return typedEvent === undefined ? undefined : typed.correlate(typedEvent);
    },
    initialState: () => typed.initialState(),
    react(event, state) {
      // Only events `correlate` took reach here; selected again, as the reactor gives the
      // stored event to both.
      const typedEvent = selected(event);
      return typedEvent === undefined ? { state } : typed.react(typedEvent, state);
    },
    steps: typed.steps,
  };
}
