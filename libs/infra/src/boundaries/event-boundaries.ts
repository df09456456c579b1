import {
  canonical,
  newEventProblems,
  type EventQuery,
  type JsonObject,
  type NewEvent,
} from '@tidemark/domain';
import { conditionProblems } from '../event-store/append-planner';
import type {
  EventReader,
  EventWriter,
  ReadByQueryOptions,
  ReadByQueryResult,
  RecordedEvent,
} from '../event-store/event-store.port';
import { DuplicateEventId, NotSupported, ValidationError } from '../errors';
import { uuidv7, type IdGenerator } from '../support/ids';
import { TRACEPARENT, TRACESTATE } from '../tracing/trace-context';
import {
  BOUNDARY_CATEGORY,
  type BoundaryAppendOptions,
  type BoundaryAppendResult,
  type BoundaryStore,
} from './boundary-store.port';

export interface EventBoundariesOptions {
  /** The store's events: read by query, and appended under conditions. */
  readonly events: EventReader & EventWriter;
  /** The store kind, as `NotSupported` names it. */
  readonly store: string;
  /** Ids for events given none. Default UUIDv7. */
  readonly newId?: IdGenerator;
}

/**
 * {@link BoundaryStore} on an event store: a boundary append is a stream append to
 * `dcb-<first event id>` expecting no stream, with the condition checked under the store's
 * append lock by the same planner as every append (one road, one id dedup).
 */
export class EventBoundaries implements BoundaryStore {
  private readonly events: EventReader & EventWriter;
  private readonly store: string;
  private readonly newId: IdGenerator;

  constructor(options: EventBoundariesOptions) {
    this.events = options.events;
    this.store = options.store;
    this.newId = options.newId ?? (() => uuidv7());
  }

  async read(query: EventQuery, options?: ReadByQueryOptions): Promise<ReadByQueryResult> {
    if (!this.events.readByQuery) throw new NotSupported('read by query', this.store);
    return this.events.readByQuery(query, options);
  }

  async append(
    events: readonly NewEvent[],
    options: BoundaryAppendOptions = {},
  ): Promise<BoundaryAppendResult> {
    const problems = [...newEventProblems(events), ...conditionProblems(options.condition)];
    if (problems.length > 0) throw new ValidationError(problems);
    const identified = events.map((event) => ({
      ...event,
      id: (event.id ?? this.newId()).toLowerCase(),
    }));
    const streamId = `${BOUNDARY_CATEGORY}-${identified[0].id}`;
    const result = await this.events.appendToStream(streamId, identified, {
      expectedVersion: 'no_stream',
      ...(options.condition ? { condition: options.condition } : {}),
    });
    if (!result.written) await this.assertSameContent(streamId, identified);
    const last = result.position;
    const count = BigInt(identified.length);
    return {
      lastPosition: last,
      // One append's events take consecutive positions on every store that has boundaries.
      events: identified.map((event, index) => ({
        id: event.id,
        position: last - count + 1n + BigInt(index),
      })),
      written: result.written,
    };
  }

  /** A retry must carry what the first append carried; the same ids with other content do not. */
  private async assertSameContent(
    streamId: string,
    events: readonly (NewEvent & { id: string })[],
  ): Promise<void> {
    const { events: stored } = await this.events.readStream(streamId, { limit: events.length });
    const differs = events.some((event, index) => !sameEvent(event, stored[index]));
    if (differs) {
      throw new DuplicateEventId(
        streamId,
        events.map((event) => event.id),
        'the event ids are already stored with other content',
      );
    }
  }
}

function sameEvent(event: NewEvent, stored: RecordedEvent | undefined): boolean {
  return (
    stored !== undefined &&
    event.type === stored.type &&
    canonical(event.data) === canonical(stored.data) &&
    canonical(event.metadata ?? {}) === canonical(asSent(stored.metadata, event.metadata ?? {})) &&
    canonical([...new Set(event.tags ?? [])]) === canonical(stored.tags ?? [])
  );
}

/**
 * Stored metadata without the trace fields that tracing adds to an event sent without its own
 * `traceparent` (traceAppends): a retry runs in another trace, yet carries the same content.
 */
function asSent(stored: JsonObject, sent: JsonObject): JsonObject {
  if (TRACEPARENT in sent) return stored;
  const rest = { ...stored };
  delete rest[TRACEPARENT];
  delete rest[TRACESTATE];
  return rest;
}

/** The boundaries of an opened store (`openStorage`): its events, under its kind's name. */
export function boundariesOf(
  storage: { readonly kind: string; readonly events: EventReader & EventWriter },
  newId?: IdGenerator,
): BoundaryStore {
  return new EventBoundaries({
    events: storage.events,
    store: storage.kind,
    ...(newId ? { newId } : {}),
  });
}
