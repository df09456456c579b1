import {
  dedupPolicyProblems,
  isTimeZone,
  type DedupPolicy,
  type FactTypePolicy,
  type FrequencyLimit,
  MAX_JSON_DEPTH,
} from '@tidemark/domain';
import { storageKindOf, type StorageKind } from '@tidemark/infra';
import {
  DEFAULT_POSTGRES_TIMEOUTS,
  storeSettingsIn,
  type PostgresTimeouts,
} from '@tidemark/infra/postgres';
import { isRole, ROLES } from './access/roles';
import type { ConfiguredToken } from './access/tokens';
import { SHOP_FACT_TYPES, SHOP_SOURCES } from './shop/ingest/shop-facts';

export type StoreKind = StorageKind;

/** pino's levels, most severe first; `silent` logs nothing. */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** How the app runs its projections (read models) and waits for them. */
export interface ProjectionsConfig {
  /** A projection runs in one instance at a time; another takes over this long after it died. */
  readonly leaseMs: number;
  /** Events per batch (one transaction). */
  readonly batchSize: number;
  /** Names this instance in leases; undefined: the runner generates one. */
  readonly instanceId: string | undefined;
  /** The longest a read with `?minPosition=` waits for its projection. */
  readonly readWaitTimeoutMs: number;
}

/** Limits on one GraphQL operation, checked before it runs. */
export interface GraphQLConfig {
  /**
   * Deepest selection allowed (`order { lines { sku } }` is 3). Our own types nest at most 4
   * deep; the standard introspection query (GraphQL tools send it) is 15, the default.
   */
  readonly maxDepth: number;
  /** Highest cost allowed: 1 per field, a page's fields times its `limit`. */
  readonly maxComplexity: number;
  /** Most aliased fields in one document (an alias repeats a field's data in the answer). */
  readonly maxAliases: number;
}

/** How the app runs its sagas' work items and raises the dead-letter alert. */
export interface SagasConfig {
  /** Work items one instance runs at once. */
  readonly workerConcurrency: number;
  /** A claimed work item whose worker died is taken over after this. */
  readonly leaseMs: number;
  /** Where each dead letter is also POSTed as JSON; undefined: the log line only. */
  readonly deadLetterWebhookUrl: string | undefined;
}

/** The shop saga: its payment deadline and the dev notifier's fault injection. */
export interface ShopSagaConfig {
  /** An order not paid this long after it was placed is cancelled. */
  readonly paymentDeadlineMs: number;
  readonly notifier: {
    /** 0-1: the share of sends that fail transiently. */
    readonly failureRate: number;
    readonly latencyMs: number;
    /** Every send fails permanently (dead-lettered at once). */
    readonly permanentFailure: boolean;
  };
}

/** Where seen dedup keys live: the event store's database, this process, or Redis. */
export type DedupStoreConfig =
  | { readonly kind: 'sql' }
  | { readonly kind: 'memory'; readonly maxSize: number }
  | {
      readonly kind: 'redis';
      readonly url: string;
      readonly keyPrefix: string;
      /** Each connect attempt and each call gives up after this. */
      readonly timeoutMs: number;
    };

/** Dedup of the shop's facts from several sources (`POST /ingest/:source`). */
export interface DedupConfig {
  readonly store: DedupStoreConfig;
  readonly policy: DedupPolicy;
  /** How long writing an accepted fact may take before a duplicate may take it over. */
  readonly pendingMs: number;
  /** How often expired keys are swept. */
  readonly sweepIntervalMs: number;
}

/** Limits on the shop's notifications to a customer. */
export interface NotificationLimitsConfig {
  /** The same content to the same customer at most once per this window. */
  readonly sameContentWindowMs: number;
  /** At most this many notifications per channel per customer per calendar day. */
  readonly perChannelPerDay: number;
  readonly timeZone: string;
}

