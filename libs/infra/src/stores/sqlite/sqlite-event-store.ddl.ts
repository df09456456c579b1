/** The tables of `SqliteEventStore`: the log, and each stream's version. */
export const SQLITE_EVENT_TABLES = `
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
  `;
