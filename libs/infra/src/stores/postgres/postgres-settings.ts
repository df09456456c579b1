// Driver-free: the root entry's types (OpenStorageOptions) and the URL checks use these
// without loading `pg`.
import type { PostgresTimeouts } from '../../storage/postgres-timeouts';

export type { PostgresTimeouts };

export const DEFAULT_POSTGRES_TIMEOUTS: PostgresTimeouts = {
  connectMs: 5000,
  queryMs: 10_000,
  lockMs: 8000,
  idleInTransactionMs: 5000,
  keepAliveMs: 10_000,
};

/** Session settings the store makes itself; a URL may not set them (they would be overridden). */
export const STORE_SETTINGS = [
  'search_path',
  'plan_cache_mode',
  'statement_timeout',
  'lock_timeout',
  'idle_in_transaction_session_timeout',
  'tcp_keepalives_idle',
  'tcp_keepalives_interval',
  'tcp_keepalives_count',
  'tcp_user_timeout',
] as const;

// Query parameters the driver would put over the store's: session settings it sends after
// (and over) `options`, and its own client-side statement timeout.
const DRIVER_SETTINGS = [
  'statement_timeout',
  'lock_timeout',
  'idle_in_transaction_session_timeout',
  'query_timeout',
];

/**
 * The store's settings that a connection URL sets, in its `options` (`-c name=value`,
 * `--name=value`) or as query parameters the driver sends: empty when there are none.
 */
export function storeSettingsIn(connectionString: string): string[] {
  const params = safeUrl(connectionString)?.searchParams;
  if (!params) return [];
  const named = new Set(DRIVER_SETTINGS.filter((name) => params.has(name)));
  for (const name of settingNames(params.get('options') ?? '')) {
    if ((STORE_SETTINGS as readonly string[]).includes(name)) named.add(name);
  }
  return [...named];
}

/** The names `-c name=value`, `-cname=value` and `--name=value` set, normalised as PostgreSQL does. */
function settingNames(options: string): string[] {
  const tokens = options.split(/(?<!\\)\s+/).filter(Boolean);
  const names: string[] = [];
  tokens.forEach((token, index) => {
    let setting: string | undefined;
    if (token === '-c') setting = tokens[index + 1];
    else if (token.startsWith('--')) setting = token.slice(2);
    else if (token.startsWith('-c')) setting = token.slice(2);
    const name = setting?.split('=')[0];
    if (name) names.push(name.toLowerCase().replace(/-/g, '_'));
  });
  return names;
}

/** The URL, or undefined when it does not parse. */
export function safeUrl(url: string): URL | undefined {
  try {
    return new URL(url);
  } catch {
    return undefined;
  }
}
