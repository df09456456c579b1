import {
  isOrderEventType,
  ORDER_CATEGORY,
  orderDataProblem,
  type OrderEvent,
} from './order.decider';
import type { ListenerErrorPolicy, RecordedEvent } from '@tidemark/infra';

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
  if (!isOrderEventType(event.type)) return undefined;
  const problem = orderDataProblem(event.type, event.data);
  if (problem !== undefined) throw new MalformedOrderEvent(event, problem);
  return { type: event.type, data: event.data } as OrderEvent;
}

/** The order's id: its stream's id without the category (what `data.orderId` says too). */
export function orderIdOf(event: RecordedEvent): string {
  return event.streamId.slice(ORDER_CATEGORY.length + 1);
}
