import type { ConfiguredBasicUser } from '../access/basic-users';
import { isRole, ROLES } from '@tidemark/infra/admin';
import { DEFAULT_ESDB_LIMITS, type EsdbLimits } from '@tidemark/infra/esdb-grpc';
import { EnvReader, type Env, type Read } from './env';
import type { StoreKind } from './store.config';

/**
 * Tidemark's EventStoreDB-protocol gRPC server (`ESDB_GRPC_PORT`; unset: off), on its own port,
 * over the store the app runs on.
 */
export type EsdbGrpcOptions =
  | { readonly enabled: false }
  | {
      readonly enabled: true;
      readonly host: string;
      readonly port: number;
      /** PEM files (`ESDB_GRPC_TLS_CERT`, `ESDB_GRPC_TLS_KEY`); absent only when insecure. */
      readonly tls?: { readonly certFile: string; readonly keyFile: string };
      /** Plaintext (`ESDB_GRPC_INSECURE=true`): the clients then send no credentials. */
      readonly insecure: boolean;
      /**
       * EventStoreDB users (`ESDB_BASIC_USERS`): user name and password pairs an application
       * already sends, with the role each gets (with auth on), beside AUTH_TOKENS tokens.
       */
      readonly basicUsers: readonly ConfiguredBasicUser[];
      readonly limits: EsdbGrpcLimits;
    };

/** What the server's calls may take at once (admission control: see docs/eventstoredb-protocol.md). */
export type EsdbGrpcLimits = Pick<
  EsdbLimits,
  | 'storeConcurrency'
  | 'maxQueued'
  | 'maxQueuedPerConnection'
  | 'maxCalls'
  | 'maxCallsPerConnection'
  | 'callReadAheadBytes'
  | 'readAheadBytes'
>;

const LIMIT_VARIABLES = [
  'ESDB_GRPC_STORE_CONCURRENCY',
  'ESDB_GRPC_MAX_QUEUED',
  'ESDB_GRPC_MAX_QUEUED_PER_CONNECTION',
  'ESDB_GRPC_MAX_CALLS',
  'ESDB_GRPC_MAX_CALLS_PER_CONNECTION',
  'ESDB_GRPC_CALL_READ_AHEAD_BYTES',
  'ESDB_GRPC_READ_AHEAD_BYTES',
];

/** The app's PostgreSQL pool (the library's default size): gRPC calls may hold part of it. */
const POSTGRES_POOL_SIZE = 10;

function readLimits(vars: EnvReader, storeKind: StoreKind): EsdbGrpcLimits {
  const defaults = DEFAULT_ESDB_LIMITS;
  let storeConcurrency = vars.integer(
    'ESDB_GRPC_STORE_CONCURRENCY',
    defaults.storeConcurrency,
    1,
    64,
  );
  if (storeKind === 'postgres' && storeConcurrency >= POSTGRES_POOL_SIZE) {
    vars.problem(
      `ESDB_GRPC_STORE_CONCURRENCY must be below ${POSTGRES_POOL_SIZE}, the PostgreSQL pool's ` +
        `size: HTTP and the runners keep the other connections, got "${storeConcurrency}"`,
    );
    storeConcurrency = defaults.storeConcurrency;
  }
  const maxQueued = vars.integer('ESDB_GRPC_MAX_QUEUED', defaults.maxQueued, 1, 1_000_000);
  const maxQueuedPerConnection = vars.integer(
    'ESDB_GRPC_MAX_QUEUED_PER_CONNECTION',
    Math.min(defaults.maxQueuedPerConnection, maxQueued),
    1,
    maxQueued,
  );
  const maxCalls = vars.integer('ESDB_GRPC_MAX_CALLS', defaults.maxCalls, 1, 1_000_000);
  const maxCallsPerConnection = vars.integer(
    'ESDB_GRPC_MAX_CALLS_PER_CONNECTION',
    Math.min(defaults.maxCallsPerConnection, maxCalls),
    1,
    maxCalls,
  );
  // At least one large event (an append is at most 1 MiB).
  const readAheadBytes = vars.integer(
    'ESDB_GRPC_READ_AHEAD_BYTES',
    defaults.readAheadBytes,
    1024 * 1024,
    16 * 1024 ** 3,
  );
  const callReadAheadBytes = vars.integer(
    'ESDB_GRPC_CALL_READ_AHEAD_BYTES',
    Math.min(defaults.callReadAheadBytes, readAheadBytes),
    64 * 1024,
    readAheadBytes,
  );
  return {
    storeConcurrency,
    maxQueued,
    maxQueuedPerConnection,
    maxCalls,
    maxCallsPerConnection,
    callReadAheadBytes,
    readAheadBytes,
  };
}

