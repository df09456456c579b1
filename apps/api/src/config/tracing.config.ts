import { EnvReader, shownUrl, type Env, type Read } from './env';

/** Where spans go: `OTEL_TRACES_EXPORTER` (comma-separated, as the spec allows). */
export const TRACES_EXPORTERS = ['otlp', 'console'] as const;
export type TracesExporter = (typeof TRACES_EXPORTERS)[number];

/** `OTEL_TRACES_SAMPLER`: the spec's built-in samplers. */
export const TRACES_SAMPLERS = [
  'always_on',
  'always_off',
  'traceidratio',
  'parentbased_always_on',
  'parentbased_always_off',
  'parentbased_traceidratio',
] as const;
export type TracesSampler = (typeof TRACES_SAMPLERS)[number];

/** The OpenTelemetry SDK's settings, from the standard `OTEL_*` variables. */
export interface TracingOptions {
  /** False (the default): no SDK; incoming `traceparent`s are still carried into event metadata. */
  readonly enabled: boolean;
  readonly exporters: readonly TracesExporter[];
  /** The OTLP/HTTP (JSON) traces URL. */
  readonly otlpEndpoint: string;
  readonly otlpHeaders: Readonly<Record<string, string>>;
  readonly serviceName: string;
  readonly resourceAttributes: Readonly<Record<string, string>>;
  readonly sampler: TracesSampler;
  /** The ratio of the `*traceidratio` samplers, 0 to 1. */
  readonly samplerRatio: number;
}

const DEFAULT_OTLP_BASE = 'http://localhost:4318';

/**
 * On when `OTEL_TRACES_EXPORTER` names `otlp` and/or `console`, or when it is unset and an OTLP
 * endpoint is (`OTEL_EXPORTER_OTLP_ENDPOINT` / `_TRACES_ENDPOINT`): the SDK's default exporter
 * is otlp, but Tidemark exports nothing until told where. `OTEL_SDK_DISABLED=true` or
 * `OTEL_TRACES_EXPORTER=none` keeps it off. The installed exporter speaks OTLP over HTTP with
 * JSON bodies only: `OTEL_EXPORTER_OTLP_PROTOCOL` may be `http/json` and nothing else. As the
 * specification reads them, enum values and booleans are case-insensitive and the sampler's
 * ratio is any decimal number from 0 to 1 (`.5`).
 */
export function readTracingOptions(env: Env): Read<TracingOptions> {
  const vars = new EnvReader(env);
  const disabled = sdkDisabled(vars);
  const exporters = readExporters(vars);
  const tracesEndpoint = vars.string('OTEL_EXPORTER_OTLP_TRACES_ENDPOINT');
  const baseEndpoint = vars.string('OTEL_EXPORTER_OTLP_ENDPOINT');
  const named = exporters ?? (tracesEndpoint || baseEndpoint ? ['otlp' as const] : []);
  const otlpEndpoint =
    tracesEndpoint ?? `${(baseEndpoint ?? DEFAULT_OTLP_BASE).replace(/\/+$/, '')}/v1/traces`;
  for (const [name, value] of [
    ['OTEL_EXPORTER_OTLP_TRACES_ENDPOINT', tracesEndpoint],
    ['OTEL_EXPORTER_OTLP_ENDPOINT', baseEndpoint],
  ] as const) {
    if (value !== undefined && !isHttpUrl(value)) {
      vars.problem(`${name} must be an http:// or https:// URL, got ${shownUrl(value)}`);
    }
  }
  for (const name of ['OTEL_EXPORTER_OTLP_PROTOCOL', 'OTEL_EXPORTER_OTLP_TRACES_PROTOCOL']) {
    const protocol = vars.string(name);
    if (protocol !== undefined && protocol.toLowerCase() !== 'http/json') {
      vars.problem(
        `${name} must be http/json (the installed OTLP exporter sends JSON over HTTP), got "${protocol}"`,
      );
    }
  }
  const otlpHeaders = {
    ...keyValues(vars, 'OTEL_EXPORTER_OTLP_HEADERS'),
    ...keyValues(vars, 'OTEL_EXPORTER_OTLP_TRACES_HEADERS'),
  };
  const resourceAttributes = keyValues(vars, 'OTEL_RESOURCE_ATTRIBUTES');
  const serviceName =
    vars.string('OTEL_SERVICE_NAME') ?? resourceAttributes['service.name'] ?? 'tidemark';
  const sampler = vars.string('OTEL_TRACES_SAMPLER')?.toLowerCase() ?? 'parentbased_always_on';
  if (!isSampler(sampler)) {
    vars.problem(
      `OTEL_TRACES_SAMPLER must be one of ${TRACES_SAMPLERS.join(', ')}, got "${sampler}"`,
    );
  }
  const samplerRatio = sampler.endsWith('traceidratio')
    ? vars.fraction('OTEL_TRACES_SAMPLER_ARG', 1)
    : 1;
  return vars.result({
    enabled: !disabled && named.length > 0,
    exporters: named,
    otlpEndpoint,
    otlpHeaders,
    serviceName,
    resourceAttributes,
    sampler: isSampler(sampler) ? sampler : 'parentbased_always_on',
    samplerRatio,
  });
}

/** `OTEL_SDK_DISABLED`: `true` or `false` in any case, as the specification reads booleans. */
function sdkDisabled(vars: EnvReader): boolean {
  const raw = vars.string('OTEL_SDK_DISABLED');
  const value = raw?.toLowerCase();
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  vars.problem(`OTEL_SDK_DISABLED must be true or false, got "${raw}"`);
  return false;
}

/** The exporters named, [] for `none`; undefined when unset. */
function readExporters(vars: EnvReader): TracesExporter[] | undefined {
  const raw = vars.string('OTEL_TRACES_EXPORTER');
  if (raw === undefined) return undefined;
  const names = raw.split(',').map((name) => name.trim().toLowerCase());
  if (names.length === 1 && names[0] === 'none') return [];
  const known = names.filter(isExporter);
  if (known.length !== names.length) {
    vars.problem(
      `OTEL_TRACES_EXPORTER must be none or a comma-separated list of ${TRACES_EXPORTERS.join(', ')}, got "${raw}"`,
    );
  }
  return [...new Set(known)];
}

/** `key=value,key2=value2` (W3C Baggage-like, values percent-encoded), as the spec reads it. */
function keyValues(vars: EnvReader, name: string): Record<string, string> {
  const raw = vars.string(name);
  const pairs: Record<string, string> = {};
  if (raw === undefined) return pairs;
  for (const entry of raw.split(',')) {
    const at = entry.indexOf('=');
    const key = entry.slice(0, at).trim();
    let value: string | undefined;
    try {
      value = at > 0 ? decodeURIComponent(entry.slice(at + 1).trim()) : undefined;
    } catch {
      value = undefined;
    }
    if (key === '' || value === undefined) {
      // Never echo the value: headers may hold credentials.
      vars.problem(`${name} must be a comma-separated list of key=value pairs`);
      return {};
    }
    pairs[key] = value;
  }
  return pairs;
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

function isExporter(value: string): value is TracesExporter {
  return (TRACES_EXPORTERS as readonly string[]).includes(value);
}

function isSampler(value: string): value is TracesSampler {
  return (TRACES_SAMPLERS as readonly string[]).includes(value);
}
