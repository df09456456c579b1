/**
 * Every route of the app, REST and GraphQL, with valid sample values: the one list that suites
 * sweeping all routes (test/malformed-input.e2e-spec.ts) walk. A route added to the app must be
 * added here: the sweep fails on a documented route this list does not name.
 *
 * Path parameters name nothing that is stored (an order, a listener, a dead letter no one
 * made), so a request that gets past validation still changes nothing.
 */

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** A header value replaced by a new `Idempotency-Key` in every request, so none collide. */
export const FRESH_KEY = '<fresh idempotency key>';

export const NO_ORDER = '0190a6c4-3b7e-7cc1-9a8b-0123456789ab';

export interface RestRoute {
  readonly method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** As the OpenAPI document names it, e.g. `/orders/{id}/cancel`. */
  readonly path: string;
  /** A valid value per path parameter. */
  readonly params?: Readonly<Record<string, string>>;
  /** The query parameters the route reads, with a valid value each. */
  readonly query?: Readonly<Record<string, string>>;
  /** The headers the route reads, with a valid value each. */
  readonly headers?: Readonly<Record<string, string>>;
  /** A valid body, for routes that take one: sweeps send it whole only with a part broken. */
  readonly body?: Json;
  /** Paths in `body` holding free-form JSON (an event's data): any key or number is valid. */
  readonly freeForm?: readonly string[];
  /** The route takes no body, or an optional one. */
  readonly bodyOptional?: boolean;
  /** A valid request is answered with an event stream (Server-Sent Events). */
  readonly stream?: boolean;
  /** Not in the OpenAPI document (static files). */
  readonly undocumented?: boolean;
}

const ORDER_COMMAND_HEADERS = {
  'If-Match': 'W/"1"',
  'X-Correlation-Id': 'sweep-correlation',
  'Idempotency-Key': FRESH_KEY,
};

const PLACE_ORDER = {
  customerId: 'c-1',
  lines: [{ sku: 'tea', quantity: 2, unitPriceCents: 450 }],
  totalCents: 900,
};

