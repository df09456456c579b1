import { EnvReader, type Env, type Read } from './env';

/** pino's levels, most severe first; `silent` logs nothing. */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface ObservabilityOptions {
  /** The least severe level logged (`LOG_LEVEL`). */
  readonly logLevel: LogLevel;
}

export function readObservabilityOptions(env: Env): Read<ObservabilityOptions> {
  const vars = new EnvReader(env);
  const logLevel = vars.string('LOG_LEVEL') ?? 'info';
  if (isLogLevel(logLevel)) return vars.result({ logLevel });
  vars.problem(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${logLevel}"`);
  return vars.result({ logLevel: 'info' });
}

function isLogLevel(value: string): value is LogLevel {
  return (LOG_LEVELS as readonly string[]).includes(value);
}
