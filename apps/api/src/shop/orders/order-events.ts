import { ORDER_CATEGORY, orderDataProblem } from './order.decider';
import { MalformedEvent, type ListenerErrorPolicy } from '@tidemark/infra';

/**
 * What the order read models and the shop saga read: the order streams, each event of the
 * decider's types checked against the shape the decider writes (the generic stream API may
 * write any data into an order stream), so their handlers get typed data they can trust.
 */
export const orderStreams = {
  filter: { categories: [ORDER_CATEGORY] },
  dataProblem: orderDataProblem,
};

/**
 * The read models' `onError`. A malformed order event (only the generic stream API can write
 * one) can never apply: it is dead-lettered and skipped, so one bad write does not stall reads.
 * Any other failure (the database refused a write…) stops the projection — skipping would
 * leave its read model wrong for good — so that `/ready` reports it and an admin fixes the
 * cause and resumes it (`POST /admin/projections/:name/resume`).
 */
export const skipMalformedOrderEvents: ListenerErrorPolicy = (error) =>
  error instanceof MalformedEvent ? 'skip' : 'stop';

/** The order's id: its stream's id without the category (what `data.orderId` says too). */
export function orderIdOf(event: { readonly streamId: string }): string {
  return event.streamId.slice(ORDER_CATEGORY.length + 1);
}
