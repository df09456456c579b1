import { randomUUID } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import { until } from '@tidemark/infra/testing';
import { call, type EventJson, type ReadAllResponse } from './http';
import { newOrder, type PlaceOrderJson } from './shop';

/** One answer to a keyed `POST /orders`; status 0: none came (the request failed or timed out). */
export interface KeyedAttempt {
  /** Sent as `X-Correlation-Id`, so the events tell which attempt wrote them. */
  readonly correlationId: string;
  readonly status: number;
  readonly body: unknown;
  readonly etag: string | null;
  readonly location: string | null;
}

/** One key of the load: its order (one customer of its own) and every answer it got. */
export interface KeyedOrder {
  readonly key: string;
  readonly order: PlaceOrderJson;
  readonly attempts: KeyedAttempt[];
}

export interface KeyedOrderLoadOptions {
  /** The apps' base URLs; client `c` sends its first attempt to `c mod n`, retries to the next. */
  readonly urls: readonly string[];
  readonly clients: number;
  /** Keys in all: the load ends once this many were answered for good. */
  readonly keys: number;
  /** How long a key may take to get a final (not 5xx, not in flight) answer. */
  readonly keyTimeoutMs?: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Sends `keyed` once; a request that gets no answer within a minute counts as none. */
async function place(url: string, keyed: KeyedOrder): Promise<KeyedAttempt> {
  const correlationId = randomUUID();
  try {
    const response = await fetch(`${url}/orders`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'idempotency-key': keyed.key,
        'x-correlation-id': correlationId,
      },
      body: JSON.stringify(keyed.order),
      signal: AbortSignal.timeout(60_000),
    });
    const text = await response.text();
    return {
      correlationId,
      status: response.status,
      body: text === '' ? undefined : (JSON.parse(text) as unknown),
      etag: response.headers.get('etag'),
      location: response.headers.get('location'),
    };
  } catch (error) {
    return { correlationId, status: 0, body: String(error), etag: null, location: null };
  }
}

/** An answer after which the same key must be sent again: a 5xx, none, or still in flight. */
function retryable(attempt: KeyedAttempt): boolean {
  const code = (attempt.body as { error?: unknown } | undefined)?.error;
  return attempt.status === 0 || attempt.status >= 500 || code === 'IdempotencyKeyInFlight';
}

/**
 * Clients placing orders under keys of their own, each key retried with the same body (on
 * another app) until it gets an answer that is neither a 5xx nor "in flight", as a client
 * following the docs does.
 */
export class KeyedOrderLoad {
  readonly orders: KeyedOrder[] = [];
  readonly errors: string[] = [];
  /** Keys that got their final answer. */
  answered = 0;
  private readonly done: Promise<void>;
  private readonly waiters: { count: number; resolve: () => void }[] = [];

  constructor(private readonly options: KeyedOrderLoadOptions) {
    this.done = Promise.all(
      Array.from({ length: options.clients }, (_, client) => this.client(client)),
    ).then(() => this.wake(true));
  }

  /** Resolves once `count` keys got their final answer (or the load ended). */
  reached(count: number): Promise<void> {
    return new Promise((resolve) => {
      this.waiters.push({ count, resolve });
      this.wake(false);
    });
  }

  finished(): Promise<void> {
    return this.done;
  }

  private async client(client: number): Promise<void> {
    const { urls, keys, keyTimeoutMs = 120_000 } = this.options;
    while (this.orders.length < keys) {
      const keyed: KeyedOrder = { key: randomUUID(), order: newOrder(), attempts: [] };
      this.orders.push(keyed);
      const deadline = Date.now() + keyTimeoutMs;
      for (let attempt = 0; ; attempt += 1) {
        const answer = await place(urls[(client + attempt) % urls.length], keyed);
        keyed.attempts.push(answer);
        if (!retryable(answer)) break;
        if (Date.now() > deadline) {
          const statuses = keyed.attempts.map((a) => a.status).join(',');
          this.errors.push(
            `${keyed.key}: no final answer in ${keyTimeoutMs} ms (${statuses}; last ${JSON.stringify(answer.body)})`,
          );
          return;
        }
        await sleep(Math.min(1_000, 50 * 2 ** Math.min(attempt, 5)));
      }
      this.answered += 1;
      this.wake(false);
    }
  }

  private wake(ended: boolean): void {
    for (const waiter of [...this.waiters]) {
      if (ended || this.answered >= waiter.count) {
        this.waiters.splice(this.waiters.indexOf(waiter), 1);
        waiter.resolve();
      }
    }
  }
}

/** What a client compares of two answers. */
const outcomeOf = ({ status, body, etag, location }: KeyedAttempt) => ({
  status,
  body,
  etag,
  location,
});

