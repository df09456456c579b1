/** The tables of `SqlWorkQueue`: the saga steps and deadlines to run, and each run of one. */
export function workQueueTablesSql(p: string): string {
  return `
  CREATE TABLE ${p}work_items (
    id               TEXT   PRIMARY KEY,
    saga             TEXT   NOT NULL,
    saga_key         TEXT   NOT NULL,
    step             TEXT   NOT NULL,
    kind             TEXT   NOT NULL CHECK (kind IN ('step', 'deadline')),
    input            TEXT   NOT NULL,
    idempotency_key  TEXT   NOT NULL UNIQUE,
    event            TEXT   NOT NULL,
    status           TEXT   NOT NULL CHECK (status IN ('pending', 'running', 'done', 'dead', 'cancelled')),
    attempts         INT    NOT NULL,
    run_at           BIGINT NOT NULL,
    lease_owner      TEXT,
    lease_until      BIGINT,
    last_error       TEXT,
    first_attempt_at BIGINT,
    last_attempt_at  BIGINT,
    created_at       BIGINT NOT NULL
  );
  CREATE INDEX work_items_due ON ${p}work_items (status, run_at);
  CREATE INDEX work_items_by_instance ON ${p}work_items (saga, saga_key, step);
  CREATE TABLE ${p}work_attempts (
    work_item_id TEXT   NOT NULL,
    attempt      INT    NOT NULL,
    worker       TEXT   NOT NULL,
    started_at   BIGINT NOT NULL,
    finished_at  BIGINT NOT NULL,
    outcome      TEXT   NOT NULL,
    error        TEXT,
    PRIMARY KEY (work_item_id, attempt)
  );
  `;
}
