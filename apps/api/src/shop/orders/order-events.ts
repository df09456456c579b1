import { ORDER_CATEGORY, type OrderEvent } from './order.decider';
import type { ListenerErrorPolicy, RecordedEvent } from '@tidemark/infra';

const FIELDS: Record<OrderEvent['type'], Record<string, 'string' | 'integer' | 'array'>> = {
  OrderPlaced: { customerId: 'string', lines: 'array', totalCents: 'integer', placedAt: 'string' },
  OrderPaid: { amountCents: 'integer', paidAt: 'string' },
  OrderCancelled: { cancelledAt: 'string' },
  OrderShipped: { shippedAt: 'string' },
  OrderPaymentEnriched: { source: 'string', amountCents: 'integer', paymentReference: 'string' },
  OrderShipmentEnriched: { source: 'string', carrier: 'string' },
};

/** An event of an order stream that is not shaped as the decider writes it. */
export class MalformedOrderEvent extends Error {
  constructor(event: RecordedEvent, problem: string) {
    super(`${event.type} at position ${event.position} (${event.streamId}): ${problem}`);
    this.name = 'MalformedOrderEvent';
  }
}

/**
 * The read models' `onError`. A malformed order event (only the generic stream API can write
 * one) can never apply: it is dead-lettered and skipped, so one bad write does not stall reads.
 * Any other failure (the database refused a write…) stops the projection — skipping would
 * leave its read model wrong for good — so that `/ready` reports it and an admin fixes the
 * cause and resumes it (`POST /admin/projections/:name/resume`).
 */
export const skipMalformedOrderEvents: ListenerErrorPolicy = (error) =>
  error instanceof MalformedOrderEvent ? 'skip' : 'stop';

/**
 * The order event `event` is, or undefined for other types (the generic stream API may write
 * anything into an order stream). A known type with other data throws {@link MalformedOrderEvent}.
 */
export function orderEventOf(event: RecordedEvent): OrderEvent | undefined {
  if (!Object.hasOwn(FIELDS, event.type)) return undefined;
  const fields = FIELDS[event.type as OrderEvent['type']];
  for (const [field, kind] of Object.entries(fields)) {
    const value = event.data[field];
    const ok =
      kind === 'string'
        ? typeof value === 'string'
        : kind === 'integer'
          ? Number.isSafeInteger(value)
          : Array.isArray(value);
    if (!ok) throw new MalformedOrderEvent(event, `data.${field} must be a ${kind}`);
  }
  return { type: event.type, data: event.data } as OrderEvent;
}

/** The order's id: its stream's id without the category (what `data.orderId` says too). */
export function orderIdOf(event: RecordedEvent): string {
  return event.streamId.slice(ORDER_CATEGORY.length + 1);
}