/** Bearer tokens with roles (`AUTH_TOKENS`), and whether they are required (`AUTH`). */
export interface AuthConfig {
  readonly enabled: boolean;
  /** Why auth is on or off, for the start-up line. */
  readonly reason: string;
  readonly tokens: readonly ConfiguredToken[];
}

/** Writes (every POST) a client may make per minute; 0: unlimited. Reads are never limited. */
export interface RateLimitConfig {
  readonly writesPerMinute: number;
}

/** Origins allowed by CORS: `*`, a list, or none (CORS off). */
export type CorsConfig =
  | { readonly kind: 'off' }
  | { readonly kind: 'any' }
  | { readonly kind: 'origins'; readonly origins: readonly string[] };

/** The app's configuration, read from the environment once at boot (libraries never read it). */
export class AppConfig {
  constructor(
    readonly port: number,
    readonly host: string,
    readonly eventStoreUrl: string,
    readonly storeKind: StoreKind,
    /** EventStoreDB only: the companion SQL store (`STATE_STORE_URL`) for everything but events. */
    readonly stateStoreUrl: string | undefined,
    readonly bodyLimitBytes: number,
    /** JSON bodies nested deeper than this are refused (400) before any work. */
    readonly bodyMaxDepth: number,
    readonly shutdownTimeoutMs: number,
    /** How long an `Idempotency-Key` and its stored response are kept. */
    readonly idempotencyRetentionMs: number,
    /** How long a claimed key stays in flight before a retry may take it over (its request died). */
    readonly idempotencyLeaseMs: number,
    readonly projections: ProjectionsConfig,
    readonly sagas: SagasConfig,
    readonly shop: ShopSagaConfig,
    readonly dedup: DedupConfig,
    readonly notificationLimits: NotificationLimitsConfig,
    readonly auth: AuthConfig,
    readonly rateLimit: RateLimitConfig,
    readonly cors: CorsConfig,
    readonly graphql: GraphQLConfig,
    /** The least severe level logged (`LOG_LEVEL`). */
    readonly logLevel: LogLevel,
    /** PostgreSQL (events or state): bounds on every database call. */
    readonly postgresTimeouts: PostgresTimeouts,
  ) {}

  /** Where listener state, read models and idempotency keys live: the SQL side of the store. */
  get stateKind(): 'sqlite' | 'postgres' {
    return storageKindOf(this.stateStoreUrl ?? this.eventStoreUrl) === 'postgres'
      ? 'postgres'
      : 'sqlite';
  }
}

export class ConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

type Env = Readonly<Record<string, string | undefined>>;

