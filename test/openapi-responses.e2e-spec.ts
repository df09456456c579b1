import { randomUUID } from 'node:crypto';
import { isRead } from '../apps/api/src/access/roles';
import { StoreFull, StoreUnavailable } from '@tidemark/infra';
import { newEvent, SseClient, unique } from './support/http';
import { clientPayment, warehouseShipped } from './support/ingest';
import { fetchDocument, OpenApiContract, routesOf, type Route } from './support/openapi';
import { until } from './support/read-models';
import { newOrder } from './support/shop';
import { storeTargetKinds, type StoreTargetKind } from './support/store-targets';
import { appPerSuite } from './support/suite';

jest.setTimeout(180_000);

const READER = 'reader-token-0123456789';
const ADMIN = 'admin-token-0123456789abcdef';
const AUTH = { AUTH: 'on', AUTH_TOKENS: `reader:${READER},admin:${ADMIN}` };
const BODY_LIMIT = 16_384;

/**
 * Statuses a route documents that these samples do not produce, and why. Anything else the
 * document lists must come out of a real request below.
 */
const NOT_PROVOKED: Record<number, string> = {
  503: 'a store or dependency outage (StoreUnavailable, StoreClosed): the outage tests provoke it',
  507: 'a full disk (StoreFull): test/outages.e2e-spec.ts provokes it',
};
const NOT_PROVOKED_ON: Record<string, Record<number, string>> = {
  'POST /orders': { 409: 'IdempotencyKeyInFlight, or a race lost on every retry: timing' },
  'POST /admin/scavenge': { 501: 'NotSupported: only with EventStoreDB as the event store' },
  'POST /dcb/events': { 501: 'NotSupported: EventStoreDB and JetStream (jetstream-store e2e)' },
  'POST /dcb/read': { 501: 'NotSupported: EventStoreDB and JetStream (jetstream-store e2e)' },
};

/** A request of a sample: the route as the document names it and the status it must answer. */
interface Sample {
  /** Path parameters, encoded into the route's template. */
  readonly params?: Record<string, string>;
  readonly query?: Record<string, string>;
  /** Sent as JSON, or as is when a string. */
  readonly body?: unknown;
  readonly headers?: Record<string, string>;
  /** The bearer token; null for none. */
  readonly token?: string | null;
  /** The path as sent, instead of the template filled with `params`. */
  readonly rawPath?: string;
}

/** Real requests, each checked against the document; what each route answered is kept. */
class Prober {
  readonly answered = new Map<string, Set<number>>();

  constructor(
    private readonly url: () => string,
    private readonly contract: () => OpenApiContract,
  ) {}

