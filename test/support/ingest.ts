import type { Schemas } from './api-types';
import { call, type ErrorResponse, type JsonResponse } from './http';
import type { Answer } from './shop';

/** The shop's sources of `POST /ingest/:source`, as `/admin/dedup` lists them. */
export const SOURCES = ['payment-provider', 'warehouse', 'client'] as const;
export type Source = (typeof SOURCES)[number];

/** What `/admin/dedup` counts per source. */
export const OUTCOMES = ['Accept', 'Replace', 'Drop', 'Limited', 'InFlight', 'Rejected'] as const;
export type Outcome = (typeof OUTCOMES)[number];
export type Counts = Record<Outcome, number>;

/** The JSON shapes of `POST /ingest/:source`, `GET /admin/dedup` and `GET /orders/:id/sources`. */
export type FactJson = Schemas['IngestedFactSchema'];

export type IngestJson = Schemas['IngestResponseSchema'] & LimitedJson;

/** What a 429 `Limited` adds, which the document leaves to its generic error body. */
interface LimitedJson {
  limit?: 'sliding' | 'calendarDay';
  max?: number;
  retryAfterMs?: number;
  source?: string;
  message?: string;
}

export type DedupReportJson = Schemas['DedupReportSchema'];

export type OrderSourcesJson = Schemas['OrderSourcesSchema'];

/** Unix seconds / milliseconds of an ISO instant, as the provider and the warehouse send times. */
export const seconds = (iso: string): number => Date.parse(iso) / 1000;
export const millis = (iso: string): number => Date.parse(iso);

/** The payment provider's webhook (Stripe-shaped): `created` in Unix seconds. */
export function providerPayment(
  orderId: string,
  createdIso: string,
  paymentIntent: string,
  amountReceived = 1500,
): Record<string, unknown> {
  return {
    id: `evt_${paymentIntent}`,
    type: 'payment_intent.succeeded',
    created: seconds(createdIso),
    data: {
      object: {
        id: paymentIntent,
        amount_received: amountReceived,
        currency: 'eur',
        metadata: { order_id: orderId },
      },
    },
  };
}

/** The warehouse's payment collected at the counter: `eventTime` in Unix milliseconds. */
export function warehousePayment(
  orderId: string,
  eventTimeIso: string,
  receiptNo: string,
  amountCents = 1500,
): Record<string, unknown> {
  return {
    orderRef: orderId,
    status: 'PAYMENT_COLLECTED',
    eventTime: millis(eventTimeIso),
    amountCents,
    receiptNo,
  };
}

/** The warehouse's shipment: `eventTime` in Unix milliseconds. */
export function warehouseShipped(
  orderId: string,
  eventTimeIso: string,
  carrier: string,
  trackingNumber?: string,
): Record<string, unknown> {
  return {
    orderRef: orderId,
    status: 'SHIPPED',
    eventTime: millis(eventTimeIso),
    carrier,
    ...(trackingNumber === undefined ? {} : { trackingNumber }),
  };
}

/** The shop client's completed checkout: `at` in ISO 8601 with a zone, the amount as a decimal. */
export function clientPayment(
  orderId: string,
  at: string,
  receipt: string,
  value = '15.00',
): Record<string, unknown> {
  return {
    orderId,
    action: 'payment-completed',
    at,
    amount: { value, currency: 'EUR' },
    receipt,
  };
}

/** Staff marking an order shipped in the shop client. */
export function clientShipped(
  orderId: string,
  at: string,
  carrier: string,
): Record<string, unknown> {
  return { orderId, action: 'marked-shipped', at, carrier };
}

export const zeroCounts = (): Counts => ({
  Accept: 0,
  Replace: 0,
  Drop: 0,
  Limited: 0,
  InFlight: 0,
  Rejected: 0,
});

/**
 * What an answer of `POST /ingest/:source` says the app counted, by its status and body: the
 * dedup decisions, the refusals, and the aggregate's rejections (any other answer of a known
 * source to a valid payload). 400 (a bad payload) and 404 UnknownSource count nothing.
 */
export function outcomeOf(answer: Answer<IngestJson>): Outcome | undefined {
  const { status, body } = answer;
  if (status === 201 && (body.decision === 'Accept' || body.decision === 'Replace')) {
    return body.decision;
  }
  if (status === 200 && body.decision === 'Drop') return 'Drop';
  if (status === 429 && body.error === 'FrequencyLimited') return 'Limited';
  if (status === 409 && body.error === 'FactInFlight') return 'InFlight';
  if (status === 400 || (status === 404 && body.error === 'UnknownSource')) return undefined;
  return status >= 400 ? 'Rejected' : undefined;
}

/**
 * `POST /ingest/:source` against one running app, keeping a tally of what every answer says
 * was counted, to compare with `GET /admin/dedup`.
 */
export class Ingest {
  readonly tally: Record<Source, Counts> = {
    'payment-provider': zeroCounts(),
    warehouse: zeroCounts(),
    client: zeroCounts(),
  };

  constructor(private readonly baseUrl: () => string) {}

  get url(): string {
    return this.baseUrl();
  }

  async post(
    source: string,
    body: unknown,
    headers: Record<string, string> = {},
  ): Promise<Answer<IngestJson>> {
    const answer = await call<IngestJson & ErrorResponse>(
      this.url,
      'POST',
      `/ingest/${source}`,
      body,
      headers,
    );
    const outcome = outcomeOf(answer);
    if (outcome !== undefined) this.tally[source as Source][outcome] += 1;
    return answer;
  }

  /** The tally in the shape of `/admin/dedup`'s `sources`. */
  expectedSources(): { source: Source; counts: Counts }[] {
    return SOURCES.map((source) => ({ source, counts: { ...this.tally[source] } }));
  }

  report(): Promise<JsonResponse<DedupReportJson>> {
    return call(this.url, 'GET', '/admin/dedup');
  }

  sources(orderId: string, minPosition?: string | null): Promise<Answer<OrderSourcesJson>> {
    const query = minPosition ? `?minPosition=${minPosition}` : '';
    return call(this.url, 'GET', `/orders/${orderId}/sources${query}`);
  }
}
