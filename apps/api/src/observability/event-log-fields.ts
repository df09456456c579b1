import type { RecordedEvent } from '@tidemark/infra';

/** What a log line about one event carries: where it stands, and its correlation ids. */
export interface EventLogFields {
  readonly eventId: string;
  readonly eventType: string;
  readonly streamId: string;
  readonly version: number;
  readonly position: string;
  /** `metadata.correlationId`, when it is a non-empty string. */
  readonly correlationId?: string;
  /** `metadata.causationId`, when it is a non-empty string. */
  readonly causationId?: string;
}

/** The fields of a log line about `event`, its correlation ids picked from its metadata. */
export function eventLogFields(event: RecordedEvent): EventLogFields {
  const { correlationId, causationId } = event.metadata;
  return {
    eventId: event.id,
    eventType: event.type,
    streamId: event.streamId,
    version: event.version,
    position: event.position.toString(),
    ...(isId(correlationId) ? { correlationId } : {}),
    ...(isId(causationId) ? { causationId } : {}),
  };
}

const isId = (value: unknown): value is string => typeof value === 'string' && value !== '';
