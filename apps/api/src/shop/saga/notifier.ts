import { PermanentFailure, type SqlAccess } from '@tidemark/infra';
import type { JsonObject } from '@tidemark/domain';

/** Sends the shop's messages to customers. A re-send with the same key must be a no-op. */
export interface Notifier {
  send(message: NotifierMessage, idempotencyKey: string, signal?: AbortSignal): Promise<void>;
}

export interface NotifierMessage {
  readonly kind: string;
  /** How it reaches the customer (`email`, `sms`…): limits count per channel. */
  readonly channel: string;
  readonly orderId: string;
  readonly customerId: string | null;
  readonly payload: JsonObject;
}

export const NOTIFIER = Symbol('tidemark.app.Notifier');

/** Fault injection of the dev notifier (from configuration). */
export interface NotifierFaults {
  /** 0-1: the share of sends that fail transiently. */
  readonly failureRate: number;
  /** Each send waits this long first. */
  readonly latencyMs: number;
  /** Every send fails with a `PermanentFailure`. */
  readonly permanentFailure: boolean;
}

export const NO_FAULTS: NotifierFaults = { failureRate: 0, latencyMs: 0, permanentFailure: false };

/** Sends nothing: records each send in `notifications`, keyed by its idempotency key. */
export class DevNotifier implements Notifier {
  constructor(
    private readonly sql: SqlAccess,
    private readonly faults: NotifierFaults = NO_FAULTS,
    private readonly random: () => number = Math.random,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async send(
    message: NotifierMessage,
    idempotencyKey: string,
    signal?: AbortSignal,
  ): Promise<void> {
    if (this.faults.latencyMs > 0) await sleep(this.faults.latencyMs, signal);
    if (this.faults.permanentFailure) {
      throw new PermanentFailure('notifier: permanent failure (NOTIFIER_PERMANENT_FAILURE)');
    }
    if (this.faults.failureRate > 0 && this.random() < this.faults.failureRate) {
      throw new Error('notifier: transient failure (NOTIFIER_FAILURE_RATE)');
    }
    await this.sql.transaction((tx) =>
      tx.run(
        `INSERT INTO notifications (idempotency_key, kind, order_id, customer_id, payload, sent_at)
         VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (idempotency_key) DO NOTHING`,
        [
          idempotencyKey,
          message.kind,
          message.orderId,
          message.customerId,
          JSON.stringify(message.payload),
          this.now().getTime(),
        ],
      ),
    );
  }
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new Error('aborted'));
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(new Error('aborted'));
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