  async send<T = Record<string, unknown>>(
    route: string,
    status: number,
    request: Sample = {},
  ): Promise<T> {
    const [method] = route.split(' ', 1);
    const path = pathOf(route, request);
    const { body } = request;
    const headers: Record<string, string> = { ...request.headers };
    const token = request.token === undefined ? ADMIN : request.token;
    if (token !== null) headers.authorization = `Bearer ${token}`;
    if (body !== undefined) headers['content-type'] ??= 'application/json';
    const response = await fetch(`${this.url()}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await response.text();
    const answer = {
      status: response.status,
      contentType: response.headers.get('content-type'),
      text,
    };
    this.record(route, response.status);
    expect({
      request: `${method} ${path}`,
      status: response.status,
      problems: this.contract().problems(route, answer),
    }).toEqual({
      request: `${method} ${path}`,
      status,
      problems: [],
    });
    return (answer.contentType?.startsWith('application/json') ? JSON.parse(text) : text) as T;
  }

  /** `GET /all/subscribe`: the stream's media type, and its first message as an Event. */
  async subscribe(query: Record<string, string>): Promise<void> {
    const route = 'GET /all/subscribe';
    const sse = await SseClient.connect(`${this.url()}${pathOf(route, { query })}`, {
      authorization: `Bearer ${ADMIN}`,
    });
    try {
      const status = sse.status ?? 0;
      this.record(route, status);
      const contentType = String(sse.response.headers['content-type']);
      expect({
        status,
        problems: this.contract().problems(route, streamOpened(contentType)),
      }).toEqual({
        status: 200,
        problems: [],
      });
      const first = JSON.parse((await sse.next()).data) as unknown;
      expect(this.contract().componentProblems('EventSchema', first)).toEqual([]);
    } finally {
      sse.close();
    }
  }

  private record(route: string, status: number): void {
    const statuses = this.answered.get(route) ?? new Set<number>();
    statuses.add(status);
    this.answered.set(route, statuses);
  }
}

/** An event stream's head: its body is checked message by message, not as one document. */
const streamOpened = (contentType: string) => ({ status: 200, contentType, text: '…' });

function pathOf(route: string, request: Sample): string {
  const template = route.slice(route.indexOf(' ') + 1);
  const path =
    request.rawPath ??
    template.replace(/\{(\w+)\}/g, (_, name: string) => {
      const value = request.params?.[name];
      if (value === undefined) throw new Error(`${route}: no value for {${name}}`);
      return encodeURIComponent(value);
    });
  const query = new URLSearchParams(request.query ?? {}).toString();
  return query === '' ? path : `${path}?${query}`;
}

/** A valid value of each path parameter, for the requests that are about something else. */
const SOME_PARAMS: Record<string, string> = {
  streamId: 'contract-1',
  id: '0190f1b2-1c3d-7e4f-8a9b-0c1d2e3f4a5b',
  customerId: 'contract-customer',
  name: 'order_list',
  source: 'client',
};

const someParams = (route: Route) =>
  Object.fromEntries(
    [...route.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => [name, SOME_PARAMS[name]]),
  );

/** A query value the parameter's schema refuses, if it has a pattern or an enum. */
function refusedValue(schema: { pattern?: string; enum?: unknown[] } | undefined) {
  if (schema?.enum) return 'not-one-of-them';
  if (schema?.pattern) return 'x!';
  return undefined;
}

function describeResponses(target: StoreTargetKind): void {
  const suiteOf = target.enabled ? describe : describe.skip;
  suiteOf(`OpenAPI: real responses match the document (${target.kind})`, () => {
    const main = appPerSuite(target, {
      ...AUTH,
      BODY_LIMIT_BYTES: String(BODY_LIMIT),
      // `waitMs` of the read-your-writes reads below, however slow the machine.
      READ_WAIT_TIMEOUT_MS: '60000',
      // Every confirmation a saga step sends fails at once (a dead letter), and a customer's
      // second notification of the day is suppressed: both lists then have items to check.
      NOTIFIER_PERMANENT_FAILURE: 'true',
      NOTIFY_DAILY_LIMIT: '1',
    });
    const throttled = appPerSuite(target, { ...AUTH, RATE_LIMIT_WRITES_PER_MINUTE: '1' });
    let contract: OpenApiContract | undefined;
    let routes: Route[] = [];
    const theContract = () => {
      if (!contract) throw new Error('the document is read in beforeAll');
      return contract;
    };
    const probe = new Prober(() => main.app.url, theContract);

    beforeAll(async () => {
      const document = await fetchDocument(main.app.url);
      routes = routesOf(document);
      contract = await OpenApiContract.of(document);
    });

    it('serves a document that swagger-parser validates as OpenAPI 3', async () => {
      const document = await fetchDocument(main.app.url);
      expect(document.openapi).toMatch(/^3\.0\./);
      await expect(OpenApiContract.of(document)).resolves.toBeInstanceOf(OpenApiContract);
    });

    it('streams and the global log', async () => {
      const streamId = `${unique('contract')}-1`;
      const route = 'POST /streams/{streamId}/events';
      const first = newEvent('Happened', { n: 1 });
      const written = { expectedVersion: 'no_stream', events: [first] };
      await probe.send(route, 201, { params: { streamId }, body: written });
      await probe.send(route, 200, { params: { streamId }, body: written });
      const stale = { expectedVersion: 0, events: [newEvent()] };
      await probe.send(route, 409, { params: { streamId }, body: stale });
      const elsewhere = { expectedVersion: 'any', events: [first] };
      await probe.send(route, 409, { params: { streamId: `${streamId}x` }, body: elsewhere });
      const bad = { expectedVersion: 'sometimes', events: [{ type: '' }] };
      await probe.send(route, 400, { params: { streamId }, body: bad });
      const keyed = { 'idempotency-key': unique('key-') };
      const once = { expectedVersion: 'any', events: [newEvent()] };
      await probe.send(route, 201, { params: { streamId }, body: once, headers: keyed });
      const other = { expectedVersion: 'any', events: [newEvent()] };
      await probe.send(route, 422, { params: { streamId }, body: other, headers: keyed });

      await probe.send('GET /streams/{streamId}', 200, { params: { streamId } });
      const unknown = { streamId: `${unique('contract')}-404` };
      await probe.send('GET /streams/{streamId}', 404, { params: unknown });
      await probe.send('GET /streams/{streamId}', 400, { params: { streamId: '$bad' } });
      await probe.send('GET /all', 200, { query: { limit: '5' } });
      await probe.subscribe({ from: '0' });
    });

    it('DCB: conditional appends and reads by query', async () => {
      const tag = unique('contract:');
      const query = { items: [{ tags: [tag] }] };
      const read = await probe.send<{ head: string }>('POST /dcb/read', 200, { body: { query } });
      await probe.send('POST /dcb/read', 400, { body: { query: { items: [] }, from: 1 } });
      const condition = { failIfEventsMatch: query, after: read.head };
      const first = { events: [{ ...newEvent(), tags: [tag] }], condition };
      await probe.send('POST /dcb/events', 201, { body: first });
      await probe.send('POST /dcb/events', 200, { body: first });
      await probe.send('POST /dcb/events', 409, {
        body: { events: [{ ...newEvent(), tags: [tag] }], condition },
      });
      await probe.send('POST /dcb/events', 409, {
        body: { events: [{ ...first.events[0], data: { other: true } }] },
      });
      await probe.send('POST /dcb/events', 400, { body: { events: [], condition: { after: 1 } } });
    });

    it('orders: commands and reads', async () => {
      const customerId = unique('customer-');
      const key = () => ({ 'idempotency-key': unique('key-') });
      const placed = await probe.send<{ orderId: string; position: string }>('POST /orders', 201, {
        body: newOrder(customerId),
        headers: key(),
      });
      const id = placed.orderId;
      await probe.send('POST /orders', 400, { body: newOrder() });
      await probe.send('POST /orders', 422, {
        body: { ...newOrder(), totalCents: 1 },
        headers: key(),
      });

      const params = { id };
      const unknown = { id: randomUUID() };
      await probe.send('GET /orders/{id}', 200, { params });
      await probe.send('GET /orders/{id}', 304, { params, headers: { 'if-none-match': 'W/"1"' } });
      await probe.send('GET /orders/{id}', 404, { params: unknown });
      await probe.send('GET /orders/{id}', 400, { params: { id: 'not-a-uuid' } });
      // An event of a known type the decider cannot read: 409 UnreadableEvent, never 500.
      const spoilt = await probe.send<{ orderId: string }>('POST /orders', 201, {
        body: newOrder(customerId),
        headers: key(),
      });
      await probe.send('POST /streams/{streamId}/events', 201, {
        params: { streamId: `order-${spoilt.orderId}` },
        body: { events: [newEvent('OrderPaid', { amountCents: 'lots', paidAt: 'now' })] },
      });
      await probe.send('GET /orders/{id}', 409, { params: { id: spoilt.orderId } });

      const pay = 'POST /orders/{id}/payments';
      const payment = { amountCents: 1500, paymentReference: 'psp-1' };
      await probe.send(pay, 422, { params, body: { ...payment, amountCents: 1 } });
      await probe.send(pay, 412, { params, body: payment, headers: { 'if-match': 'W/"0"' } });
      await probe.send(pay, 400, { params, body: {} });
      await probe.send(pay, 404, { params: unknown, body: payment });
      await probe.send('POST /orders/{id}/ship', 409, { params, body: { carrier: 'DHL' } });
      await probe.send(pay, 200, { params, body: payment });
      // The same payment again changes nothing: `position` is null.
      await probe.send(pay, 200, { params, body: payment });
      await probe.send(pay, 409, { params, body: { ...payment, paymentReference: 'psp-2' } });
      const reused = key();
      await probe.send(pay, 200, { params, body: payment, headers: reused });
      await probe.send(pay, 422, { params, body: { ...payment, amountCents: 2 }, headers: reused });

      const ship = 'POST /orders/{id}/ship';
      const shipKey = key();
      await probe.send(ship, 400, { params, body: {} });
      await probe.send(ship, 412, {
        params,
        body: { carrier: 'DHL' },
        headers: { 'if-match': 'W/"1"' },
      });
      await probe.send(ship, 404, { params: unknown, body: { carrier: 'DHL' } });
      await probe.send(ship, 200, { params, body: { carrier: 'DHL' }, headers: shipKey });
      await probe.send(ship, 422, { params, body: { carrier: 'UPS' }, headers: shipKey });
      await probe.send(ship, 409, { params, body: { carrier: 'UPS' } });

      const cancel = 'POST /orders/{id}/cancel';
      await probe.send(cancel, 409, { params });
      const other = await probe.send<{ orderId: string; position: string }>('POST /orders', 201, {
        body: newOrder(customerId),
        headers: key(),
      });
      const otherParams = { id: other.orderId };
      const cancelKey = key();
      await probe.send(cancel, 400, { params: otherParams, body: { reason: 7 } });
      await probe.send(cancel, 412, { params: otherParams, headers: { 'if-match': 'W/"5"' } });
      await probe.send(cancel, 404, { params: unknown });
      await probe.send(cancel, 200, {
        params: otherParams,
        body: { reason: 'a' },
        headers: cancelKey,
      });
      await probe.send(cancel, 422, {
        params: otherParams,
        body: { reason: 'b' },
        headers: cancelKey,
      });
      await probe.send(cancel, 200, { params: otherParams });

      const caughtUp = { minPosition: other.position, waitMs: '60000' };
      const behind = { minPosition: '999999999', waitMs: '0' };
      await probe.send('GET /orders', 200, { query: { ...caughtUp, customerId, limit: '1' } });
      await probe.send('GET /orders', 503, { query: behind });
      const sources = 'GET /orders/{id}/sources';
      await probe.send(sources, 200, { params, query: caughtUp });
      await probe.send(sources, 404, { params: unknown, query: caughtUp });
      await probe.send(sources, 503, { params, query: behind });
      await probe.send(sources, 400, { params: { id: 'not-a-uuid' } });
      const summary = 'GET /customers/{customerId}/summary';
      await probe.send(summary, 200, { params: { customerId }, query: caughtUp });
      await probe.send(summary, 404, {
        params: { customerId: unique('nobody-') },
        query: caughtUp,
      });
      await probe.send(summary, 503, { params: { customerId }, query: behind });
      await probe.send(summary, 400, { params: { customerId: 'c'.repeat(201) } });
      await probe.send('GET /customers/{customerId}/loyalty', 200, { params: { customerId } });
    });

    it('ingest and dedup', async () => {
      const route = 'POST /ingest/{source}';
      const key = () => ({ 'idempotency-key': unique('key-') });
      const placed = await probe.send<{ orderId: string }>('POST /orders', 201, {
        body: newOrder(),
        headers: key(),
      });
      const orderId = placed.orderId;
      const client = { source: 'client' };
      const at = new Date(Date.now() - 60_000).toISOString();
      await probe.send(route, 409, {
        params: { source: 'warehouse' },
        body: warehouseShipped(orderId, at, 'DHL'),
      });
      await probe.send(route, 422, {
        params: client,
        body: clientPayment(orderId, at, 'r-0', '9.99'),
      });
      await probe.send(route, 404, {
        params: client,
        body: clientPayment(randomUUID(), at, 'r-1'),
      });
      await probe.send(route, 404, { params: { source: 'nope' }, body: {} });
      await probe.send(route, 400, { params: client, body: {} });
      await probe.send(route, 201, { params: client, body: clientPayment(orderId, at, 'r-1') });
      await probe.send(route, 200, { params: client, body: clientPayment(orderId, at, 'r-2') });
      const reused = key();
      const later = new Date(Date.now() - 30_000).toISOString();
      await probe.send(route, 201, {
        params: { source: 'warehouse' },
        body: warehouseShipped(orderId, later, 'DHL'),
        headers: reused,
      });
      await probe.send(route, 422, {
        params: { source: 'warehouse' },
        body: warehouseShipped(orderId, later, 'UPS'),
        headers: reused,
      });
      await probe.send('GET /admin/dedup', 200);
    });

    it('projections admin', async () => {
      const streamId = `${unique('contract')}-1`;
      await probe.send('POST /streams/{streamId}/events', 201, {
        params: { streamId },
        body: { events: [newEvent()] },
      });
      await probe.send('GET /admin/projections', 200);
      const name = { name: 'order_list' };
      const unknown = { name: 'no_such_projection' };
      for (const action of ['pause', 'resume']) {
        await probe.send(`POST /admin/projections/{name}/${action}`, 200, { params: name });
        await probe.send(`POST /admin/projections/{name}/${action}`, 404, { params: unknown });
      }
      await probe.send('GET /admin/projections/{name}', 200, { params: name });
      await probe.send('GET /admin/projections/{name}', 404, { params: unknown });
      const replay = 'POST /admin/projections/{name}/replay';
      await probe.send(replay, 200, { params: name, body: { streamId } });
      await probe.send(replay, 404, { params: unknown, body: { streamId } });
      await probe.send(replay, 400, { params: name, body: {} });
      // The answer carries the rebuild's progress; the listener's own state has it null.
      const rebuild = 'POST /admin/projections/{name}/rebuild';
      await probe.send(rebuild, 202, { params: { name: 'customer_summary' } });
      await probe.send(rebuild, 404, { params: unknown });
    });

    it('dead letters and suppressed notifications', async () => {
      const key = () => ({ 'idempotency-key': unique('key-') });
      const customers = [unique('customer-'), unique('customer-')];
      // Two paid orders of the first customer (the second's notification is suppressed) and
      // one of the second: two confirmations dead-lettered.
      const streams: string[] = [];
      for (const customerId of [customers[0], customers[0], customers[1]]) {
        const placed = await probe.send<{ orderId: string }>('POST /orders', 201, {
          body: newOrder(customerId),
          headers: key(),
        });
        streams.push(`order-${placed.orderId}`);
        await probe.send('POST /orders/{id}/payments', 200, {
          params: { id: placed.orderId },
          body: { amountCents: 1500, paymentReference: unique('psp-') },
        });
      }
      let deadLetters: { id: string }[] = [];
      await until(
        async () => {
          const page = await probe.send<{ items: { id: string; streamId: string }[] }>(
            'GET /admin/dead-letters',
            200,
            { query: { listener: 'shop', status: 'pending', limit: '200' } },
          );
          deadLetters = page.items.filter((d) => streams.includes(d.streamId));
          return deadLetters.length === 2;
        },
        'two confirmations dead-lettered',
        60_000,
      );
      await until(
        async () => {
          const suppressed = await probe.send<{ items: unknown[] }>(
            'GET /admin/notifications/suppressed',
            200,
            { query: { customerId: customers[0] } },
          );
          return suppressed.items.length === 1;
        },
        'the second notification of the day suppressed',
        60_000,
      );

      const [first, second] = deadLetters.map(({ id }) => ({ id }));
      const unknown = { id: randomUUID() };
      await probe.send('GET /admin/dead-letters/{id}', 200, { params: first });
      await probe.send('GET /admin/dead-letters/{id}', 404, { params: unknown });
      const discard = 'POST /admin/dead-letters/{id}/discard';
      await probe.send(discard, 400, { params: second, body: {} });
      await probe.send(discard, 404, { params: unknown, body: { reason: 'test' } });
      await probe.send(discard, 200, { params: second, body: { reason: 'test data' } });
      await probe.send(discard, 409, { params: second, body: { reason: 'again' } });
      await probe.send('POST /admin/dead-letters/{id}/retry', 200, { params: first });
      await probe.send('POST /admin/dead-letters/{id}/retry', 404, { params: unknown });
      const many = 'POST /admin/dead-letters/retry';
      await probe.send(many, 200, { body: { ids: [second.id, unknown.id] } });
      await probe.send(many, 400, { body: { ids: 'all' } });
    });

    it('stream lifecycle admin and the global log backward', async () => {
      const streamId = `${unique('contract')}-1`;
      const params = { streamId };
      const appended = { params, body: { events: [newEvent(), newEvent()] } };
      await probe.send('POST /streams/{streamId}/events', 201, appended);
      const metadata = 'GET /admin/streams/{streamId}/metadata';
      const setMetadata = 'PUT /admin/streams/{streamId}/metadata';
      await probe.send(metadata, 200, { params });
      await probe.send(metadata, 400, { params: { streamId: '$bad' } });
      const body = { maxCount: 5, custom: { owner: 'ops' }, expectedMetadataVersion: 0 };
      await probe.send(setMetadata, 200, { params, body });
      await probe.send(setMetadata, 409, { params, body });
      await probe.send(setMetadata, 400, { params, body: { maxCount: 0 } });
      const del = 'DELETE /admin/streams/{streamId}';
      await probe.send(del, 409, { params, query: { expectedVersion: '1' } });
      await probe.send(del, 400, { params, query: { tombstone: 'yes' } });
      await probe.send(del, 200, { params, query: { expectedVersion: '2' } });
      await probe.send('GET /streams/{streamId}', 404, { params });
      await probe.send(del, 200, { params, query: { tombstone: 'true' } });
      await probe.send(del, 410, { params });
      await probe.send('GET /streams/{streamId}', 410, { params });
      await probe.send('POST /streams/{streamId}/events', 410, appended);
      await probe.send(metadata, 410, { params });
      await probe.send(setMetadata, 410, { params, body: {} });
      await probe.send('POST /admin/scavenge', 200);
      await probe.send('GET /all', 200, { query: { direction: 'backward', limit: '2' } });
      await probe.send('GET /all', 200, {
        query: { streamPrefixes: 'contract', typePrefixes: 'H' },
      });
    });

    it('documents the outage bodies as the library writes them (the outage e2e answers them)', () => {
      const lost = new Error('connection terminated');
      for (const [schema, body] of [
        ['StoreUnavailableSchema', new StoreUnavailable('postgres', lost).toJSON()],
        ['StoreUnavailableSchema', new StoreUnavailable('postgres', lost, 'unknown').toJSON()],
        ['StoreUnavailableSchema', new StoreUnavailable('redis', lost).toJSON()],
        ['StoreFullSchema', new StoreFull('sqlite', new Error('SQLITE_FULL')).toJSON()],
      ] as const) {
        expect(contract?.componentProblems(schema, body)).toEqual([]);
      }
    });

    it('probes and metrics', async () => {
      await probe.send('GET /health', 200, { token: null });
      await probe.send('GET /ready', 200, { token: null });
      await probe.send('GET /metrics', 200, { token: null });
    });

    it('every route answers malformed requests as documented', async () => {
      const big = JSON.stringify({ padding: 'x'.repeat(BODY_LIMIT) });
      for (const route of routes) {
        const params = someParams(route);
        if (['post', 'put', 'delete'].includes(route.method)) {
          const send = (status: number, body: string, contentType: string) =>
            probe.send(route.route, status, {
              params,
              body,
              headers: { 'content-type': contentType },
            });
          await send(400, '{"not json', 'application/json');
          await send(415, 'text', 'text/plain');
          await send(413, big, 'application/json');
        }
        if (route.path.includes('{')) {
          // Not UTF-8 once decoded: refused while routing, before any controller.
          const rawPath = route.path.replace(/\{\w+\}/g, '%ED%A0%80');
          await probe.send(route.route, 400, { rawPath });
        }
        for (const parameter of route.operation.parameters ?? []) {
          const refused = parameter.in === 'query' ? refusedValue(parameter.schema) : undefined;
          if (refused === undefined) continue;
          await probe.send(route.route, 400, { params, query: { [parameter.name]: refused } });
        }
      }
    });

    it('every route behind the guard answers 401 without a token, 403 to a role short of it', async () => {
      for (const route of routes) {
        if ((route.operation.security ?? []).length === 0) continue;
        const params = someParams(route);
        const body = route.method === 'post' || route.method === 'put' ? {} : undefined;
        await probe.send(route.route, 401, { params, body, token: null });
        await probe.send(route.route, 401, { params, body, token: `${READER}x` });
        if (route.operation.responses['403']) {
          await probe.send(route.route, 403, { params, body, token: READER });
        }
      }
    });

    it('every write answers 429 once its client is over the rate limit', async () => {
      const throttledProbe = new Prober(() => throttled.app.url, theContract);
      await throttledProbe.send('GET /admin/projections', 200);
      // The one write of this minute.
      const first = { params: { name: 'order_list' } };
      await throttledProbe.send('POST /admin/projections/{name}/resume', 200, first);
      // The writes as the throttler counts them: a read sent as POST (POST /dcb/read) is none.
      const writes = routes.filter(
        (r) =>
          ['post', 'put', 'delete'].includes(r.method) && !isRead(r.method.toUpperCase(), r.path),
      );
      for (const route of writes) {
        const body = route.method === 'delete' ? undefined : {};
        await throttledProbe.send(route.route, 429, { params: someParams(route), body });
      }
      for (const [route, statuses] of throttledProbe.answered) {
        for (const status of statuses) probe.answered.get(route)?.add(status);
      }
    });

    it('every route gave each status it documents (or it is listed as not provoked here)', () => {
      const missing = routes.flatMap(({ route, operation }) =>
        Object.keys(operation.responses)
          .map(Number)
          .filter((status) => !probe.answered.get(route)?.has(status))
          .filter((status) => !(NOT_PROVOKED[status] ?? NOT_PROVOKED_ON[route]?.[status]))
          .map((status) => `${route} ${status}`),
      );
      expect(missing).toEqual([]);
    });
  });
}

for (const target of storeTargetKinds('OpenAPI responses')) describeResponses(target);
