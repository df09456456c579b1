/** The table of `PostgresSnapshotStore`: a stream's latest snapshot. */
export function postgresSnapshotsTableSql(s: string): string {
  return `
    CREATE TABLE ${s}.snapshots (
      stream_id      text        PRIMARY KEY,
      version        bigint      NOT NULL,
      schema_version int         NOT NULL,
      state          jsonb       NOT NULL,
      taken_at       timestamptz NOT NULL
    );
    `;
}