export const REST_ROUTES: readonly RestRoute[] = [
  {
    method: 'POST',
    path: '/streams/{streamId}/events',
    params: { streamId: 'sweep-1' },
    headers: { 'Idempotency-Key': FRESH_KEY },
    body: {
      expectedVersion: 0,
      events: [
        {
          id: '0190a6c4-3b7e-7cc1-9a8b-00000000000a',
          type: 'Probed',
          data: { note: 'x', n: 1, tags: ['a'], nested: { k: 'v' } },
          metadata: { correlationId: 'c-1' },
        },
      ],
    },
    freeForm: ['events[0].data', 'events[0].metadata'],
  },
  {
    method: 'POST',
    path: '/dcb/events',
    body: {
      events: [
        {
          id: '0190a6c4-3b7e-7cc1-9a8b-00000000000b',
          type: 'Probed',
          data: { note: 'x', n: 1, nested: { k: 'v' } },
          metadata: { correlationId: 'c-1' },
          tags: ['sweep:1'],
        },
      ],
      condition: {
        failIfEventsMatch: { items: [{ types: ['Probed'], tags: ['sweep:1'] }] },
        after: '0',
      },
    },
    freeForm: ['events[0].data', 'events[0].metadata'],
  },
  {
    method: 'POST',
    path: '/dcb/read',
    body: { query: { items: [{ types: ['Probed'], tags: ['sweep:1'] }] }, from: '0', limit: 10 },
  },
  {
    method: 'GET',
    path: '/streams/{streamId}',
    params: { streamId: 'sweep-1' },
    query: { from: '1', limit: '10', direction: 'forward' },
  },
  {
    method: 'GET',
    path: '/all',
    query: {
      from: '0',
      limit: '10',
      direction: 'forward',
      types: 'Probed,Other',
      categories: 'sweep',
      streamPrefixes: 'sweep-',
      typePrefixes: 'Pro',
    },
  },
  {
    method: 'GET',
    path: '/all/subscribe',
    query: {
      from: '0',
      types: 'Probed',
      categories: 'sweep',
      streamPrefixes: 'sweep-',
      typePrefixes: 'Pro',
    },
    headers: { 'Last-Event-ID': '0' },
    stream: true,
  },
  { method: 'GET', path: '/health' },
  { method: 'GET', path: '/ready' },
  { method: 'GET', path: '/metrics' },
  {
    method: 'POST',
    path: '/orders',
    headers: { 'Idempotency-Key': FRESH_KEY, 'X-Correlation-Id': 'sweep-correlation' },
    body: PLACE_ORDER,
  },
  {
    method: 'GET',
    path: '/orders',
    query: {
      status: 'paid',
      customerId: 'c-1',
      limit: '10',
      after: NO_ORDER,
      minPosition: '0',
      waitMs: '0',
    },
  },
  {
    method: 'POST',
    path: '/orders/{id}/payments',
    params: { id: NO_ORDER },
    headers: ORDER_COMMAND_HEADERS,
    body: { amountCents: 900, paymentReference: 'psp-1' },
  },
  {
    method: 'POST',
    path: '/orders/{id}/cancel',
    params: { id: NO_ORDER },
    headers: ORDER_COMMAND_HEADERS,
    body: { reason: 'changed my mind' },
    bodyOptional: true,
  },
  {
    method: 'POST',
    path: '/orders/{id}/ship',
    params: { id: NO_ORDER },
    headers: ORDER_COMMAND_HEADERS,
    body: { carrier: 'DHL' },
  },
  {
    method: 'GET',
    path: '/orders/{id}',
    params: { id: NO_ORDER },
    headers: { 'If-None-Match': 'W/"1"' },
  },
  {
    method: 'GET',
    path: '/orders/{id}/sources',
    params: { id: NO_ORDER },
    query: { minPosition: '0', waitMs: '0' },
  },
  {
    method: 'GET',
    path: '/customers/{customerId}/summary',
    params: { customerId: 'c-1' },
    query: { minPosition: '0', waitMs: '0' },
  },
  { method: 'GET', path: '/customers/{customerId}/loyalty', params: { customerId: 'c-1' } },
  {
    method: 'POST',
    path: '/ingest/{source}',
    params: { source: 'client' },
    headers: { 'X-Correlation-Id': 'sweep-correlation', 'Idempotency-Key': FRESH_KEY },
    body: {
      orderId: NO_ORDER,
      action: 'payment-completed',
      at: '2026-01-01T10:00:00.900Z',
      amount: { value: '9.00', currency: 'EUR' },
      receipt: 'r-1',
    },
  },
  { method: 'GET', path: '/admin/dedup' },
  { method: 'GET', path: '/admin/projections' },
  { method: 'GET', path: '/admin/projections/{name}', params: { name: 'no_such_listener' } },
  ...(['pause', 'resume', 'rebuild'] as const).map((action): RestRoute => ({
    method: 'POST',
    path: `/admin/projections/{name}/${action}`,
    params: { name: 'no_such_listener' },
    bodyOptional: true,
  })),
  {
    method: 'POST',
    path: '/admin/projections/{name}/replay',
    params: { name: 'no_such_listener' },
    body: { streamId: 'sweep-1', force: false },
  },
  {
    method: 'GET',
    path: '/admin/dead-letters',
    query: {
      listener: 'shop',
      step: 'sendConfirmation',
      status: 'pending',
      limit: '10',
      after: 'x',
    },
  },
  { method: 'GET', path: '/admin/dead-letters/{id}', params: { id: 'no-such-dead-letter' } },
  {
    method: 'POST',
    path: '/admin/dead-letters/retry',
    body: { ids: ['no-such-dead-letter'] },
  },
  {
    method: 'POST',
    path: '/admin/dead-letters/{id}/retry',
    params: { id: 'no-such-dead-letter' },
    bodyOptional: true,
  },
  {
    method: 'POST',
    path: '/admin/dead-letters/{id}/discard',
    params: { id: 'no-such-dead-letter' },
    body: { reason: 'test data' },
  },
  // A stream no other route names: what gets past validation (a delete, a tombstone, a
  // metadata write) must not change how the other routes' samples are answered.
  {
    method: 'DELETE',
    path: '/admin/streams/{streamId}',
    params: { streamId: 'sweep-lifecycle-1' },
    query: { expectedVersion: '0', tombstone: 'false' },
  },
  {
    method: 'GET',
    path: '/admin/streams/{streamId}/metadata',
    params: { streamId: 'sweep-lifecycle-1' },
  },
  {
    method: 'PUT',
    path: '/admin/streams/{streamId}/metadata',
    params: { streamId: 'sweep-lifecycle-1' },
    body: {
      maxCount: 10,
      maxAgeSeconds: 3600,
      truncateBefore: 1,
      custom: { owner: 'ops', n: 1 },
      // Never the stream's: a request that gets past validation is refused (409), not written.
      expectedMetadataVersion: 999999,
    },
    freeForm: ['custom'],
  },
  { method: 'POST', path: '/admin/scavenge', bodyOptional: true },
  {
    method: 'GET',
    path: '/admin/notifications/suppressed',
    query: { customerId: 'c-1', limit: '10' },
  },
  { method: 'GET', path: '/console/{*}', params: { '*': 'index.html' }, undocumented: true },
];

