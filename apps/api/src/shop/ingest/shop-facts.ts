import type { DedupVocabulary } from '../../config/dedup.config';
import type { DomainFact } from '@tidemark/domain';
import type { OrderCommand } from '../orders/order.decider';

/** The sources that report the shop's facts, each with its own normaliser. */
export const SHOP_SOURCES = ['payment-provider', 'warehouse', 'client'] as const;
export type ShopSource = (typeof SHOP_SOURCES)[number];

/** Order totals are in this currency's minor units; reports in another one are refused. */
export const SHOP_CURRENCY = 'EUR';

/** The facts they report, all about an order. */
export const SHOP_FACT_TYPES = ['PaymentReceived', 'OrderShipped'] as const;
export type ShopFactType = (typeof SHOP_FACT_TYPES)[number];

/** What the dedup settings may name, for the configuration (which never imports the shop). */
export const SHOP_DEDUP_VOCABULARY: DedupVocabulary = {
  sources: SHOP_SOURCES,
  factTypes: SHOP_FACT_TYPES,
  defaultPriorities: 'payment-provider=30,warehouse=20,client=10',
};

export interface PaymentReceivedData {
  readonly amountCents: number;
  readonly paymentReference: string;
  [key: string]: string | number;
}

export interface OrderShippedData {
  readonly carrier: string;
  readonly trackingNumber: string | null;
  [key: string]: string | null;
}

/** A normalised shop fact: the subject is always an order. */
export type ShopFact =
  | (DomainFact & { readonly type: 'PaymentReceived'; readonly data: PaymentReceivedData })
  | (DomainFact & { readonly type: 'OrderShipped'; readonly data: OrderShippedData });

const iso = (ms: number) => new Date(ms).toISOString();

/** The order command an accepted fact becomes: the aggregate's rules still apply. */
export function acceptCommand(fact: ShopFact): OrderCommand {
  const orderId = fact.subjectId;
  if (fact.type === 'PaymentReceived') {
    const { amountCents, paymentReference } = fact.data;
    return {
      type: 'ConfirmPayment',
      orderId,
      amountCents,
      paymentReference,
      paidAt: iso(fact.occurredAt),
    };
  }
  const { carrier, trackingNumber } = fact.data;
  const shippedAt = iso(fact.occurredAt);
  return trackingNumber === null
    ? { type: 'ShipOrder', orderId, carrier, shippedAt }
    : { type: 'ShipOrder', orderId, carrier, shippedAt, trackingNumber };
}

/** The enrichment a replacing (higher-priority) report becomes. */
export function replaceCommand(fact: ShopFact, at: number): OrderCommand {
  const orderId = fact.subjectId;
  const enrichedAt = iso(at);
  if (fact.type === 'PaymentReceived') {
    const { amountCents, paymentReference } = fact.data;
    return {
      type: 'EnrichPayment',
      orderId,
      source: fact.source,
      amountCents,
      paymentReference,
      enrichedAt,
    };
  }
  const { carrier, trackingNumber } = fact.data;
  return {
    type: 'EnrichShipment',
    orderId,
    source: fact.source,
    carrier,
    trackingNumber,
    enrichedAt,
  };
}
