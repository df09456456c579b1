import { SpanKind } from '@opentelemetry/api';
import type { NewEvent } from '@tidemark/domain';
import type { EventStore } from '../event-store/event-store.port';
import { withAppend } from '../event-store/observed-event-store';
import {
  activeTraceFields,
  inSpan,
  tracingIdle,
  TRACEPARENT,
  TRACESTATE,
  type TraceFields,
} from './trace-context';

/** Span attributes of an append (`tidemark.append`). */
export const APPEND_ATTRIBUTES = {
  store: 'tidemark.store',
  stream: 'tidemark.stream',
  events: 'tidemark.events',
  expectedVersion: 'tidemark.expected_version',
  firstVersion: 'tidemark.first_version',
  position: 'tidemark.position',
  written: 'tidemark.written',
} as const;

/**
 * `store` with a span (`tidemark.append`) around every append, and the appending span's
 * `traceparent`/`tracestate` added to the metadata of each event that has no `traceparent` of
 * its own (a client's own value is kept as sent: it knows what caused the event). While nothing
 * is traced ({@link tracingIdle}) an append goes straight through.
 */
export function traceAppends(store: EventStore, kind: string): EventStore {
  return withAppend(store, (streamId, events, options) => {
    if (tracingIdle()) return store.appendToStream(streamId, events, options);
    const expected = options?.expectedVersion ?? 'any';
    return inSpan(
      'tidemark.append',
      {
        kind: SpanKind.INTERNAL,
        attributes: {
          [APPEND_ATTRIBUTES.store]: kind,
          [APPEND_ATTRIBUTES.stream]: streamId,
          [APPEND_ATTRIBUTES.events]: events.length,
          [APPEND_ATTRIBUTES.expectedVersion]: String(expected),
        },
      },
      async (span) => {
        const fields = activeTraceFields();
        const traced = fields ? events.map((event) => withTraceFields(event, fields)) : events;
        const result = await store.appendToStream(streamId, traced, options);
        span.setAttributes({
          [APPEND_ATTRIBUTES.firstVersion]: result.firstVersion,
          [APPEND_ATTRIBUTES.position]: result.position.toString(),
          [APPEND_ATTRIBUTES.written]: result.written,
        });
        return result;
      },
    );
  });
}

/** `event` with `fields` in its metadata, unless it carries a `traceparent` already. */
export function withTraceFields(event: NewEvent, fields: TraceFields): NewEvent {
  if (event.metadata !== undefined && TRACEPARENT in event.metadata) return event;
  const trace = fields.tracestate
    ? { [TRACEPARENT]: fields.traceparent, [TRACESTATE]: fields.tracestate }
    : { [TRACEPARENT]: fields.traceparent };
  return { ...event, metadata: { ...event.metadata, ...trace } };
}
