import { SHOP_CURRENCY } from '../shop-facts';
import { normalised, orderFact, type Normaliser } from './normaliser';
import { PayloadReader } from './payload-reader';

/**
 * The payment provider's webhook (Stripe-shaped): times in Unix seconds, the order id in the
 * payment's metadata, amounts in cents.
 *
 *     {"id":"evt_1","type":"payment_intent.succeeded","created":1796032800,
 *      "data":{"object":{"id":"pi_123","amount_received":2100,"currency":"eur",
 *                        "metadata":{"order_id":"o-1"}}}}
 */
export const paymentProviderWebhook: Normaliser = (body, receivedAt) => {
  const r = new PayloadReader(body, receivedAt);
  r.oneOf('type', ['payment_intent.succeeded']);
  const occurredAt = r.unixSeconds('created');
  const orderId = r.orderId('data.object.metadata.order_id');
  const paymentReference = r.text('data.object.id');
  const amountCents = r.integer('data.object.amount_received', 0);
  r.currency('data.object.currency', SHOP_CURRENCY);
  return normalised(r, () => ({
    ...orderFact('payment-provider', orderId, occurredAt, receivedAt),
    type: 'PaymentReceived',
    data: { amountCents, paymentReference },
  }));
};
