import { readObservabilityOptions } from './observability.config';

const tracing = (env: Record<string, string>) => readObservabilityOptions(env).value.tracing;
const problemsOf = (env: Record<string, string>) => readObservabilityOptions(env).problems;

describe('tracing configuration (OTEL_*)', () => {
  it('is off by default, and with OTEL_TRACES_EXPORTER=none or OTEL_SDK_DISABLED=true', () => {
    expect(tracing({})).toEqual({
      enabled: false,
      exporters: [],
      otlpEndpoint: 'http://localhost:4318/v1/traces',
      otlpHeaders: {},
      serviceName: 'tidemark',
      resourceAttributes: {},
      sampler: 'parentbased_always_on',
      samplerRatio: 1,
    });
    expect(
      tracing({ OTEL_TRACES_EXPORTER: 'none', OTEL_EXPORTER_OTLP_ENDPOINT: 'http://c:4318' }),
    ).toMatchObject({ enabled: false });
    expect(tracing({ OTEL_TRACES_EXPORTER: 'otlp', OTEL_SDK_DISABLED: 'true' }).enabled).toBe(
      false,
    );
  });

  it('is on with an exporter named, or an OTLP endpoint set', () => {
    expect(tracing({ OTEL_TRACES_EXPORTER: 'otlp,console' })).toMatchObject({
      enabled: true,
      exporters: ['otlp', 'console'],
    });
    expect(tracing({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318/' })).toMatchObject({
      enabled: true,
      exporters: ['otlp'],
      otlpEndpoint: 'http://collector:4318/v1/traces',
    });
    expect(
      tracing({
        OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318',
        OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'https://traces.example/v1/t',
        OTEL_EXPORTER_OTLP_HEADERS: 'api-key=a%20b,x=1',
        OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
        OTEL_RESOURCE_ATTRIBUTES: 'service.name=shop,deployment.environment=test',
        OTEL_TRACES_SAMPLER: 'parentbased_traceidratio',
        OTEL_TRACES_SAMPLER_ARG: '0.25',
      }),
    ).toEqual({
      enabled: true,
      exporters: ['otlp'],
      otlpEndpoint: 'https://traces.example/v1/t',
      otlpHeaders: { 'api-key': 'a b', x: '1' },
      serviceName: 'shop',
      resourceAttributes: { 'service.name': 'shop', 'deployment.environment': 'test' },
      sampler: 'parentbased_traceidratio',
      samplerRatio: 0.25,
    });
    expect(tracing({ OTEL_SERVICE_NAME: 'orders', OTEL_TRACES_EXPORTER: 'console' })).toMatchObject(
      { serviceName: 'orders' },
    );
  });

  it('reads values as the specification does: enums and booleans in any case, any decimal ratio', () => {
    expect(
      tracing({
        OTEL_TRACES_EXPORTER: 'OTLP, Console',
        OTEL_EXPORTER_OTLP_PROTOCOL: 'HTTP/JSON',
        OTEL_TRACES_SAMPLER: 'ParentBased_TraceIdRatio',
        OTEL_TRACES_SAMPLER_ARG: '.5',
      }),
    ).toMatchObject({
      enabled: true,
      exporters: ['otlp', 'console'],
      sampler: 'parentbased_traceidratio',
      samplerRatio: 0.5,
    });
    expect(
      tracing({ OTEL_TRACES_EXPORTER: 'None', OTEL_EXPORTER_OTLP_ENDPOINT: 'http://c' }),
    ).toMatchObject({ enabled: false });
    expect(tracing({ OTEL_TRACES_EXPORTER: 'otlp', OTEL_SDK_DISABLED: 'TRUE' }).enabled).toBe(
      false,
    );
    expect(tracing({ OTEL_TRACES_EXPORTER: 'otlp', OTEL_SDK_DISABLED: 'False' }).enabled).toBe(
      true,
    );
    for (const [arg, ratio] of [
      ['1.', 1],
      ['0', 0],
      ['5e-1', 0.5],
      ['0.125', 0.125],
    ] as const) {
      expect(
        tracing({ OTEL_TRACES_SAMPLER: 'traceidratio', OTEL_TRACES_SAMPLER_ARG: arg }),
      ).toMatchObject({ samplerRatio: ratio });
    }
  });

  it('refuses what it cannot honour, every problem listed, never a header’s value', () => {
    expect(
      problemsOf({
        OTEL_SDK_DISABLED: 'yes',
        OTEL_TRACES_EXPORTER: 'otlp,zipkin',
        OTEL_EXPORTER_OTLP_ENDPOINT: 'collector:4318',
        OTEL_EXPORTER_OTLP_PROTOCOL: 'http/protobuf',
        OTEL_EXPORTER_OTLP_HEADERS: 'secret-token',
        OTEL_TRACES_SAMPLER: 'jaeger_remote',
      }),
    ).toEqual([
      'OTEL_SDK_DISABLED must be true or false, got "yes"',
      'OTEL_TRACES_EXPORTER must be none or a comma-separated list of otlp, console, got "otlp,zipkin"',
      'OTEL_EXPORTER_OTLP_ENDPOINT must be an http:// or https:// URL, got "collector:…"',
      'OTEL_EXPORTER_OTLP_PROTOCOL must be http/json (the installed OTLP exporter sends JSON over HTTP), got "http/protobuf"',
      'OTEL_EXPORTER_OTLP_HEADERS must be a comma-separated list of key=value pairs',
      'OTEL_TRACES_SAMPLER must be one of always_on, always_off, traceidratio, parentbased_always_on, parentbased_always_off, parentbased_traceidratio, got "jaeger_remote"',
    ]);
    expect(
      problemsOf({ OTEL_TRACES_SAMPLER: 'traceidratio', OTEL_TRACES_SAMPLER_ARG: '2' }),
    ).toEqual(['OTEL_TRACES_SAMPLER_ARG must be a number from 0 to 1, got "2"']);
    for (const arg of ['-0.5', '0x1', '.', '1/2', 'Infinity']) {
      expect(
        problemsOf({ OTEL_TRACES_SAMPLER: 'traceidratio', OTEL_TRACES_SAMPLER_ARG: arg }),
      ).toEqual([`OTEL_TRACES_SAMPLER_ARG must be a number from 0 to 1, got "${arg}"`]);
    }
  });
});
