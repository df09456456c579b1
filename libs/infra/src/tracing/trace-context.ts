import {
  context,
  createTraceState,
  isSpanContextValid,
  ROOT_CONTEXT,
  SpanStatusCode,
  trace,
  type Attributes,
  type Context,
  type Link,
  type Span,
  type SpanKind,
  type Tracer,
} from '@opentelemetry/api';

/**
 * W3C trace context (https://www.w3.org/TR/trace-context/) as Tidemark carries it: an event's
 * metadata holds `traceparent` (and `tracestate`) of the span that appended it, so the
 * projections, saga steps and forwarders that handle the event continue that trace. Spans go
 * through `@opentelemetry/api`: without an SDK registered (the default) they cost nothing.
 */
export const TRACEPARENT = 'traceparent';
export const TRACESTATE = 'tracestate';

const TRACEPARENT_FORMAT = /^00-([0-9a-f]{32})-([0-9a-f]{16})-([0-9a-f]{2})$/;

/** The tracer of Tidemark's own spans. */
export function tidemarkTracer(): Tracer {
  return trace.getTracer('@tidemark/infra');
}

/** The trace fields of W3C headers or event metadata, when `traceparent` is well formed. */
export interface TraceFields {
  readonly traceparent: string;
  readonly tracestate?: string;
}

/** `traceparent`/`tracestate` from a carrier (metadata, headers) when well formed, else undefined. */
export function traceFieldsOf(carrier: Readonly<Record<string, unknown>>): TraceFields | undefined {
  const traceparent = carrier[TRACEPARENT];
  if (typeof traceparent !== 'string') return undefined;
  const match = TRACEPARENT_FORMAT.exec(traceparent);
  if (!match || /^0+$/.test(match[1]) || /^0+$/.test(match[2])) return undefined;
  const tracestate = carrier[TRACESTATE];
  return typeof tracestate === 'string' && tracestate.length > 0 && tracestate.length <= 512
    ? { traceparent, tracestate }
    : { traceparent };
}

/** The remote span context that `traceparent` names, as a parent context; undefined when absent. */
export function traceContextOf(carrier: Readonly<Record<string, unknown>>): Context | undefined {
  const fields = traceFieldsOf(carrier);
  if (!fields) return undefined;
  const [, traceId, spanId, flags] = TRACEPARENT_FORMAT.exec(fields.traceparent) as RegExpExecArray;
  return trace.setSpanContext(ROOT_CONTEXT, {
    traceId,
    spanId,
    traceFlags: Number.parseInt(flags, 16),
    isRemote: true,
    traceState: fields.tracestate ? createTraceState(fields.tracestate) : undefined,
  });
}

/** The active span's context as trace fields, undefined when no span is recording one. */
export function activeTraceFields(active: Context = context.active()): TraceFields | undefined {
  const spanContext = trace.getSpanContext(active);
  if (!spanContext || !isSpanContextValid(spanContext)) return undefined;
  const flags = (spanContext.traceFlags & 0xff).toString(16).padStart(2, '0');
  const traceparent = `00-${spanContext.traceId}-${spanContext.spanId}-${flags}`;
  const tracestate = spanContext.traceState?.serialize();
  return tracestate ? { traceparent, tracestate } : { traceparent };
}

export interface SpanOptions {
  readonly kind?: SpanKind;
  readonly attributes?: Attributes;
  /** The parent: a context from {@link traceContextOf}; default the active context. */
  readonly parent?: Context;
  readonly links?: readonly Link[];
}

/**
 * Runs `work` inside a new span (active for its duration), ends the span, and marks it failed
 * with the exception when `work` throws.
 */
export async function inSpan<T>(
  name: string,
  options: SpanOptions,
  work: (span: Span) => Promise<T>,
): Promise<T> {
  const parent = options.parent ?? context.active();
  const span = tidemarkTracer().startSpan(
    name,
    {
      kind: options.kind,
      attributes: options.attributes,
      links: options.links ? [...options.links] : undefined,
    },
    parent,
  );
  try {
    return await context.with(trace.setSpan(parent, span), () => work(span));
  } catch (error) {
    span.recordException(error instanceof Error ? error : String(error));
    span.setStatus({
      code: SpanStatusCode.ERROR,
      message: error instanceof Error ? error.message : String(error),
    });
    throw error;
  } finally {
    span.end();
  }
}