export interface GraphQLField {
  readonly kind: 'query' | 'mutation' | 'subscription';
  readonly name: string;
  /** Each argument's GraphQL type and a valid value. */
  readonly args: Readonly<Record<string, readonly [type: string, value: Json]>>;
}

const ORDER_COMMAND_ARGS = {
  orderId: ['ID!', NO_ORDER],
  idempotencyKey: ['String', FRESH_KEY],
  correlationId: ['String', 'sweep-correlation'],
  expectedVersion: ['Int', 1],
} as const;

/** Every top-level field of the GraphQL schema (the sweep fails on one missing here). */
export const GRAPHQL_FIELDS: readonly GraphQLField[] = [
  {
    kind: 'query',
    name: 'all',
    args: {
      types: ['[String!]', ['Probed']],
      categories: ['[String!]', ['sweep']],
      streamPrefixes: ['[String!]', ['sweep-']],
      typePrefixes: ['[String!]', ['Pro']],
      from: ['String', '0'],
      limit: ['Int', 10],
      direction: ['String', 'forward'],
    },
  },
  {
    kind: 'query',
    name: 'dcbRead',
    args: {
      query: ['EventQueryInput!', { items: [{ types: ['Probed'], tags: ['sweep:1'] }] }],
      from: ['String', '0'],
      limit: ['Int', 10],
    },
  },
  {
    kind: 'mutation',
    name: 'dcbAppend',
    args: {
      events: [
        '[BoundaryEventInput!]!',
        [
          {
            id: '0190a6c4-3b7e-7cc1-9a8b-00000000000c',
            type: 'Probed',
            // No leaf of free-form data: the sweep would break it into valid data.
            data: {},
            tags: ['sweep:2'],
          },
        ],
      ],
      condition: [
        'AppendConditionInput',
        { failIfEventsMatch: { items: [{ tags: ['sweep:2'] }] }, after: '0' },
      ],
    },
  },
  {
    kind: 'query',
    name: 'stream',
    args: {
      streamId: ['String!', 'sweep-1'],
      from: ['Int', 1],
      limit: ['Int', 10],
      direction: ['String', 'forward'],
    },
  },
  {
    kind: 'query',
    name: 'customerSummary',
    args: { customerId: ['String!', 'c-1'], minPosition: ['String', '0'], waitMs: ['Int', 0] },
  },
  { kind: 'query', name: 'deadLetter', args: { id: ['String!', 'no-such-dead-letter'] } },
  {
    kind: 'query',
    name: 'deadLetters',
    args: {
      listener: ['String', 'shop'],
      step: ['String', 'sendConfirmation'],
      status: ['String', 'pending'],
      limit: ['Int', 10],
      after: ['String', 'x'],
    },
  },
  { kind: 'query', name: 'listener', args: { name: ['String!', 'no_such_listener'] } },
  { kind: 'query', name: 'streamMetadata', args: { streamId: ['String!', 'sweep-lifecycle-1'] } },
  { kind: 'query', name: 'listeners', args: {} },
  { kind: 'query', name: 'order', args: { id: ['ID!', NO_ORDER] } },
  {
    kind: 'query',
    name: 'orderSources',
    args: { orderId: ['ID!', NO_ORDER], minPosition: ['String', '0'], waitMs: ['Int', 0] },
  },
  {
    kind: 'query',
    name: 'orders',
    args: {
      status: ['String', 'paid'],
      customerId: ['String', 'c-1'],
      limit: ['Int', 10],
      after: ['String', NO_ORDER],
      minPosition: ['String', '0'],
      waitMs: ['Int', 0],
    },
  },
  {
    kind: 'mutation',
    name: 'placeOrder',
    args: {
      input: ['PlaceOrderInput!', PLACE_ORDER],
      idempotencyKey: ['String', FRESH_KEY],
      correlationId: ['String', 'sweep-correlation'],
    },
  },
  {
    kind: 'mutation',
    name: 'confirmPayment',
    args: {
      ...ORDER_COMMAND_ARGS,
      input: ['ConfirmPaymentInput!', { amountCents: 900, paymentReference: 'psp-1' }],
    },
  },
  {
    kind: 'mutation',
    name: 'cancelOrder',
    args: { ...ORDER_COMMAND_ARGS, input: ['CancelOrderInput', { reason: 'changed my mind' }] },
  },
  {
    kind: 'mutation',
    name: 'shipOrder',
    args: { ...ORDER_COMMAND_ARGS, input: ['ShipOrderInput!', { carrier: 'DHL' }] },
  },
  { kind: 'mutation', name: 'pauseListener', args: { name: ['String!', 'no_such_listener'] } },
  { kind: 'mutation', name: 'resumeListener', args: { name: ['String!', 'no_such_listener'] } },
  {
    kind: 'mutation',
    name: 'rebuildProjection',
    args: { name: ['String!', 'no_such_listener'] },
  },
  {
    kind: 'mutation',
    name: 'replayStream',
    args: {
      name: ['String!', 'no_such_listener'],
      streamId: ['String!', 'sweep-1'],
      force: ['Boolean', false],
    },
  },
  {
    kind: 'mutation',
    name: 'retryDeadLetters',
    args: { ids: ['[String!]!', ['no-such-dead-letter']] },
  },
  {
    kind: 'mutation',
    name: 'discardDeadLetter',
    args: { id: ['String!', 'no-such-dead-letter'], reason: ['String!', 'test data'] },
  },
  {
    kind: 'mutation',
    name: 'deleteStream',
    args: {
      streamId: ['String!', 'sweep-lifecycle-1'],
      expectedVersion: ['String', '0'],
      tombstone: ['Boolean', false],
    },
  },
  {
    kind: 'mutation',
    name: 'setStreamMetadata',
    args: {
      streamId: ['String!', 'sweep-lifecycle-1'],
      metadata: [
        'StreamMetadataInput!',
        { maxCount: 10, maxAgeSeconds: 3600, truncateBefore: 1, custom: { owner: 'ops' } },
      ],
      expectedMetadataVersion: ['SafeInt', 999999],
    },
  },
  { kind: 'mutation', name: 'scavenge', args: {} },
  {
    kind: 'subscription',
    name: 'events',
    args: {
      types: ['[String!]', ['Probed']],
      categories: ['[String!]', ['sweep']],
      streamPrefixes: ['[String!]', ['sweep-']],
      typePrefixes: ['[String!]', ['Pro']],
      streamId: ['String', 'sweep-1'],
      from: ['String', '0'],
    },
  },
];
