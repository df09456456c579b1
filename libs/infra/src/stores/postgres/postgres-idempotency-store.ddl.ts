/** The table of `PostgresIdempotencyStore`: a claim on a key, then its answer. */
export function postgresIdempotencyKeysTableSql(s: string): string {
  return `
    CREATE TABLE ${s}.idempotency_keys (
      key          text   PRIMARY KEY,
      fingerprint  text   NOT NULL,
      state        text   NOT NULL CHECK (state IN ('in_flight', 'completed')),
      locked_until bigint NOT NULL,
      expires_at   bigint NOT NULL,
      response     jsonb
    );
    CREATE INDEX idempotency_keys_by_expiry ON ${s}.idempotency_keys (expires_at);
    `;
}

/** The command a key stands for: kept when a retry takes an abandoned claim over. */
export function postgresIdempotencyCommandIdSql(s: string): string {
  return `ALTER TABLE ${s}.idempotency_keys ADD COLUMN command_id text;`;
}
