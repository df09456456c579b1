/** The table of `DeadLetters`, in the migration steps that made it. */
export function deadLettersTableSql(p: string): string {
  return `
  CREATE TABLE ${p}dead_letters (
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
  CREATE INDEX dead_letters_by_listener ON ${p}dead_letters (listener, created_at);
  `;
}

/** A saga step's dead letters, and how any dead letter was resolved. */
export function deadLetterSagaColumnsSql(p: string): string {
  return `
  ALTER TABLE ${p}dead_letters ADD COLUMN step TEXT;
  ALTER TABLE ${p}dead_letters ADD COLUMN stack TEXT;
  ALTER TABLE ${p}dead_letters ADD COLUMN work_item_id TEXT;
  ALTER TABLE ${p}dead_letters ADD COLUMN resolution TEXT;
  ALTER TABLE ${p}dead_letters ADD COLUMN resolved_at BIGINT;
  `;
}

/**
 * One pending dead letter per listener and event (per work item for a saga step): giving up
 * on an event again (a rebuild, a replay) updates it. Copies left pending by earlier versions
 * are discarded first, the earliest kept; they stay for audit.
 */
export function pendingDeadLetterOnceSql(p: string): string {
  return `
  UPDATE ${p}dead_letters
     SET status = 'discarded', resolution = 'a copy of an earlier pending dead letter',
         resolved_at = last_attempt_at
   WHERE status = 'pending'
     AND EXISTS (
       SELECT 1 FROM ${p}dead_letters AS earlier
        WHERE earlier.status = 'pending'
          AND earlier.listener = ${p}dead_letters.listener
          AND earlier.event_id = ${p}dead_letters.event_id
          AND COALESCE(earlier.work_item_id, '') = COALESCE(${p}dead_letters.work_item_id, '')
          AND earlier.id < ${p}dead_letters.id
     );
  CREATE UNIQUE INDEX dead_letters_pending_once
    ON ${p}dead_letters (listener, event_id, COALESCE(work_item_id, ''))
    WHERE status = 'pending';
  `;
}
