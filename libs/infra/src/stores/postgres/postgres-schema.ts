import {
  dedupTablesSql,
  listenerTablesSql,
  pendingDeadLetterOnceSql,
  persistentSubscriptionTablesSql,
  sagaTablesSql,
  streamLifecycleSql,
} from '../sql/portable-schema';

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
    listenerTablesSql(`${s}.`),
    sagaTablesSql(`${s}.`),
    dedupTablesSql(`${s}.`),
    // The command a key stands for: kept when a retry takes an abandoned claim over.
    `ALTER TABLE ${s}.idempotency_keys ADD COLUMN command_id text;`,
    pendingDeadLetterOnceSql(`${s}.`),
    streamLifecycleSql(`${s}.`),
    persistentSubscriptionTablesSql(`${s}.`),
  ];
}
