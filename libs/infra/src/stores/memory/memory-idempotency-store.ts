import { claimOutcome } from '../../idempotency/claim-outcome';
import type {
  IdempotencyClaim,
  IdempotencyClaimRequest,
  IdempotencyStore,
  KeyCompletion,
  StoredResponse,
} from '../../idempotency/idempotency-store.port';
import { jsonCopy, MemoryDatabase } from './memory-database';

interface KeptKey {
  readonly fingerprint: string;
  readonly state: 'in_flight' | 'completed';
  readonly lockedUntil: number;
  readonly expiresAt: number;
  readonly response: StoredResponse | null;
  readonly commandId: string;
}

/**
 * Idempotency keys in memory, as the SQL stores keep them: every method runs synchronously,
 * so a claim is atomic, and the memory event store completes a keyed append's key in the same
 * step as its events (`completeInTransaction`).
 */
export class MemoryIdempotencyStore implements IdempotencyStore {
  private readonly keys: Map<string, KeptKey>;

  constructor(db: MemoryDatabase = new MemoryDatabase()) {
    this.keys = db.table('idempotency', () => new Map<string, KeptKey>());
  }

  async claim(request: IdempotencyClaimRequest): Promise<IdempotencyClaim> {
    const now = request.now.getTime();
    const kept = this.keys.get(request.key);
    const expired = kept === undefined || kept.expiresAt <= now;
    const takenOver =
      kept !== undefined &&
      kept.state === 'in_flight' &&
      kept.lockedUntil <= now &&
      kept.fingerprint === request.fingerprint;
    if (!expired && !takenOver) return claimOutcome(request.fingerprint, kept);
    // A dead holder's claim keeps its command id; an expired key starts afresh.
    const commandId = expired ? request.commandId : kept.commandId;
    this.keys.set(request.key, {
      fingerprint: request.fingerprint,
      state: 'in_flight',
      lockedUntil: now + request.leaseMs,
      expiresAt: now + request.retentionMs,
      response: null,
      commandId,
    });
    return { kind: 'claimed', commandId };
  }

  /** @internal Completes keys in the step that commits their append's events. */
  completeInTransaction(completions: readonly KeyCompletion[]): void {
    for (const { key, fingerprint, response } of completions) {
      const kept = this.inFlight(key, fingerprint);
      if (kept) this.keys.set(key, { ...kept, state: 'completed', response: jsonCopy(response) });
    }
  }

  async complete(key: string, fingerprint: string, response: StoredResponse): Promise<void> {
    this.completeInTransaction([{ key, fingerprint, response }]);
  }

  async release(key: string, fingerprint: string): Promise<void> {
    if (this.inFlight(key, fingerprint)) this.keys.delete(key);
  }

  async abandon(key: string, fingerprint: string): Promise<void> {
    const kept = this.inFlight(key, fingerprint);
    if (kept) this.keys.set(key, { ...kept, lockedUntil: 0 });
  }

  async purgeExpired(now: Date): Promise<number> {
    let purged = 0;
    for (const [key, kept] of this.keys) {
      if (kept.expiresAt > now.getTime()) continue;
      this.keys.delete(key);
      purged += 1;
    }
    return purged;
  }

  private inFlight(key: string, fingerprint: string): KeptKey | undefined {
    const kept = this.keys.get(key);
    return kept?.state === 'in_flight' && kept.fingerprint === fingerprint ? kept : undefined;
  }
}
