import {
  storeKindDefinitionOf,
  storeKindOf,
  storeUrlForms,
  type StoreKind,
  type StoreKindDefinition,
} from '@tidemark/infra';
import {
  DEFAULT_POSTGRES_TIMEOUTS,
  storeSettingsIn,
  type PostgresTimeouts,
} from '@tidemark/infra/postgres';
import { EnvReader, shownUrl, type Env, type Read } from './env';

export type { StoreKind };

/**
 * The app's read models and saga instances are SQL: it runs on a kind with SQL of its own
 * (SQLite, PostgreSQL) or on a remote-log kind (EventStoreDB, JetStream) with a SQL companion.
 */
const servesApp = (kind: StoreKindDefinition) => kind.sql || !kind.holdsState;
const holdsAppState = (kind: StoreKindDefinition) => kind.sql && kind.holdsState;

/** Where events and the read side's state live, and the bounds on every database call. */
export interface StoreOptions {
  /** `EVENT_STORE_URL`. */
  readonly url: string;
  readonly kind: StoreKind;
  /**
   * EventStoreDB and JetStream only: the companion SQL store (`STATE_STORE_URL`) for
   * everything but events.
   */
  readonly stateUrl: string | undefined;
  /** Where listener state, read models and idempotency keys live: the SQL side of the store. */
  readonly stateKind: 'sqlite' | 'postgres';
  /** PostgreSQL (events or state): bounds on every database call. */
  readonly postgresTimeouts: PostgresTimeouts;
}

export function readStoreOptions(env: Env): Read<StoreOptions> {
  const vars = new EnvReader(env);
  const url = vars.string('EVENT_STORE_URL') ?? 'sqlite:./data/tidemark.db';
  const definition = storeKindDefinitionOf(url);
  const kind = definition && servesApp(definition) ? definition.name : undefined;
  if (kind === undefined) {
    vars.problem(`EVENT_STORE_URL must be ${storeUrlForms(servesApp)}, got ${shownUrl(url)}`);
  }
  const rawStateUrl = vars.string('STATE_STORE_URL');
  // A kind that keeps only events (EventStoreDB, JetStream) keeps the rest in a companion.
  const companion = kind !== undefined && definition?.holdsState === false;
  const stateUrl = companion ? (rawStateUrl ?? 'sqlite:./data/tidemark-state.db') : undefined;
  if (rawStateUrl !== undefined && !companion) {
    vars.problem(
      'STATE_STORE_URL is only used with an EventStoreDB (esdb://…) or JetStream (nats://…) EVENT_STORE_URL',
    );
  }
  const stateKind = stateUrl === undefined ? undefined : storeKindDefinitionOf(stateUrl);
  if (stateUrl !== undefined && !(stateKind && holdsAppState(stateKind))) {
    vars.problem(
      `STATE_STORE_URL must be ${storeUrlForms(holdsAppState)}, got ${shownUrl(stateUrl)}`,
    );
  }

  const postgresTimeouts = readPostgresTimeouts(vars);
  for (const [name, value] of [
    ['EVENT_STORE_URL', url],
    ['STATE_STORE_URL', stateUrl],
  ] as const) {
    if (value === undefined || storeKindOf(value) !== 'postgres') continue;
    for (const setting of storeSettingsIn(value)) {
      vars.problem(
        `${name} sets ${setting}, which Tidemark sets itself: ${OWNED_SETTING[setting]}`,
      );
    }
  }
  return vars.result({
    url,
    // Unknown only with a problem noted above, which stops the app.
    kind: kind ?? 'sqlite',
    stateUrl,
    stateKind: storeKindOf(stateUrl ?? url) === 'postgres' ? 'postgres' : 'sqlite',
    postgresTimeouts,
  });
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

function readPostgresTimeouts(vars: EnvReader): PostgresTimeouts {
  const ms = (name: string, fallback: number) => vars.integer(name, fallback, 100, 3_600_000);
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
    vars.problem('PG_LOCK_TIMEOUT_MS must be below PG_QUERY_TIMEOUT_MS');
  }
  return timeouts;
}