async function placedEvents(url: string): Promise<EventJson[]> {
  const events: EventJson[] = [];
  for (let from = '0'; ;) {
    const path = `/all?from=${from}&limit=1000&categories=order`;
    let page = await call<ReadAllResponse>(url, 'GET', path);
    // A store still settling after the fault answers 503 for a moment.
    await until(async () => {
      if (page.status === 200) return true;
      page = await call<ReadAllResponse>(url, 'GET', path);
      return false;
    }, `GET ${path} to answer 200 (last ${page.status})`);
    events.push(...page.body.events.filter((event) => event.type === 'OrderPlaced'));
    if (page.body.events.length === 0) return events;
    from = page.body.nextPosition;
  }
}

export interface KeyedOrdersVerdict {
  readonly keys: number;
  readonly requests: number;
  readonly serverErrors: number;
  /** Keys with other than one `OrderPlaced`. */
  readonly notOnce: string[];
  /** Keys whose final answer, or its replay, is not the order that was placed. */
  readonly wrongAnswers: string[];
  /** 503s of attempts whose events were stored, without `writeOutcome: "unknown"`. */
  readonly silentLandings: string[];
}

/** One key's problems, added to `verdict`. */
async function verifyKey(
  url: string,
  keyed: KeyedOrder,
  events: readonly EventJson[],
  verdict: KeyedOrdersVerdict,
): Promise<void> {
  const final = keyed.attempts.at(-1);
  if (events.length !== 1) {
    const ids = events.map((event) => event.data.orderId).join(', ');
    const statuses = keyed.attempts.map((a) => a.status).join(',');
    verdict.notOnce.push(`${keyed.key}: ${events.length} orders (${ids}) after ${statuses}`);
  }
  const orderId = events[0]?.data.orderId;
  if (!final || final.status !== 201 || (final.body as { orderId?: unknown }).orderId !== orderId) {
    verdict.wrongAnswers.push(`${keyed.key}: final ${JSON.stringify(final)}, placed ${orderId}`);
  } else {
    let replay = await place(url, keyed);
    for (let tries = 1; retryable(replay) && tries < 30; tries += 1) {
      await sleep(1_000);
      replay = await place(url, keyed);
    }
    if (!isDeepStrictEqual(outcomeOf(replay), outcomeOf(final))) {
      verdict.wrongAnswers.push(
        `${keyed.key}: answered ${JSON.stringify(outcomeOf(final))}, replayed ${JSON.stringify(outcomeOf(replay))}`,
      );
    }
  }
  for (const event of events) {
    const writer = keyed.attempts.find(
      (attempt) => attempt.correlationId === event.metadata.correlationId,
    );
    const outcome = (writer?.body as { writeOutcome?: unknown } | undefined)?.writeOutcome;
    if (writer?.status === 503 && outcome !== 'unknown') {
      verdict.silentLandings.push(`${keyed.key}: ${JSON.stringify(writer.body)}`);
    }
  }
}

/**
 * What the load left: each key placed exactly one order, its final answer names that order and
 * a replay answers the same (status, body, ETag, Location); every attempt that wrote the events
 * (found by the events' correlationId) and was answered 503 said `writeOutcome: "unknown"`.
 */
export async function verifyKeyedOrders(
  url: string,
  orders: readonly KeyedOrder[],
): Promise<KeyedOrdersVerdict> {
  const placed = new Map<string, EventJson[]>();
  for (const event of await placedEvents(url)) {
    const customerId = String(event.data.customerId);
    placed.set(customerId, [...(placed.get(customerId) ?? []), event]);
  }
  const verdict: KeyedOrdersVerdict = {
    keys: orders.length,
    requests: orders.reduce((sum, keyed) => sum + keyed.attempts.length, 0),
    serverErrors: orders.reduce(
      (sum, keyed) => sum + keyed.attempts.filter((a) => a.status >= 500).length,
      0,
    ),
    notOnce: [],
    wrongAnswers: [],
    silentLandings: [],
  };
  // Several keys at a time, as the load sent them.
  const pending = [...orders];
  const worker = async (): Promise<void> => {
    for (let keyed = pending.shift(); keyed; keyed = pending.shift()) {
      await verifyKey(url, keyed, placed.get(keyed.order.customerId) ?? [], verdict);
    }
  };
  await Promise.all(Array.from({ length: 16 }, worker));
  return verdict;
}

/** The load's verdict, logged (`store` names it) and expected clean. */
export async function expectOneOrderPerKey(
  store: string,
  url: string,
  load: KeyedOrderLoad,
): Promise<void> {
  expect(load.errors).toEqual([]);
  const verdict = await verifyKeyedOrders(url, load.orders);
  console.log(
    `keyed orders on ${store}: ${verdict.keys} keys, ${verdict.requests} requests, ` +
      `${verdict.serverErrors} 5xx; ${verdict.notOnce.length} keys placed other than one order, ` +
      `${verdict.wrongAnswers.length} wrong final answers or replays, ` +
      `${verdict.silentLandings.length} 503s of stored events without writeOutcome`,
  );
  expect(verdict.notOnce).toEqual([]);
  expect(verdict.wrongAnswers).toEqual([]);
  expect(verdict.silentLandings).toEqual([]);
}
