import type { SqlAccess } from '../../sql/sql';
import { type Clock, systemClock } from '../../support/ids';
import type {
  ProcessedClaim,
  ProcessedRecord,
  ProcessedRecords,
  ProcessedStatus,
} from '../../projections/processed-records/processed-records.port';

/** The SQL of `processed_events`: the same on SQLite and PostgreSQL. */
const statements = {
  claim: `INSERT INTO processed_events (event_id, listener, status, attempts, lease_owner, lease_until, updated_at)
     VALUES ($1, $2, 'PROCESSING', 1, $3, $4, $5)
     ON CONFLICT (event_id, listener) DO UPDATE SET
       status = 'PROCESSING', attempts = processed_events.attempts + 1,
       lease_owner = excluded.lease_owner, lease_until = excluded.lease_until,
       updated_at = excluded.updated_at
     WHERE processed_events.status = 'PROCESSING'
       AND (processed_events.lease_until <= $5 OR processed_events.lease_owner = $3)`,
  status: 'SELECT status FROM processed_events WHERE event_id = $1 AND listener = $2',
  settle: `UPDATE processed_events SET status = $3, last_error = $4, updated_at = $5
      WHERE event_id = $1 AND listener = $2 AND lease_owner = $6`,
  get: `SELECT event_id, listener, status, attempts, lease_owner, lease_until, last_error
      FROM processed_events WHERE event_id = $1 AND listener = $2`,
} as const;

interface RecordRow {
  event_id: string;
  listener: string;
  status: ProcessedRecord['status'];
  attempts: number;
  lease_owner: string | null;
  lease_until: number | string;
  last_error: string | null;
}

export class SqlProcessedRecords implements ProcessedRecords {
  constructor(
    private readonly sql: SqlAccess,
    private readonly clock: Clock = systemClock,
  ) {}

  claim(
    eventId: string,
    listener: string,
    owner: string,
    leaseMs: number,
  ): Promise<ProcessedClaim> {
    const now = this.clock().getTime();
    return this.sql.transaction(async (tx) => {
      const taken = await tx.run(statements.claim, [eventId, listener, owner, now + leaseMs, now]);
      if (taken > 0) return 'claimed';
      const row = await tx.get<{ status: string }>(statements.status, [eventId, listener]);
      return row?.status === 'PROCESSING' ? 'busy' : 'already';
    });
  }

  async settle(
    eventId: string,
    listener: string,
    owner: string,
    status: ProcessedStatus,
    error: string | null,
  ): Promise<boolean> {
    const now = this.clock().getTime();
    const changed = await this.sql.transaction((tx) =>
      tx.run(statements.settle, [eventId, listener, status, error, now, owner]),
    );
    return changed > 0;
  }

  async get(eventId: string, listener: string): Promise<ProcessedRecord | undefined> {
    const row = await this.sql.query.get<RecordRow>(statements.get, [eventId, listener]);
    return (
      row && {
        eventId: row.event_id,
        listener: row.listener,
        status: row.status,
        attempts: Number(row.attempts),
        leaseOwner: row.lease_owner,
        leaseUntil: Number(row.lease_until),
        lastError: row.last_error,
      }
    );
  }
}
