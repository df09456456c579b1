import type { JsonObject } from '@tidemark/domain';
import type { RecordedEventOf, SagaReaction } from '@tidemark/infra';
import type { OrderEvent } from '../orders/order.decider';
import { orderIdOf } from '../orders/order-events';

/** The shop saga's name (and its listener's). */
export const SHOP_SAGA = 'shop';

/** The steps the shop saga issues. */
export const SHOP_STEPS = {
  grantPoints: 'grantPoints',
  sendConfirmation: 'sendConfirmation',
  cancelUnpaidOrder: 'cancelUnpaidOrder',
  revokePoints: 'revokePoints',
} as const;

/** One order's saga instance (a row in `saga_instances`). */
export type ShopSagaState = {
  readonly orderId: string | null;
  readonly customerId: string | null;
  readonly totalCents: number | null;
  readonly placed: boolean;
  readonly paid: boolean;
  readonly cancelled: boolean;
  /** grantPoints was scheduled (it runs, with retries, until it succeeds or dead-letters). */
  readonly pointsGranted: boolean;
  /** revokePoints (the compensation) was scheduled. */
  readonly pointsRevoked: boolean;
} & JsonObject;

export const initialShopSagaState = (): ShopSagaState => ({
  orderId: null,
  customerId: null,
  totalCents: null,
  placed: false,
  paid: false,
  cancelled: false,
  pointsGranted: false,
  pointsRevoked: false,
});

/** A point per whole currency unit of the order's total. */
export const pointsFor = (totalCents: number): number => Math.floor(totalCents / 100);

/**
 * What an order event does to its saga instance. Pure: the deadline is counted from the
 * event's `recordedAt`. The saga hands it order events shaped as the decider writes them
 * only: another type in an order stream, or a malformed one (the generic API may write one),
 * changes nothing (the saga's listener would stop on an error, and the read models already
 * dead-letter such an event).
 */
export function reactToOrderEvent(
  event: RecordedEventOf<OrderEvent>,
  state: ShopSagaState,
  paymentDeadlineMs: number,
): SagaReaction<ShopSagaState> {
  const orderId = orderIdOf(event);
  switch (event.type) {
    case 'OrderPlaced': {
      if (state.placed) return { state };
      const { customerId, totalCents } = event.data;
      const next = { ...state, orderId, customerId, totalCents, placed: true };
      if (state.paid || state.cancelled) return { state: next };
      const dueAt = new Date(Date.parse(event.recordedAt) + paymentDeadlineMs).toISOString();
      return {
        state: next,
        deadlines: [{ step: SHOP_STEPS.cancelUnpaidOrder, dueAt, input: { orderId } }],
      };
    }
    case 'OrderPaid': {
      if (state.paid || state.cancelled) return { state };
      const { amountCents, paymentReference } = event.data;
      const customerId = state.customerId;
      const totalCents = state.totalCents ?? amountCents;
      const next = { ...state, orderId, paid: true, pointsGranted: customerId !== null };
      return {
        state: next,
        cancelDeadlines: [SHOP_STEPS.cancelUnpaidOrder],
        run: [
          ...(customerId === null
            ? []
            : [
                {
                  step: SHOP_STEPS.grantPoints,
                  input: { orderId, customerId, points: pointsFor(totalCents) },
                },
              ]),
          {
            step: SHOP_STEPS.sendConfirmation,
            input: { orderId, customerId, amountCents, paymentReference },
          },
        ],
      };
    }
    case 'OrderCancelled': {
      if (state.cancelled) return { state };
      const next = { ...state, orderId, cancelled: true };
      const compensate = state.pointsGranted && !state.pointsRevoked;
      return {
        state: compensate ? { ...next, pointsRevoked: true } : next,
        cancelDeadlines: [SHOP_STEPS.cancelUnpaidOrder],
        run: compensate
          ? [{ step: SHOP_STEPS.revokePoints, input: { orderId, customerId: state.customerId } }]
          : [],
      };
    }
    case 'OrderShipped':
    case 'OrderPaymentEnriched':
    case 'OrderShipmentEnriched':
      return { state };
  }
}
