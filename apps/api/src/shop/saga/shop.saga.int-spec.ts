import { type JsonObject } from '@tidemark/domain';
import { orderDecider } from '../orders/order.decider';
import {
  AggregateRepository,
  openStorage,
  PermanentFailure,
  type RecordedEvent,
  type StepContext,
  type Storage,
} from '@tidemark/infra';
import { sagaSpec } from '@tidemark/infra/testing';
import { ensureShopSagaTables, LoyaltyLedger } from './loyalty-ledger';
import { DevNotifier } from './notifier';
import { PAYMENT_DEADLINE_REASON, shopSaga } from './shop.saga';
import { initialShopSagaState, SHOP_STEPS } from './shop-saga.reaction';
import type { OrderRepository } from '../orders/order-repository';

const at = new Date('2026-11-30T10:00:00.000Z');
/** The event that scheduled the step. */
const TRIGGER: RecordedEvent = {
  id: '01a22ac0-0000-7000-8000-000000000001',
  type: 'OrderPlaced',
  data: {},
  metadata: { correlationId: 'corr-trigger' },
  streamId: 'order-x',
  version: 1,
  position: 1n,
  recordedAt: '2026-11-30T10:00:00.000Z',
};

const context = (idempotencyKey: string): StepContext => ({
  idempotencyKey,
  attempt: 1,
  sagaKey: 'k',
  signal: new AbortController().signal,
  event: TRIGGER,
});

describe('the shop saga’s steps (SQLite)', () => {
  let storage: Storage;
  beforeEach(async () => {
    storage = await openStorage('sqlite::memory:');
    await ensureShopSagaTables(storage.sql);
    await ensureShopSagaTables(storage.sql); // idempotent
  });
  afterEach(() => storage.close());

  const notifications = () =>
    storage.sql.query.all<{ idempotency_key: string }>('SELECT idempotency_key FROM notifications');

  it('the dev notifier records a send once per idempotency key', async () => {
    const notifier = new DevNotifier(storage.sql);
    const message = { kind: 'k', channel: 'email', orderId: 'o1', customerId: 'c1', payload: {} };
    await notifier.send(message, 'key-1');
    await notifier.send(message, 'key-1');
    await notifier.send(message, 'key-2');
    expect((await notifications()).map((r) => r.idempotency_key).sort()).toEqual([
      'key-1',
      'key-2',
    ]);
  });

  it('the dev notifier fails by its injected randomness, or permanently', async () => {
    const message = { kind: 'k', channel: 'email', orderId: 'o1', customerId: null, payload: {} };
    const faults = { failureRate: 0.5, latencyMs: 0, permanentFailure: false };
    const failing = new DevNotifier(storage.sql, faults, () => 0.49);
    const error = await failing.send(message, 'key-1').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(PermanentFailure);
    expect(await notifications()).toEqual([]);
    await new DevNotifier(storage.sql, faults, () => 0.5).send(message, 'key-1');
    expect(await notifications()).toHaveLength(1);
    const permanent = new DevNotifier(storage.sql, { ...faults, permanentFailure: true }, () => 1);
    await expect(permanent.send(message, 'key-2')).rejects.toBeInstanceOf(PermanentFailure);
  });

  it('the ledger grants and revokes once per order; the balance is grants minus revokes', async () => {
    const ledger = new LoyaltyLedger(storage.sql);
    await ledger.grant('o1', 'c1', 15, at);
    await ledger.grant('o1', 'c1', 15, at);
    await ledger.grant('o2', 'c1', 7, at);
    expect(await ledger.balance('c1')).toBe(22);
    await ledger.revoke('o1', at);
    await ledger.revoke('o1', at);
    // Not granted (yet): fails, so the step retries until the grant is there.
    await expect(ledger.revoke('o3', at)).rejects.toThrow('no loyalty grant');
    expect(await ledger.balance('c1')).toBe(7);
    expect(await ledger.balance('nobody')).toBe(0);
  });

  const sagaOn = (orders: OrderRepository) =>
    shopSaga({
      ledger: new LoyaltyLedger(storage.sql),
      notifier: new DevNotifier(storage.sql),
      orders,
      clock: () => at,
      paymentDeadlineMs: 1000,
    });

  it('reacts only to order events shaped as the decider writes them (never throws)', () => {
    const orders = new AggregateRepository({ decider: orderDecider, store: storage.events });
    const placed = {
      orderId: 'o1',
      customerId: 'c1',
      lines: [{ sku: 'a', quantity: 1, unitPriceCents: 100 }],
      totalCents: 100,
      placedAt: at.toISOString(),
    };
    const run = sagaSpec(sagaOn(orders), { clock: () => at }).given([
      { type: 'OrderPlaced', streamId: 'order-o1', data: placed },
      { type: 'SomethingElse', streamId: 'order-o1', data: {} },
      { type: 'OrderPaid', streamId: 'order-o1', data: { amountCents: 'lots' } },
      { type: 'OrderPlaced', streamId: 'order-o2', data: { customerId: 42, lines: 'none' } },
    ]);
    expect(run.instances()).toEqual({
      o1: {
        ...initialShopSagaState(),
        orderId: 'o1',
        customerId: 'c1',
        totalCents: 100,
        placed: true,
      },
    });
    expect(run.workItems().map((item) => item.step)).toEqual([SHOP_STEPS.cancelUnpaidOrder]);
  });

  it('cancelUnpaidOrder cancels a placed order, and leaves a paid one alone', async () => {
    const orders = new AggregateRepository({ decider: orderDecider, store: storage.events });
    const saga = sagaOn(orders);
    const place = (orderId: string) =>
      orders.handle(`order-${orderId}`, {
        type: 'PlaceOrder',
        orderId,
        customerId: 'c1',
        lines: [{ sku: 'a', quantity: 1, unitPriceCents: 100 }],
        totalCents: 100,
        placedAt: at.toISOString(),
      });
    await place('unpaid');
    await place('paid');
    await orders.handle('order-paid', {
      type: 'ConfirmPayment',
      orderId: 'paid',
      amountCents: 100,
      paymentReference: 'p',
      paidAt: at.toISOString(),
    });
    const step = saga.steps[SHOP_STEPS.cancelUnpaidOrder];
    for (const orderId of ['unpaid', 'paid']) {
      const input: JsonObject = { orderId };
      await step.run(input, context(orderId));
      await step.run(input, context(orderId));
    }
    const unpaid = (await orders.load('order-unpaid')).state;
    expect(unpaid).toMatchObject({ status: 'cancelled', cancelReason: PAYMENT_DEADLINE_REASON });
    // The cancellation is caused by the event that scheduled the deadline.
    const cancelled = (await storage.events.readStream('order-unpaid')).events[1];
    expect(cancelled.metadata).toMatchObject({
      source: 'saga:shop',
      correlationId: 'corr-trigger',
      causationId: TRIGGER.id,
    });
    expect((await orders.load('order-unpaid')).version).toBe(2);
    expect((await orders.load('order-paid')).state.status).toBe('paid');
  });
});
