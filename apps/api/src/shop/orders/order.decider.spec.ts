import { given, SpecificationFailed } from '@tidemark/domain';
import { orderDecider, type OrderEvent } from './order.decider';

const spec = given(orderDecider);
const lines = [
  { sku: 'tea', quantity: 2, unitPriceCents: 450 },
  { sku: 'mug', quantity: 1, unitPriceCents: 1200 },
];
const placed: OrderEvent = {
  type: 'OrderPlaced',
  data: {
    orderId: 'o1',
    customerId: 'c1',
    lines,
    totalCents: 2100,
    placedAt: '2026-11-29T10:00:00.000Z',
  },
};
const paid: OrderEvent = {
  type: 'OrderPaid',
  data: {
    orderId: 'o1',
    amountCents: 2100,
    paymentReference: 'pay-1',
    paidAt: '2026-11-29T10:05:00.000Z',
  },
};
const cancelled: OrderEvent = {
  type: 'OrderCancelled',
  data: { orderId: 'o1', reason: 'changed mind', cancelledAt: '2026-11-29T10:06:00.000Z' },
};
const shipped: OrderEvent = {
  type: 'OrderShipped',
  data: { orderId: 'o1', carrier: 'DHL', shippedAt: '2026-11-29T11:00:00.000Z' },
};
const pay = (amountCents = 2100, paymentReference = 'pay-1') =>
  ({
    type: 'ConfirmPayment',
    orderId: 'o1',
    amountCents,
    paymentReference,
    paidAt: '2026-11-29T10:05:00.000Z',
  }) as const;
const cancel = {
  type: 'CancelOrder',
  orderId: 'o1',
  reason: 'changed mind',
  cancelledAt: '2026-11-29T10:06:00.000Z',
} as const;
const ship = {
  type: 'ShipOrder',
  orderId: 'o1',
  carrier: 'DHL',
  shippedAt: '2026-11-29T11:00:00.000Z',
} as const;
const place = (totalCents = 2100) =>
  ({
    type: 'PlaceOrder',
    orderId: 'o1',
    customerId: 'c1',
    lines,
    totalCents,
    placedAt: '2026-11-29T10:00:00.000Z',
  }) as const;

