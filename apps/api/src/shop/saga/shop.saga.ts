import { streamIdFor, type JsonObject } from '@tidemark/domain';
import { ORDER_CATEGORY, orderDecider } from '../orders/order.decider';
import { causedBy, defineSaga, type Clock, type SagaDefinition } from '@tidemark/infra';
import { orderIdOf, orderStreams } from '../orders/order-events';
import type { OrderRepository } from '../orders/order-repository';
import type { LoyaltyLedger } from './loyalty-ledger';
import type { Notifier } from './notifier';
import {
  initialShopSagaState,
  reactToOrderEvent,
  SHOP_SAGA,
  SHOP_STEPS,
  type ShopSagaState,
} from './shop-saga.reaction';

export interface ShopSagaDependencies {
  readonly ledger: LoyaltyLedger;
  readonly notifier: Notifier;
  readonly orders: OrderRepository;
  readonly clock: Clock;
  /** An order not paid this long after it was placed is cancelled. */
  readonly paymentDeadlineMs: number;
}

/** Why the deadline cancels an order. */
export const PAYMENT_DEADLINE_REASON = 'payment deadline passed';

const text = (input: JsonObject, field: string): string => {
  const value = input[field];
  if (typeof value !== 'string') throw new Error(`shop saga: input.${field} must be a string`);
  return value;
};

/**
 * The shop saga: a paid order earns loyalty points (once, by the ledger's unique key) and a
 * confirmation; an unpaid order is cancelled at its deadline; an order cancelled after its
 * points were granted gets them revoked.
 */
export function shopSaga(deps: ShopSagaDependencies): SagaDefinition<ShopSagaState> {
  return defineSaga(orderDecider, {
    name: SHOP_SAGA,
    ...orderStreams,
    correlate: orderIdOf,
    initialState: initialShopSagaState,
    react: (event, state) => reactToOrderEvent(event, state, deps.paymentDeadlineMs),
    steps: {
      [SHOP_STEPS.grantPoints]: {
        async run(input) {
          const points = input.points;
          if (typeof points !== 'number')
            throw new Error('shop saga: input.points must be a number');
          await deps.ledger.grant(
            text(input, 'orderId'),
            text(input, 'customerId'),
            points,
            deps.clock(),
          );
        },
      },
      [SHOP_STEPS.revokePoints]: {
        async run(input) {
          await deps.ledger.revoke(text(input, 'orderId'), deps.clock());
        },
      },
      [SHOP_STEPS.sendConfirmation]: {
        async run(input, context) {
          const customerId = input.customerId;
          await deps.notifier.send(
            {
              kind: 'payment-confirmation',
              channel: 'email',
              orderId: text(input, 'orderId'),
              customerId: typeof customerId === 'string' ? customerId : null,
              payload: input,
            },
            context.idempotencyKey,
            context.signal,
          );
        },
      },
      [SHOP_STEPS.cancelUnpaidOrder]: {
        async run(input, context) {
          const orderId = text(input, 'orderId');
          const streamId = streamIdFor(ORDER_CATEGORY, orderId);
          const loaded = await deps.orders.load(streamId);
          if (loaded.state.status !== 'placed') return;
          // Under the version just seen: a payment that lands meanwhile fails this attempt, and
          // the retry finds the order paid.
          await deps.orders.handle(
            streamId,
            {
              type: 'CancelOrder',
              orderId,
              reason: PAYMENT_DEADLINE_REASON,
              cancelledAt: deps.clock().toISOString(),
            },
            {
              expectedVersion: loaded.version,
              metadata: { source: `saga:${SHOP_SAGA}`, ...causedBy(context.event) },
            },
          );
        },
      },
    },
  });
}
