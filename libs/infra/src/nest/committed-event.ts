import type { AnyDecider, DomainEvent, EventOf, JsonObject } from '@tidemark/domain';
import type { RecordedEvent } from '../event-store/event-store.port';
import { optionalCqrs } from './optional-cqrs';

// Defined in @tidemark/domain (typed listeners use them too); kept here for /nestjs importers.
export type { AnyDecider, EventOf } from '@tidemark/domain';

/**
 * An event whose append committed, as published on the @nestjs/cqrs EventBus. Every field is
 * JSON-safe: `position` is the decimal string of the global position.
 *
 * Subscribe to one event type with `@EventsHandler(CommittedEvent.of('AccountOpened'))` (typed
 * with `CommittedEvent.of(accountDecider, 'AccountOpened')`), or to all of them with
 * `@EventsHandler(CommittedEvent)`.
 */
export class CommittedEvent<E extends DomainEvent = DomainEvent> {
  readonly id: string;
  readonly type: E['type'];
  readonly data: E['data'];
  readonly streamId: string;
  readonly version: number;
  readonly position: string;
  readonly metadata: JsonObject;
  readonly recordedAt: string;

  constructor(event: RecordedEvent) {
    this.id = event.id;
    this.type = event.type;
    this.data = event.data as E['data'];
    this.streamId = event.streamId;
    this.version = event.version;
    this.position = event.position.toString();
    this.metadata = event.metadata;
    this.recordedAt = event.recordedAt;
  }

  /** The class an `@EventsHandler` names to receive only events of `type`. */
  static of<const T extends string>(type: T): CommittedEventType<DomainEvent<T>>;
  /** The same, with the payload typed by the decider's event union. */
  static of<D extends AnyDecider, const T extends EventOf<D>['type']>(
    decider: D,
    type: T,
  ): CommittedEventType<Extract<EventOf<D>, { type: T }>>;
  static of(
    typeOrDecider: string | AnyDecider,
    decidedType?: string,
  ): CommittedEventType<DomainEvent> {
    const type = typeof typeOrDecider === 'string' ? typeOrDecider : (decidedType ?? '');
    return committedEventType(type);
  }
}

/** The class of the committed events of one type (see {@link CommittedEvent.of}). */
export interface CommittedEventType<E extends DomainEvent> {
  new (event: RecordedEvent): CommittedEvent<E>;
  readonly eventType: E['type'];
}

/** A handler's parameter: `handle(event: CommittedEventOf<typeof accountDecider, 'AccountOpened'>)`. */
export type CommittedEventOf<D, T extends EventOf<D>['type'] = EventOf<D>['type']> = CommittedEvent<
  Extract<EventOf<D>, { type: T }>
>;

const types = new Map<string, CommittedEventType<DomainEvent>>();

function committedEventType(type: string): CommittedEventType<DomainEvent> {
  const known = types.get(type);
  if (known) return known;
  const created = class extends CommittedEvent {
    static readonly eventType = type;
  };
  Object.defineProperty(created, 'name', { value: `CommittedEvent(${type})` });
  // The EventBus matches an event to handlers by the id its class carries, looked up along the
  // prototype chain: a class of one type without an id of its own would carry the id of
  // `CommittedEvent` once a catch-all handler exists, and reach that handler twice (it gets
  // the plain `CommittedEvent` published beside it). EventsHandler gives a class its id.
  optionalCqrs()?.EventsHandler(created)(class {});
  types.set(type, created);
  return created;
}

/**
 * What is published for each recorded event: a `CommittedEvent` (for the catch-all handlers)
 * and, when some code asked for the class of its type, an instance of that class.
 */
export function committedEventsFor(events: readonly RecordedEvent[]): CommittedEvent[] {
  return events.flatMap((event) => {
    const typed = types.get(event.type);
    const all = new CommittedEvent(event);
    return typed ? [new typed(event), all] : [all];
  });
}
