/**
 * The tables of `SqlPersistentSubscriptionState`: a group per row, and the events read ahead
 * for it, one row each until checkpointed (parked ones stay, the group's parked store). `seq` is
 * the event's version (a stream's group) or position (`$all`); `read_position` the last one
 * read into the group.
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
