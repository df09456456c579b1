import { until } from '@tidemark/infra/testing';
import { call, type EventJson, type ReadAllResponse } from './http';
import type { Schemas } from './api-types';
import { isOrderEventType, orderDataProblem } from '../../apps/api/src/shop/orders/order.decider';
import type { Answer } from './shop';

/** The JSON shapes of the read endpoints and of /admin/projections. */
export type OrderListItemJson = Schemas['OrderListItemSchema'];
export type OrderListJson = Schemas['OrderListPageSchema'];
export type CustomerSummaryJson = Schemas['CustomerSummarySchema'];
export type ListenerJson = Schemas['ListenerSchema'];
export type ReplayReportJson = Schemas['ReplayReportSchema'];

export const PROJECTIONS = ['customer_summary', 'order_list', 'order_sources'] as const;
export type ProjectionName = (typeof PROJECTIONS)[number];

/** Polls a condition (the testing kit's): never asserts on timing; the bound ends a hung test. */
export { until };

/** The read models and the projection admin of one running app. */
export class ReadModels {
  constructor(private readonly baseUrl: () => string) {}

  get url(): string {
    return this.baseUrl();
  }

  orders(query: Record<string, string> = {}): Promise<Answer<OrderListJson>> {
    return call(this.url, 'GET', `/orders${queryString(query)}`);
  }

  /** Every page of `GET /orders` with `query`. */
  async allOrders(query: Record<string, string> = {}): Promise<OrderListItemJson[]> {
    const found: OrderListItemJson[] = [];
    for (let after: string | null = null; ;) {
      const page = await this.orders({ ...query, limit: '100', ...(after ? { after } : {}) });
      if (page.status !== 200) throw new Error(`GET /orders: ${JSON.stringify(page.body)}`);
      found.push(...page.body.orders);
      after = page.body.next;
      if (after === null) return found;
    }
  }

  summary(
    customerId: string,
    query: Record<string, string> = {},
  ): Promise<Answer<CustomerSummaryJson>> {
    const path = `/customers/${encodeURIComponent(customerId)}/summary${queryString(query)}`;
    return call(this.url, 'GET', path);
  }

  /**
   * The read-model projections of /admin/projections (in its order), without the sagas'
   * listeners that run beside them.
   */
  async listeners(): Promise<ListenerJson[]> {
    const names: readonly string[] = PROJECTIONS;
    return (await this.allListeners()).filter((l) => names.includes(l.name));
  }

  /** Every listener of /admin/projections: the read models' and the sagas'. */
  async allListeners(): Promise<ListenerJson[]> {
    const listed = await call<Schemas['ListenerListSchema']>(this.url, 'GET', '/admin/projections');
    if (listed.status !== 200) throw new Error(`GET /admin/projections: ${listed.status}`);
    return listed.body.projections;
  }

  listener(name: string): Promise<Answer<ListenerJson>> {
    return call(this.url, 'GET', `/admin/projections/${name}`);
  }

  admin(
    name: string,
    action: 'pause' | 'resume' | 'rebuild' | 'replay',
    body?: unknown,
  ): Promise<Answer<ListenerJson>> {
    return call(this.url, 'POST', `/admin/projections/${name}/${action}`, body);
  }

  replay(name: string, body: unknown): Promise<Answer<ReplayReportJson>> {
    return call(this.url, 'POST', `/admin/projections/${name}/replay`, body);
  }

  /**
   * Waits until every listener (the sagas' too) runs, is not rebuilding and has no lag (call
   * it once the writes have stopped: then it has reached the log's head). Returns the
   * read-model projections.
   */
  async caughtUp(timeoutMs = 60_000): Promise<ListenerJson[]> {
    let listeners: ListenerJson[] = [];
    await until(
      async () => {
        listeners = await this.allListeners();
        return listeners.every(
          (l) => l.status === 'running' && l.rebuild === null && l.lag === '0',
        );
      },
      'the projections to reach the head of the log',
      timeoutMs,
    );
    const names: readonly string[] = PROJECTIONS;
    return listeners.filter((l) => names.includes(l.name));
  }

  /** Both read models as the app serves them: every order, and the summary of every customer. */
  async served(customers: Iterable<string>): Promise<ShopReadModels> {
    const summaries: Record<string, CustomerSummaryJson> = {};
    for (const customerId of [...new Set(customers)].sort()) {
      const summary = await this.summary(customerId);
      if (summary.status === 200) summaries[customerId] = summary.body;
    }
    return { orders: await this.allOrders(), customers: summaries };
  }
}

function queryString(query: Record<string, string>): string {
  const text = new URLSearchParams(query).toString();
  return text === '' ? '' : `?${text}`;
}

