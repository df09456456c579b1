import type {
  ProcessedClaim,
  ProcessedRecord,
  ProcessedRecords,
  ProcessedStatus,
} from '../../projections/processed-records/processed-records.port';
import { type Clock, systemClock } from '../../support/ids';
import type { MemoryDatabase } from './memory-database';

/**
 * Side-effect listeners' claims in memory: one record per event and listener, PROCESSING under a
 * lease until settled. Each operation is one synchronous step, so a claim is atomic.
 */
export class MemoryProcessedRecords implements ProcessedRecords {
  private readonly records: Map<string, ProcessedRecord>;

  constructor(
    db: MemoryDatabase,
    private readonly clock: Clock = systemClock,
  ) {
    this.records = db.table('processed-records', () => new Map<string, ProcessedRecord>());
  }

  async claim(
    eventId: string,
    listener: string,
    owner: string,
    leaseMs: number,
  ): Promise<ProcessedClaim> {
    const now = this.clock().getTime();
    const key = `${eventId}\0${listener}`;
    const kept = this.records.get(key);
    if (kept && kept.status !== 'PROCESSING') return 'already';
    if (kept && kept.leaseUntil > now && kept.leaseOwner !== owner) return 'busy';
    this.records.set(key, {
      eventId,
      listener,
      status: 'PROCESSING',
      attempts: (kept?.attempts ?? 0) + 1,
      leaseOwner: owner,
      leaseUntil: now + leaseMs,
      lastError: kept?.lastError ?? null,
    });
    return 'claimed';
  }

  async settle(
    eventId: string,
    listener: string,
    owner: string,
    status: ProcessedStatus,
    error: string | null,
  ): Promise<boolean> {
    const key = `${eventId}\0${listener}`;
    const kept = this.records.get(key);
    if (kept?.leaseOwner !== owner) return false;
    this.records.set(key, { ...kept, status, lastError: error });
    return true;
  }

  async get(eventId: string, listener: string): Promise<ProcessedRecord | undefined> {
    const kept = this.records.get(`${eventId}\0${listener}`);
    return kept && { ...kept };
  }
}
