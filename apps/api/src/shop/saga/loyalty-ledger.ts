import type { SqlAccess } from '@tidemark/infra';

/** An arbitrary, fixed key: serialises the shop tables' creation across instances (PostgreSQL). */
const SETUP_LOCK_KEY = 727_411_001;

/** Creates the loyalty ledger and the notifiers' tables, idempotently. */
export async function ensureShopSagaTables(sql: SqlAccess): Promise<void> {
  await sql.transaction(async (tx) => {
    if (sql.dialect === 'postgres') {
      await tx.run('SELECT pg_advisory_xact_lock($1)', [SETUP_LOCK_KEY]);
    }
    await tx.run(
      `CREATE TABLE IF NOT EXISTS loyalty_ledger (
         order_id TEXT NOT NULL,
         kind TEXT NOT NULL,
         customer_id TEXT NOT NULL,
         points BIGINT NOT NULL,
         created_at BIGINT NOT NULL,
         UNIQUE (order_id, kind)
       )`,
    );
    await tx.run(
      'CREATE INDEX IF NOT EXISTS loyalty_ledger_customer ON loyalty_ledger (customer_id)',
    );
    await tx.run(
      `CREATE TABLE IF NOT EXISTS notifications (
         idempotency_key TEXT PRIMARY KEY,
         kind TEXT NOT NULL,
         order_id TEXT NOT NULL,
         customer_id TEXT,
         payload TEXT NOT NULL,
         sent_at BIGINT NOT NULL
       )`,
    );
    // What the notification limits decided for each send (by its idempotency key).
    await tx.run(
      `CREATE TABLE IF NOT EXISTS notification_decisions (
         idempotency_key TEXT PRIMARY KEY,
         decision TEXT NOT NULL,
         reason TEXT,
         kind TEXT NOT NULL,
         channel TEXT NOT NULL,
         order_id TEXT NOT NULL,
         customer_id TEXT,
         payload TEXT NOT NULL,
         decided_at BIGINT NOT NULL
       )`,
    );
    await tx.run(
      `CREATE INDEX IF NOT EXISTS notification_decisions_by_decision
         ON notification_decisions (decision, decided_at)`,
    );
  });
}

/** The loyalty ledger: one grant and at most one revoke per order (a unique business key). */
export class LoyaltyLedger {
  constructor(private readonly sql: SqlAccess) {}

  /** Writes the order's grant once; a repeat is a no-op. */
  async grant(orderId: string, customerId: string, points: number, at: Date): Promise<void> {
    await this.write(orderId, 'grant', customerId, points, at);
  }

  /**
   * Revokes what the order's grant gave, once. Without a grant yet (the grant step is still
   * retrying) it fails, so the revoke is retried too, rather than letting a late grant stand.
   */
  async revoke(orderId: string, at: Date): Promise<void> {
    await this.sql.transaction(async (tx) => {
      const grant = await tx.get<{ customer_id: string; points: number | string }>(
        `SELECT customer_id, points FROM loyalty_ledger WHERE order_id = $1 AND kind = 'grant'`,
        [orderId],
      );
      if (!grant) throw new Error(`order ${orderId} has no loyalty grant to revoke yet`);
      await tx.run(
        `INSERT INTO loyalty_ledger (order_id, kind, customer_id, points, created_at)
         VALUES ($1, 'revoke', $2, $3, $4) ON CONFLICT (order_id, kind) DO NOTHING`,
        [orderId, grant.customer_id, Number(grant.points), at.getTime()],
      );
    });
  }

  /** Grants minus revokes. */
  async balance(customerId: string): Promise<number> {
    const row = await this.sql.query.get<{ points: number | string | null }>(
      `SELECT SUM(CASE WHEN kind = 'grant' THEN points ELSE -points END) AS points
         FROM loyalty_ledger WHERE customer_id = $1`,
      [customerId],
    );
    return Number(row?.points ?? 0);
  }

  private async write(
    orderId: string,
    kind: 'grant' | 'revoke',
    customerId: string,
    points: number,
    at: Date,
  ): Promise<void> {
    await this.sql.transaction((tx) =>
      tx.run(
        `INSERT INTO loyalty_ledger (order_id, kind, customer_id, points, created_at)
         VALUES ($1, $2, $3, $4, $5) ON CONFLICT (order_id, kind) DO NOTHING`,
        [orderId, kind, customerId, points, at.getTime()],
      ),
    );
  }
}
