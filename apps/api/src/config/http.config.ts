import { MAX_JSON_DEPTH } from '@tidemark/domain';
import { EnvReader, type Env, type Read } from './env';

/** Where the server listens, what a request may carry, how long a shutdown may take. */
export interface HttpOptions {
  readonly port: number;
  readonly host: string;
  readonly bodyLimitBytes: number;
  /** JSON bodies nested deeper than this are refused (400) before any work. */
  readonly bodyMaxDepth: number;
  readonly shutdownTimeoutMs: number;
}

export function readHttpOptions(env: Env): Read<HttpOptions> {
  const vars = new EnvReader(env);
  return vars.result({
    port: vars.integer('PORT', 3000, 0, 65535),
    host: vars.string('HOST') ?? '127.0.0.1',
    bodyLimitBytes: vars.integer('BODY_LIMIT_BYTES', 1_048_576, 1, 1_073_741_824),
    // At most what the stores hold alike in an event's data (MAX_JSON_DEPTH).
    bodyMaxDepth: vars.integer('BODY_MAX_DEPTH', 64, 1, MAX_JSON_DEPTH),
    shutdownTimeoutMs: vars.integer('SHUTDOWN_TIMEOUT_MS', 10_000, 1, 3_600_000),
  });
}
