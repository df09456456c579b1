import { ROOT_CONTEXT, SpanKind } from '@opentelemetry/api';
import { inSpan, markFailed, traceContextOf, tracingIdle } from '../tracing/trace-context';
import type { ClaimedWorkItem } from '../work-queue/work-queue.port';

/**
 * One attempt of a saga step in a span (`tidemark.saga.attempt`), a child of the triggering
 * event's trace context (a root span when it carries none): what the step commands and appends
 * continues that trace. `attempt` resolves to the attempt's error, recorded on the span.
 */
export function sagaAttemptSpan(
  item: ClaimedWorkItem,
  attempt: () => Promise<unknown>,
): Promise<unknown> {
  const parent = traceContextOf(item.event.metadata) ?? ROOT_CONTEXT;
  if (tracingIdle(parent)) return attempt();
  return inSpan(
    'tidemark.saga.attempt',
    {
      kind: SpanKind.CONSUMER,
      parent,
      attributes: {
        'tidemark.saga': item.saga,
        'tidemark.saga.key': item.sagaKey,
        'tidemark.saga.step': item.step,
        'tidemark.saga.attempt': item.attempts,
        'tidemark.work_item.id': item.id,
        'tidemark.event.id': item.event.id,
        'tidemark.event.type': item.event.type,
      },
    },
    async (span) => {
      const error = await attempt();
      if (error !== undefined) markFailed(span, error);
      return error;
    },
  );
}
