import type { AnyDecider, DomainEvent, EventOf } from '@tidemark/domain';
import type { RecordedEvent } from '../event-store/event-store.port';
import type { Sql } from '../sql/sql';
import type { SqlProjection, TableNames } from './projection';
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

/** A projection whose `apply` is typed by the event union `E`. */
export type TypedProjection<E extends DomainEvent> = EventSelection<E> & TypedProjectionHandlers<E>;

/** The same, its events those of the decider `D` (all, or the `eventTypes` listed). */
export type DeciderProjection<
  D extends AnyDecider,
  T extends EventOf<D>['type'],
> = DeciderEventSelection<D, T> & TypedProjectionHandlers<Extract<EventOf<D>, { type: T }>>;

/**
 * A projection typed by an event union: `apply` is given only events of `eventTypes` (after
 * upcasting), so `switch (event.type)` narrows `event.data`; an event whose data
 * `dataProblem` refuses throws {@link MalformedEvent} and meets `onError`. The result is the
 * `SqlProjection` the runner, the Nest module and `projectionSpec` take.
 */
export function defineProjection<E extends DomainEvent>(
  projection: TypedProjection<E>,
): SqlProjection;
/** `defineProjection(accountDecider, { … })`: typed by the decider's events. */
export function defineProjection<
  D extends AnyDecider,
  const T extends EventOf<D>['type'] = EventOf<D>['type'],
>(decider: D, projection: DeciderProjection<D, T>): SqlProjection;
export function defineProjection(
  first: AnyDecider | TypedProjection<DomainEvent>,
  second?: DeciderProjection<AnyDecider, string>,
): SqlProjection {
  return untypedProjection(typedDefinition(first, second));
}

function untypedProjection(typed: TypedProjection<DomainEvent>): SqlProjection {
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
