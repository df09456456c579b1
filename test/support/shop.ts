import { randomUUID } from 'node:crypto';
import type { Schemas } from './api-types';
import {
  call,
  unique,
  type ErrorResponse,
  type EventJson,
  type JsonResponse,
  type ReadAllResponse,
} from './http';

/** The shop's JSON shapes (`/orders`). */
export type OrderLineJson = Schemas['OrderLineSchema'];
export type PlaceOrderJson = Schemas['PlaceOrderRequest'];
export type OrderCommandResponse = Schemas['OrderCommandResponseSchema'];
export type OrderJson = Schemas['OrderViewSchema'];

/** A valid order of a customer no other test uses: 2 × 250 + 1 × 1000 = 1500 cents. */
export function newOrder(customerId = unique('customer-')): PlaceOrderJson {
  return {
    customerId,
    lines: [
      { sku: 'sku-apple', quantity: 2, unitPriceCents: 250 },
      { sku: 'sku-pear', quantity: 1, unitPriceCents: 1000 },
    ],
    totalCents: 1500,
  };
}

export type Answer<T> = JsonResponse<T & ErrorResponse>;

/** The order API of one running app. */
export class Shop {
  constructor(private readonly baseUrl: () => string) {}

  get url(): string {
    return this.baseUrl();
  }

  place(
    order: unknown,
    headers: Record<string, string> = { 'idempotency-key': randomUUID() },
  ): Promise<Answer<OrderCommandResponse>> {
    return call(this.url, 'POST', '/orders', order, headers);
  }

  /** Places a valid order and returns its id. */
  async placed(order: PlaceOrderJson = newOrder()): Promise<string> {
    const placed = await this.place(order);
    if (placed.status !== 201) throw new Error(`placing failed: ${JSON.stringify(placed.body)}`);
    return placed.body.orderId;
  }

  get(orderId: string, headers: Record<string, string> = {}): Promise<Answer<OrderJson>> {
    return call(this.url, 'GET', `/orders/${orderId}`, undefined, headers);
  }

  pay(
    orderId: string,
    body: unknown,
    headers: Record<string, string> = {},
  ): Promise<Answer<OrderCommandResponse>> {
    return call(this.url, 'POST', `/orders/${orderId}/payments`, body, headers);
  }

  cancel(
    orderId: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Answer<OrderCommandResponse>> {
    return call(this.url, 'POST', `/orders/${orderId}/cancel`, body, headers);
  }

  ship(
    orderId: string,
    body: unknown,
    headers: Record<string, string> = {},
  ): Promise<Answer<OrderCommandResponse>> {
    return call(this.url, 'POST', `/orders/${orderId}/ship`, body, headers);
  }

  /** The OrderPlaced events written for a customer, read from the global log. */
  async placedFor(customerId: string): Promise<EventJson[]> {
    const found: EventJson[] = [];
    for (let from = '0'; ;) {
      const query = `?categories=order&types=OrderPlaced&limit=1000&from=${from}`;
      const read = await call<ReadAllResponse>(this.url, 'GET', `/all${query}`);
      found.push(...read.body.events.filter((event) => event.data.customerId === customerId));
      if (read.body.events.length === 0) return found;
      from = read.body.nextPosition;
    }
  }

  /** The order stream's version (0 when it has no events). */
  async versionOf(orderId: string): Promise<number> {
    const read = await call<{ version?: number }>(this.url, 'GET', `/streams/order-${orderId}`);
    return read.body.version ?? 0;
  }
}
