import type { PoolClient } from 'pg';
import type { PostgresDatabase } from './postgres-database';
import type {
  IdempotencyClaim,
  IdempotencyClaimRequest,
  IdempotencyStore,
  KeyCompletion,
  StoredResponse,
} from '../../idempotency/idempotency-store.port';
import { claimOutcome, type KeyRow } from '../../idempotency/claim-outcome';

export class PostgresIdempotencyStore implements IdempotencyStore {
  constructor(private readonly db: PostgresDatabase) {}

  async claim(request: IdempotencyClaimRequest): Promise<IdempotencyClaim> {
    const now = request.now.getTime();
    const s = this.db.s;
    // One statement: the upsert takes the key atomically, and when it cannot, the row that
    // stopped it is read from the same statement's snapshot (or after waiting on its lock).
    const { rows } = await this.db.query<{ claimed: boolean; command_id: string | null } & KeyRow>({
      name: this.db.statement('claimIdempotencyKey'),
      text: `WITH taken AS (
               INSERT INTO ${s}.idempotency_keys AS k
                 (key, fingerprint, state, locked_until, expires_at, response, command_id)
               VALUES ($1, $2, 'in_flight', $4, $5, NULL, $6)
               ON CONFLICT (key) DO UPDATE SET
                 fingerprint = EXCLUDED.fingerprint, state = 'in_flight',
                 locked_until = EXCLUDED.locked_until, expires_at = EXCLUDED.expires_at,
                 response = NULL,
                 command_id = CASE WHEN k.expires_at <= $3 THEN EXCLUDED.command_id
                                   ELSE COALESCE(k.command_id, EXCLUDED.command_id) END
               WHERE k.expires_at <= $3
                  OR (k.state = 'in_flight' AND k.locked_until <= $3
                      AND k.fingerprint = EXCLUDED.fingerprint)
               RETURNING command_id
             )
             SELECT true AS claimed, command_id, NULL AS fingerprint, NULL AS state,
                    NULL::jsonb AS response
               FROM taken
             UNION ALL
             SELECT false, NULL, fingerprint, state, response FROM ${s}.idempotency_keys
              WHERE key = $1 AND NOT EXISTS (SELECT 1 FROM taken)`,
      values: [
        request.key,
        request.fingerprint,
        now,
        now + request.leaseMs,
        now + request.retentionMs,
        request.commandId,
      ],
    });
    const row = rows[0];
    if (row?.claimed) return { kind: 'claimed', commandId: row.command_id ?? request.commandId };
    return claimOutcome(request.fingerprint, row);
  }

  async complete(key: string, fingerprint: string, response: StoredResponse): Promise<void> {
    await this.db.query({
      name: this.db.statement('completeIdempotencyKey'),
      text: `UPDATE ${this.db.s}.idempotency_keys SET state = 'completed', response = $3::jsonb
              WHERE key = $1 AND fingerprint = $2 AND state = 'in_flight'`,
      values: [key, fingerprint, JSON.stringify(response)],
    });
  }

  /** @internal Completes keys inside the caller's transaction (an append's: they stand iff its events do). */
  async completeInTransaction(
    client: PoolClient,
    completions: readonly KeyCompletion[],
  ): Promise<void> {
    await client.query({
      name: this.db.statement('completeIdempotencyKeysWithEvents'),
      text: `UPDATE ${this.db.s}.idempotency_keys AS k
                SET state = 'completed', response = c.response
               FROM jsonb_to_recordset($1::jsonb) AS c (key text, fingerprint text, response jsonb)
              WHERE k.key = c.key AND k.fingerprint = c.fingerprint AND k.state = 'in_flight'`,
      values: [JSON.stringify(completions)],
    });
  }

  async release(key: string, fingerprint: string): Promise<void> {
    await this.db.query({
      name: this.db.statement('releaseIdempotencyKey'),
      text: `DELETE FROM ${this.db.s}.idempotency_keys
              WHERE key = $1 AND fingerprint = $2 AND state = 'in_flight'`,
      values: [key, fingerprint],
    });
  }

  async abandon(key: string, fingerprint: string): Promise<void> {
    await this.db.query({
      name: this.db.statement('abandonIdempotencyKey'),
      text: `UPDATE ${this.db.s}.idempotency_keys SET locked_until = 0
              WHERE key = $1 AND fingerprint = $2 AND state = 'in_flight'`,
      values: [key, fingerprint],
    });
  }

  async purgeExpired(now: Date): Promise<number> {
    const result = await this.db.query({
      name: this.db.statement('purgeIdempotencyKeys'),
      text: `DELETE FROM ${this.db.s}.idempotency_keys WHERE expires_at <= $1`,
      values: [now.getTime()],
    });
    return result.rowCount ?? 0;
  }
}
