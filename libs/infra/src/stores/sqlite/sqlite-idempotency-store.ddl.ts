/** The table of `SqliteIdempotencyStore`: a claim on a key, then its answer. */
export const SQLITE_IDEMPOTENCY_KEYS_TABLE = `
  CREATE TABLE idempotency_keys (
    key          TEXT    PRIMARY KEY,
    fingerprint  TEXT    NOT NULL,
    state        TEXT    NOT NULL CHECK (state IN ('in_flight', 'completed')),
    locked_until INTEGER NOT NULL,
    expires_at   INTEGER NOT NULL,
    response     TEXT
  ) WITHOUT ROWID;
  CREATE INDEX idempotency_keys_by_expiry ON idempotency_keys (expires_at);
  `;

/** The command a key stands for: kept when a retry takes an abandoned claim over. */
export const SQLITE_IDEMPOTENCY_COMMAND_ID = `ALTER TABLE idempotency_keys ADD COLUMN command_id TEXT;`;
