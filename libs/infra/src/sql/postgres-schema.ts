/** Migrations in order, for a schema name already checked to be a plain identifier. */
export function postgresMigrations(schema: string): readonly string[] {
  const s = `"${schema}"`;
  return [
    `
    CREATE TABLE ${s}.events (
      position    bigint      PRIMARY KEY,
      event_id    uuid        NOT NULL UNIQUE,
      stream_id   text        NOT NULL,
      category    text        NOT NULL,
      version     bigint      NOT NULL,
      type        text        NOT NULL,
      data        jsonb       NOT NULL,
      metadata    jsonb       NOT NULL,
      recorded_at timestamptz NOT NULL,
      UNIQUE (stream_id, version)
    );
    CREATE INDEX events_by_type ON ${s}.events (type, position);
    CREATE INDEX events_by_category ON ${s}.events (category, position);
    CREATE TABLE ${s}.streams (
      stream_id text   PRIMARY KEY,
      version   bigint NOT NULL
    );
    -- One row: appends lock it, so positions are assigned in commit order (see the adapter).
    CREATE TABLE ${s}.log_head (
      id            int    PRIMARY KEY CHECK (id = 1),
      last_position bigint NOT NULL
    );
    INSERT INTO ${s}.log_head (id, last_position) VALUES (1, 0);
    `,
    `
    CREATE TABLE ${s}.snapshots (
      stream_id      text        PRIMARY KEY,
      version        bigint      NOT NULL,
      schema_version int         NOT NULL,
      state          jsonb       NOT NULL,
      taken_at       timestamptz NOT NULL
    );
    CREATE TABLE ${s}.idempotency_keys (
      key          text   PRIMARY KEY,
      fingerprint  text   NOT NULL,
      state        text   NOT NULL CHECK (state IN ('in_flight', 'completed')),
      locked_until bigint NOT NULL,
      expires_at   bigint NOT NULL,
      response     jsonb
    );
    CREATE INDEX idempotency_keys_by_expiry ON ${s}.idempotency_keys (expires_at);
    `,
    `
  CREATE TABLE ${s}.projections (
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
  CREATE TABLE ${s}.projection_streams (
    projection TEXT   NOT NULL,
    slot       TEXT   NOT NULL,
    stream_id  TEXT   NOT NULL,
    version    BIGINT NOT NULL,
    PRIMARY KEY (projection, slot, stream_id)
  );
  CREATE TABLE ${s}.processed_events (
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
  CREATE TABLE ${s}.dead_letters (
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
  CREATE INDEX dead_letters_by_listener ON ${s}.dead_letters (listener, created_at);
  `,
    `
  CREATE TABLE ${s}.saga_instances (
    saga       TEXT   NOT NULL,
    saga_key   TEXT   NOT NULL,
    state      TEXT   NOT NULL,
    completed  INT    NOT NULL,
    updated_at BIGINT NOT NULL,
    PRIMARY KEY (saga, saga_key)
  );
  CREATE TABLE ${s}.work_items (
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
  CREATE INDEX work_items_due ON ${s}.work_items (status, run_at);
  CREATE INDEX work_items_by_instance ON ${s}.work_items (saga, saga_key, step);
  CREATE TABLE ${s}.work_attempts (
    work_item_id TEXT   NOT NULL,
    attempt      INT    NOT NULL,
    worker       TEXT   NOT NULL,
    started_at   BIGINT NOT NULL,
    finished_at  BIGINT NOT NULL,
    outcome      TEXT   NOT NULL,
    error        TEXT,
    PRIMARY KEY (work_item_id, attempt)
  );
  ALTER TABLE ${s}.dead_letters ADD COLUMN step TEXT;
  ALTER TABLE ${s}.dead_letters ADD COLUMN stack TEXT;
  ALTER TABLE ${s}.dead_letters ADD COLUMN work_item_id TEXT;
  ALTER TABLE ${s}.dead_letters ADD COLUMN resolution TEXT;
  ALTER TABLE ${s}.dead_letters ADD COLUMN resolved_at BIGINT;
  `,
  ];
}
