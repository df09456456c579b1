import { parseRoleTokens, type ConfiguredToken } from '@tidemark/infra/admin';
import { EnvReader, shownUrl, type Env, type Read } from './env';

/** Bearer tokens with roles (`AUTH_TOKENS`), and whether they are required (`AUTH`). */
export interface AuthOptions {
  readonly enabled: boolean;
  /** Why auth is on or off, for the start-up line. */
  readonly reason: string;
  readonly tokens: readonly ConfiguredToken[];
}

/** Writes (every POST) a client may make per minute; 0: unlimited. Reads are never limited. */
export interface RateLimitOptions {
  readonly writesPerMinute: number;
}

/** Origins allowed by CORS: `*`, a list, or none (CORS off). */
export type CorsOptions =
  | { readonly kind: 'off' }
  | { readonly kind: 'any' }
  | { readonly kind: 'origins'; readonly origins: readonly string[] };

export function readAuthOptions(env: Env): Read<AuthOptions> {
  const vars = new EnvReader(env);
  const { tokens, problems } = parseRoleTokens(vars.string('AUTH_TOKENS') ?? '', 'AUTH_TOKENS');
  problems.forEach((problem) => vars.problem(problem));
  const configured = tokens.length + problems.length;

  const raw = vars.string('AUTH');
  const production = vars.string('NODE_ENV') === 'production';
  let enabled = production;
  let reason = production ? 'NODE_ENV=production' : 'NODE_ENV is not production';
  if (raw === 'on' || raw === 'off') {
    enabled = raw === 'on';
    reason = `AUTH=${raw}`;
  } else if (raw !== undefined) {
    vars.problem(`AUTH must be on or off, got "${raw}"`);
  }
  if (enabled && configured === 0) {
    vars.problem(`AUTH_TOKENS must configure at least one token when auth is on (${reason})`);
  }
  return vars.result({ enabled, reason, tokens });
}

export function readRateLimitOptions(env: Env): Read<RateLimitOptions> {
  const vars = new EnvReader(env);
  return vars.result({
    writesPerMinute: vars.integer('RATE_LIMIT_WRITES_PER_MINUTE', 600, 0, 1_000_000),
  });
}

export function readCorsOptions(env: Env): Read<CorsOptions> {
  const vars = new EnvReader(env);
  const raw = vars.string('CORS_ORIGINS');
  if (raw === undefined) return vars.result({ kind: 'off' });
  if (raw === '*') return vars.result({ kind: 'any' });
  const origins: string[] = [];
  for (const item of raw.split(',').map((origin) => origin.trim())) {
    if (isOrigin(item)) origins.push(item);
    else
      vars.problem(
        `CORS_ORIGINS: ${shownUrl(item)} is not an origin such as https://app.example.com`,
      );
  }
  return vars.result({ kind: 'origins', origins });
}

function isOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === value;
  } catch {
    return false;
  }
}
