import type { SqliteDatabase } from './sqlite-database';
import type {
  IdempotencyClaim,
  IdempotencyClaimRequest,
  IdempotencyStore,
  KeyCompletion,
  StoredResponse,
} from '../../idempotency/idempotency-store.port';
import { claimOutcome, type KeyRow } from '../../idempotency/claim-outcome';

export class SqliteIdempotencyStore implements IdempotencyStore {
  private readonly take;
  private readonly select;
  private readonly finish;
  private readonly forget;
  private readonly leaveBehind;
  private readonly purge;
  private readonly unlock;

  constructor(private readonly db: SqliteDatabase) {
    const w = db.writer;
    this.take = w.prepare(
      `INSERT INTO idempotency_keys
         (key, fingerprint, state, locked_until, expires_at, response, command_id)
       VALUES (@key, @fingerprint, 'in_flight', @lockedUntil, @expiresAt, NULL, @commandId)
       ON CONFLICT (key) DO UPDATE SET
         fingerprint = excluded.fingerprint, state = 'in_flight',
         locked_until = excluded.locked_until, expires_at = excluded.expires_at, response = NULL,
         command_id = CASE WHEN idempotency_keys.expires_at <= @now THEN excluded.command_id
                           ELSE COALESCE(idempotency_keys.command_id, excluded.command_id) END
       WHERE idempotency_keys.expires_at <= @now
          OR (idempotency_keys.state = 'in_flight' AND idempotency_keys.locked_until <= @now
              AND idempotency_keys.fingerprint = excluded.fingerprint)
       RETURNING command_id AS commandId`,
    );
    this.select = w.prepare(
      'SELECT fingerprint, state, response FROM idempotency_keys WHERE key = ?',
    );
    this.finish = w.prepare(
      `UPDATE idempotency_keys SET state = 'completed', response = ?
        WHERE key = ? AND fingerprint = ? AND state = 'in_flight'`,
    );
    this.forget = w.prepare(
      `DELETE FROM idempotency_keys WHERE key = ? AND fingerprint = ? AND state = 'in_flight'`,
    );
    this.leaveBehind = w.prepare(
      `UPDATE idempotency_keys SET locked_until = 0
        WHERE key = ? AND fingerprint = ? AND state = 'in_flight'`,
    );
    this.purge = w.prepare('DELETE FROM idempotency_keys WHERE expires_at <= ?');
    this.unlock = w.prepare(
      `UPDATE idempotency_keys SET locked_until = 0 WHERE state = 'in_flight'`,
    );
  }

  /**
   * Completes keys inside the caller's transaction on the writer connection (an append's: the
   * key then stands completed iff the events do). Synchronous, for better-sqlite3's transactions.
   */
  completeInTransaction(completions: readonly KeyCompletion[]): void {
    for (const { key, fingerprint, response } of completions) {
      this.finish.run(JSON.stringify(response), key, fingerprint);
    }
  }

  /**
   * Ends the leases of keys left in flight. One process owns a SQLite file, so at open every
   * such key belongs to a process that died: its command either committed, completing the key
   * with its events, or wrote nothing, and a retry may run it at once.
   */
  async releaseAbandonedClaims(): Promise<number> {
    return this.db.exclusive(() => this.unlock.run().changes);
  }

  async claim(request: IdempotencyClaimRequest): Promise<IdempotencyClaim> {
    const now = request.now.getTime();
    // One synchronous transaction: nothing else touches the writer in between.
    const claim = this.db.writer.transaction((): IdempotencyClaim => {
      const taken = this.take.get({
        key: request.key,
        fingerprint: request.fingerprint,
        now,
        lockedUntil: now + request.leaseMs,
        expiresAt: now + request.retentionMs,
        commandId: request.commandId,
      }) as { commandId: string } | undefined;
      if (taken) return { kind: 'claimed', commandId: taken.commandId };
      const row = this.select.get(request.key) as
        { fingerprint: string; state: KeyRow['state']; response: string | null } | undefined;
      return claimOutcome(
        request.fingerprint,
        row && { ...row, response: row.response === null ? null : parse(row.response) },
      );
    });
    return this.db.exclusive(() => claim());
  }

  async complete(key: string, fingerprint: string, response: StoredResponse): Promise<void> {
    await this.db.exclusive(() => this.finish.run(JSON.stringify(response), key, fingerprint));
  }

  async release(key: string, fingerprint: string): Promise<void> {
    await this.db.exclusive(() => this.forget.run(key, fingerprint));
  }

  async abandon(key: string, fingerprint: string): Promise<void> {
    await this.db.exclusive(() => this.leaveBehind.run(key, fingerprint));
  }

  async purgeExpired(now: Date): Promise<number> {
    return this.db.exclusive(() => this.purge.run(now.getTime()).changes);
  }
}

function parse(text: string): StoredResponse {
  return JSON.parse(text) as StoredResponse;
}
