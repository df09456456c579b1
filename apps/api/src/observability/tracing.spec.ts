import { context, ROOT_CONTEXT, trace } from '@opentelemetry/api';
import { activeTraceFields, traceContextOf, tracerRegistered } from '@tidemark/infra';
import { readTracingOptions } from '../config/tracing.config';
import { describeTracing, startTracing } from './tracing';

const PARENT = '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01';

describe('the app’s tracing', () => {
  it('off: no SDK, but a context manager that carries an incoming traceparent', async () => {
    const tracing = startTracing(readTracingOptions({}).value);
    try {
      expect(tracing.enabled).toBe(false);
      expect(tracerRegistered()).toBe(false);
      const parent = traceContextOf({ traceparent: PARENT })!;
      const seen = await context.with(parent, async () => {
        await Promise.resolve();
        return activeTraceFields();
      });
      expect(seen).toEqual({ traceparent: PARENT });
      expect(context.active()).toBe(ROOT_CONTEXT);
    } finally {
      await tracing.shutdown();
    }
  });

  it('on: registers the SDK until shut down', async () => {
    const options = readTracingOptions({ OTEL_TRACES_EXPORTER: 'console' }).value;
    const tracing = startTracing(options);
    try {
      expect(tracing.enabled).toBe(true);
      expect(tracerRegistered()).toBe(true);
    } finally {
      await tracing.shutdown();
      trace.disable();
      context.disable();
    }
    expect(tracerRegistered()).toBe(false);
  });

  it('says what it does at start, never the endpoint’s credentials', () => {
    expect(describeTracing(readTracingOptions({}).value)).toBe(
      'tracing off (incoming traceparent is carried into event metadata)',
    );
    const on = readTracingOptions({
      OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'https://user:secret@collector.example/v1/traces',
      OTEL_TRACES_EXPORTER: 'otlp,console',
    }).value;
    expect(describeTracing(on)).toBe(
      'tracing on: service tidemark, sampler parentbased_always_on, exporting to otlp https://collector.example/v1/traces, console',
    );
  });
});
