import type { JsonObject } from '@tidemark/domain';
import type { RecordedEvent } from './event-store.port';

/** An event as JSON: what every endpoint sends and what listener tables keep. */
export interface EventJson {
  readonly id: string;
  readonly type: string;
  readonly data: JsonObject;
  readonly metadata: JsonObject;
  readonly streamId: string;
  readonly version: number;
  /** A decimal string: positions outgrow JSON numbers. */
  readonly position: string;
  readonly recordedAt: string;
  /** The event's tags (Dynamic Consistency Boundaries); `[]` when it has none. */
  readonly tags: readonly string[];
}

export function toEventJson(event: RecordedEvent): EventJson {
  return {
    id: event.id,
    type: event.type,
    data: event.data,
    metadata: event.metadata,
    streamId: event.streamId,
    version: event.version,
    position: event.position.toString(),
    recordedAt: event.recordedAt,
    tags: event.tags ?? [],
  };
}

/** Tags absent when none, as stores return them (JSON kept before tags existed has none). */
export function fromEventJson(json: EventJson): RecordedEvent {
  const { tags, ...event } = json;
  return {
    ...event,
    position: BigInt(json.position),
    ...(tags !== undefined && tags.length > 0 ? { tags } : {}),
  };
}

/** An event as listener tables keep it (work items, failed events, dead letters). */
export function storedEventJson(event: RecordedEvent): string {
  return JSON.stringify(toEventJson(event));
}

export function parseStoredEvent(text: string): RecordedEvent {
  return fromEventJson(JSON.parse(text) as EventJson);
}