/** Every event of the order streams, from the global log. */
export async function orderEvents(url: string): Promise<EventJson[]> {
  const events: EventJson[] = [];
  for (let from = '0'; ;) {
    const read = await call<ReadAllResponse>(
      url,
      'GET',
      `/all?categories=order&limit=1000&from=${from}`,
    );
    if (read.status !== 200) throw new Error(`GET /all: ${read.status}`);
    events.push(...read.body.events);
    if (read.body.events.length === 0) return events;
    from = read.body.nextPosition;
  }
}

export interface ShopReadModels {
  orders: OrderListItemJson[];
  customers: Record<string, CustomerSummaryJson>;
}

/**
 * The read models a build from scratch gives, computed here from the events (independently
 * of the app's projections), and how many events each projection handles.
 */
export function expectedReadModels(events: EventJson[]): ShopReadModels & {
  handled: Record<ProjectionName, number>;
} {
  const orders = new Map<string, OrderListItemJson>();
  const paid = new Map<string, number>();
  const cancelled = new Set<string>();
  const customers = new Map<string, CustomerSummaryJson>();
  const handled = { order_list: 0, customer_summary: 0, order_sources: 0 };
  for (const event of events) {
    // The projections dead-letter malformed events and skip them: neither applied nor counted.
    if (!wellFormed(event)) continue;
    handled.order_list += 1;
    handled.order_sources += 1;
    const orderId = event.streamId.slice('order-'.length);
    const data = event.data as Record<string, never>;
    const order = orders.get(orderId);
    if (['OrderPlaced', 'OrderPaid', 'OrderCancelled'].includes(event.type)) {
      handled.customer_summary += 1;
    }
    if (event.type === 'OrderPlaced') {
      orders.set(orderId, {
        orderId,
        customerId: data.customerId,
        status: 'placed',
        totalCents: data.totalCents,
        lineCount: (data.lines as unknown[]).length,
        placedAt: data.placedAt,
        updatedAt: data.placedAt,
        version: event.version,
      });
      const summary = customers.get(data.customerId) ?? {
        customerId: data.customerId,
        ordersPlaced: 0,
        ordersPaid: 0,
        ordersCancelled: 0,
        totalSpentCents: 0,
      };
      summary.ordersPlaced += 1;
      customers.set(data.customerId, summary);
      continue;
    }
    if (!order) continue;
    const summary = customers.get(order.customerId);
    if (!summary) throw new Error(`no summary for ${order.customerId}`);
    order.version = event.version;
    if (event.type === 'OrderPaid') {
      if (order.status !== 'cancelled') order.status = 'paid';
      order.updatedAt = data.paidAt;
      if (!paid.has(orderId)) {
        paid.set(orderId, data.amountCents);
        summary.ordersPaid += 1;
        summary.totalSpentCents += data.amountCents;
      }
    } else if (event.type === 'OrderCancelled') {
      order.status = 'cancelled';
      order.updatedAt = data.cancelledAt;
      if (!cancelled.has(orderId)) {
        cancelled.add(orderId);
        summary.ordersCancelled += 1;
        summary.totalSpentCents -= paid.get(orderId) ?? 0;
      }
    } else if (event.type === 'OrderShipped') {
      order.status = 'shipped';
      order.updatedAt = data.shippedAt;
    }
  }
  return {
    orders: [...orders.values()].sort((a, b) => (a.orderId < b.orderId ? -1 : 1)),
    customers: Object.fromEntries([...customers].sort(([a], [b]) => (a < b ? -1 : 1))),
    handled,
  };
}

/** An order event as the decider writes it (any type it does not write counts as well-formed). */
function wellFormed(event: EventJson): boolean {
  return !isOrderEventType(event.type) || orderDataProblem(event.type, event.data) === undefined;
}

/**
 * Asserts that the app serves what a build from scratch gives (computed from the log);
 * returns what it serves and how many events each projection handles.
 */
export async function expectBuiltFromScratch(
  reads: ReadModels,
): Promise<{ served: ShopReadModels; handled: Record<ProjectionName, number> }> {
  const expected = expectedReadModels(await orderEvents(reads.url));
  const served = await reads.served(Object.keys(expected.customers));
  expect(served.orders).toEqual(expected.orders);
  expect(served.customers).toEqual(expected.customers);
  return { served, handled: expected.handled };
}

/** Each event a projection handles was applied once, none skipped (the counters commit with it). */
export function expectAppliedOnce(
  listeners: ListenerJson[],
  handled: Record<ProjectionName, number>,
): void {
  expect(listeners.map(({ name, applied, skipped }) => ({ name, applied, skipped }))).toEqual(
    PROJECTIONS.map((name) => ({ name, applied: handled[name], skipped: 0 })),
  );
}
