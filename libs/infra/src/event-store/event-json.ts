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
  };
}

export function fromEventJson(json: EventJson): RecordedEvent {
  return { ...json, position: BigInt(json.position) };
}

/** An event as listener tables keep it (work items, failed events, dead letters). */
export function storedEventJson(event: RecordedEvent): string {
  return JSON.stringify(toEventJson(event));
}

export function parseStoredEvent(text: string): RecordedEvent {
  return fromEventJson(JSON.parse(text) as EventJson);
}
