/**
 * Migrations written once for both databases (portable types): `p` is the prefix of every
 * table name — empty on SQLite, `"<schema>".` on PostgreSQL.
 */
export function listenerTablesSql(p: string): string {
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

export function sagaTablesSql(p: string): string {
  return `
  CREATE TABLE ${p}saga_instances (
    saga       TEXT   NOT NULL,
    saga_key   TEXT   NOT NULL,
    state      TEXT   NOT NULL,
    completed  INT    NOT NULL,
    updated_at BIGINT NOT NULL,
    PRIMARY KEY (saga, saga_key)
  );
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
  ALTER TABLE ${p}dead_letters ADD COLUMN step TEXT;
  ALTER TABLE ${p}dead_letters ADD COLUMN stack TEXT;
  ALTER TABLE ${p}dead_letters ADD COLUMN work_item_id TEXT;
  ALTER TABLE ${p}dead_letters ADD COLUMN resolution TEXT;
  ALTER TABLE ${p}dead_letters ADD COLUMN resolved_at BIGINT;
  `;
}

/**
 * Seen keys of accepted domain facts and frequency-limit hits (see `SqlSeenKeyStore`). Times
 * are Unix ms; `previous_*` are both null or both set.
 */
export function dedupTablesSql(p: string): string {
  return `
  CREATE TABLE ${p}dedup_seen (
    key               TEXT   NOT NULL,
    fact_id           TEXT   NOT NULL,
    occurred_at       BIGINT NOT NULL,
    source            TEXT   NOT NULL,
    priority          BIGINT NOT NULL,
    revision          BIGINT NOT NULL,
    expires_at        BIGINT NOT NULL,
    pending_until     BIGINT,
    previous_source   TEXT,
    previous_priority BIGINT,
    PRIMARY KEY (key, fact_id)
  );
  CREATE INDEX dedup_seen_by_time ON ${p}dedup_seen (key, occurred_at);
  CREATE INDEX dedup_seen_by_expiry ON ${p}dedup_seen (expires_at);
  CREATE TABLE ${p}dedup_limit_hits (
    limit_key  TEXT   NOT NULL,
    at         BIGINT NOT NULL,
    expires_at BIGINT NOT NULL
  );
  CREATE INDEX dedup_limit_hits_by_key ON ${p}dedup_limit_hits (limit_key, at);
  CREATE INDEX dedup_limit_hits_by_expiry ON ${p}dedup_limit_hits (expires_at);
  CREATE TABLE ${p}dedup_limit_buckets (
    limit_key  TEXT   PRIMARY KEY,
    hits       BIGINT NOT NULL,
    expires_at BIGINT NOT NULL
  );
  CREATE INDEX dedup_limit_buckets_by_expiry ON ${p}dedup_limit_buckets (expires_at);
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

/**
 * A stream's lifecycle and metadata (docs/stream-lifecycle.md): `state` live, deleted (soft) or
 * tombstoned; the metadata's limits as columns, so that a read applies them in its one
 * statement; custom metadata as JSON text.
 */
export function streamLifecycleSql(p: string): string {
  return `
  ALTER TABLE ${p}streams ADD COLUMN state TEXT NOT NULL DEFAULT 'live'
    CHECK (state IN ('live', 'deleted', 'tombstoned'));
  ALTER TABLE ${p}streams ADD COLUMN truncate_before BIGINT;
  ALTER TABLE ${p}streams ADD COLUMN max_count BIGINT;
  ALTER TABLE ${p}streams ADD COLUMN max_age_seconds BIGINT;
  ALTER TABLE ${p}streams ADD COLUMN custom_metadata TEXT;
  ALTER TABLE ${p}streams ADD COLUMN metadata_version BIGINT NOT NULL DEFAULT 0;
  `;
}

/**
 * Persistent subscriptions (see `SqlPersistentSubscriptionState`, their one owner): a group per
 * row, and the events read ahead for it, one row each until checkpointed (parked ones stay,
 * the group's parked store). `seq` is the event's version (a stream's group) or position
 * (`$all`); `read_position` the last one read into the group.
 */
export function persistentSubscriptionTablesSql(p: string): string {
  return `
  CREATE TABLE ${p}persistent_subscriptions (
    stream          TEXT   NOT NULL,
    group_name      TEXT   NOT NULL,
    settings        TEXT   NOT NULL,
    filter          TEXT,
    revision        BIGINT NOT NULL,
    read_position   BIGINT NOT NULL,
    checkpoint      BIGINT,
    checkpointed_at BIGINT NOT NULL,
    created_at      BIGINT NOT NULL,
    updated_at      BIGINT NOT NULL,
    PRIMARY KEY (stream, group_name)
  );
  CREATE TABLE ${p}persistent_subscription_messages (
    stream      TEXT   NOT NULL,
    group_name  TEXT   NOT NULL,
    seq         BIGINT NOT NULL,
    event_id    TEXT   NOT NULL,
    event       TEXT   NOT NULL,
    status      TEXT   NOT NULL CHECK (status IN ('pending', 'inflight', 'acked', 'parked')),
    retry_count INT    NOT NULL,
    consumer    TEXT,
    lease_until BIGINT,
    parked_at   BIGINT,
    park_reason TEXT,
    PRIMARY KEY (stream, group_name, seq)
  );
  CREATE INDEX persistent_subscription_messages_by_status
    ON ${p}persistent_subscription_messages (stream, group_name, status, seq);
  CREATE INDEX persistent_subscription_messages_by_event
    ON ${p}persistent_subscription_messages (stream, group_name, event_id);
  `;
}