describe('Order decider', () => {
  describe('PlaceOrder', () => {
    it('places a new order', () => spec().when(place()).then([placed]));
    it('refuses a total that is not the sum of the lines', () =>
      spec().when(place(2000)).thenFails('TotalMismatch'));
    it('refuses placing twice', () => spec([placed]).when(place()).thenFails('OrderAlreadyPlaced'));
  });

  describe('ConfirmPayment', () => {
    it('pays the exact total', () => spec([placed]).when(pay()).then([paid]));
    it('refuses another amount', () => spec([placed]).when(pay(2000)).thenFails('AmountMismatch'));
    it('refuses an order that does not exist', () => spec().when(pay()).thenFails('OrderNotFound'));
    it('refuses a cancelled order', () =>
      spec([placed, cancelled]).when(pay()).thenFails('OrderCancelled'));
    it('is a no-op with the same payment reference', () =>
      spec([placed, paid]).when(pay()).thenNothingHappens());
    it('conflicts with another payment reference', () =>
      spec([placed, paid]).when(pay(2100, 'pay-2')).thenFails('OrderAlreadyPaid'));
  });

  describe('CancelOrder', () => {
    it('cancels a placed order', () => spec([placed]).when(cancel).then([cancelled]));
    it('cancels a paid order (refunds are a saga)', () =>
      spec([placed, paid]).when(cancel).then([cancelled]));
    it('is a no-op when already cancelled', () =>
      spec([placed, cancelled]).when(cancel).thenNothingHappens());
    it('refuses a shipped order', () =>
      spec([placed, paid, shipped]).when(cancel).thenFails('OrderAlreadyShipped'));
  });

  describe('ShipOrder', () => {
    it('ships a paid order', () => spec([placed, paid]).when(ship).then([shipped]));
    it('refuses an unpaid order', () => spec([placed]).when(ship).thenFails('OrderNotPaid'));
    it('refuses shipping twice', () =>
      spec([placed, paid, shipped]).when(ship).thenFails('OrderAlreadyShipped'));
    it('refuses a cancelled order', () =>
      spec([placed, paid, cancelled]).when(ship).thenFails('OrderCancelled'));
  });

  it('ships with a tracking number when the report has one', () =>
    spec([placed, paid])
      .when({ ...ship, trackingNumber: 'JD0001' })
      .then([{ type: 'OrderShipped', data: { ...shipped.data, trackingNumber: 'JD0001' } }]));

  describe('enriching (a higher-priority source reports the same fact)', () => {
    const enrichPayment = (paymentReference = 'pi_9', amountCents = 2100) =>
      ({
        type: 'EnrichPayment',
        orderId: 'o1',
        source: 'payment-provider',
        amountCents,
        paymentReference,
        enrichedAt: '2026-11-29T10:05:02.000Z',
      }) as const;
    const paymentEnriched: OrderEvent = {
      type: 'OrderPaymentEnriched',
      data: {
        orderId: 'o1',
        source: 'payment-provider',
        amountCents: 2100,
        paymentReference: 'pi_9',
        enrichedAt: '2026-11-29T10:05:02.000Z',
      },
    };
    const enrichShipment = {
      type: 'EnrichShipment',
      orderId: 'o1',
      source: 'warehouse',
      carrier: 'DHL Express',
      trackingNumber: 'JD0001',
      enrichedAt: '2026-11-29T11:00:05.000Z',
    } as const;
    it('enriches a paid order with the better reference', () =>
      spec([placed, paid]).when(enrichPayment()).then([paymentEnriched]));
    it('is a no-op when the reference is already known', () =>
      spec([placed, paid]).when(enrichPayment('pay-1')).thenNothingHappens());
    it('refuses to enrich an unpaid order', () =>
      spec([placed]).when(enrichPayment()).thenFails('OrderNotPaid'));
    it('refuses another amount', () =>
      spec([placed, paid]).when(enrichPayment('pi_9', 1)).thenFails('AmountMismatch'));
    it('enriches a shipped order, and refuses one not shipped', () => {
      const { orderId, source, carrier, trackingNumber, enrichedAt } = enrichShipment;
      const data = { orderId, source, carrier, trackingNumber, enrichedAt };
      spec([placed, paid, shipped])
        .when(enrichShipment)
        .then([{ type: 'OrderShipmentEnriched', data }]);
      spec([placed, paid]).when(enrichShipment).thenFails('OrderNotShipped');
    });
    it('adds nothing when the shipment report says what is known (a late duplicate)', () => {
      const { orderId, source, carrier, trackingNumber, enrichedAt } = enrichShipment;
      const enriched: OrderEvent = {
        type: 'OrderShipmentEnriched',
        data: { orderId, source, carrier, trackingNumber, enrichedAt },
      };
      spec([placed, paid, shipped, enriched]).when(enrichShipment).thenNothingHappens();
      spec([placed, paid, shipped, enriched])
        .when({ ...enrichShipment, trackingNumber: null })
        .thenNothingHappens();
    });
    it('folds enrichments into the state', () => {
      const state = [placed, paid, paymentEnriched].reduce(
        orderDecider.evolve,
        orderDecider.initialState(),
      );
      expect(state).toMatchObject({ status: 'paid', paymentReference: 'pi_9' });
    });
  });

  it('evolves to the state the events describe', () => {
    const state = [placed, paid, shipped].reduce(orderDecider.evolve, orderDecider.initialState());
    expect(state).toMatchObject({
      status: 'shipped',
      totalCents: 2100,
      paymentReference: 'pay-1',
      carrier: 'DHL',
    });
  });
});

describe('given/when/then helpers', () => {
  it('fail loudly when the expectation does not hold', () => {
    expect(() => spec().when(place()).then([])).toThrow(SpecificationFailed);
    expect(() => spec().when(place()).thenFails('TotalMismatch')).toThrow(SpecificationFailed);
    expect(() => spec().when(place()).thenNothingHappens()).toThrow(SpecificationFailed);
    expect(() => spec([placed]).when(place()).then([placed])).toThrow(/expected events, got error/);
  });
});
