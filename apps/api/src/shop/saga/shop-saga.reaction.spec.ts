import type { RecordedEventOf } from '@tidemark/infra';
import type { OrderEvent } from '../orders/order.decider';
import {
  initialShopSagaState,
  pointsFor,
  reactToOrderEvent,
  type ShopSagaState,
} from './shop-saga.reaction';

const ORDER_ID = '0193a0b4-0000-7000-8000-000000000001';
const DEADLINE_MS = 30 * 60_000;
let version = 0;

function event(
  orderEvent: OrderEvent,
  recordedAt = '2026-11-30T10:00:00.000Z',
): RecordedEventOf<OrderEvent> {
  version += 1;
  return {
    ...orderEvent,
    id: `event-${version}`,
    metadata: {},
    streamId: `order-${ORDER_ID}`,
    version,
    position: BigInt(version),
    recordedAt,
  };
}

const placed = () =>
  event({
    type: 'OrderPlaced',
    data: {
      orderId: ORDER_ID,
      customerId: 'c-1',
      lines: [{ sku: 'a', quantity: 1, unitPriceCents: 12_345 }],
      totalCents: 12_345,
      placedAt: '2026-11-30T10:00:00.000Z',
    },
  });
const paid = () =>
  event({
    type: 'OrderPaid',
    data: {
      orderId: ORDER_ID,
      amountCents: 12_345,
      paymentReference: 'pay-1',
      paidAt: '2026-11-30T10:05:00.000Z',
    },
  });
const cancelled = () =>
  event({
    type: 'OrderCancelled',
    data: { orderId: ORDER_ID, reason: 'changed mind', cancelledAt: 'x' },
  });

/** Folds the events, returning every reaction. */
function run(...events: RecordedEventOf<OrderEvent>[]) {
  let state: ShopSagaState = initialShopSagaState();
  return events.map((e) => {
    const reaction = reactToOrderEvent(e, state, DEADLINE_MS);
    state = reaction.state;
    return reaction;
  });
}

describe('the shop saga’s reaction', () => {
  it('floors points to whole currency units', () => {
    expect(pointsFor(12_345)).toBe(123);
    expect(pointsFor(99)).toBe(0);
    expect(pointsFor(100)).toBe(1);
  });

  it('OrderPlaced schedules the payment deadline from the event’s recorded time', () => {
    const [reaction] = run(placed());
    expect(reaction).toEqual({
      state: {
        ...initialShopSagaState(),
        orderId: ORDER_ID,
        customerId: 'c-1',
        totalCents: 12_345,
        placed: true,
      },
      deadlines: [
        {
          step: 'cancelUnpaidOrder',
          dueAt: '2026-11-30T10:30:00.000Z',
          input: { orderId: ORDER_ID },
        },
      ],
    });
  });

  it('OrderPaid cancels the deadline, grants the points and sends the confirmation, once', () => {
    const [, payment, again] = run(placed(), paid(), paid());
    expect(payment.cancelDeadlines).toEqual(['cancelUnpaidOrder']);
    expect(payment.run).toEqual([
      { step: 'grantPoints', input: { orderId: ORDER_ID, customerId: 'c-1', points: 123 } },
      {
        step: 'sendConfirmation',
        input: {
          orderId: ORDER_ID,
          customerId: 'c-1',
          amountCents: 12_345,
          paymentReference: 'pay-1',
        },
      },
    ]);
    expect(payment.state).toMatchObject({ paid: true, pointsGranted: true });
    expect(again).toEqual({ state: payment.state });
  });

  it('OrderCancelled after points were granted revokes them (compensation), once', () => {
    const [, , cancel, again] = run(placed(), paid(), cancelled(), cancelled());
    expect(cancel.run).toEqual([
      { step: 'revokePoints', input: { orderId: ORDER_ID, customerId: 'c-1' } },
    ]);
    expect(cancel.state).toMatchObject({ cancelled: true, pointsRevoked: true });
    expect(again).toEqual({ state: cancel.state });
  });

  it('OrderCancelled of an unpaid order cancels the deadline and compensates nothing', () => {
    const [, cancel] = run(placed(), cancelled());
    expect(cancel).toEqual({
      state: expect.objectContaining({ cancelled: true, pointsGranted: false }),
      cancelDeadlines: ['cancelUnpaidOrder'],
      run: [],
    });
  });

  it('ignores shipping', () => {
    const state = run(placed(), paid())[1].state;
    const shipped = event({
      type: 'OrderShipped',
      data: { orderId: ORDER_ID, carrier: 'ups', shippedAt: 'x' },
    });
    expect(reactToOrderEvent(shipped, state, DEADLINE_MS)).toEqual({ state });
  });
});
