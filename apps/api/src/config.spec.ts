import { ConfigError, loadConfig } from './config';
import { SHOP_DEDUP_VOCABULARY } from './shop/ingest/shop-facts';

const load = (env: Record<string, string>) => loadConfig(env, SHOP_DEDUP_VOCABULARY);

const problemsOf = (env: Record<string, string>): readonly string[] => {
  try {
    load(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
};

describe('dedup and notification configuration', () => {
  it('defaults: the SQL store, a 5-minute window, the three shop sources, no limits', () => {
    const config = load({});
    expect(config.dedup).toEqual({
      store: { kind: 'sql' },
      policy: {
        windowMs: 300_000,
        lateArrivalMs: 86_400_000,
        sourcePriorities: { 'payment-provider': 30, warehouse: 20, client: 10 },
        factTypes: {},
      },
      pendingMs: 30_000,
      sweepIntervalMs: 60_000,
    });
    expect(config.notificationLimits).toEqual({
      sameContentWindowMs: 300_000,
      perChannelPerDay: 5,
      timeZone: 'UTC',
    });
  });

  it('reads the store, priorities and limits (sliding, and per day in the shop time zone)', () => {
    const config = load({
      DEDUP_STORE: 'redis://127.0.0.1:6379',
      DEDUP_REDIS_TIMEOUT_MS: '1500',
      DEDUP_SOURCE_PRIORITIES: 'client=50, warehouse=20,payment-provider=-1',
      DEDUP_LIMITS: 'OrderShipped:3/3600s, PaymentReceived:5/day,OrderShipped:10/day',
      SHOP_TIME_ZONE: 'Europe/Berlin',
      NOTIFY_DAILY_LIMIT: '2',
    });
    expect(config.dedup.store).toEqual({
      kind: 'redis',
      url: 'redis://127.0.0.1:6379',
      keyPrefix: 'tidemark:dedup:',
      timeoutMs: 1500,
    });
    expect(config.dedup.policy.sourcePriorities).toEqual({
      client: 50,
      warehouse: 20,
      'payment-provider': -1,
    });
    expect(config.dedup.policy.factTypes).toEqual({
      OrderShipped: {
        limits: [
          { kind: 'sliding', max: 3, windowMs: 3_600_000 },
          { kind: 'calendarDay', max: 10, timeZone: 'Europe/Berlin' },
        ],
      },
      PaymentReceived: { limits: [{ kind: 'calendarDay', max: 5, timeZone: 'Europe/Berlin' }] },
    });
    expect(config.notificationLimits.perChannelPerDay).toBe(2);
    expect(load({ DEDUP_STORE: 'memory' }).dedup.store).toEqual({
      kind: 'memory',
      maxSize: 1_000_000,
    });
  });

  it('lists every problem at once', () => {
    expect(
      problemsOf({
        DEDUP_STORE: 'mongodb://x',
        DEDUP_SOURCE_PRIORITIES: 'client=1,fax=2,warehouse',
        DEDUP_LIMITS: 'OrderShipped:0/10s,Refunded:1/day,OrderShipped:3/week',
        DEDUP_WINDOW_SECONDS: '0',
        SHOP_TIME_ZONE: 'Mars/Olympus',
      }),
    ).toEqual([
      'SHOP_TIME_ZONE must be an IANA time zone such as Europe/Berlin, got "Mars/Olympus"',
      'DEDUP_STORE must be sql, memory or a redis:// URL, got "mongodb://x"',
      'DEDUP_SOURCE_PRIORITIES: unknown source "fax" (sources: payment-provider, warehouse, client)',
      'DEDUP_SOURCE_PRIORITIES: "warehouse" is not <source>=<integer>',
      'DEDUP_SOURCE_PRIORITIES must give "payment-provider" a priority',
      'DEDUP_SOURCE_PRIORITIES must give "warehouse" a priority',
      'DEDUP_LIMITS: unknown fact type "Refunded" (PaymentReceived, OrderShipped)',
      'DEDUP_LIMITS: "OrderShipped:3/week" is not <FactType>:<N>/<seconds>s or <FactType>:<N>/day',
      'DEDUP_WINDOW_SECONDS must be an integer from 1 to 31536000, got "0"',
      'dedup policy: factTypes.OrderShipped.limits[0].max must be an integer >= 1',
    ]);
  });
});

describe('security configuration', () => {
  const reader = 'r'.repeat(16);
  const writer = 'w-0123456789abcdef';
  const admin = 'a:with:colons:0123456789';

  it('defaults: auth off outside production, 600 writes a minute, CORS off', () => {
    const config = load({});
    expect(config.auth).toEqual({
      enabled: false,
      reason: 'NODE_ENV is not production',
      tokens: [],
    });
    expect(config.rateLimit).toEqual({ writesPerMinute: 600 });
    expect(config.cors).toEqual({ kind: 'off' });
  });

  it('reads tokens per role (several per role; a token may contain colons)', () => {
    const config = load({
      NODE_ENV: 'production',
      AUTH_TOKENS: ` reader:${reader}, writer:${writer},admin:${admin},reader:${writer}x `,
    });
    expect(config.auth).toEqual({
      enabled: true,
      reason: 'NODE_ENV=production',
      tokens: [
        { role: 'reader', token: reader },
        { role: 'writer', token: writer },
        { role: 'admin', token: admin },
        { role: 'reader', token: `${writer}x` },
      ],
    });
  });

  it('AUTH overrides NODE_ENV either way', () => {
    expect(load({ NODE_ENV: 'production', AUTH: 'off' }).auth).toEqual({
      enabled: false,
      reason: 'AUTH=off',
      tokens: [],
    });
    const on = load({ AUTH: 'on', AUTH_TOKENS: `admin:${admin}` }).auth;
    expect([on.enabled, on.reason]).toEqual([true, 'AUTH=on']);
  });

  it('auth on needs tokens', () => {
    expect(problemsOf({ NODE_ENV: 'production' })).toEqual([
      'AUTH_TOKENS must configure at least one token when auth is on (NODE_ENV=production)',
    ]);
    expect(problemsOf({ AUTH: 'on' })).toEqual([
      'AUTH_TOKENS must configure at least one token when auth is on (AUTH=on)',
    ]);
  });

  it('reads the rate limit (0 disables it) and CORS origins', () => {
    expect(load({ RATE_LIMIT_WRITES_PER_MINUTE: '0' }).rateLimit.writesPerMinute).toBe(0);
    expect(load({ CORS_ORIGINS: '*' }).cors).toEqual({ kind: 'any' });
    expect(load({ CORS_ORIGINS: 'https://app.example.com, http://localhost:5173' }).cors).toEqual({
      kind: 'origins',
      origins: ['https://app.example.com', 'http://localhost:5173'],
    });
  });

  it('lists every problem at once, never a token', () => {
    const short = 'short-token';
    const problems = problemsOf({
      AUTH: 'yes',
      AUTH_TOKENS: `reader:${short},owner:${admin},${writer},writer:${writer} with space`,
      RATE_LIMIT_WRITES_PER_MINUTE: '-1',
      CORS_ORIGINS: 'https://app.example.com/path,app.example.com,https://ok.example.com',
    });
    expect(problems).toEqual([
      'AUTH_TOKENS entry 1 (reader): the token must be at least 16 visible ASCII characters',
      'AUTH_TOKENS entry 2 must be <role>:<token> with a role of reader, writer, admin',
      'AUTH_TOKENS entry 3 must be <role>:<token> with a role of reader, writer, admin',
      'AUTH_TOKENS entry 4 (writer): the token must be at least 16 visible ASCII characters',
      'AUTH must be on or off, got "yes"',
      'RATE_LIMIT_WRITES_PER_MINUTE must be an integer from 0 to 1000000, got "-1"',
      'CORS_ORIGINS: "https://app.example.com…" is not an origin such as https://app.example.com',
      'CORS_ORIGINS: "app.example.com" is not an origin such as https://app.example.com',
    ]);
    for (const token of [short, admin, writer]) {
      expect(problems.join('\n')).not.toContain(token);
    }
  });
});

describe('logging configuration', () => {
  it('logs at info by default; LOG_LEVEL takes any of pino’s levels, or silent', () => {
    expect(load({}).observability.logLevel).toBe('info');
    for (const level of ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']) {
      expect(load({ LOG_LEVEL: level }).observability.logLevel).toBe(level);
    }
    expect(load({ LOG_LEVEL: ' debug ' }).observability.logLevel).toBe('debug');
  });

  it('refuses another LOG_LEVEL, listed with the other problems', () => {
    const levels = 'fatal, error, warn, info, debug, trace, silent';
    expect(problemsOf({ LOG_LEVEL: 'verbose', PORT: 'x' })).toEqual([
      'PORT must be an integer from 0 to 65535, got "x"',
      `LOG_LEVEL must be one of ${levels}, got "verbose"`,
    ]);
    expect(problemsOf({ LOG_LEVEL: 'INFO' })).toEqual([
      `LOG_LEVEL must be one of ${levels}, got "INFO"`,
    ]);
  });
});

describe('store configuration', () => {
  it('defaults to the embedded SQLite file, with no companion store', () => {
    const config = load({});
    expect(config.store.url).toBe('sqlite:./data/tidemark.db');
    expect(config.store.kind).toBe('sqlite');
    expect(config.store.stateUrl).toBeUndefined();
    expect(config.store.stateKind).toBe('sqlite');
  });

  it('with EventStoreDB, keeps state in STATE_STORE_URL (default an embedded SQLite file)', () => {
    const esdb = load({ EVENT_STORE_URL: 'esdb://localhost:2113?tls=false' });
    expect(esdb.store.kind).toBe('eventstoredb');
    expect(esdb.store.stateUrl).toBe('sqlite:./data/tidemark-state.db');
    expect(esdb.store.stateKind).toBe('sqlite');
    const onPostgres = load({
      EVENT_STORE_URL: 'kurrentdb+discover://a:2113,b:2113',
      STATE_STORE_URL: 'postgres://postgres@db:5432/tidemark_state',
    });
    expect(onPostgres.store.kind).toBe('eventstoredb');
    expect(onPostgres.store.stateKind).toBe('postgres');
  });

  it('with JetStream, keeps state in STATE_STORE_URL too (default an embedded SQLite file)', () => {
    const nats = load({ EVENT_STORE_URL: 'nats://127.0.0.1:4222' });
    expect(nats.store.kind).toBe('jetstream');
    expect(nats.store.stateUrl).toBe('sqlite:./data/tidemark-state.db');
    const cluster = load({
      EVENT_STORE_URL: 'nats://u:p@a:4222,b:4222?stream=SHOP&replicas=3',
      STATE_STORE_URL: 'postgres://postgres@db:5432/tidemark_state',
    });
    expect(cluster.store.kind).toBe('jetstream');
    expect(cluster.store.stateKind).toBe('postgres');
  });

  it('refuses a state store that is not SQL, or one without EventStoreDB', () => {
    expect(
      problemsOf({
        EVENT_STORE_URL: 'esdb://localhost:2113',
        STATE_STORE_URL: 'esdb://other:2113',
      }),
    ).toEqual([
      'STATE_STORE_URL must be sqlite:<file>, sqlite::memory: or postgres://…, got "esdb://other:2113"',
    ]);
    expect(
      problemsOf({ EVENT_STORE_URL: 'mysql://x', STATE_STORE_URL: 'sqlite:./state.db' }),
    ).toEqual([
      'EVENT_STORE_URL must be sqlite:<file>, sqlite::memory:, postgres://…, esdb://… or nats://…, got "mysql://x"',
      'STATE_STORE_URL is only used with an EventStoreDB (esdb://…) or JetStream (nats://…) EVENT_STORE_URL',
    ]);
  });
});

describe('PostgreSQL bounds', () => {
  it('defaults, and each timeout read from its variable', () => {
    expect(load({}).store.postgresTimeouts).toEqual({
      connectMs: 5000,
      queryMs: 10_000,
      lockMs: 8000,
      idleInTransactionMs: 5000,
      keepAliveMs: 10_000,
    });
    const config = load({
      PG_CONNECT_TIMEOUT_MS: '1000',
      PG_QUERY_TIMEOUT_MS: '3000',
      PG_LOCK_TIMEOUT_MS: '2000',
      PG_IDLE_IN_TRANSACTION_TIMEOUT_MS: '1500',
      PG_KEEPALIVE_MS: '4000',
    });
    expect(config.store.postgresTimeouts).toEqual({
      connectMs: 1000,
      queryMs: 3000,
      lockMs: 2000,
      idleInTransactionMs: 1500,
      keepAliveMs: 4000,
    });
  });

  it("refuses a URL setting one of the store's own settings, and a lock timeout past the statement's", () => {
    const url = 'postgres://db/app?options=-c%20search_path%3Dpublic%20--lock-timeout%3D1s';
    expect(problemsOf({ EVENT_STORE_URL: url, PG_LOCK_TIMEOUT_MS: '10000' })).toEqual([
      'PG_LOCK_TIMEOUT_MS must be below PG_QUERY_TIMEOUT_MS',
      'EVENT_STORE_URL sets search_path, which Tidemark sets itself: its tables live in the schema tidemark',
      'EVENT_STORE_URL sets lock_timeout, which Tidemark sets itself: use PG_LOCK_TIMEOUT_MS',
    ]);
    const kept = 'postgres://db/app?options=-c%20work_mem%3D64MB&application_name=shop';
    expect(problemsOf({ EVENT_STORE_URL: kept })).toEqual([]);
  });
});

describe('EventStoreDB gRPC server configuration', () => {
  const DEFAULT_LIMITS = {
    storeConcurrency: 4,
    maxQueued: 2_000,
    maxQueuedPerConnection: 500,
    maxCalls: 10_000,
    maxCallsPerConnection: 1_000,
    callReadAheadBytes: 1_048_576,
    readAheadBytes: 67_108_864,
  };

  it('is off unless ESDB_GRPC_PORT is set', () => {
    expect(load({}).esdbGrpc).toEqual({ enabled: false });
  });

  it('serves TLS from the PEM files, or plaintext only when asked for', () => {
    expect(
      load({
        ESDB_GRPC_PORT: '2113',
        ESDB_GRPC_TLS_CERT: '/etc/tidemark/grpc.crt',
        ESDB_GRPC_TLS_KEY: '/etc/tidemark/grpc.key',
      }).esdbGrpc,
    ).toEqual({
      enabled: true,
      host: '127.0.0.1',
      port: 2113,
      tls: { certFile: '/etc/tidemark/grpc.crt', keyFile: '/etc/tidemark/grpc.key' },
      insecure: false,
      basicUsers: [],
      limits: DEFAULT_LIMITS,
    });
    expect(
      load({ ESDB_GRPC_PORT: '2113', ESDB_GRPC_INSECURE: 'true', HOST: '0.0.0.0' }).esdbGrpc,
    ).toEqual({
      enabled: true,
      host: '0.0.0.0',
      port: 2113,
      tls: undefined,
      insecure: true,
      basicUsers: [],
      limits: DEFAULT_LIMITS,
    });
  });

  it('bounds what the calls may take at once: every limit set, or refused saying why', () => {
    const served = { ESDB_GRPC_PORT: '2113', ESDB_GRPC_INSECURE: 'true' };
    const limits = {
      ESDB_GRPC_STORE_CONCURRENCY: '8',
      ESDB_GRPC_MAX_QUEUED: '100',
      ESDB_GRPC_MAX_QUEUED_PER_CONNECTION: '10',
      ESDB_GRPC_MAX_CALLS: '50',
      ESDB_GRPC_MAX_CALLS_PER_CONNECTION: '20',
      ESDB_GRPC_CALL_READ_AHEAD_BYTES: '262144',
      ESDB_GRPC_READ_AHEAD_BYTES: '8388608',
    };
    const set = load({ ...served, ...limits }).esdbGrpc;
    expect(set.enabled && set.limits).toEqual({
      storeConcurrency: 8,
      maxQueued: 100,
      maxQueuedPerConnection: 10,
      maxCalls: 50,
      maxCallsPerConnection: 20,
      callReadAheadBytes: 262_144,
      readAheadBytes: 8_388_608,
    });
    expect(
      problemsOf({
        ...served,
        EVENT_STORE_URL: 'postgres://db/app',
        ESDB_GRPC_STORE_CONCURRENCY: '10',
        ESDB_GRPC_MAX_QUEUED: '100',
        ESDB_GRPC_MAX_QUEUED_PER_CONNECTION: '101',
        ESDB_GRPC_MAX_CALLS: '0',
        ESDB_GRPC_CALL_READ_AHEAD_BYTES: '1024',
      }),
    ).toEqual([
      `ESDB_GRPC_STORE_CONCURRENCY must be below 10, the PostgreSQL pool's size: HTTP and the runners keep the other connections, got "10"`,
      'ESDB_GRPC_MAX_QUEUED_PER_CONNECTION must be an integer from 1 to 100, got "101"',
      'ESDB_GRPC_MAX_CALLS must be an integer from 1 to 1000000, got "0"',
      'ESDB_GRPC_CALL_READ_AHEAD_BYTES must be an integer from 65536 to 67108864, got "1024"',
    ]);
    expect(problemsOf({ ESDB_GRPC_MAX_CALLS: '5' })).toEqual([
      'ESDB_GRPC_MAX_CALLS is set but ESDB_GRPC_PORT is not',
    ]);
  });

  it('lists every problem: no TLS nor plaintext, half a key pair, a bad port, esdb:// itself', () => {
    expect(problemsOf({ ESDB_GRPC_PORT: '2113' })).toEqual([
      'ESDB_GRPC_PORT needs TLS (ESDB_GRPC_TLS_CERT and ESDB_GRPC_TLS_KEY, PEM files) or plaintext asked for with ESDB_GRPC_INSECURE=true',
    ]);
    expect(
      problemsOf({
        ESDB_GRPC_PORT: '70000',
        ESDB_GRPC_TLS_CERT: 'grpc.crt',
        ESDB_GRPC_INSECURE: 'yes',
        EVENT_STORE_URL: 'esdb://localhost:2113?tls=false',
      }),
    ).toEqual([
      'ESDB_GRPC_INSECURE must be true or false, got "yes"',
      'ESDB_GRPC_PORT must be an integer from 0 to 65535, got "70000"',
      'ESDB_GRPC_PORT serves the EventStoreDB protocol over a SQLite or PostgreSQL store; EVENT_STORE_URL is esdb:// itself (point the clients at that server instead)',
      'ESDB_GRPC_TLS_CERT and ESDB_GRPC_TLS_KEY must be set together',
    ]);
    expect(
      problemsOf({
        ESDB_GRPC_PORT: '2113',
        ESDB_GRPC_INSECURE: 'true',
        ESDB_GRPC_TLS_CERT: 'a',
        ESDB_GRPC_TLS_KEY: 'b',
      }),
    ).toEqual(['ESDB_GRPC_INSECURE=true and ESDB_GRPC_TLS_CERT/KEY: choose TLS or plaintext']);
    expect(problemsOf({ ESDB_GRPC_TLS_KEY: 'b' })).toEqual([
      'ESDB_GRPC_TLS_KEY is set but ESDB_GRPC_PORT is not',
    ]);
  });

  it("maps an EventStoreDB application's users and passwords to roles (ESDB_BASIC_USERS)", () => {
    const grpc = { ESDB_GRPC_PORT: '2113', ESDB_GRPC_INSECURE: 'true' };
    const read = load({
      ...grpc,
      ESDB_BASIC_USERS: 'admin:changeit=admin, ops:pa:ss=word=reader',
    }).esdbGrpc;
    expect(read.enabled && read.basicUsers).toEqual([
      { username: 'admin', password: 'changeit', role: 'admin' },
      // The name ends at the first ':', the role follows the last '='.
      { username: 'ops', password: 'pa:ss=word', role: 'reader' },
    ]);
  });

  it('refuses bad ESDB_BASIC_USERS entries without ever naming a password', () => {
    const grpc = { ESDB_GRPC_PORT: '2113', ESDB_GRPC_INSECURE: 'true' };
    const problems = problemsOf({
      ...grpc,
      ESDB_BASIC_USERS:
        'admin-secret1,admin:secret2=root,:secret3=admin,ops:=reader,admin:secret4=admin,admin:secret5=writer,ops:se cret6=reader',
    });
    expect(problems).toEqual([
      'ESDB_BASIC_USERS entry 1 must be <user>:<password>=<role>',
      'ESDB_BASIC_USERS entry 2 ("admin") must end with =<role>, a role of reader, writer, admin',
      'ESDB_BASIC_USERS entry 3 must be <user>:<password>=<role>',
      'ESDB_BASIC_USERS entry 4 ("ops"): the password must be 1 or more visible ASCII characters',
      'ESDB_BASIC_USERS entry 6 ("admin"): the user is listed twice',
      'ESDB_BASIC_USERS entry 7 ("ops"): the password must be 1 or more visible ASCII characters',
    ]);
    expect(problems.join('\n')).not.toMatch(/secret/);
    expect(problemsOf({ ESDB_BASIC_USERS: 'admin:changeit=admin' })).toEqual([
      'ESDB_BASIC_USERS is set but ESDB_GRPC_PORT is not',
    ]);
  });
});

describe('configuration errors and credentials', () => {
  // Shapes a URL-valued variable may be given wrong in, each holding the secret "s3cret".
  const WRONG = [
    (scheme: string) => `${scheme}u:s3cret@host:1/db`,
    (scheme: string) => `${scheme}u:p@s3cret@host:1/db`,
    (scheme: string) => `${scheme}u:s3cret/x@host:1`,
    (scheme: string) => `${scheme}host:1/hooks/s3cret?token=s3cret`,
    () => 'u:s3cret@host:1',
  ];
  const URL_VARIABLES: Record<string, { wrongScheme: string; env?: Record<string, string> }> = {
    EVENT_STORE_URL: { wrongScheme: 'mysql://' },
    STATE_STORE_URL: { wrongScheme: 'mysql://', env: { EVENT_STORE_URL: 'esdb://h:2113' } },
    DEDUP_STORE: { wrongScheme: 'REDIS://' },
    DEAD_LETTER_WEBHOOK_URL: { wrongScheme: 'htps://' },
    OTEL_EXPORTER_OTLP_ENDPOINT: { wrongScheme: 'grpc://' },
    OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: { wrongScheme: 'grpc://' },
    CORS_ORIGINS: { wrongScheme: 'https://' },
    FORWARD_NATS_URL: { wrongScheme: 'http://' },
  };

  it.each(Object.entries(URL_VARIABLES))(
    'never shows the credentials of a wrong %s',
    (name, { wrongScheme, env }) => {
      for (const wrong of WRONG) {
        const value = wrong(wrongScheme);
        const problems = problemsOf({ ...env, [name]: value });
        expect(problems.join('\n')).toContain(name);
        expect({ value, problems }).toEqual({
          value,
          problems: problems.map(() => expect.not.stringContaining('s3cret')),
        });
      }
    },
  );

  it('refuses the memory store, which keeps no SQL read models for the app', () => {
    expect(problemsOf({ EVENT_STORE_URL: 'memory:' })).toEqual([
      'EVENT_STORE_URL must be sqlite:<file>, sqlite::memory:, postgres://…, esdb://… or nats://…, got "memory:…"',
    ]);
  });

  it('shows the scheme and host, which say what is wrong', () => {
    expect(problemsOf({ EVENT_STORE_URL: 'mysql://u:s3cret@db.example/x' })).toEqual([
      'EVENT_STORE_URL must be sqlite:<file>, sqlite::memory:, postgres://…, esdb://… or nats://…, got "mysql://db.example…"',
    ]);
    expect(problemsOf({ DEAD_LETTER_WEBHOOK_URL: 'htps://hooks.example/services/s3cret' })).toEqual(
      ['DEAD_LETTER_WEBHOOK_URL must be an http:// or https:// URL, got "htps://hooks.example…"'],
    );
    expect(problemsOf({ OTEL_EXPORTER_OTLP_ENDPOINT: 'u:s3cret@collector:4318' })).toEqual([
      'OTEL_EXPORTER_OTLP_ENDPOINT must be an http:// or https:// URL, got a value not shown (it may hold credentials)',
    ]);
  });
});
