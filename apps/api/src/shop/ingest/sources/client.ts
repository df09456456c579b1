import { SHOP_CURRENCY } from '../shop-facts';
import { normalised, orderFact, type Normaliser } from './normaliser';
import { PayloadReader } from './payload-reader';

/**
 * Commands from the shop's own client app: ISO 8601 times, amounts as decimal strings.
 * The checkout reports a completed payment; staff mark an order shipped.
 *
 *     {"orderId":"o-1","action":"payment-completed","at":"2026-11-30T10:00:00.900Z",
 *      "amount":{"value":"21.00","currency":"EUR"},"receipt":"r-1"}
 *     {"orderId":"o-1","action":"marked-shipped","at":"2026-11-30T12:00:00+01:00","carrier":"DHL"}
 */
export const clientCommand: Normaliser = (body, receivedAt) => {
  const r = new PayloadReader(body, receivedAt);
  const action = r.oneOf('action', ['payment-completed', 'marked-shipped']);
  const occurredAt = r.isoInstant('at');
  const orderId = r.orderId('orderId');
  const base = () => orderFact('client', orderId, occurredAt, receivedAt);
  if (action === 'marked-shipped') {
    const carrier = r.text('carrier');
    return normalised(r, () => ({
      ...base(),
      type: 'OrderShipped',
      data: { carrier, trackingNumber: null },
    }));
  }
  const amountCents = r.decimalCents('amount.value');
  r.currency('amount.currency', SHOP_CURRENCY);
  const receipt = r.text('receipt');
  return normalised(r, () => ({
    ...base(),
    type: 'PaymentReceived',
    data: { amountCents, paymentReference: `client:${receipt}` },
  }));
};