/** Validates every variable and reports all problems at once. */
export function loadConfig(env: Env): AppConfig {
  const problems: string[] = [];
  const read = (name: string): string | undefined => {
    const value = env[name]?.trim();
    return value === '' ? undefined : value;
  };
  const integer = (name: string, fallback: number, min: number, max: number): number => {
    const raw = read(name);
    if (raw === undefined) return fallback;
    const value = /^\d+$/.test(raw) ? Number(raw) : NaN;
    if (!Number.isSafeInteger(value) || value < min || value > max) {
      problems.push(`${name} must be an integer from ${min} to ${max}, got "${raw}"`);
      return fallback;
    }
    return value;
  };

  const port = integer('PORT', 3000, 0, 65535);
  const host = read('HOST') ?? '127.0.0.1';
  const bodyLimitBytes = integer('BODY_LIMIT_BYTES', 1_048_576, 1, 1_073_741_824);
  // At most what the stores hold alike in an event's data (MAX_JSON_DEPTH).
  const bodyMaxDepth = integer('BODY_MAX_DEPTH', 64, 1, MAX_JSON_DEPTH);
  const shutdownTimeoutMs = integer('SHUTDOWN_TIMEOUT_MS', 10_000, 1, 3_600_000);
  const retentionSeconds = integer('IDEMPOTENCY_RETENTION_SECONDS', 86_400, 1, 31_536_000);
  const leaseSeconds = integer('IDEMPOTENCY_LEASE_SECONDS', 10, 1, 86_400);
  if (leaseSeconds > retentionSeconds) {
    problems.push('IDEMPOTENCY_LEASE_SECONDS must not exceed IDEMPOTENCY_RETENTION_SECONDS');
  }
  const projections: ProjectionsConfig = {
    leaseMs: integer('PROJECTIONS_LEASE_MS', 5000, 300, 3_600_000),
    batchSize: integer('PROJECTIONS_BATCH_SIZE', 100, 1, 10_000),
    instanceId: read('INSTANCE_ID'),
    readWaitTimeoutMs: integer('READ_WAIT_TIMEOUT_MS', 5000, 0, 600_000),
  };
  if (
    projections.instanceId !== undefined &&
    !/^[\x21-\x7e]{1,200}$/.test(projections.instanceId)
  ) {
    problems.push('INSTANCE_ID must be 1-200 visible ASCII characters');
  }
  const sagas: SagasConfig = {
    workerConcurrency: integer('SAGA_WORKER_CONCURRENCY', 4, 1, 100),
    leaseMs: integer('SAGA_LEASE_MS', 60_000, 1000, 3_600_000),
    deadLetterWebhookUrl: read('DEAD_LETTER_WEBHOOK_URL'),
  };
  if (sagas.deadLetterWebhookUrl !== undefined && !isHttpUrl(sagas.deadLetterWebhookUrl)) {
    problems.push(
      `DEAD_LETTER_WEBHOOK_URL must be an http:// or https:// URL, got "${sagas.deadLetterWebhookUrl}"`,
    );
  }
  const fraction = (name: string, fallback: number): number => {
    const raw = read(name);
    if (raw === undefined) return fallback;
    const value = /^\d+(\.\d+)?$/.test(raw) ? Number(raw) : NaN;
    if (!(value >= 0 && value <= 1)) {
      problems.push(`${name} must be a number from 0 to 1, got "${raw}"`);
      return fallback;
    }
    return value;
  };
  const flag = (name: string): boolean => {
    const raw = read(name);
    if (raw === undefined || raw === 'false') return false;
    if (raw === 'true') return true;
    problems.push(`${name} must be true or false, got "${raw}"`);
    return false;
  };
  const shop: ShopSagaConfig = {
    paymentDeadlineMs: integer('ORDER_PAYMENT_DEADLINE_SECONDS', 1800, 1, 31_536_000) * 1000,
    notifier: {
      failureRate: fraction('NOTIFIER_FAILURE_RATE', 0),
      latencyMs: integer('NOTIFIER_LATENCY_MS', 0, 0, 600_000),
      permanentFailure: flag('NOTIFIER_PERMANENT_FAILURE'),
    },
  };
  const timeZone = read('SHOP_TIME_ZONE') ?? 'UTC';
  if (!isTimeZone(timeZone)) {
    problems.push(
      `SHOP_TIME_ZONE must be an IANA time zone such as Europe/Berlin, got "${timeZone}"`,
    );
  }
  const dedup = dedupConfig(read, integer, problems, isTimeZone(timeZone) ? timeZone : 'UTC');
  const notificationLimits: NotificationLimitsConfig = {
    sameContentWindowMs: integer('NOTIFY_SAME_CONTENT_SECONDS', 300, 1, 31_536_000) * 1000,
    perChannelPerDay: integer('NOTIFY_DAILY_LIMIT', 5, 1, 1_000_000),
    timeZone,
  };
  const auth = authConfig(read, problems);
  const rateLimit: RateLimitConfig = {
    writesPerMinute: integer('RATE_LIMIT_WRITES_PER_MINUTE', 600, 0, 1_000_000),
  };
  const cors = corsConfig(read('CORS_ORIGINS'), problems);
  const graphql: GraphQLConfig = {
    maxDepth: integer('GRAPHQL_MAX_DEPTH', 15, 1, 100),
    maxComplexity: integer('GRAPHQL_MAX_COMPLEXITY', 20_000, 1, 10_000_000),
    maxAliases: integer('GRAPHQL_MAX_ALIASES', 30, 0, 10_000),
  };
  const logLevel = read('LOG_LEVEL') ?? 'info';
  if (!isLogLevel(logLevel)) {
    problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${logLevel}"`);
  }
  const eventStoreUrl = read('EVENT_STORE_URL') ?? 'sqlite:./data/tidemark.db';
  const storeKind = storageKindOf(eventStoreUrl);
  if (storeKind === undefined) {
    problems.push(
      `EVENT_STORE_URL must be sqlite:<file>, sqlite::memory:, postgres://… or esdb://…, got "${eventStoreUrl}"`,
    );
  }
  const rawStateStoreUrl = read('STATE_STORE_URL');
  const stateStoreUrl =
    storeKind === 'eventstoredb'
      ? (rawStateStoreUrl ?? 'sqlite:./data/tidemark-state.db')
      : undefined;
  if (rawStateStoreUrl !== undefined && storeKind !== 'eventstoredb') {
    problems.push('STATE_STORE_URL is only used with an EventStoreDB EVENT_STORE_URL (esdb://…)');
  }
  if (
    stateStoreUrl !== undefined &&
    !['sqlite', 'postgres'].includes(storageKindOf(stateStoreUrl) ?? '')
  ) {
    problems.push(
      `STATE_STORE_URL must be sqlite:<file>, sqlite::memory: or postgres://…, got "${stateStoreUrl}"`,
    );
  }

  const postgresTimeouts = postgresTimeoutsConfig(integer, problems);
  for (const [name, url] of [
    ['EVENT_STORE_URL', eventStoreUrl],
    ['STATE_STORE_URL', stateStoreUrl],
  ] as const) {
    if (url === undefined || storageKindOf(url) !== 'postgres') continue;
    for (const setting of storeSettingsIn(url)) {
      problems.push(
        `${name} sets ${setting}, which Tidemark sets itself: ${OWNED_SETTING[setting]}`,
      );
    }
  }

  if (problems.length > 0 || storeKind === undefined || !isLogLevel(logLevel)) {
    throw new ConfigError(problems);
  }
  return new AppConfig(
    port,
    host,
    eventStoreUrl,
    storeKind,
    stateStoreUrl,
    bodyLimitBytes,
    bodyMaxDepth,
    shutdownTimeoutMs,
    retentionSeconds * 1000,
    leaseSeconds * 1000,
    projections,
    sagas,
    shop,
    dedup,
    notificationLimits,
    auth,
    rateLimit,
    cors,
    graphql,
    logLevel,
    postgresTimeouts,
  );
}

