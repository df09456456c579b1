import {
  canonicalJson,
  limitChecks,
  sha256Hex,
  type CanonicalValue,
  type LimitCheck,
} from '@tidemark/domain';
import type { Clock, SeenKeyStore, SqlAccess } from '@tidemark/infra';
import type { NotificationLimitsOptions } from '../../config';
import type { Notifier, NotifierMessage } from './notifier';

export type SuppressionReason = 'same-content' | 'daily-limit';

/** A calendar day's counter lives at most 25 h (a DST day); the send marker outlives it. */
const MARKER_MIN_MS = 48 * 3_600_000;

export interface SuppressedNotification {
  readonly idempotencyKey: string;
  readonly reason: SuppressionReason;
  readonly kind: string;
  readonly channel: string;
  readonly orderId: string;
  readonly customerId: string | null;
  readonly payload: unknown;
  readonly suppressedAt: string;
}

interface DecisionRow {
  readonly idempotency_key: string;
  readonly decision: 'sent' | 'suppressed';
  readonly reason: SuppressionReason | null;
  readonly kind: string;
  readonly channel: string;
  readonly order_id: string;
  readonly customer_id: string | null;
  readonly payload: string;
  readonly decided_at: number;
}

/**
 * Limits what reaches one customer: the same content at most once per window, at most N per
 * channel per calendar day (in the shop's time zone). A suppressed notification is recorded
 * in `notification_decisions`, and its step succeeds (retrying would not make it allowed).
 * The decision is kept per idempotency key, so a retried send is judged once.
 */
export class LimitedNotifier implements Notifier {
  constructor(
    private readonly inner: Notifier,
    private readonly store: SeenKeyStore,
    private readonly sql: SqlAccess,
    private readonly limits: NotificationLimitsOptions,
    private readonly clock: Clock,
  ) {}

  async send(
    message: NotifierMessage,
    idempotencyKey: string,
    signal?: AbortSignal,
  ): Promise<void> {
    const decided = await this.sql.query.get<Pick<DecisionRow, 'decision'>>(
      'SELECT decision FROM notification_decisions WHERE idempotency_key = $1',
      [idempotencyKey],
    );
    if (decided?.decision === 'suppressed') return;
    if (decided === undefined && message.customerId !== null) {
      const now = this.clock().getTime();
      const [sameContent, daily] = this.checks(message, message.customerId, now);
      // The limits' hits and this send's marker are counted in one atomic admit, before the
      // decision is recorded. An attempt that died in between (crash, lease lost) left its hits
      // counted: its retry finds its own marker refused first, and sends, instead of being
      // refused by its own same-content hit (or its own daily count).
      const marker = this.markerOf(idempotencyKey);
      const admitted = await this.store.admit([marker, sameContent, daily], now);
      const reason: SuppressionReason | null =
        admitted.kind === 'admitted' || admitted.check.key === marker.key
          ? null
          : admitted.check.key === sameContent.key
            ? 'same-content'
            : 'daily-limit';
      await this.record(message, idempotencyKey, reason, now);
      if (reason !== null) return;
    }
    await this.inner.send(message, idempotencyKey, signal);
  }

  /**
   * Admitted once per idempotency key: refused only when an earlier attempt of this send was
   * admitted (its hits counted). Kept as long as any hit it could have counted.
   */
  private markerOf(idempotencyKey: string): LimitCheck {
    return {
      kind: 'sliding',
      key: `notify:send:${idempotencyKey}`,
      max: 1,
      windowMs: Math.max(this.limits.sameContentWindowMs, MARKER_MIN_MS),
    };
  }

  /** The most recent suppressed notifications, newest first. */
  async suppressed(limit: number, customerId?: string): Promise<SuppressedNotification[]> {
    const rows = await this.sql.query.all<DecisionRow>(
      `SELECT * FROM notification_decisions
        WHERE decision = 'suppressed' ${customerId === undefined ? '' : 'AND customer_id = $2'}
        ORDER BY decided_at DESC, idempotency_key LIMIT $1`,
      customerId === undefined ? [limit] : [limit, customerId],
    );
    return rows.map((row) => ({
      idempotencyKey: row.idempotency_key,
      reason: row.reason ?? 'daily-limit',
      kind: row.kind,
      channel: row.channel,
      orderId: row.order_id,
      customerId: row.customer_id,
      payload: JSON.parse(row.payload) as unknown,
      suppressedAt: new Date(Number(row.decided_at)).toISOString(),
    }));
  }

  private checks(message: NotifierMessage, customerId: string, now: number): LimitCheck[] {
    const content = sha256Hex(
      canonicalJson({ kind: message.kind, payload: message.payload as CanonicalValue }),
    );
    const customer = canonicalJson([customerId, message.channel]);
    return [
      {
        kind: 'sliding',
        key: `notify:content:${customer}:${content}`,
        max: 1,
        windowMs: this.limits.sameContentWindowMs,
      },
      ...limitChecks(
        [
          {
            kind: 'calendarDay',
            max: this.limits.perChannelPerDay,
            timeZone: this.limits.timeZone,
          },
        ],
        `notify:day:${customer}`,
        now,
      ),
    ];
  }

  private async record(
    message: NotifierMessage,
    idempotencyKey: string,
    reason: SuppressionReason | null,
    now: number,
  ): Promise<void> {
    await this.sql.transaction((tx) =>
      tx.run(
        `INSERT INTO notification_decisions
           (idempotency_key, decision, reason, kind, channel, order_id, customer_id, payload, decided_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
         ON CONFLICT (idempotency_key) DO NOTHING`,
        [
          idempotencyKey,
          reason === null ? 'sent' : 'suppressed',
          reason,
          message.kind,
          message.channel,
          message.orderId,
          message.customerId,
          JSON.stringify(message.payload),
          now,
        ],
      ),
    );
  }
}
