import { EnvReader, type Env, type Read } from './env';
import { readTracingOptions, type TracingOptions } from './tracing.config';

/** pino's levels, most severe first; `silent` logs nothing. */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface ObservabilityOptions {
  /** The least severe level logged (`LOG_LEVEL`). */
  readonly logLevel: LogLevel;
  /** OpenTelemetry tracing (`OTEL_*`): off unless an exporter or an OTLP endpoint is set. */
  readonly tracing: TracingOptions;
}

export function readObservabilityOptions(env: Env): Read<ObservabilityOptions> {
  const vars = new EnvReader(env);
  const tracing = readTracingOptions(env);
  const logLevel = vars.string('LOG_LEVEL') ?? 'info';
  if (!isLogLevel(logLevel)) {
    vars.problem(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${logLevel}"`);
  }
  const read = vars.result({
    logLevel: isLogLevel(logLevel) ? logLevel : 'info',
    tracing: tracing.value,
  });
  return { value: read.value, problems: [...read.problems, ...tracing.problems] };
}

function isLogLevel(value: string): value is LogLevel {
  return (LOG_LEVELS as readonly string[]).includes(value);
}
