import { NORMALISERS } from '.';

const ORDER = '01a22a16-73ca-7fc9-aa97-ec9a4bef5396';
const RECEIVED = Date.parse('2026-11-30T10:00:05.000Z');

const provider = (
  overrides: Record<string, unknown> = {},
  object: Record<string, unknown> = {},
) => ({
  id: 'evt_1',
  type: 'payment_intent.succeeded',
  created: Date.parse('2026-11-30T10:00:00Z') / 1000,
  data: {
    object: {
      id: 'pi_1',
      amount_received: 2100,
      currency: 'eur',
      metadata: { order_id: ORDER },
      ...object,
    },
  },
  ...overrides,
});
const client = (overrides: Record<string, unknown> = {}) => ({
  orderId: ORDER,
  action: 'payment-completed',
  at: '2026-11-30T11:00:00.900+01:00',
  amount: { value: '21.00', currency: 'EUR' },
  receipt: 'r-1',
  ...overrides,
});

describe('the sources’ normalisers', () => {
  it('turns each source’s payload into the same fact, whatever its time precision', () => {
    const common = { subjectKind: 'order', subjectId: ORDER, type: 'PaymentReceived' };
    expect(NORMALISERS['payment-provider'](provider(), RECEIVED)).toEqual({
      ok: true,
      fact: {
        ...common,
        source: 'payment-provider',
        occurredAt: Date.parse('2026-11-30T10:00:00.000Z'),
        receivedAt: RECEIVED,
        data: { amountCents: 2100, paymentReference: 'pi_1' },
      },
    });
    expect(NORMALISERS.client(client(), RECEIVED)).toEqual({
      ok: true,
      fact: {
        ...common,
        source: 'client',
        occurredAt: Date.parse('2026-11-30T10:00:00.900Z'),
        receivedAt: RECEIVED,
        data: { amountCents: 2100, paymentReference: 'client:r-1' },
      },
    });
    const warehouse = {
      orderRef: ORDER.toUpperCase(),
      status: 'SHIPPED',
      eventTime: Date.parse('2026-11-30T10:00:01.234Z'),
      carrier: 'DHL',
    };
    expect(NORMALISERS.warehouse(warehouse, RECEIVED)).toEqual({
      ok: true,
      fact: {
        subjectKind: 'order',
        subjectId: ORDER,
        type: 'OrderShipped',
        source: 'warehouse',
        occurredAt: Date.parse('2026-11-30T10:00:01.234Z'),
        receivedAt: RECEIVED,
        data: { carrier: 'DHL', trackingNumber: null },
      },
    });
  });

  it('refuses dates that do not exist, instead of rolling them over', () => {
    for (const at of ['2026-02-30T10:00:00Z', '2026-04-31T10:00:00Z', '2026-11-30T24:00:00Z']) {
      expect(NORMALISERS.client(client({ at }), RECEIVED)).toEqual({
        ok: false,
        problems: [
          {
            path: 'at',
            message: 'must be an ISO 8601 instant with a zone, e.g. 2026-11-30T10:00:00.123Z',
          },
        ],
      });
    }
  });

  it('refuses a time more than 5 minutes ahead of receipt, in every precision', () => {
    const ahead = RECEIVED + 5 * 60_000 + 1000;
    expect(NORMALISERS.client(client({ at: new Date(ahead).toISOString() }), RECEIVED)).toEqual({
      ok: false,
      problems: [{ path: 'at', message: 'lies more than 5 minutes in the future' }],
    });
    const created = Math.ceil(ahead / 1000);
    expect(NORMALISERS['payment-provider'](provider({ created }), RECEIVED)).toMatchObject({
      ok: false,
      problems: [{ path: 'created' }],
    });
    expect(
      NORMALISERS.client(client({ at: new Date(RECEIVED + 299_000).toISOString() }), RECEIVED).ok,
    ).toBe(true);
  });

  it('lists every problem of a payload at once, the currency included', () => {
    const bad = provider(
      { created: 'yesterday' },
      { currency: 'usd', amount_received: -1, metadata: {} },
    );
    expect(NORMALISERS['payment-provider'](bad, RECEIVED)).toEqual({
      ok: false,
      problems: [
        { path: 'created', message: 'must be Unix time in whole seconds' },
        { path: 'data.object.metadata.order_id', message: 'must be a UUID' },
        {
          path: 'data.object.amount_received',
          message: `must be an integer from 0 to ${Number.MAX_SAFE_INTEGER}`,
        },
        { path: 'data.object.currency', message: "must be EUR, the shop's currency" },
      ],
    });
    expect(NORMALISERS.client([], RECEIVED)).toMatchObject({
      ok: false,
      problems: [{ path: '', message: 'body must be a JSON object' }],
    });
  });
});