/** Where to set what a PostgreSQL URL may not (`storeSettingsIn`). */
const OWNED_SETTING: Readonly<Record<string, string>> = {
  statement_timeout: 'use PG_QUERY_TIMEOUT_MS',
  query_timeout: 'use PG_QUERY_TIMEOUT_MS',
  lock_timeout: 'use PG_LOCK_TIMEOUT_MS',
  idle_in_transaction_session_timeout: 'use PG_IDLE_IN_TRANSACTION_TIMEOUT_MS',
  tcp_keepalives_idle: 'use PG_KEEPALIVE_MS',
  tcp_keepalives_interval: 'use PG_KEEPALIVE_MS',
  tcp_keepalives_count: 'use PG_KEEPALIVE_MS',
  tcp_user_timeout: 'use PG_KEEPALIVE_MS',
  search_path: 'its tables live in the schema tidemark',
  plan_cache_mode: 'it plans every statement with its values',
};

function postgresTimeoutsConfig(
  integer: (name: string, fallback: number, min: number, max: number) => number,
  problems: string[],
): PostgresTimeouts {
  const ms = (name: string, fallback: number) => integer(name, fallback, 100, 3_600_000);
  const defaults = DEFAULT_POSTGRES_TIMEOUTS;
  const timeouts: PostgresTimeouts = {
    connectMs: ms('PG_CONNECT_TIMEOUT_MS', defaults.connectMs),
    queryMs: ms('PG_QUERY_TIMEOUT_MS', defaults.queryMs),
    lockMs: ms('PG_LOCK_TIMEOUT_MS', defaults.lockMs),
    idleInTransactionMs: ms('PG_IDLE_IN_TRANSACTION_TIMEOUT_MS', defaults.idleInTransactionMs),
    keepAliveMs: ms('PG_KEEPALIVE_MS', defaults.keepAliveMs),
  };
  // A lock wait is part of its statement: at or past the statement's timeout it never fires.
  if (timeouts.lockMs >= timeouts.queryMs) {
    problems.push('PG_LOCK_TIMEOUT_MS must be below PG_QUERY_TIMEOUT_MS');
  }
  return timeouts;
}

