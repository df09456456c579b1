import { assertNever, type JsonObject } from '@tidemark/domain';
import { orderDecider } from '../order.decider';
import { defineProjection } from '@tidemark/infra';
import { orderIdOf, orderStreams, skipMalformedOrderEvents } from '../order-events';

export const ORDER_SOURCES = 'order_sources';

/** A row of `t.sources`: who reported the order's payment and shipment, enrichments folded in. */
export interface OrderSourcesRow {
  readonly order_id: string;
  readonly payment_source: string | null;
  readonly payment_reference: string | null;
  readonly paid_at: string | null;
  readonly shipment_source: string | null;
  readonly carrier: string | null;
  readonly tracking_number: string | null;
  readonly shipped_at: string | null;
  readonly version: number;
}

/** The ingesting source (`metadata.source`); the REST commands say `http`; `api` if nothing does. */
function sourceOf(event: { readonly metadata: JsonObject }): string {
  return typeof event.metadata.source === 'string' ? event.metadata.source : 'api';
}

/**
 * Where each order's facts came from: the accepted report, then what a higher-priority
 * source's duplicate replaced (enriched) — `POST /ingest/:source`'s Replace decisions.
 */
export const orderSourcesProjection = defineProjection(orderDecider, {
  name: ORDER_SOURCES,
  tables: ['sources'],
  ...orderStreams,
  onError: skipMalformedOrderEvents,
  async setup(tx, t) {
    await tx.run(
      `CREATE TABLE ${t.sources} (
         order_id          TEXT   PRIMARY KEY,
         payment_source    TEXT,
         payment_reference TEXT,
         paid_at           TEXT,
         shipment_source   TEXT,
         carrier           TEXT,
         tracking_number   TEXT,
         shipped_at        TEXT,
         version           BIGINT NOT NULL
       )`,
    );
  },
  async apply(event, tx, t) {
    const orderId = orderIdOf(event);
    // One upsert per event: the columns it names take the values given, the rest stay.
    const upsert = (values: Record<string, string | null>) => {
      const columns = Object.keys(values);
      const params = [orderId, event.version, ...Object.values(values)];
      return tx.run(
        `INSERT INTO ${t.sources} (order_id, version${columns.map((c) => `, ${c}`).join('')})
         VALUES ($1, $2${columns.map((_, i) => `, $${i + 3}`).join('')})
         ON CONFLICT (order_id) DO UPDATE SET version = excluded.version${columns
           .map((c) => `, ${c} = excluded.${c}`)
           .join('')}`,
        params,
      );
    };
    switch (event.type) {
      case 'OrderPlaced':
      case 'OrderCancelled':
        await upsert({});
        return;
      case 'OrderPaid':
        await upsert({
          payment_source: sourceOf(event),
          payment_reference: event.data.paymentReference,
          paid_at: event.data.paidAt,
        });
        return;
      case 'OrderPaymentEnriched':
        await upsert({
          payment_source: event.data.source,
          payment_reference: event.data.paymentReference,
        });
        return;
      case 'OrderShipped':
        await upsert({
          shipment_source: sourceOf(event),
          carrier: event.data.carrier,
          tracking_number:
            typeof event.data.trackingNumber === 'string' ? event.data.trackingNumber : null,
          shipped_at: event.data.shippedAt,
        });
        return;
      case 'OrderShipmentEnriched':
        await upsert({
          shipment_source: event.data.source,
          carrier: event.data.carrier,
          tracking_number: event.data.trackingNumber,
        });
        return;
      default:
        assertNever(event);
    }
  },
  async applyOther(event, tx, t) {
    // Another type in an order stream: the order's version moves, nothing else.
    await tx.run(`UPDATE ${t.sources} SET version = $2 WHERE order_id = $1`, [
      orderIdOf(event),
      event.version,
    ]);
  },
});
