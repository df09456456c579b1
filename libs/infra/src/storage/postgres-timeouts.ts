/**
 * Bounds on every database call, so that a dead or frozen link costs a few seconds, not the
 * caller's patience: each is enforced by the server (on the session) or the client, or both.
 * An option of `openStorage`, so declared beside it; the defaults are the PostgreSQL store's
 * `DEFAULT_POSTGRES_TIMEOUTS`.
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
