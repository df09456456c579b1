import {
  dedupTablesSql,
  listenerTablesSql,
  pendingDeadLetterOnceSql,
  persistentSubscriptionTablesSql,
  sagaTablesSql,
  streamLifecycleSql,
} from '../sql/portable-schema';

/** Migrations in order; a database records the ones it has applied in `tidemark_schema`. */
export const SQLITE_MIGRATIONS: readonly string[] = [
  `
  CREATE TABLE events (
    position    INTEGER PRIMARY KEY AUTOINCREMENT,
    event_id    TEXT    NOT NULL UNIQUE,
    stream_id   TEXT    NOT NULL,
    category    TEXT    NOT NULL,
    version     INTEGER NOT NULL,
    type        TEXT    NOT NULL,
    data        TEXT    NOT NULL,
    metadata    TEXT    NOT NULL,
    recorded_at TEXT    NOT NULL,
    UNIQUE (stream_id, version)
  );
  CREATE INDEX events_by_type ON events (type, position);
  CREATE INDEX events_by_category ON events (category, position);
  CREATE TABLE streams (
    stream_id TEXT PRIMARY KEY,
    version   INTEGER NOT NULL
  ) WITHOUT ROWID;
  `,
  `
  CREATE TABLE snapshots (
    stream_id      TEXT    PRIMARY KEY,
    version        INTEGER NOT NULL,
    schema_version INTEGER NOT NULL,
    state          TEXT    NOT NULL,
    taken_at       TEXT    NOT NULL
  ) WITHOUT ROWID;
  CREATE TABLE idempotency_keys (
    key          TEXT    PRIMARY KEY,
    fingerprint  TEXT    NOT NULL,
    state        TEXT    NOT NULL CHECK (state IN ('in_flight', 'completed')),
    locked_until INTEGER NOT NULL,
    expires_at   INTEGER NOT NULL,
    response     TEXT
  ) WITHOUT ROWID;
  CREATE INDEX idempotency_keys_by_expiry ON idempotency_keys (expires_at);
  `,
  listenerTablesSql(''),
  sagaTablesSql(''),
  dedupTablesSql(''),
  // The command a key stands for: kept when a retry takes an abandoned claim over.
  `ALTER TABLE idempotency_keys ADD COLUMN command_id TEXT;`,
  pendingDeadLetterOnceSql(''),
  streamLifecycleSql(''),
  persistentSubscriptionTablesSql(''),
];
