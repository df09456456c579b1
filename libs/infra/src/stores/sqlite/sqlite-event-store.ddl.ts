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

/**
 * Tags (Dynamic Consistency Boundaries): each event's as JSON on its row, for reads, and one
 * row per tag and event, so that a query or condition finds a tag's events above a position
 * by index. A scavenge removes an event's tags with it.
 */
export const SQLITE_EVENT_TAGS = `
  ALTER TABLE events ADD COLUMN tags TEXT;
  CREATE TABLE event_tags (
    tag      TEXT    NOT NULL,
    position INTEGER NOT NULL,
    PRIMARY KEY (tag, position)
  ) WITHOUT ROWID;
  CREATE TRIGGER event_tags_removed AFTER DELETE ON events WHEN old.tags IS NOT NULL
  BEGIN
    DELETE FROM event_tags
     WHERE position = old.position AND tag IN (SELECT value FROM json_each(old.tags));
  END;
  `;
