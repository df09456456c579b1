/** The table of `SqlProcessedRecords`: a side-effect listener's claim on an event. */
export function processedEventsTableSql(p: string): string {
  return `
  CREATE TABLE ${p}processed_events (
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
  `;
}