export function readEsdbGrpcOptions(
  env: Env,
  storeKind: StoreKind,
  httpHost: string,
): Read<EsdbGrpcOptions> {
  const vars = new EnvReader(env);
  const rawPort = vars.string('ESDB_GRPC_PORT');
  const certFile = vars.string('ESDB_GRPC_TLS_CERT');
  const keyFile = vars.string('ESDB_GRPC_TLS_KEY');
  const insecure = vars.flag('ESDB_GRPC_INSECURE');
  const host = vars.string('ESDB_GRPC_HOST') ?? httpHost;
  if (rawPort === undefined) {
    for (const name of [
      'ESDB_GRPC_TLS_CERT',
      'ESDB_GRPC_TLS_KEY',
      'ESDB_GRPC_HOST',
      'ESDB_BASIC_USERS',
      ...LIMIT_VARIABLES,
    ]) {
      if (vars.string(name) !== undefined) vars.problem(`${name} is set but ESDB_GRPC_PORT is not`);
    }
    return vars.result({ enabled: false });
  }
  // 0 picks a free port (logged at start), as PORT=0 does.
  const port = vars.integer('ESDB_GRPC_PORT', 0, 0, 65_535);
  if (storeKind === 'eventstoredb') {
    vars.problem(
      'ESDB_GRPC_PORT serves the EventStoreDB protocol over a SQLite or PostgreSQL store; ' +
        'EVENT_STORE_URL is esdb:// itself (point the clients at that server instead)',
    );
  }
  if (storeKind === 'jetstream') {
    vars.problem(
      'ESDB_GRPC_PORT serves the EventStoreDB protocol over a SQLite or PostgreSQL store, ' +
        'not over JetStream (nats://)',
    );
  }
  if ((certFile === undefined) !== (keyFile === undefined)) {
    vars.problem('ESDB_GRPC_TLS_CERT and ESDB_GRPC_TLS_KEY must be set together');
  }
  const tls = certFile !== undefined && keyFile !== undefined ? { certFile, keyFile } : undefined;
  if (tls && insecure) {
    vars.problem('ESDB_GRPC_INSECURE=true and ESDB_GRPC_TLS_CERT/KEY: choose TLS or plaintext');
  }
  if (!tls && !insecure && certFile === undefined && keyFile === undefined) {
    vars.problem(
      'ESDB_GRPC_PORT needs TLS (ESDB_GRPC_TLS_CERT and ESDB_GRPC_TLS_KEY, PEM files) ' +
        'or plaintext asked for with ESDB_GRPC_INSECURE=true',
    );
  }
  const basicUsers = readBasicUsers(vars);
  const limits = readLimits(vars, storeKind);
  return vars.result({ enabled: true, host, port, tls, insecure, basicUsers, limits });
}

/**
 * `ESDB_BASIC_USERS=<user>:<password>=<role>,…` (e.g. `admin:changeit=admin`): the user name
 * ends at the first `:`, the role follows the last `=`. Problems name an entry by its position
 * and user name only: a password never reaches a log.
 */
function readBasicUsers(vars: EnvReader): ConfiguredBasicUser[] {
  const users: ConfiguredBasicUser[] = [];
  const items = (vars.string('ESDB_BASIC_USERS') ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
  items.forEach((item, index) => {
    const entry = `ESDB_BASIC_USERS entry ${index + 1}`;
    const colon = item.indexOf(':');
    const equals = item.lastIndexOf('=');
    if (colon < 1 || equals < colon) {
      vars.problem(`${entry} must be <user>:<password>=<role>`);
      return;
    }
    const username = item.slice(0, colon);
    const password = item.slice(colon + 1, equals);
    const role = item.slice(equals + 1);
    const named = `${entry} (${JSON.stringify(username)})`;
    if (!VISIBLE_ASCII.test(username)) {
      vars.problem(`${entry}: the user name must be visible ASCII characters`);
    } else if (!isRole(role)) {
      vars.problem(`${named} must end with =<role>, a role of ${ROLES.join(', ')}`);
    } else if (!VISIBLE_ASCII.test(password)) {
      vars.problem(`${named}: the password must be 1 or more visible ASCII characters`);
    } else if (users.some((user) => user.username === username)) {
      vars.problem(`${named}: the user is listed twice`);
    } else {
      users.push({ username, password, role });
    }
  });
  return users;
}

const VISIBLE_ASCII = /^[\x21-\x7e]+$/;
