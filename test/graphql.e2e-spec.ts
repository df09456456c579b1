import { randomUUID } from 'node:crypto';
import { getIntrospectionQuery } from 'graphql';
import { followOrder } from '../docs/examples/graphql-subscribe';
import {
  GraphQLApi,
  GraphQLSocket,
  type GraphQLAnswer,
  type GraphQLBody,
  type GraphQLErrorJson,
  type GraphQLSubscription,
} from './support/graphql';
import {
  append,
  call,
  newEvent,
  unique,
  type EventJson,
  type ReadAllResponse,
  type ReadStreamResponse,
} from './support/http';
import {
  PROJECTIONS,
  until,
  type CustomerSummaryJson,
  type ListenerJson,
  type OrderListJson,
} from './support/read-models';
import { newOrder, Shop, type OrderCommandResponse, type OrderJson } from './support/shop';
import { storeTargetKinds, type StoreTargetKind } from './support/store-targets';
import { appPerSuite } from './support/suite';

jest.setTimeout(120_000);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const ISO_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;
const POSITION = /^[1-9]\d*$/;

const EVENT_FIELDS = 'id type data metadata streamId version position recordedAt tags';
const ORDER_FIELDS = `orderId status customerId lines { sku quantity unitPriceCents } totalCents
  placedAt paymentReference paidAt cancelledAt cancelReason shippedAt carrier trackingNumber version`;
const RESULT_FIELDS = 'orderId version position';
const LISTENER_FIELDS = `name kind status checkpoint headPosition lag leaseOwner leaseUntil applied
  skipped lastError failedEvent { id } rebuild { checkpoint progress startedAt }`;
const DEAD_LETTER_FIELDS = `id listener step workItemId eventId streamId version position event
  error stack attempts firstAttemptAt lastAttemptAt status resolution resolvedAt createdAt`;

const PLACE = `mutation ($input: PlaceOrderInput!, $idempotencyKey: String, $correlationId: String) {
  placeOrder(input: $input, idempotencyKey: $idempotencyKey, correlationId: $correlationId) {
    ${RESULT_FIELDS}
  }
}`;

/** An existing order's mutation, with every argument it takes as a variable. */
const orderMutation = (field: string, inputType: string) => `mutation (
  $orderId: ID!, $input: ${inputType}, $idempotencyKey: String, $expectedVersion: Int,
  $correlationId: String
) {
  ${field}(orderId: $orderId, input: $input, idempotencyKey: $idempotencyKey,
    expectedVersion: $expectedVersion, correlationId: $correlationId) { ${RESULT_FIELDS} }
}`;
const PAY = orderMutation('confirmPayment', 'ConfirmPaymentInput!');
const SHIP = orderMutation('shipOrder', 'ShipOrderInput!');
const CANCEL = orderMutation('cancelOrder', 'CancelOrderInput');

const ORDER = `query ($id: ID!) { order(id: $id) { ${ORDER_FIELDS} } }`;
const STREAM = `query ($streamId: String!, $from: Int, $limit: Int, $direction: String) {
  stream(streamId: $streamId, from: $from, limit: $limit, direction: $direction) {
    streamId version events { ${EVENT_FIELDS} }
  }
}`;
const ALL = `query ($from: String, $limit: Int, $types: [String!], $categories: [String!]) {
  all(from: $from, limit: $limit, types: $types, categories: $categories) {
    events { ${EVENT_FIELDS} } nextPosition
  }
}`;
const ORDERS = `query (
  $status: String, $customerId: String, $limit: Int, $after: String, $minPosition: String,
  $waitMs: Int
) {
  orders(status: $status, customerId: $customerId, limit: $limit, after: $after,
    minPosition: $minPosition, waitMs: $waitMs) {
    orders { orderId customerId status totalCents lineCount placedAt updatedAt version } next
  }
}`;
const EVENTS = `subscription ($streamId: String, $categories: [String!], $types: [String!], $from: String) {
  events(streamId: $streamId, categories: $categories, types: $types, from: $from) {
    ${EVENT_FIELDS}
  }
}`;

const payment = (paymentReference = 'pay-1', amountCents = 1500) => ({
  amountCents,
  paymentReference,
});

interface CommandOptions {
  idempotencyKey?: string;
  expectedVersion?: number;
  correlationId?: string;
  headers?: Record<string, string>;
}

/** A mutation's answer: its result (null when it failed), its errors and the HTTP status. */
interface CommandAnswer {
  status: number;
  result: OrderCommandResponse | null;
  errors: GraphQLErrorJson[];
}

function ok(answer: CommandAnswer): OrderCommandResponse {
  if (answer.status !== 200 || answer.errors.length > 0 || !answer.result) {
    throw new Error(`the mutation failed: ${JSON.stringify(answer)}`);
  }
  return answer.result;
}

/** A mutation that failed with one error carrying exactly these extensions, and no result. */
function expectRefused(answer: CommandAnswer, extensions: Record<string, unknown>): void {
  expect(answer.result).toBeNull();
  expect(answer.errors).toEqual([
    expect.objectContaining({ message: expect.any(String), extensions }),
  ]);
}

/** The shop over GraphQL: the order mutations and the reads of the store. */
class GraphQLShop {
  constructor(readonly api: GraphQLApi) {}

  place(input: unknown, options: CommandOptions = { idempotencyKey: randomUUID() }) {
    const { headers, ...args } = options;
    return this.command(PLACE, 'placeOrder', { input, ...args }, headers);
  }

  async placed(input: unknown = newOrder()) {
    return ok(await this.place(input));
  }

  pay(orderId: string, input: unknown = payment(), options: CommandOptions = {}) {
    return this.orderCommand(PAY, 'confirmPayment', orderId, input, options);
  }

  ship(orderId: string, input: unknown = { carrier: 'DHL' }, options: CommandOptions = {}) {
    return this.orderCommand(SHIP, 'shipOrder', orderId, input, options);
  }

  cancel(orderId: string, input?: unknown, options: CommandOptions = {}) {
    return this.orderCommand(CANCEL, 'cancelOrder', orderId, input, options);
  }

  async order(id: string): Promise<OrderJson | null> {
    return (await this.api.data<{ order: OrderJson | null }>(ORDER, { id })).order;
  }

  async stream(
    streamId: string,
    args: Record<string, unknown> = {},
  ): Promise<ReadStreamResponse | null> {
    return (
      await this.api.data<{ stream: ReadStreamResponse | null }>(STREAM, { streamId, ...args })
    ).stream;
  }

  async all(args: Record<string, unknown> = {}): Promise<ReadAllResponse> {
    return (await this.api.data<{ all: ReadAllResponse }>(ALL, args)).all;
  }

  /** Every page of `all` after `from`, and the position after the last one. */
  async allAfter(
    from: string,
    args: Record<string, unknown> = {},
  ): Promise<{ events: EventJson[]; pages: number; head: string }> {
    const events: EventJson[] = [];
    for (let position = from, pages = 1; ; pages += 1) {
      // Not 1000: a page of 1000 with every field costs more than the default limit (see below).
      const page = await this.all({ limit: 500, ...args, from: position });
      if (page.events.length === 0) return { events, pages, head: page.nextPosition };
      events.push(...page.events);
      position = page.nextPosition;
    }
  }

