/**
 * The tables of `SqlListenerStateStore`: a listener's state per row, and the version of each
 * stream a projection slot has applied. `p` prefixes table names (see `sqlite-schema.ts`).
 */
export function listenerStateTablesSql(p: string): string {
  return `
  CREATE TABLE ${p}projections (
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
  CREATE TABLE ${p}projection_streams (
    projection TEXT   NOT NULL,
    slot       TEXT   NOT NULL,
    stream_id  TEXT   NOT NULL,
    version    BIGINT NOT NULL,
    PRIMARY KEY (projection, slot, stream_id)
  );
  `;
}