function isLogLevel(value: string): value is LogLevel {
  return (LOG_LEVELS as readonly string[]).includes(value);
}

const MIN_TOKEN_LENGTH = 16;

function authConfig(read: (name: string) => string | undefined, problems: string[]): AuthConfig {
  const tokens: ConfiguredToken[] = [];
  const items = (read('AUTH_TOKENS') ?? '').split(',').filter((item) => item.trim() !== '');
  // Problems name the entry by its position and role only: a token never reaches a log.
  items.forEach((item, index) => {
    const entry = `AUTH_TOKENS entry ${index + 1}`;
    const colon = item.indexOf(':');
    const role = colon < 0 ? '' : item.slice(0, colon).trim();
    const token = colon < 0 ? '' : item.slice(colon + 1).trim();
    if (!isRole(role)) {
      problems.push(`${entry} must be <role>:<token> with a role of ${ROLES.join(', ')}`);
    } else if (token.length < MIN_TOKEN_LENGTH || !/^[\x21-\x7e]+$/.test(token)) {
      problems.push(
        `${entry} (${role}): the token must be at least ${MIN_TOKEN_LENGTH} visible ASCII characters`,
      );
    } else {
      tokens.push({ role, token });
    }
  });

  const raw = read('AUTH');
  const production = read('NODE_ENV') === 'production';
  let enabled = production;
  let reason = production ? 'NODE_ENV=production' : 'NODE_ENV is not production';
  if (raw === 'on' || raw === 'off') {
    enabled = raw === 'on';
    reason = `AUTH=${raw}`;
  } else if (raw !== undefined) {
    problems.push(`AUTH must be on or off, got "${raw}"`);
  }
  if (enabled && items.length === 0) {
    problems.push(`AUTH_TOKENS must configure at least one token when auth is on (${reason})`);
  }
  return { enabled, reason, tokens };
}

function corsConfig(raw: string | undefined, problems: string[]): CorsConfig {
  if (raw === undefined) return { kind: 'off' };
  if (raw === '*') return { kind: 'any' };
  const origins: string[] = [];
  for (const item of raw.split(',').map((origin) => origin.trim())) {
    if (isOrigin(item)) origins.push(item);
    else problems.push(`CORS_ORIGINS: "${item}" is not an origin such as https://app.example.com`);
  }
  return { kind: 'origins', origins };
}

function isOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === value;
  } catch {
    return false;
  }
}

const DEFAULT_PRIORITIES = 'payment-provider=30,warehouse=20,client=10';