  /** The position of the last event of the global log. */
  async head(): Promise<string> {
    return (await this.allAfter('0')).head;
  }

  private orderCommand(
    document: string,
    field: string,
    orderId: string,
    input: unknown,
    { headers, ...args }: CommandOptions,
  ) {
    return this.command(document, field, { orderId, input, ...args }, headers);
  }

  private async command(
    document: string,
    field: string,
    variables: Record<string, unknown>,
    headers?: Record<string, string>,
  ): Promise<CommandAnswer> {
    const answer: GraphQLAnswer<Record<string, OrderCommandResponse | null>> = await this.api.run(
      document,
      variables,
      headers,
    );
    return {
      status: answer.status,
      result: answer.body.data?.[field] ?? null,
      errors: answer.body.errors ?? [],
    };
  }
}

/** GraphQL at /graphql (issue 7), black box against the built app. */
function describeGraphQL(target: StoreTargetKind): void {
  describe(`GraphQL (${target.kind})`, () => {
    const suite = appPerSuite(target);
    const api = new GraphQLApi(() => suite.app.url);
    const shop = new GraphQLShop(api);
    const rest = new Shop(() => suite.app.url);

    describe('mutations', () => {
      it('places, pays and ships an order; its events say source graphql and carry the correlation id', async () => {
        const order = newOrder();
        const placed = ok(
          await shop.place(order, { idempotencyKey: randomUUID(), correlationId: 'checkout-gql' }),
        );
        expect(placed).toEqual({
          orderId: expect.stringMatching(UUID),
          version: 1,
          position: expect.stringMatching(POSITION),
        });
        const { orderId } = placed;
        const shown = await shop.order(orderId);
        // Every field as REST shows it.
        expect(shown).toEqual((await rest.get(orderId)).body);
        expect(shown).toMatchObject({
          ...order,
          orderId,
          status: 'placed',
          paidAt: null,
          version: 1,
        });

        // Without the argument, the X-Correlation-Id header; the argument wins over the header.
        const paid = ok(
          await shop.pay(orderId, payment('psp-9'), { headers: { 'x-correlation-id': 'hdr-7' } }),
        );
        expect(paid).toEqual({ orderId, version: 2, position: expect.stringMatching(POSITION) });
        expect(BigInt(paid.position ?? 0)).toBeGreaterThan(BigInt(placed.position ?? 0));
        const shipped = ok(
          await shop.ship(
            orderId,
            { carrier: 'UPS' },
            { correlationId: 'arg-8', headers: { 'x-correlation-id': 'hdr-8' } },
          ),
        );
        expect(shipped).toEqual({ orderId, version: 3, position: expect.stringMatching(POSITION) });

        const stream = await shop.stream(`order-${orderId}`);
        expect(stream?.version).toBe(3);
        expect(
          stream?.events.map(({ type, version, position, metadata }) => ({
            type,
            version,
            position,
            metadata,
          })),
        ).toEqual([
          {
            type: 'OrderPlaced',
            version: 1,
            position: placed.position,
            metadata: expect.objectContaining({ correlationId: 'checkout-gql', source: 'graphql' }),
          },
          {
            type: 'OrderPaid',
            version: 2,
            position: paid.position,
            metadata: expect.objectContaining({ correlationId: 'hdr-7', source: 'graphql' }),
          },
          {
            type: 'OrderShipped',
            version: 3,
            position: shipped.position,
            metadata: expect.objectContaining({ correlationId: 'arg-8', source: 'graphql' }),
          },
        ]);
        const final = await shop.order(orderId);
        expect(final).toMatchObject({
          status: 'shipped',
          paymentReference: 'psp-9',
          paidAt: expect.stringMatching(ISO_TIME),
          shippedAt: expect.stringMatching(ISO_TIME),
          carrier: 'UPS',
          version: 3,
        });
        expect(final).toEqual((await rest.get(orderId)).body);
      });

      it('cancels with a reason, or without input (empty reason); cancelling again changes nothing', async () => {
        const { orderId } = await shop.placed();
        const cancelled = ok(await shop.cancel(orderId, { reason: 'changed my mind' }));
        expect(cancelled).toEqual({
          orderId,
          version: 2,
          position: expect.stringMatching(POSITION),
        });
        expect(ok(await shop.cancel(orderId))).toEqual({ orderId, version: 2, position: null });
        expect(await shop.order(orderId)).toMatchObject({
          status: 'cancelled',
          cancelReason: 'changed my mind',
          cancelledAt: expect.stringMatching(ISO_TIME),
          version: 2,
        });
        const [, event] = (await shop.stream(`order-${orderId}`))?.events ?? [];
        expect(event).toMatchObject({
          type: 'OrderCancelled',
          position: cancelled.position,
          // No argument and no header: a new id.
          metadata: { correlationId: expect.stringMatching(UUID), source: 'graphql' },
        });

        const other = await shop.placed();
        expect(ok(await shop.cancel(other.orderId))).toMatchObject({ version: 2 });
        expect((await shop.order(other.orderId))?.cancelReason).toBe('');
      });
    });

    describe('expectedVersion', () => {
      it('refuses a stale version with WrongExpectedVersion (412) and writes nothing; the current one runs', async () => {
        const { orderId } = await shop.placed();
        ok(await shop.pay(orderId));
        const stale = await shop.ship(orderId, { carrier: 'DHL' }, { expectedVersion: 1 });
        expect(stale.status).toBe(200);
        expectRefused(stale, {
          code: 'WrongExpectedVersion',
          status: 412,
          streamId: `order-${orderId}`,
          expectedVersion: 1,
          actualVersion: 2,
        });
        expect((await shop.stream(`order-${orderId}`))?.version).toBe(2);

        const current = await shop.ship(orderId, { carrier: 'DHL' }, { expectedVersion: 2 });
        expect(ok(current)).toMatchObject({ orderId, version: 3 });
        const cancel = await shop.cancel(orderId, undefined, { expectedVersion: 3 });
        expectRefused(cancel, { code: 'OrderAlreadyShipped', status: 409 });
      });
    });

    describe('idempotencyKey', () => {
      it('replays the first result for the same key and arguments, and places the order once', async () => {
        const key = randomUUID();
        const order = newOrder();
        const first = ok(await shop.place(order, { idempotencyKey: key }));
        const reordered = {
          totalCents: order.totalCents,
          lines: order.lines,
          customerId: order.customerId,
        };
        expect(ok(await shop.place(reordered, { idempotencyKey: key }))).toEqual(first);
        expect(await rest.placedFor(order.customerId)).toHaveLength(1);
        expect((await shop.stream(`order-${first.orderId}`))?.version).toBe(1);

        const pay = { idempotencyKey: randomUUID() };
        const paid = ok(await shop.pay(first.orderId, payment(), pay));
        expect(ok(await shop.pay(first.orderId, payment(), pay))).toEqual(paid);
        expect((await shop.stream(`order-${first.orderId}`))?.version).toBe(2);
      });

      it('refuses the same key with other arguments or another expectedVersion: IdempotencyKeyReused (422)', async () => {
        const key = randomUUID();
        const order = newOrder();
        ok(await shop.place(order, { idempotencyKey: key }));
        const otherCustomer = `${order.customerId}-2`;
        const other = await shop.place(
          { ...order, customerId: otherCustomer },
          { idempotencyKey: key },
        );
        expectRefused(other, { code: 'IdempotencyKeyReused', status: 422 });
        expect(await rest.placedFor(otherCustomer)).toHaveLength(0);

        const { orderId } = await shop.placed();
        const payKey = randomUUID();
        ok(await shop.pay(orderId, payment(), { idempotencyKey: payKey, expectedVersion: 1 }));
        const unversioned = await shop.pay(orderId, payment(), { idempotencyKey: payKey });
        expectRefused(unversioned, { code: 'IdempotencyKeyReused', status: 422 });
        // A key of one mutation is not another mutation's.
        const ship = await shop.ship(orderId, { carrier: 'DHL' }, { idempotencyKey: payKey });
        expectRefused(ship, { code: 'IdempotencyKeyReused', status: 422 });
        expect((await shop.stream(`order-${orderId}`))?.version).toBe(2);
      });

      it('replays a stored refusal; a key whose request failed validation stays free', async () => {
        const key = randomUUID();
        const wrongTotal = { ...newOrder(), totalCents: 1499 };
        const refused = await shop.place(wrongTotal, { idempotencyKey: key });
        expectRefused(refused, { code: 'TotalMismatch', status: 422 });
        const again = await shop.place(wrongTotal, { idempotencyKey: key });
        expect(again).toEqual(refused);
        // The key is taken by the refused request.
        const corrected = await shop.place(
          { ...wrongTotal, totalCents: 1500 },
          { idempotencyKey: key },
        );
        expectRefused(corrected, { code: 'IdempotencyKeyReused', status: 422 });
        expect(await rest.placedFor(wrongTotal.customerId)).toHaveLength(0);

        const free = randomUUID();
        const order = newOrder();
        const invalid = await shop.place({ ...order, lines: [] }, { idempotencyKey: free });
        expect(invalid.errors[0]?.extensions?.code).toBe('ValidationError');
        ok(await shop.place(order, { idempotencyKey: free }));
        expect(await rest.placedFor(order.customerId)).toHaveLength(1);
      });

      it('does not replay a REST response for a GraphQL mutation with the same key', async () => {
        const key = randomUUID();
        const order = newOrder();
        expect((await rest.place(order, { 'idempotency-key': key })).status).toBe(201);
        expectRefused(await shop.place(order, { idempotencyKey: key }), {
          code: 'IdempotencyKeyReused',
          status: 422,
        });

        const graphqlKey = randomUUID();
        const other = newOrder();
        ok(await shop.place(other, { idempotencyKey: graphqlKey }));
        const viaRest = await rest.place(other, { 'idempotency-key': graphqlKey });
        expect(viaRest.status).toBe(422);
        expect(viaRest.body.error).toBe('IdempotencyKeyReused');
        expect(await rest.placedFor(order.customerId)).toHaveLength(1);
        expect(await rest.placedFor(other.customerId)).toHaveLength(1);
      });
    });

    describe('validation and refusals', () => {
      it('lists every problem of a mutation in one ValidationError (400), and writes nothing', async () => {
        const head = await shop.head();
        const placed = await shop.place(
          { customerId: '', lines: [], totalCents: -1 },
          { idempotencyKey: undefined },
        );
        // The operation ran (its resolver refused): HTTP 200, the error says 400.
        expect(placed.status).toBe(200);
        expectRefused(placed, {
          code: 'ValidationError',
          status: 400,
          details: expect.any(Array),
        });
        const details = placed.errors[0].extensions?.details ?? [];
        expect(details.map((d) => d.path).sort()).toEqual([
          'customerId',
          'idempotencyKey',
          'lines',
          'totalCents',
        ]);
        for (const detail of details) expect(detail.message).toEqual(expect.any(String));

        const paid = await shop.pay(
          'not-a-uuid',
          { amountCents: -5, paymentReference: '' },
          {
            idempotencyKey: 'with space',
            expectedVersion: -1,
            correlationId: 'x'.repeat(201),
          },
        );
        expect(paid.errors[0]?.extensions?.details?.map((d) => d.path).sort()).toEqual([
          'amountCents',
          'correlationId',
          'expectedVersion',
          'idempotencyKey',
          'orderId',
          'paymentReference',
        ]);
        const badHeader = await shop.cancel(randomUUID(), undefined, {
          headers: { 'x-correlation-id': 'y'.repeat(201) },
        });
        expect(badHeader.errors[0]?.extensions?.details?.map((d) => d.path)).toEqual([
          'X-Correlation-Id',
        ]);
        const longReason = await shop.cancel(randomUUID(), { reason: 'r'.repeat(501) });
        expect(longReason.errors[0]?.extensions?.details?.map((d) => d.path)).toEqual(['reason']);
        expect(await shop.head()).toBe(head);
      });

      it('answers a document that does not parse or validate with ValidationError and HTTP 400, running nothing', async () => {
        const head = await shop.head();
        const typeError = await api.run(
          `mutation ($quantity: Int!) {
            placeOrder(idempotencyKey: "k-type", input: {
              customerId: "c", lines: [{ sku: "a", quantity: $quantity, unitPriceCents: 1 }], totalCents: 1
            }) { orderId }
          }`,
          { quantity: 'two' },
        );
        const unsafe = await api.run(PLACE, {
          input: { ...newOrder(), totalCents: 2 ** 53 },
          idempotencyKey: randomUUID(),
        });
        const syntax = await api.run('{ order(id: ');
        const unknownField = await api.run(`{ order(id: "${randomUUID()}") { orderId colour } }`);
        const noQuery = await call<GraphQLBody<unknown>>(api.url, 'POST', '/graphql', {});
        const numberQuery = await call<GraphQLBody<unknown>>(api.url, 'POST', '/graphql', {
          query: 5,
        });
        const notJson = await call<GraphQLBody<unknown>>(api.url, 'POST', '/graphql', '{"query": ');
        for (const [answer, mentions] of [
          [typeError, /\$quantity/],
          [unsafe, /SafeInt/],
          [syntax, /Syntax Error/],
          [unknownField, /colour/],
          [noQuery, /query/i],
          [numberQuery, /query must be a string/],
          [notJson, /JSON/],
        ] as const) {
          expect(answer.status).toBe(400);
          expect(answer.body.data).toBeNull();
          expect(answer.body.errors).toEqual([
            expect.objectContaining({
              message: expect.stringMatching(mentions),
              extensions: expect.objectContaining({ code: 'ValidationError', status: 400 }),
            }),
          ]);
        }
        expect(await shop.head()).toBe(head);
      });

      it('refuses what the order does not allow with the REST domain codes', async () => {
        const head = await shop.head();
        const wrongTotal = await shop.place({ ...newOrder(), totalCents: 1 });
        expectRefused(wrongTotal, { code: 'TotalMismatch', status: 422 });
        const missing = randomUUID();
        expectRefused(await shop.pay(missing), { code: 'OrderNotFound', status: 404 });
        expectRefused(await shop.ship(missing), { code: 'OrderNotFound', status: 404 });
        expectRefused(await shop.cancel(missing), { code: 'OrderNotFound', status: 404 });
        expect(await shop.head()).toBe(head);

        const { orderId } = await shop.placed();
        expectRefused(await shop.ship(orderId), { code: 'OrderNotPaid', status: 409 });
        expectRefused(await shop.pay(orderId, payment('p', 1499)), {
          code: 'AmountMismatch',
          status: 422,
        });
        ok(await shop.pay(orderId));
        expectRefused(await shop.pay(orderId, payment('pay-2')), {
          code: 'OrderAlreadyPaid',
          status: 409,
        });
        ok(await shop.ship(orderId));
        expectRefused(await shop.cancel(orderId, { reason: 'too late' }), {
          code: 'OrderAlreadyShipped',
          status: 409,
        });
        expect((await shop.stream(`order-${orderId}`))?.version).toBe(3);
      });
    });

    describe('queries', () => {
      it('order(id): null for an unknown id, ValidationError for one that is not a UUID', async () => {
        expect(await shop.order(randomUUID())).toBeNull();
        const invalid = await api.error(ORDER, { id: '42' });
        expect(invalid.error.extensions).toMatchObject({ code: 'ValidationError', status: 400 });
      });

      it('orders: pages with limit/after/next, filters by status, reads its writes with minPosition', async () => {
        const customerId = unique('gql-list-');
        const placed: OrderCommandResponse[] = [];
        for (let i = 0; i < 3; i += 1) placed.push(await shop.placed(newOrder(customerId)));
        const paid = ok(await shop.pay(placed[1].orderId));
        const minPosition = paid.position;
        const page = (variables: Record<string, unknown>) =>
          api.data<{ orders: OrderListJson }>(ORDERS, { customerId, minPosition, ...variables });

        const first = (await page({ limit: 2 })).orders;
        expect(first.orders).toHaveLength(2);
        expect(first.next).toEqual(expect.any(String));
        const second = (await page({ limit: 2, after: first.next })).orders;
        expect(second).toEqual({ orders: [expect.any(Object)], next: null });
        const listed = [...first.orders, ...second.orders];
        expect(listed.map((o) => o.orderId).sort()).toEqual(placed.map((p) => p.orderId).sort());
        // The same items as GET /orders.
        const viaRest = await call<OrderListJson>(
          api.url,
          'GET',
          `/orders?customerId=${customerId}&limit=100`,
        );
        expect(listed).toEqual(viaRest.body.orders);

        const paidOnly = (await page({ status: 'paid' })).orders;
        expect(paidOnly).toEqual({
          orders: [
            {
              orderId: placed[1].orderId,
              customerId,
              status: 'paid',
              totalCents: 1500,
              lineCount: 2,
              placedAt: expect.stringMatching(ISO_TIME),
              updatedAt: expect.stringMatching(ISO_TIME),
              version: 2,
            },
          ],
          next: null,
        });
        const invalid = await api.error(ORDERS, { status: 'lost', limit: 0 });
        expect(invalid.error.extensions?.details?.map((d) => d.path).sort()).toEqual([
          'limit',
          'status',
        ]);
        const ahead = await api.error(ORDERS, { minPosition: '999999999', waitMs: 0 });
        expect(ahead.error.extensions).toMatchObject({
          code: 'ProjectionBehind',
          status: 503,
          projection: 'order_list',
        });
      });

      it('customerSummary and orderSources: the read models after the mutations, null when none', async () => {
        const customerId = unique('gql-summary-');
        const [a, b] = [
          await shop.placed(newOrder(customerId)),
          await shop.placed(newOrder(customerId)),
        ];
        ok(await shop.pay(a.orderId, payment('psp-a')));
        const shipped = ok(await shop.ship(a.orderId, { carrier: 'DHL' }));
        const cancelled = ok(await shop.cancel(b.orderId));
        const summary = await api.data<{ customerSummary: CustomerSummaryJson | null }>(
          `query ($customerId: String!, $minPosition: String) {
            customerSummary(customerId: $customerId, minPosition: $minPosition) {
              customerId ordersPlaced ordersPaid ordersCancelled totalSpentCents
            }
          }`,
          { customerId, minPosition: cancelled.position },
        );
        expect(summary.customerSummary).toEqual({
          customerId,
          ordersPlaced: 2,
          ordersPaid: 1,
          ordersCancelled: 1,
          totalSpentCents: 1500,
        });
        const nobody = await api.data<{ customerSummary: null }>(
          '{ customerSummary(customerId: "nobody-at-all") { customerId } }',
        );
        expect(nobody.customerSummary).toBeNull();

        const SOURCES = `query ($orderId: ID!, $minPosition: String) {
          orderSources(orderId: $orderId, minPosition: $minPosition) {
            orderId version payment { source reference paidAt }
            shipment { source carrier trackingNumber shippedAt }
          }
        }`;
        const sources = await api.data(SOURCES, {
          orderId: a.orderId,
          minPosition: shipped.position,
        });
        expect(sources.orderSources).toEqual({
          orderId: a.orderId,
          version: 3,
          payment: {
            source: 'graphql',
            reference: 'psp-a',
            paidAt: expect.stringMatching(ISO_TIME),
          },
          shipment: {
            source: 'graphql',
            carrier: 'DHL',
            trackingNumber: null,
            shippedAt: expect.stringMatching(ISO_TIME),
          },
        });
        const none = await api.data(SOURCES, {
          orderId: randomUUID(),
          minPosition: shipped.position,
        });
        expect(none.orderSources).toBeNull();
      });

      it('stream: forward and backward from a version with a limit; null for a stream without events', async () => {
        const streamId = `${unique('gqlstream')}-1`;
        const written = await append(
          api.url,
          streamId,
          [1, 2, 3, 4, 5].map((n) => newEvent('Counted', { n })),
        );
        expect(written.status).toBe(201);
        const full = await call<ReadStreamResponse>(api.url, 'GET', `/streams/${streamId}`);
        const events = full.body.events;
        expect(await shop.stream(streamId)).toEqual({ streamId, version: 5, events });

        const slice = await shop.stream(streamId, { from: 2, limit: 2 });
        expect(slice).toEqual({ streamId, version: 5, events: events.slice(1, 3) });
        const backward = await shop.stream(streamId, { direction: 'backward' });
        expect(backward?.events.map((e) => e.version)).toEqual([5, 4, 3, 2, 1]);
        const backwardSlice = await shop.stream(streamId, {
          direction: 'backward',
          from: 3,
          limit: 2,
        });
        expect(backwardSlice?.events).toEqual([events[2], events[1]]);
        expect(await shop.stream(`${unique('gqlstream')}-none`)).toBeNull();

        const invalid = await api.run(STREAM, { streamId, direction: 'sideways', limit: 0 });
        expect(invalid.body.data).toEqual({ stream: null });
        expect(invalid.body.errors?.[0].extensions?.details?.map((d) => d.path).sort()).toEqual([
          'direction',
          'limit',
        ]);
      });

      it('all: pages with from/nextPosition, filters by types and categories', async () => {
        const start = await shop.head();
        const category = unique('gqlall');
        const other = unique('gqlother');
        await append(api.url, `${category}-a`, [newEvent('Kept'), newEvent('Dropped')]);
        await append(api.url, `${other}-a`, [newEvent('Kept')]);
        await append(api.url, `${category}-b`, [newEvent('Kept'), newEvent('Kept')]);

        const everything = await shop.allAfter(start);
        expect(everything.events.map((e) => `${e.streamId}:${e.type}`)).toEqual([
          `${category}-a:Kept`,
          `${category}-a:Dropped`,
          `${other}-a:Kept`,
          `${category}-b:Kept`,
          `${category}-b:Kept`,
        ]);
        expect(everything.head).toBe(everything.events[4].position);
        const viaRest = await call<ReadAllResponse>(api.url, 'GET', `/all?from=${start}`);
        expect(everything.events).toEqual(viaRest.body.events);

        const paged = await shop.allAfter(start, { limit: 2 });
        expect(paged.events).toEqual(everything.events);
        expect(paged.pages).toBe(4);
        const first = await shop.all({ from: start, limit: 2 });
        expect(first.nextPosition).toBe(everything.events[1].position);

        const inCategory = await shop.allAfter(start, { categories: [category] });
        expect(inCategory.events).toEqual(
          everything.events.filter((e) => e.streamId !== `${other}-a`),
        );
        const kept = await shop.allAfter(start, { categories: [category, other], types: ['Kept'] });
        expect(kept.events).toEqual(everything.events.filter((e) => e.type === 'Kept'));

        const invalid = await api.error(ALL, { from: '-1', limit: 0 });
        expect(invalid.error.extensions?.details?.map((d) => d.path).sort()).toEqual([
          'from',
          'limit',
        ]);
      });
    });

    describe('subscription events', () => {
      let socket: GraphQLSocket;
      beforeEach(() => {
        socket = new GraphQLSocket(suite.app.url);
      });
      afterEach(async () => {
        await socket.close();
      });
      const subscribe = (variables: Record<string, unknown>) =>
        socket.subscribe<{ events: EventJson }>(EVENTS, variables);
      const next = async (subscription: GraphQLSubscription<{ events: EventJson }>) =>
        (await subscription.next()).events;

      it('catches up on an order stream from "0", then delivers its new events live', async () => {
        const { orderId } = await shop.placed();
        ok(await shop.pay(orderId));
        const streamId = `order-${orderId}`;
        const subscription = subscribe({ streamId, from: '0' });
        const caughtUp = [await next(subscription), await next(subscription)];
        expect(caughtUp).toEqual((await shop.stream(streamId))?.events);

        // Another order's event comes first in the log, and is not this stream's.
        await shop.placed();
        const shipped = ok(await shop.ship(orderId));
        const live = await next(subscription);
        expect(live).toEqual({
          id: expect.stringMatching(UUID),
          type: 'OrderShipped',
          data: expect.objectContaining({ orderId, carrier: 'DHL' }),
          metadata: expect.objectContaining({ source: 'graphql' }),
          streamId,
          version: 3,
          position: shipped.position,
          recordedAt: expect.stringMatching(ISO_TIME),
          tags: [],
        });
      });

      it('without from, delivers only the events recorded after it subscribed', async () => {
        const streamId = `${unique('gqllive')}-1`;
        await append(api.url, streamId, [newEvent('Before'), newEvent('Before')]);
        const subscription = subscribe({ streamId });
        // No acknowledgement says when the subscription has started: probe until one arrives.
        let first: EventJson | undefined;
        for (let probe = 1; first === undefined; probe += 1) {
          if (probe > 200) throw new Error('no probe event arrived');
          await append(api.url, streamId, [newEvent('Probe', { probe })]);
          first = (await subscription.nextWithin(250))?.events;
        }
        expect(first).toMatchObject({ streamId, type: 'Probe' });
        const { version } = first;
        expect(version).toBeGreaterThan(2);

        // Then every later event, in order.
        await append(api.url, streamId, [newEvent('After')]);
        const later: EventJson[] = [];
        while (later.at(-1)?.type !== 'After') later.push(await next(subscription));
        expect(later.map((e) => e.version)).toEqual(later.map((_, i) => version + 1 + i));
      });

      it('filters by categories and types', async () => {
        const category = unique('gqlsub');
        const other = unique('gqlsubother');
        await append(api.url, `${category}-a`, [newEvent('Kept', { n: 1 }), newEvent('Dropped')]);
        await append(api.url, `${other}-a`, [newEvent('Kept')]);
        await append(api.url, `${category}-b`, [newEvent('Kept', { n: 2 })]);
        const byCategory = subscribe({ categories: [category], from: '0' });
        const byType = subscribe({ categories: [category, other], types: ['Kept'], from: '0' });
        const seen = [await next(byCategory), await next(byCategory), await next(byCategory)];
        expect(seen.map((e) => `${e.streamId}:${e.type}`)).toEqual([
          `${category}-a:Kept`,
          `${category}-a:Dropped`,
          `${category}-b:Kept`,
        ]);
        const kept = [await next(byType), await next(byType), await next(byType)];
        expect(kept.map((e) => `${e.streamId}:${e.type}`)).toEqual([
          `${category}-a:Kept`,
          `${other}-a:Kept`,
          `${category}-b:Kept`,
        ]);

        // Live: what does not match comes first in the log and is skipped.
        await append(api.url, `${other}-b`, [newEvent('Kept')]);
        await append(api.url, `${category}-c`, [newEvent('Dropped'), newEvent('Kept', { n: 3 })]);
        expect(await next(byCategory)).toMatchObject({
          streamId: `${category}-c`,
          type: 'Dropped',
        });
        expect(await next(byType)).toMatchObject({ streamId: `${other}-b`, type: 'Kept' });
        expect(await next(byType)).toMatchObject({ streamId: `${category}-c`, data: { n: 3 } });
      });

      it('refuses invalid arguments with ValidationError', async () => {
        const badFrom = subscribe({ from: 'soon' });
        const badStream = subscribe({ streamId: '$all', from: '0' });
        for (const [subscription, path] of [
          [badFrom, 'from'],
          [badStream, 'streamId'],
        ] as const) {
          const errors = await subscription.errors();
          expect(errors).toEqual([
            expect.objectContaining({
              extensions: expect.objectContaining({ code: 'ValidationError', status: 400 }),
            }),
          ]);
          expect(new Set(errors[0].extensions?.details?.map((d) => d.path))).toEqual(
            new Set([path]),
          );
        }
      });

      it('refuses a subscription document that does not validate with ValidationError', async () => {
        const unknownField = socket.subscribe(
          'subscription { events(from: "0") { position colour } }',
        );
        const wrongType = socket.subscribe(
          'subscription ($from: Int) { events(from: $from) { position } }',
          { from: 0 },
        );
        for (const [subscription, mentions] of [
          [unknownField, /colour/],
          [wrongType, /\$from/],
        ] as const) {
          expect(await subscription.errors()).toEqual([
            expect.objectContaining({
              message: expect.stringMatching(mentions),
              extensions: expect.objectContaining({ code: 'ValidationError', status: 400 }),
            }),
          ]);
        }
      });

      it('the README example (docs/examples/graphql-subscribe.ts) follows an order', async () => {
        const { orderId } = await shop.placed();
        const seen: string[] = [];
        let paid!: () => void;
        const bothSeen = new Promise<void>((resolve) => (paid = resolve));
        const stop = followOrder(`${api.url.replace(/^http/, 'ws')}/graphql`, orderId, (event) => {
          seen.push(`${event.version} ${event.type}`);
          if (seen.length === 2) paid();
        });
        try {
          // Caught up from "0": the placement, then the payment made after subscribing.
          ok(await shop.pay(orderId));
          await bothSeen;
          expect(seen).toEqual(['1 OrderPlaced', '2 OrderPaid']);
        } finally {
          await stop();
        }
      });

      it('refuses a subscription with more aliases than GRAPHQL_MAX_ALIASES (one event, many copies)', async () => {
        const copies = Array.from({ length: 31 }, (_, i) => `d${i}: data`).join(' ');
        const amplified = socket.subscribe(`subscription { events(from: "0") { ${copies} } }`);
        expect(await amplified.errors()).toEqual([
          expect.objectContaining({
            message: 'the operation has 31 aliases, more than the limit of 30',
            extensions: expect.objectContaining({ code: 'QueryTooComplex', status: 400 }),
          }),
        ]);
      });

      it('unsubscribes: the client completes and the server sends that subscription nothing more', async () => {
        const streamId = `${unique('gqlstop')}-1`;
        await append(api.url, streamId, [newEvent('First')]);
        const stopped = subscribe({ streamId, from: '0' });
        expect(await next(stopped)).toMatchObject({ type: 'First', version: 1 });
        // A second subscription keeps the connection open.
        const kept = subscribe({ streamId, from: '0' });
        expect(await next(kept)).toMatchObject({ type: 'First' });

        stopped.unsubscribe();
        expect(await stopped.ended).toEqual({ kind: 'complete' });
        await append(api.url, streamId, [newEvent('Second'), newEvent('Third')]);
        expect(await next(kept)).toMatchObject({ type: 'Second', version: 2 });
        expect(await next(kept)).toMatchObject({ type: 'Third', version: 3 });
        expect(socket.sent(stopped.id)).toHaveLength(1);
        expect(socket.sent(kept.id)).toHaveLength(3);
      });
    });

    describe('limits', () => {
      it('refuses an operation costing more than GRAPHQL_MAX_COMPLEXITY with QueryTooComplex (400), running nothing', async () => {
        const tooComplex = await api.run(`{
          all(limit: 1000) { events { ${EVENT_FIELDS} } nextPosition }
          stream(streamId: "order-1", limit: 1000) { streamId version events { ${EVENT_FIELDS} } }
        }`);
        expect(tooComplex.status).toBe(400);
        expect(tooComplex.body).toEqual({
          data: null,
          errors: [
            {
              message: expect.stringContaining('20000'),
              extensions: {
                code: 'QueryTooComplex',
                status: 400,
                maximumComplexity: 20_000,
                complexity: expect.any(Number),
              },
            },
          ],
        });
        expect(tooComplex.body.errors?.[0].extensions?.complexity).toBeGreaterThan(20_000);

        // A mutation cannot cost that much before it has more than 10,000 nodes, which
        // graphql-query-complexity refuses too (its maxQueryNodes): 2,600 aliases of 4 nodes.
        const order = newOrder();
        const aliases = Array.from(
          { length: 2600 },
          (_, i) => `p${i}: placeOrder(input: $input, idempotencyKey: $key) { ${RESULT_FIELDS} }`,
        );
        const many = await api.run(
          `mutation ($input: PlaceOrderInput!, $key: String) { ${aliases.join('\n')} }`,
          { input: order, key: randomUUID() },
        );
        expect(many.status).toBe(400);
        expect(many.body).toEqual({
          data: null,
          errors: [
            {
              message: expect.stringContaining('nodes'),
              extensions: { code: 'ValidationError', status: 400 },
            },
          ],
        });
        expect(await rest.placedFor(order.customerId)).toHaveLength(0);
      });

      it('accepts the largest page REST serves: all(limit: 1000) with every event field', async () => {
        const page = await api.run(
          `{ all(limit: 1000) { events { ${EVENT_FIELDS} } nextPosition } }`,
        );
        expect(page.status).toBe(200);
        expect(page.body.errors).toBeUndefined();
        expect(page.body.data).toMatchObject({ all: { nextPosition: expect.any(String) } });
      });

      it('refuses more aliases than GRAPHQL_MAX_ALIASES (30) with QueryTooComplex (400); 30 pass', async () => {
        const aliased = (n: number) =>
          `{ all(limit: 1) { ${Array.from({ length: n }, (_, i) => `e${i}: events { data }`).join(' ')} } }`;
        const refused = await api.run(aliased(31));
        expect(refused.status).toBe(400);
        expect(refused.body).toEqual({
          data: null,
          errors: [
            {
              message: 'the operation has 31 aliases, more than the limit of 30',
              extensions: { code: 'QueryTooComplex', status: 400, maximumAliases: 30, aliases: 31 },
            },
          ],
        });
        const allowed = await api.run(aliased(30));
        expect(allowed.status).toBe(200);
        expect(allowed.body.errors).toBeUndefined();
      });

      it('refuses a document deeper than GRAPHQL_MAX_DEPTH with ValidationError (400), running nothing', async () => {
        const deep = (levels: number): string =>
          levels === 0 ? 'name' : `ofType { ${deep(levels - 1)} }`;
        const tooDeep = await api.run(`{ __schema { types { fields { type { ${deep(11)} } } } } }`);
        expect(tooDeep.status).toBe(400);
        expect(tooDeep.body).toEqual({
          data: null,
          errors: [
            {
              message: expect.stringMatching(/depth.*15/),
              extensions: { code: 'ValidationError', status: 400 },
            },
          ],
        });
        // One level less fits.
        const fits = await api.run(`{ __schema { types { fields { type { ${deep(10)} } } } } }`);
        expect(fits.status).toBe(200);
        expect(fits.body.errors).toBeUndefined();

        // A too-deep operation beside a mutation refuses the whole document.
        const order = newOrder();
        const document = `
          mutation Place($input: PlaceOrderInput!, $key: String) {
            placeOrder(input: $input, idempotencyKey: $key) { ${RESULT_FIELDS} }
          }
          query Deep { __schema { types { fields { type { ${deep(11)} } } } } }`;
        const answer = await call<GraphQLBody<unknown>>(api.url, 'POST', '/graphql', {
          query: document,
          operationName: 'Place',
          variables: { input: order, key: randomUUID() },
        });
        expect(answer.status).toBe(400);
        expect(answer.body.errors?.map((e) => e.extensions?.code)).toEqual(['ValidationError']);
        expect(await rest.placedFor(order.customerId)).toHaveLength(0);
      });

      it('accepts the standard introspection query', async () => {
        const introspection = await api.run<{
          __schema: { queryType: { name: string }; types: { name: string }[] };
        }>(getIntrospectionQuery());
        expect(introspection.status).toBe(200);
        expect(introspection.body.errors).toBeUndefined();
        const schema = introspection.body.data?.__schema;
        expect(schema?.queryType.name).toBe('Query');
        expect(schema?.types.map((t) => t.name)).toEqual(
          expect.arrayContaining(['Order', 'Event', 'Listener', 'DeadLetter', 'Subscription']),
        );
      });
    });
  });
}

