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
  `
  CREATE TABLE projections (
    name               TEXT   PRIMARY KEY,
    status             TEXT   NOT NULL,
    active_slot        TEXT   NOT NULL,
    checkpoint         BIGINT NOT NULL,
    rebuild_slot       TEXT,
    rebuild_checkpoint BIGINT,
    rebuild_started_at BIGINT,
    lease_owner        TEXT,
    lease_until        BIGINT,
    last_error         TEXT,
    failed_event       TEXT,
    applied            BIGINT NOT NULL,
    skipped            BIGINT NOT NULL,
    updated_at         BIGINT NOT NULL
  );
  CREATE TABLE projection_streams (
    projection TEXT   NOT NULL,
    slot       TEXT   NOT NULL,
    stream_id  TEXT   NOT NULL,
    version    BIGINT NOT NULL,
    PRIMARY KEY (projection, slot, stream_id)
  );
  CREATE TABLE processed_events (
    event_id    TEXT   NOT NULL,
    listener    TEXT   NOT NULL,
    status      TEXT   NOT NULL CHECK (status IN ('PROCESSING', 'SUCCEEDED', 'FAILED')),
    attempts    INT    NOT NULL,
    lease_owner TEXT,
    lease_until BIGINT NOT NULL,
    last_error  TEXT,
    updated_at  BIGINT NOT NULL,
    PRIMARY KEY (event_id, listener)
  );
  CREATE TABLE dead_letters (
    id               TEXT   PRIMARY KEY,
    listener         TEXT   NOT NULL,
    event_id         TEXT   NOT NULL,
    stream_id        TEXT   NOT NULL,
    version          BIGINT NOT NULL,
    position         BIGINT NOT NULL,
    event            TEXT   NOT NULL,
    error            TEXT   NOT NULL,
    attempts         INT    NOT NULL,
    first_attempt_at BIGINT NOT NULL,
    last_attempt_at  BIGINT NOT NULL,
    status           TEXT   NOT NULL,
    created_at       BIGINT NOT NULL
  );
  CREATE INDEX dead_letters_by_listener ON dead_letters (listener, created_at);
  `,
];