function dedupConfig(
  read: (name: string) => string | undefined,
  integer: (name: string, fallback: number, min: number, max: number) => number,
  problems: string[],
  timeZone: string,
): DedupConfig {
  const rawStore = read('DEDUP_STORE') ?? 'sql';
  let store: DedupStoreConfig = { kind: 'sql' };
  if (rawStore === 'memory') {
    store = { kind: 'memory', maxSize: integer('DEDUP_MEMORY_MAX_SIZE', 1_000_000, 1, 1e9) };
  } else if (/^rediss?:\/\/./.test(rawStore)) {
    const keyPrefix = read('DEDUP_REDIS_PREFIX') ?? 'tidemark:dedup:';
    if (!/^[\x21-\x7e]{1,100}$/.test(keyPrefix)) {
      problems.push('DEDUP_REDIS_PREFIX must be 1-100 visible ASCII characters');
    }
    const timeoutMs = integer('DEDUP_REDIS_TIMEOUT_MS', 2000, 100, 600_000);
    store = { kind: 'redis', url: rawStore, keyPrefix, timeoutMs };
  } else if (rawStore !== 'sql') {
    problems.push(`DEDUP_STORE must be sql, memory or a redis:// URL, got "${rawStore}"`);
  }

  const sourcePriorities: Record<string, number> = {};
  const rawPriorities = read('DEDUP_SOURCE_PRIORITIES') ?? DEFAULT_PRIORITIES;
  for (const item of rawPriorities.split(',')) {
    const match = /^\s*([a-z-]+)\s*=\s*(-?\d{1,9})\s*$/.exec(item);
    if (!match) {
      problems.push(`DEDUP_SOURCE_PRIORITIES: "${item}" is not <source>=<integer>`);
    } else if (!(SHOP_SOURCES as readonly string[]).includes(match[1])) {
      problems.push(
        `DEDUP_SOURCE_PRIORITIES: unknown source "${match[1]}" (sources: ${SHOP_SOURCES.join(', ')})`,
      );
    } else {
      sourcePriorities[match[1]] = Number(match[2]);
    }
  }
  for (const source of SHOP_SOURCES) {
    if (!Object.hasOwn(sourcePriorities, source)) {
      problems.push(`DEDUP_SOURCE_PRIORITIES must give "${source}" a priority`);
    }
  }

  const limits = new Map<string, FrequencyLimit[]>();
  for (const item of (read('DEDUP_LIMITS') ?? '').split(',').filter((i) => i.trim() !== '')) {
    const match = /^\s*([A-Za-z]+)\s*:\s*(\d{1,9})\s*\/\s*(?:(\d{1,9})s|(day))\s*$/.exec(item);
    if (!match) {
      problems.push(
        `DEDUP_LIMITS: "${item}" is not <FactType>:<N>/<seconds>s or <FactType>:<N>/day`,
      );
      continue;
    }
    const [, type, max, seconds] = match;
    if (!(SHOP_FACT_TYPES as readonly string[]).includes(type)) {
      problems.push(`DEDUP_LIMITS: unknown fact type "${type}" (${SHOP_FACT_TYPES.join(', ')})`);
      continue;
    }
    const limit: FrequencyLimit =
      seconds !== undefined
        ? { kind: 'sliding', max: Number(max), windowMs: Number(seconds) * 1000 }
        : { kind: 'calendarDay', max: Number(max), timeZone };
    limits.set(type, [...(limits.get(type) ?? []), limit]);
  }
  const factTypes: Record<string, FactTypePolicy> = {};
  for (const [type, typeLimits] of limits) factTypes[type] = { limits: typeLimits };

  const policy: DedupPolicy = {
    windowMs: integer('DEDUP_WINDOW_SECONDS', 300, 1, 31_536_000) * 1000,
    lateArrivalMs: integer('DEDUP_LATE_ARRIVAL_SECONDS', 86_400, 0, 31_536_000) * 1000,
    sourcePriorities,
    factTypes,
  };
  problems.push(...dedupPolicyProblems(policy).map((problem) => `dedup policy: ${problem}`));
  return {
    store,
    policy,
    pendingMs: integer('DEDUP_PENDING_SECONDS', 30, 1, 86_400) * 1000,
    sweepIntervalMs: integer('DEDUP_SWEEP_INTERVAL_SECONDS', 60, 1, 86_400) * 1000,
  };
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}
