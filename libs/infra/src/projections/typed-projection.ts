import type { AnyDecider, DomainEvent, EventOf } from '@tidemark/domain';
import type { RecordedEvent } from '../event-store/event-store.port';
import type { Sql } from '../sql/sql';
import type {
  SideEffectContext,
  SideEffectListener,
  SqlProjection,
  TableNames,
} from './projection';
import { listenerSelection, typedDefinition } from './typed-events';
import type { DeciderEventSelection, EventSelection, RecordedEventOf } from './typed-events';

/** What a typed projection defines beyond its events: as {@link SqlProjection}, typed by `E`. */
export interface TypedProjectionHandlers<E extends DomainEvent> extends Pick<
  SqlProjection,
  'name' | 'tables' | 'onError' | 'setup'
> {
  /** Applies one event of `E`, as {@link SqlProjection.apply}. */
  apply(event: RecordedEventOf<E>, tx: Sql, tables: TableNames): Promise<void>;
  /** Optional, as {@link SqlProjection.applyBatch}: given a batch only when all of it is of `E`. */
  applyBatch?(events: readonly RecordedEventOf<E>[], tx: Sql, tables: TableNames): Promise<void>;
  /**
   * Optional: applies an event of the filter's streams whose type is not one of `E`'s (another
   * writer's, a retired type), e.g. to follow the stream's version. Without it, those events
   * are not read.
   */
  applyOther?(event: RecordedEvent, tx: Sql, tables: TableNames): Promise<void>;
}

/** What a typed side-effect listener defines beyond its events, typed by `E`. */
export interface TypedSideEffectHandlers<E extends DomainEvent> extends Pick<
  SideEffectListener,
  'name' | 'onError'
> {
  /** Handles one event of `E`, as {@link SideEffectListener.handle}. */
  handle(event: RecordedEventOf<E>, context: SideEffectContext): Promise<void>;
  /** Optional: handles an event of the filter's streams of another type; else none is read. */
  handleOther?(event: RecordedEvent, context: SideEffectContext): Promise<void>;
}

/** The handlers of each kind of typed read-side listener, typed by the events they get. */
export interface TypedHandlersByKind<E extends DomainEvent> {
  readonly projection: TypedProjectionHandlers<E>;
  readonly sideEffect: TypedSideEffectHandlers<E>;
}

export type TypedListenerKind = keyof TypedHandlersByKind<DomainEvent>;

/** A listener of kind `K` typed by the event union `E`. */
export type TypedListener<K extends TypedListenerKind, E extends DomainEvent> = EventSelection<E> &
  TypedHandlersByKind<E>[K];

/** The same, its events those of the decider `D` (all, or the `eventTypes` listed). */
export type DeciderListener<
  K extends TypedListenerKind,
  D extends AnyDecider,
  T extends EventOf<D>['type'],
> = DeciderEventSelection<D, T> & TypedHandlersByKind<Extract<EventOf<D>, { type: T }>>[K];

/** `define…<EventUnion>({ eventTypes, … })`, or `define…(decider, { … })`: typed by its events. */
export interface TypedListenerDefiner<K extends TypedListenerKind, L> {
  <E extends DomainEvent>(definition: TypedListener<K, E>): L;
  <D extends AnyDecider, const T extends EventOf<D>['type'] = EventOf<D>['type']>(
    decider: D,
    definition: DeciderListener<K, D, T>,
  ): L;
}

/**
 * A projection typed by an event union: `apply` is given only events of `eventTypes` (after
 * upcasting), so `switch (event.type)` narrows `event.data`; an event whose data
 * `dataProblem` refuses throws {@link MalformedEvent} and meets `onError`. The result is the
 * `SqlProjection` the runner, the Nest module and `projectionSpec` take.
 */
export const defineProjection: TypedListenerDefiner<'projection', SqlProjection> = (
  first: AnyDecider | TypedListener<'projection', DomainEvent>,
  second?: DeciderListener<'projection', AnyDecider, string>,
) => untypedProjection(typedDefinition(first, second));

/**
 * A side-effect listener (mail, payments) typed by an event union, as `defineProjection` is:
 * `handle` gets only events of `eventTypes`, after upcasting; one whose data `dataProblem`
 * refuses throws {@link MalformedEvent} and meets `onError`. Each event is still claimed in the
 * processed records, with `<eventId>:<listener>` as its idempotency key. (A forwarder's
 * `handleBatch` has no typed form: it passes events on whatever their type.)
 */
export const defineSideEffectListener: TypedListenerDefiner<'sideEffect', SideEffectListener> = (
  first: AnyDecider | TypedListener<'sideEffect', DomainEvent>,
  second?: DeciderListener<'sideEffect', AnyDecider, string>,
): SideEffectListener => {
  const typed = typedDefinition(first, second);
  const { filter, select } = listenerSelection(typed.name, typed, typed.handleOther !== undefined);
  return {
    name: typed.name,
    filter,
    ...(typed.onError === undefined ? {} : { onError: typed.onError }),
    async handle(event, context) {
      const selected = select(event);
      if (selected.kind === 'selected') return typed.handle(selected.event, context);
      if (selected.kind === 'malformed') throw selected.error;
      await typed.handleOther?.(event, context);
    },
  };
};

function untypedProjection(typed: TypedListener<'projection', DomainEvent>): SqlProjection {
  const { filter, select } = listenerSelection(typed.name, typed, typed.applyOther !== undefined);
  const apply = async (event: RecordedEvent, tx: Sql, tables: TableNames) => {
    const selected = select(event);
    if (selected.kind === 'selected') return typed.apply(selected.event, tx, tables);
    if (selected.kind === 'malformed') throw selected.error;
    await typed.applyOther?.(event, tx, tables);
  };
  const { applyBatch } = typed;
  return {
    name: typed.name,
    tables: typed.tables,
    filter,
    ...(typed.onError === undefined ? {} : { onError: typed.onError }),
    setup: (tx, tables) => typed.setup(tx, tables),
    apply,
    ...(applyBatch === undefined
      ? {}
      : {
          async applyBatch(events: readonly RecordedEvent[], tx: Sql, tables: TableNames) {
            const selected = events.map(select);
            const all = selected.flatMap((s) => (s.kind === 'selected' ? [s.event] : []));
            if (all.length === events.length) return applyBatch.call(typed, all, tx, tables);
            // A batch with other or malformed events: one at a time, each as `apply` does it.
            for (const event of events) await apply(event, tx, tables);
          },
        }),
  };
}
