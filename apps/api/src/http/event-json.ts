import type { JsonObject } from '@tidemark/domain';
import type { RecordedEvent } from '@tidemark/infra';

/** An event as every endpoint sends it: positions travel as decimal strings. */
export interface EventJson {
  readonly id: string;
  readonly type: string;
  readonly data: JsonObject;
  readonly metadata: JsonObject;
  readonly streamId: string;
  readonly version: number;
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