/** The admin operations (listeners, dead letters) with auth off; the notifier always fails. */
function describeGraphQLAdmin(target: StoreTargetKind): void {
  describe(`GraphQL admin operations (${target.kind})`, () => {
    const suite = appPerSuite(target, { NOTIFIER_PERMANENT_FAILURE: 'true' });
    const api = new GraphQLApi(() => suite.app.url);
    const shop = new GraphQLShop(api);

    const listeners = async () =>
      (await api.data<{ listeners: ListenerJson[] }>(`{ listeners { ${LISTENER_FIELDS} } }`))
        .listeners;
    const admin = (mutation: string, args: string) =>
      api.data<Record<string, ListenerJson>>(
        `mutation { ${mutation}(${args}) { ${LISTENER_FIELDS} } }`,
      );
    const caughtUp = () =>
      until(
        async () => (await listeners()).every((l) => l.lag === '0' && l.rebuild === null),
        'every listener to reach the head of the log',
      );
    const behind = (customerId: string, minPosition: string | null) =>
      api.run<{ orders: OrderListJson }>(ORDERS, { customerId, minPosition, waitMs: 0 });

    it('lists the listeners with checkpoint, head, lag and status; one by name, null when unknown', async () => {
      await shop.placed();
      await caughtUp();
      const listed = await listeners();
      expect(listed.map((l) => l.name).sort()).toEqual([...PROJECTIONS, 'shop'].sort());
      for (const listener of listed) {
        expect(listener).toEqual({
          name: listener.name,
          // The shop saga's reactor is a saga, not a projection.
          kind:
            listener.name === 'shop'
              ? 'saga'
              : expect.stringMatching(/^(projection|side-effect|forwarder)$/),
          status: 'running',
          checkpoint: listener.headPosition,
          headPosition: expect.stringMatching(POSITION),
          lag: '0',
          leaseOwner: expect.any(String),
          leaseUntil: expect.stringMatching(ISO_TIME),
          applied: expect.any(Number),
          skipped: expect.any(Number),
          lastError: null,
          failedEvent: null,
          rebuild: null,
        });
      }
      const one = await api.data<{ listener: ListenerJson | null; none: ListenerJson | null }>(
        '{ listener(name: "order_list") { name status } none: listener(name: "nope") { name } }',
      );
      expect(one).toEqual({ listener: { name: 'order_list', status: 'running' }, none: null });
    });

    it('pauses a listener (its lag grows, reads wait for it) and resumes it', async () => {
      await caughtUp();
      const paused = (await admin('pauseListener', 'name: "order_list"')).pauseListener;
      expect(paused).toMatchObject({ name: 'order_list', status: 'paused' });
      const customerId = unique('gql-paused-');
      const placed = await shop.placed(newOrder(customerId));

      const waiting = await behind(customerId, placed.position);
      expect(waiting.body.errors?.[0].extensions).toMatchObject({
        code: 'ProjectionBehind',
        status: 503,
        projection: 'order_list',
        checkpoint: paused.checkpoint,
      });
      const held = (await listeners()).find((l) => l.name === 'order_list');
      expect(held).toMatchObject({ status: 'paused', checkpoint: paused.checkpoint });
      expect(BigInt(held?.lag ?? 0)).toBeGreaterThan(0n);

      const resumed = (await admin('resumeListener', 'name: "order_list"')).resumeListener;
      expect(resumed).toMatchObject({ name: 'order_list', status: 'running' });
      const listed = await api.data<{ orders: OrderListJson }>(ORDERS, {
        customerId,
        minPosition: placed.position,
      });
      expect(listed.orders.orders.map((o) => o.orderId)).toEqual([placed.orderId]);
    });

    it('replays one stream to a listener: skipped when applied, applied again with force', async () => {
      // No payment here: its confirmation would be dead-lettered while the tests below run.
      const { orderId } = await shop.placed();
      await caughtUp();
      const REPLAY = `mutation ($name: String!, $streamId: String!, $force: Boolean) {
        replayStream(name: $name, streamId: $streamId, force: $force) { applied skipped }
      }`;
      const streamId = `order-${orderId}`;
      const replay = (force?: boolean) =>
        api.data<{ replayStream: { applied: number; skipped: number } }>(REPLAY, {
          name: 'order_list',
          streamId,
          force,
        });
      expect((await replay()).replayStream).toEqual({ applied: 0, skipped: 1 });
      expect((await replay(true)).replayStream).toEqual({ applied: 1, skipped: 0 });

      const invalid = await api.error(REPLAY, { name: 'order_list', streamId: '$bad' });
      expect(invalid.error.extensions).toMatchObject({ code: 'ValidationError', status: 400 });
      const missing = await api.error(REPLAY, { name: 'order_list', streamId: unique('order-') });
      expect(missing.error.extensions).toMatchObject({ code: 'StreamNotFound', status: 404 });
    });

    it('rebuilds a projection from position 0 and swaps it in once caught up', async () => {
      await caughtUp();
      const customerId = unique('gql-rebuilt-');
      const placed = await shop.placed(newOrder(customerId));
      // Paused, the rebuild cannot move: its start is what the mutation answers.
      await admin('pauseListener', 'name: "customer_summary"');
      const started = (await admin('rebuildProjection', 'name: "customer_summary"'))
        .rebuildProjection;
      expect(started).toMatchObject({
        name: 'customer_summary',
        rebuild: { checkpoint: '0', progress: 0, startedAt: expect.stringMatching(ISO_TIME) },
      });
      await admin('resumeListener', 'name: "customer_summary"');
      await caughtUp();
      const summary = await api.data<{ customerSummary: CustomerSummaryJson }>(
        `query ($customerId: String!, $minPosition: String) {
          customerSummary(customerId: $customerId, minPosition: $minPosition) { ordersPlaced }
        }`,
        { customerId, minPosition: placed.position },
      );
      expect(summary.customerSummary).toEqual({ ordersPlaced: 1 });
    });

    it('answers ListenerNotFound (404) for an unknown listener on every mutation', async () => {
      for (const mutation of [
        'pauseListener(name: "nope") { name }',
        'resumeListener(name: "nope") { name }',
        'rebuildProjection(name: "nope") { name }',
        'replayStream(name: "nope", streamId: "order-1") { applied }',
      ]) {
        const refused = await api.error(`mutation { ${mutation} }`);
        // Root fields are nullable: the refused one is null, its error beside it.
        expect(Object.values(refused.data as Record<string, unknown>)).toEqual([null]);
        expect(refused.error.extensions).toEqual({
          code: 'ListenerNotFound',
          status: 404,
          listener: 'nope',
        });
      }
    });

    describe('dead letters', () => {
      interface DeadLetterJson {
        id: string;
        listener: string;
        streamId: string;
        [field: string]: unknown;
      }
      const DEAD_LETTERS = `query (
        $listener: String, $step: String, $status: String, $limit: Int, $after: String
      ) {
        deadLetters(listener: $listener, step: $step, status: $status, limit: $limit,
          after: $after) { items { ${DEAD_LETTER_FIELDS} } next }
      }`;
      const deadLetters = async (variables: Record<string, unknown> = {}) =>
        (
          await api.data<{ deadLetters: { items: DeadLetterJson[]; next: string | null } }>(
            DEAD_LETTERS,
            variables,
          )
        ).deadLetters;
      const deadLetter = async (id: string) =>
        (
          await api.data<{ deadLetter: DeadLetterJson | null }>(
            `query ($id: String!) { deadLetter(id: $id) { ${DEAD_LETTER_FIELDS} } }`,
            { id },
          )
        ).deadLetter;
      const ofStream = async (streamId: string, variables: Record<string, unknown>) =>
        (await deadLetters({ limit: 200, ...variables })).items.filter(
          (d) => d.streamId === streamId,
        );

      let confirmation: DeadLetterJson;
      let poisoned: DeadLetterJson[] = [];
      let paidStream = '';
      beforeAll(async () => {
        // The notifier fails permanently: the payment's confirmation is dead-lettered at once.
        const { orderId } = await shop.placed();
        ok(await shop.pay(orderId));
        paidStream = `order-${orderId}`;
        let found: DeadLetterJson[] = [];
        await until(async () => {
          found = await ofStream(paidStream, { listener: 'shop', step: 'sendConfirmation' });
          return found.length === 1;
        }, 'the confirmation to be dead-lettered');
        confirmation = found[0];
        // Every projection dead-letters a malformed order event.
        const malformed = `order-${randomUUID()}`;
        const event = newEvent('OrderPlaced', { customerId: 42, lines: 'none' });
        expect((await append(suite.app.url, malformed, [event])).status).toBe(201);
        await until(async () => {
          poisoned = await ofStream(malformed, {});
          return poisoned.length === PROJECTIONS.length;
        }, 'every projection to dead-letter the malformed event');
      });

      it('lists them with filters and paging, and shows one as REST does; null when unknown', async () => {
        expect(confirmation).toMatchObject({
          listener: 'shop',
          step: 'sendConfirmation',
          status: 'pending',
          streamId: paidStream,
        });
        const shown = await deadLetter(confirmation.id);
        expect(shown).toEqual(confirmation);
        const viaRest = await call(suite.app.url, 'GET', `/admin/dead-letters/${confirmation.id}`);
        expect(shown).toEqual(viaRest.body);
        expect(await deadLetter('nope')).toBeNull();

        const all = (await deadLetters({ limit: 200 })).items;
        const first = await deadLetters({ limit: 1 });
        expect(first).toEqual({ items: [all[0]], next: all[0].id });
        const second = await deadLetters({ limit: 1, after: first.next });
        expect(second.items).toEqual([all[1]]);
        expect(
          (await deadLetters({ listener: 'order_list' })).items.map((d) => d.listener),
        ).toEqual(['order_list']);
        expect((await deadLetters({ status: 'discarded' })).items).toEqual([]);
        const invalid = await api.error(DEAD_LETTERS, { status: 'lost', limit: 0 });
        expect(invalid.error.extensions?.details?.map((d) => d.path).sort()).toEqual([
          'limit',
          'status',
        ]);
      });

      it('re-drives a saga step (which fails again here) and not a projection’s dead letter', async () => {
        const [projection] = poisoned;
        const RETRY = `mutation ($ids: [String!]!) {
          retryDeadLetters(ids: $ids) { redriven notFound notRedrivable }
        }`;
        const retried = await api.data(RETRY, {
          ids: [confirmation.id, 'missing', projection.id],
        });
        expect(retried.retryDeadLetters).toEqual({
          redriven: [confirmation.id],
          notFound: ['missing'],
          notRedrivable: [projection.id],
        });
        expect((await deadLetter(confirmation.id))?.status).toBe('redriven');
        expect((await deadLetter(projection.id))?.status).toBe('pending');
        await until(
          async () =>
            (await ofStream(paidStream, { step: 'sendConfirmation', status: 'pending' })).length ===
            1,
          'the re-driven confirmation to fail again',
        );
        const empty = await api.error(RETRY, { ids: [] });
        expect(empty.error.extensions).toMatchObject({ code: 'ValidationError', status: 400 });
      });

      it('discards one with a reason, once', async () => {
        const [, letter] = poisoned;
        const DISCARD = `mutation ($id: String!, $reason: String!) {
          discardDeadLetter(id: $id, reason: $reason) { ${DEAD_LETTER_FIELDS} }
        }`;
        const reason = 'malformed test event, written on purpose';
        const discarded = await api.data<{ discardDeadLetter: DeadLetterJson }>(DISCARD, {
          id: letter.id,
          reason,
        });
        expect(discarded.discardDeadLetter).toEqual({
          ...letter,
          status: 'discarded',
          resolution: reason,
          resolvedAt: expect.stringMatching(ISO_TIME),
        });
        expect(await deadLetter(letter.id)).toEqual(discarded.discardDeadLetter);

        const again = await api.error(DISCARD, { id: letter.id, reason: 'twice' });
        expect(again.error.extensions).toMatchObject({
          code: 'DeadLetterNotPending',
          status: 409,
        });
        const unknown = await api.error(DISCARD, { id: 'nope', reason: 'gone' });
        expect(unknown.error.extensions).toEqual({
          code: 'DeadLetterNotFound',
          status: 404,
          id: 'nope',
        });
        const noReason = await api.error(DISCARD, { id: poisoned[2].id, reason: '' });
        expect(noReason.error.extensions?.details?.map((d) => d.path)).toEqual(['reason']);
        expect((await deadLetter(poisoned[2].id))?.status).toBe('pending');
      });
    });
  });
}

for (const target of storeTargetKinds('graphql e2e')) {
  if (target.enabled) {
    describeGraphQL(target);
    describeGraphQLAdmin(target);
  } else {
    it.skip(`GraphQL (${target.kind}): PostgreSQL not reachable`, () => undefined);
  }
}
