import {
  context,
  createTraceState,
  INVALID_SPAN_CONTEXT,
  isSpanContextValid,
  ProxyTracerProvider,
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

// What the global provider delegates to while no SDK is registered (one shared instance).
const NOOP_PROVIDER = new ProxyTracerProvider().getDelegate();
// Handed to `work` when nothing is traced: no span is started, nothing is allocated.
const IDLE_SPAN = trace.wrapSpanContext(INVALID_SPAN_CONTEXT);

/**
 * True while no SDK is registered and `active` carries no trace: spans would be no-ops and
 * there is no trace context to pass on, so the hot paths skip tracing altogether.
 */
export function tracingIdle(active: Context = context.active()): boolean {
  return !tracerRegistered() && trace.getSpanContext(active) === undefined;
}

/** True once an SDK's tracer provider is registered globally (spans are recorded). */
export function tracerRegistered(): boolean {
  const provider = trace.getTracerProvider();
  const delegate = provider instanceof ProxyTracerProvider ? provider.getDelegate() : provider;
  return delegate !== NOOP_PROVIDER;
}

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

/**
 * The parent of a span that handles one event: the active span when it is in the event's trace
 * already (a batch span), else the event's own trace context; undefined (the active context)
 * when the event carries none.
 */
export function eventTraceParent(
  metadata: Readonly<Record<string, unknown>>,
  active: Context = context.active(),
): Context | undefined {
  const parent = traceContextOf(metadata);
  if (!parent) return undefined;
  const current = trace.getSpanContext(active);
  return current && current.traceId === trace.getSpanContext(parent)?.traceId ? active : parent;
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
 * with the exception when `work` throws. With no SDK and no trace to continue
 * ({@link tracingIdle}) it only runs `work`. Without an SDK but with a parent (an incoming
 * `traceparent`), the no-op span carries the parent's context on, so what is appended inside
 * still gets the caller's `traceparent`.
 */
export async function inSpan<T>(
  name: string,
  options: SpanOptions,
  work: (span: Span) => Promise<T>,
): Promise<T> {
  const parent = options.parent ?? context.active();
  if (tracingIdle(parent)) return work(IDLE_SPAN);
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
    markFailed(span, error);
    throw error;
  } finally {
    span.end();
  }
}

/** Records `error` on `span` and sets its status to ERROR. */
export function markFailed(span: Span, error: unknown): void {
  if (!span.isRecording()) return;
  span.recordException(error instanceof Error ? error : String(error));
  span.setStatus({
    code: SpanStatusCode.ERROR,
    message: error instanceof Error ? error.message : String(error),
  });
}

/** At most this many links on a batch span (one per distinct trace). */
export const MAX_BATCH_LINKS = 32;

/** Where a span over several events' handling hangs in their traces. */
export interface BatchTrace {
  /** The one trace's context when every traced event belongs to one trace, else the root. */
  readonly parent: Context;
  /** One link per distinct trace context of the events (up to {@link MAX_BATCH_LINKS}). */
  readonly links: readonly Link[];
}

/**
 * The trace a batch of events continues: when every event that carries a `traceparent` belongs
 * to one trace, the batch span is a child of the first such event's context (and linked to the
 * others'); when they come from several traces it starts a trace of its own, linked to each.
 * Without any traced event: a root span, no links.
 */
export function batchTrace(
  events: readonly { readonly metadata: Readonly<Record<string, unknown>> }[],
): BatchTrace {
  const seen = new Set<string>();
  const links: Link[] = [];
  let first: Context | undefined;
  let traceId: string | undefined;
  let oneTrace = true;
  for (const event of events) {
    const fields = traceFieldsOf(event.metadata);
    if (!fields || seen.has(fields.traceparent)) continue;
    seen.add(fields.traceparent);
    const parent = traceContextOf(event.metadata) as Context;
    const spanContext = trace.getSpanContext(parent);
    if (!spanContext) continue;
    if (first === undefined) {
      first = parent;
      traceId = spanContext.traceId;
    } else if (spanContext.traceId !== traceId) {
      oneTrace = false;
    }
    if (links.length < MAX_BATCH_LINKS) links.push({ context: spanContext });
  }
  if (first === undefined) return { parent: ROOT_CONTEXT, links: [] };
  return oneTrace ? { parent: first, links: links.slice(1) } : { parent: ROOT_CONTEXT, links };
}
