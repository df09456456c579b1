import { StoreFull, StoreUnavailable } from '../../errors';

/** Where in a database call an error came: opening the connection, a statement, or COMMIT. */
export type CallPhase = 'connect' | 'statement' | 'commit';

// SQLSTATEs that say the database, not the statement, failed (class 08: connection exception).
const UNAVAILABLE_STATES = new Set([
  '57P01', // admin_shutdown (pg_terminate_backend, a fast shutdown)
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, shutting down)
  '57014', // query_canceled: statement_timeout
  '55P03', // lock_not_available: lock_timeout
  '25P03', // idle_in_transaction_session_timeout
  '53300', // too_many_connections
  '53200', // out_of_memory
  '53400', // configuration_limit_exceeded
]);
const DISK_FULL = '53100';

const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

// The driver's own words for a connection that is gone or never answered.
const DRIVER_MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect|Query read timeout|Client has encountered a connection error|Client was closed)/;

/**
 * A `pg` error as ours when it means the database is unreachable or full: every PostgreSQL
 * adapter's calls go through here (`PostgresDatabase.query`, `inTransaction`). Any failure to
 * connect is unavailability; one while COMMIT was in flight leaves the write's outcome unknown.
 * Anything else (a constraint, a syntax error) is left for the caller.
 */
export function postgresFailure(
  error: unknown,
  phase: CallPhase,
): StoreUnavailable | StoreFull | undefined {
  if (error instanceof StoreUnavailable || error instanceof StoreFull) return error;
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (code === DISK_FULL) return new StoreFull('postgres', error);
  const unavailable =
    phase === 'connect' ||
    (typeof code === 'string' &&
      (UNAVAILABLE_STATES.has(code) || code.startsWith('08') || NETWORK_CODES.has(code))) ||
    (typeof message === 'string' && DRIVER_MESSAGES.test(message));
  if (!unavailable) return undefined;
  return new StoreUnavailable('postgres', error, phase === 'commit' ? 'unknown' : undefined);
}
