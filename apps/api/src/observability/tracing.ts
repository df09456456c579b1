import { context } from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { defaultResource, resourceFromAttributes } from '@opentelemetry/resources';
import {
  AlwaysOffSampler,
  AlwaysOnSampler,
  BatchSpanProcessor,
  ConsoleSpanExporter,
  NodeTracerProvider,
  ParentBasedSampler,
  TraceIdRatioBasedSampler,
  type Sampler,
  type SpanProcessor,
} from '@opentelemetry/sdk-trace-node';
import { ATTR_SERVICE_NAME } from '@opentelemetry/semantic-conventions';
import { traceContextManager } from '@tidemark/infra';
import type { TracingOptions } from '../config/tracing.config';

/** The app's tracing, started before the app is built; `shutdown` flushes what is buffered. */
export interface Tracing {
  readonly enabled: boolean;
  shutdown(): Promise<void>;
}

/**
 * Registers the OpenTelemetry SDK globally when `options.enabled` (its tracer provider, the
 * AsyncLocalStorage context manager and the W3C propagator), before any span starts. When off,
 * only a context manager is registered, so that an incoming `traceparent` still reaches the
 * events appended while serving the request (no span is recorded). `spanProcessors` replace
 * the exporters named in the options (tests: an in-memory exporter).
 */
export function startTracing(
  options: TracingOptions,
  spanProcessors?: readonly SpanProcessor[],
): Tracing {
  if (!options.enabled && !spanProcessors) {
    const manager = traceContextManager();
    context.setGlobalContextManager(manager);
    return {
      enabled: false,
      shutdown: async () => {
        context.disable();
      },
    };
  }
  const provider = new NodeTracerProvider({
    resource: defaultResource().merge(
      resourceFromAttributes({
        ...options.resourceAttributes,
        [ATTR_SERVICE_NAME]: options.serviceName,
      }),
    ),
    sampler: samplerOf(options),
    spanProcessors: spanProcessors ? [...spanProcessors] : exportersOf(options),
  });
  provider.register();
  return { enabled: true, shutdown: () => provider.shutdown() };
}

function exportersOf(options: TracingOptions): SpanProcessor[] {
  return options.exporters.map(
    (exporter) =>
      new BatchSpanProcessor(
        exporter === 'console'
          ? new ConsoleSpanExporter()
          : new OTLPTraceExporter({
              url: options.otlpEndpoint,
              headers: { ...options.otlpHeaders },
            }),
      ),
  );
}

function samplerOf({ sampler, samplerRatio }: TracingOptions): Sampler {
  switch (sampler) {
    case 'always_on':
      return new AlwaysOnSampler();
    case 'always_off':
      return new AlwaysOffSampler();
    case 'traceidratio':
      return new TraceIdRatioBasedSampler(samplerRatio);
    case 'parentbased_always_on':
      return new ParentBasedSampler({ root: new AlwaysOnSampler() });
    case 'parentbased_always_off':
      return new ParentBasedSampler({ root: new AlwaysOffSampler() });
    case 'parentbased_traceidratio':
      return new ParentBasedSampler({ root: new TraceIdRatioBasedSampler(samplerRatio) });
  }
}

/** What the start-up log says about tracing. */
export function describeTracing(options: TracingOptions): string {
  if (!options.enabled) return 'tracing off (incoming traceparent is carried into event metadata)';
  const to = options.exporters.map((e) =>
    e === 'otlp' ? `otlp ${shown(options.otlpEndpoint)}` : e,
  );
  const ratio = options.sampler.endsWith('traceidratio') ? ` ${options.samplerRatio}` : '';
  return `tracing on: service ${options.serviceName}, sampler ${options.sampler}${ratio}, exporting to ${to.join(', ')}`;
}

/** A URL as logged: without the user and password it may hold. */
function shown(url: string): string {
  const parsed = new URL(url);
  parsed.username = '';
  parsed.password = '';
  return parsed.toString();
}
