import type { ConnectionOptions } from 'nats';

/** A `nats://` store URL, parsed (docs/jetstream.md, "Configuration"). */
export interface JetStreamUrl {
  readonly connection: Partial<ConnectionOptions>;
  /** `?stream=`: the JetStream stream. */
  readonly stream?: string;
  /** `?replicas=`: replicas when the stream is created. */
  readonly replicas?: number;
}

/**
 * `nats://[user:pass@|token@]host:port[,host:port…][?stream=NAME&replicas=N]` (also `tls://`).
 * Several hosts are one cluster's seed servers; the client reconnects to any of them.
 */
export function parseJetStreamUrl(url: string): JetStreamUrl {
  const match = /^(nats|tls):\/\/([^?]*)(?:\?(.*))?$/.exec(url);
  if (!match) throw new Error(`not a nats:// URL: ${redactNatsUrl(url)}`);
  const [, scheme, authority, query = ''] = match;
  const at = authority.lastIndexOf('@');
  const credentials = at === -1 ? '' : authority.slice(0, at);
  const hosts = (at === -1 ? authority : authority.slice(at + 1)).replace(/\/+$/, '');
  if (hosts === '') throw new Error(`no server in ${redactNatsUrl(url)}`);
  const connection: { -readonly [K in keyof ConnectionOptions]?: ConnectionOptions[K] } = {
    servers: hosts.split(',').map((host) => `${scheme}://${host}`),
    // Reconnect for ever, quickly: every call is bounded on its own.
    maxReconnectAttempts: -1,
    reconnectTimeWait: 250,
    waitOnFirstConnect: false,
  };
  if (credentials !== '') {
    const colon = credentials.indexOf(':');
    if (colon === -1) connection.token = decodeURIComponent(credentials);
    else {
      connection.user = decodeURIComponent(credentials.slice(0, colon));
      connection.pass = decodeURIComponent(credentials.slice(colon + 1));
    }
  }
  const params = new URLSearchParams(query);
  for (const key of params.keys()) {
    if (key !== 'stream' && key !== 'replicas') {
      throw new Error(`unknown option "${key}" in ${redactNatsUrl(url)} (stream=, replicas=)`);
    }
  }
  const replicasText = params.get('replicas');
  const replicas = replicasText === null ? undefined : Number(replicasText);
  if (
    replicas !== undefined &&
    !(Number.isSafeInteger(replicas) && replicas >= 1 && replicas <= 5)
  ) {
    throw new Error(`replicas=${replicasText} in ${redactNatsUrl(url)}: an integer 1-5`);
  }
  return { connection, stream: params.get('stream') ?? undefined, replicas };
}

export function connectionOptionsOf(url: string | JetStreamUrl): JetStreamUrl {
  return typeof url === 'string' ? parseJetStreamUrl(url) : url;
}

/** The URL without credentials, for logs. */
export function redactNatsUrl(url: string): string {
  return url.replace(/\/\/[^@/]*@/, '//');
}
