import { SpanKind } from '@opentelemetry/api';
import type { RecordedEvent } from '../event-store/event-store.port';
import { batchTrace, eventTraceParent, inSpan, tracerRegistered } from '../tracing/trace-context';
import type { Lane } from './listener-state/listener-state-store.port';

/**
 * A listener's batch in a span (`tidemark.listener.batch`) that continues the events' trace
 * ({@link batchTrace}: a child of their one trace, or a root linked to each). Without an SDK
 * nothing is worked out: the handlers' own spans carry each event's context on.
 */
export function listenerBatchSpan<T>(
  listener: string,
  lane: Lane,
  events: readonly RecordedEvent[],
  work: () => Promise<T>,
): Promise<T> {
  if (!tracerRegistered()) return work();
  const { parent, links } = batchTrace(events);
  return inSpan(
    'tidemark.listener.batch',
    {
      kind: SpanKind.CONSUMER,
      parent,
      links,
      attributes: {
        'tidemark.listener': listener,
        'tidemark.lane': lane,
        'tidemark.events': events.length,
        'tidemark.position.first': events[0]?.position.toString() ?? '',
        'tidemark.position.last': events[events.length - 1]?.position.toString() ?? '',
      },
    },
    work,
  );
}

/** One event's handling by a side-effect listener, in a span within the event's trace. */
export function sideEffectSpan<T>(
  listener: string,
  event: RecordedEvent,
  work: () => Promise<T>,
): Promise<T> {
  return inSpan(
    'tidemark.listener.event',
    {
      kind: SpanKind.CONSUMER,
      parent: eventTraceParent(event.metadata),
      attributes: {
        'tidemark.listener': listener,
        'tidemark.event.id': event.id,
        'tidemark.event.type': event.type,
        'tidemark.stream': event.streamId,
        'tidemark.position': event.position.toString(),
      },
    },
    work,
  );
}
