// What an application uses to carry and start traces; the span plumbing of the runners and the
// store wrapper (markFailed, eventTraceParent, withTraceFields, …) stays inside the package.
export {
  TRACEPARENT,
  TRACESTATE,
  activeTraceFields,
  batchTrace,
  inSpan,
  tidemarkTracer,
  traceContextOf,
  traceFieldsOf,
  tracerRegistered,
  tracingIdle,
  type BatchTrace,
  type SpanOptions,
  type TraceFields,
} from './trace-context';
export { traceAppends } from './traced-event-store';
export { traceContextManager } from './context-manager';
