/**
 * The tables of `SqlSeenKeyStore`: seen keys of accepted domain facts and frequency-limit hits.
 * Times are Unix ms; `previous_*` are both null or both set.
 */
export function seenKeyTablesSql(p: string): string {
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
