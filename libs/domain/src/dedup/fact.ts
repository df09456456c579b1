import type { JsonObject } from '../streams/new-event';

/**
 * One domain fact, whatever source reported it and however: a normaliser turns each raw
 * payload into this shape. Times are Unix milliseconds.
 */
export interface DomainFact {
  /** What the fact is about, e.g. `order`. */
  readonly subjectKind: string;
  readonly subjectId: string;
  /** What happened, e.g. `PaymentReceived`. */
  readonly type: string;
  /** Who reported it, e.g. `payment-provider`. */
  readonly source: string;
  /** When it happened, by the source's account: dedup windows compare this. */
  readonly occurredAt: number;
  /** When we received it: frequency limits count this. */
  readonly receivedAt: number;
  readonly data: JsonObject;
}
