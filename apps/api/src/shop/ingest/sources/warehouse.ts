import { normalised, orderFact, type Normaliser } from './normaliser';
import { PayloadReader } from './payload-reader';

/**
 * The warehouse worker's status updates: times in Unix milliseconds, the order as `orderRef`.
 * It reports shipments, and payments collected at the pick-up counter.
 *
 *     {"orderRef":"o-1","status":"SHIPPED","eventTime":1796036400123,
 *      "carrier":"DHL","trackingNumber":"JD0001"}
 *     {"orderRef":"o-1","status":"PAYMENT_COLLECTED","eventTime":1796036400123,
 *      "amountCents":2100,"receiptNo":"W-77"}
 */
export const warehouseUpdate: Normaliser = (body, receivedAt) => {
  const r = new PayloadReader(body, receivedAt);
  const status = r.oneOf('status', ['SHIPPED', 'PAYMENT_COLLECTED']);
  const occurredAt = r.unixMillis('eventTime');
  const orderId = r.orderId('orderRef');
  const base = () => orderFact('warehouse', orderId, occurredAt, receivedAt);
  if (status === 'SHIPPED') {
    const carrier = r.text('carrier');
    const trackingNumber = r.optionalText('trackingNumber');
    return normalised(r, () => ({
      ...base(),
      type: 'OrderShipped',
      data: { carrier, trackingNumber },
    }));
  }
  const amountCents = r.integer('amountCents', 0);
  const receipt = r.text('receiptNo');
  return normalised(r, () => ({
    ...base(),
    type: 'PaymentReceived',
    data: { amountCents, paymentReference: `warehouse:${receipt}` },
  }));
};
