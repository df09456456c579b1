import {
  SCHEMA_VERSION_KEY,
  schemaVersionOf,
  type AnyDecider,
  type DomainEvent,
  type EventOf,
  type JsonObject,
  type UpcasterRegistry,
} from '@tidemark/domain';
import type { LogFilter, RecordedEvent } from '../event-store/event-store.port';

/**
 * A recorded event of the union `E`: a `switch (event.type)` narrows `data` to that type's.
 * `RecordedEventOf<EventOf<typeof accountDecider>>`; without `E`, any event, as `RecordedEvent`.
 */
export type RecordedEventOf<E extends DomainEvent = DomainEvent> = E extends DomainEvent
  ? Omit<RecordedEvent, 'type' | 'data'> & { readonly type: E['type']; readonly data: E['data'] }
  : never;

/** Which streams a typed listener reads: its event types come from its `eventTypes`. */
export type StreamFilter = Omit<LogFilter, 'types' | 'typePrefixes'>;

/**
 * What a typed listener (`defineProjection`, `defineSaga`) is handed: only events whose type,
 * after upcasting, is one of `eventTypes`.
 */
export interface EventSelection<E extends DomainEvent> {
  /** The only types its handler is given (at least one). With a decider: default its `eventTypes`. */
  readonly eventTypes: readonly E['type'][];
  /** Which streams to read (default: the whole log). */
  readonly filter?: StreamFilter;
  /**
   * The upcasters of these events (the repository's), applied before the type is matched, so
   * the handler sees the current shape of older versions. Without them, the data is as stored.
   */
  readonly upcasters?: UpcasterRegistry;
  /**
   * What is wrong with `data` for an event of `type` (another writer's, an older shape), or
   * undefined when it is shaped as `E` says. Without it, data is trusted as the decider trusts
   * what its `evolve` folds.
   */
  dataProblem?(type: E['type'], data: JsonObject): string | undefined;
}

/** The same, where a decider gives the events: `eventTypes` narrows them, or is its own. */
export type DeciderEventSelection<D extends AnyDecider, T extends EventOf<D>['type']> = Omit<
  EventSelection<Extract<EventOf<D>, { type: T }>>,
  'eventTypes'
> & { readonly eventTypes?: readonly T[] };

/**
 * An event of a typed listener's types whose data its `dataProblem` refuses. It names the event
 * but does not carry its data: errors reach logs, and data may hold personal data.
 */
export class MalformedEvent extends Error {
  readonly code = 'MalformedEvent' as const;
  readonly eventId: string;
  readonly streamId: string;
  readonly version: number;
  constructor(
    event: RecordedEvent,
    readonly problem: string,
  ) {
    super(`${event.type} at position ${event.position} (${event.streamId}): ${problem}`);
    this.name = 'MalformedEvent';
    this.eventId = event.id;
    this.streamId = event.streamId;
    this.version = event.version;
  }
}

/** What a typed listener makes of a recorded event. */
export type Selected<E extends DomainEvent> =
  | { readonly kind: 'selected'; readonly event: RecordedEventOf<E> }
  | { readonly kind: 'other' }
  | { readonly kind: 'malformed'; readonly error: MalformedEvent };

/**
 * What a `defineX(definition)` or `defineX(decider, definition)` overload was given, its event
 * types settled: the listed ones, else the decider's.
 *
 * @throws Error neither the definition nor the decider names the event types.
 */
export function typedDefinition<T extends EventSelection<DomainEvent>>(
  first: AnyDecider | T,
  second: (Omit<T, 'eventTypes'> & { readonly eventTypes?: readonly string[] }) | undefined,
): T {
  if (second === undefined) return first as T;
  const eventTypes = second.eventTypes ?? (first as AnyDecider).eventTypes;
  if (eventTypes === undefined) {
    throw new Error('a typed listener needs eventTypes: its decider declares none; list them');
  }
  return { ...second, eventTypes } as T;
}

/** How a typed listener reads the log: its filter, and what it makes of each event read. */
export interface ListenerSelection<E extends DomainEvent> {
  readonly filter: LogFilter;
  /**
   * `selected` (upcast, of one of its types, data without problem), `other` (another type),
   * or `malformed`.
   */
  select(event: RecordedEvent): Selected<E>;
}

/**
 * The selection of listener `name`. The store filters by type only when nothing else reads the
 * listener's events: an upcaster may turn another type name into one of its types, and
 * `others` wants the events of other types.
 *
 * @throws Error no event type is given (an empty type filter would read every event).
 */
export function listenerSelection<E extends DomainEvent>(
  name: string,
  selection: EventSelection<E>,
  others: boolean,
): ListenerSelection<E> {
  if (selection.eventTypes.length === 0) throw new Error(`${name}: eventTypes is empty`);
  const types = new Set<string>(selection.eventTypes);
  const streams = selection.filter ?? {};
  const byType = !others && selection.upcasters === undefined;
  return {
    filter: byType ? { ...streams, types: selection.eventTypes } : streams,
    select(stored) {
      const event = selection.upcasters ? upcast(selection.upcasters, stored) : stored;
      if (!types.has(event.type)) return { kind: 'other' };
      const problem = selection.dataProblem?.(event.type as E['type'], event.data);
      if (problem !== undefined) {
        return { kind: 'malformed', error: new MalformedEvent(event, problem) };
      }
      // Its type is one of E's (checked above), its data what `dataProblem` accepts, or
      // trusted as what the decider wrote when there is none.
      return { kind: 'selected', event: event as unknown as RecordedEventOf<E> };
    },
  };
}

function upcast(upcasters: UpcasterRegistry, event: RecordedEvent): RecordedEvent {
  const current = upcasters.upcast({
    type: event.type,
    data: event.data,
    schemaVersion: schemaVersionOf(event.metadata),
  });
  if (current.type === event.type && current.data === event.data) return event;
  return {
    ...event,
    type: current.type,
    data: current.data,
    metadata: { ...event.metadata, [SCHEMA_VERSION_KEY]: current.schemaVersion },
  };
}
