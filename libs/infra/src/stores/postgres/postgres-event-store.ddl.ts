/** The tables of `PostgresEventStore`: the log, each stream's version, and the log's head. */
export function postgresEventTablesSql(s: string): string {
  return `
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
    `;
}

/**
 * Tags (Dynamic Consistency Boundaries): each event's on its row (NULL when none), for reads,
 * and one row per tag and event, so that a query or condition finds a tag's events above a
 * position by index. A scavenge removes an event's tag rows with it.
 */
export function postgresEventTagsSql(s: string): string {
  return `
    ALTER TABLE ${s}.events ADD COLUMN tags text[];
    CREATE TABLE ${s}.event_tags (
      tag      text   NOT NULL,
      position bigint NOT NULL,
      PRIMARY KEY (tag, position)
    );
    `;
}
