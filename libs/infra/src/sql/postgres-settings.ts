// Driver-free: the root entry's types (OpenStorageOptions) and the URL checks use these
// without loading `pg`.

/**
 * Bounds on every database call, so that a dead or frozen link costs a few seconds, not the
 * caller's patience: each is enforced by the server (on the session) or the client, or both.
 */
export interface PostgresTimeouts {
  /** Opening a connection, or waiting for a free one of the pool. Default 5000 ms. */
  readonly connectMs: number;
  /**
   * A statement running longer is cancelled by the server (`statement_timeout`); the client
   * gives up on an answer that has not come 1 s after that (a frozen link). Default 10000 ms.
   */
  readonly queryMs: number;
  /** Waiting for a lock (the log head's, a row's) fails after this (`lock_timeout`). Default 8000 ms. */
  readonly lockMs: number;
  /**
   * The server ends a session that sits this long inside a transaction, releasing its locks
   * (`idle_in_transaction_session_timeout`): a frozen instance cannot block the others for
   * longer. Keep it below `lockMs`, so that waiters outlast it. Default 5000 ms.
   */
  readonly idleInTransactionMs: number;
  /**
   * TCP keep-alive, both ends: a silent connection is probed after this, and the server drops
   * it after 3 unanswered probes this far apart, or when its sent data stay unacknowledged
   * this long (`tcp_user_timeout`). Default 10000 ms.
   */
  readonly keepAliveMs: number;
}

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
