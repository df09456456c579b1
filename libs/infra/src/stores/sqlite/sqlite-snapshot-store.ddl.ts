/** The table of `SqliteSnapshotStore`: a stream's latest snapshot. */
export const SQLITE_SNAPSHOTS_TABLE = `
  CREATE TABLE snapshots (
    stream_id      TEXT    PRIMARY KEY,
    version        INTEGER NOT NULL,
    schema_version INTEGER NOT NULL,
    state          TEXT    NOT NULL,
    taken_at       TEXT    NOT NULL
  ) WITHOUT ROWID;
  `;
