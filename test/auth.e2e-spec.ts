import { spawnSync } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { until } from './support/read-models';
import { appPerSuite } from './support/suite';
import { call, newEvent, SseClient, unique, type ErrorResponse } from './support/http';
import { storeTargetKinds, type StoreTargetKind } from './support/store-targets';
import WebSocket from 'ws';
import { gql as post, GraphQLSocket, type GraphQLAnswer } from './support/graphql';

jest.setTimeout(60_000);

const READER = 'reader-token-0123456789';
const WRITER = 'writer-token-0123456789';
const OTHER_WRITER = 'other-writer-0123456789';
const ADMIN = 'admin-token-0123456789abcdef';
const AUTH_TOKENS = [
  `reader:${READER}`,
  `writer:${WRITER}`,
  `writer:${OTHER_WRITER}`,
  `admin:${ADMIN}`,
].join(',');
const ORIGIN = 'https://app.example.com';
const MAIN = join(__dirname, '..', 'dist', 'apps', 'api', 'main.js');

const bearer = (token: string): Record<string, string> => ({ authorization: `Bearer ${token}` });

function appendTo(url: string, streamId: string, headers: Record<string, string>) {
  return call<ErrorResponse>(
    url,
    'POST',
    `/streams/${streamId}/events`,
    { expectedVersion: 'any', events: [newEvent()] },
    headers,
  );
}

const gql = (url: string, query: string, headers: Record<string, string> = {}) =>
  post(url, query, undefined, headers);

/** Every field of the answer is null (each refused, its error in `errors`). */
const nothingAnswered = (answer: GraphQLAnswer<unknown>) =>
  Object.values(answer.body.data ?? {}).every((value) => value === null);

const codeOf = (answer: GraphQLAnswer<unknown>) =>
  answer.body.errors?.map((e) => e.extensions?.code);

const PLACE_ORDER = `mutation { placeOrder(idempotencyKey: "KEY", input: {
  customerId: "c-auth", lines: [{ sku: "A", quantity: 2, unitPriceCents: 750 }], totalCents: 1500
}) { orderId version } }`;
const placeOrder = () => PLACE_ORDER.replace('KEY', unique('key-'));

/**
 * The first message of a GraphQL subscription to the global log from the start, or its error
 * codes, with `authorization` in the connection_init payload.
 */
async function firstEvent(
  url: string,
  authorization: string | undefined,
): Promise<{ event?: unknown; codes?: (string | undefined)[] }> {
  const socket = new GraphQLSocket(url, authorization === undefined ? {} : { authorization });
  try {
    const subscription = socket.subscribe<{ events: { version: number } }>(
      'subscription { events(from: "0") { version } }',
    );
    try {
      return { event: (await subscription.next()).events };
    } catch {
      // It ended instead: with the errors it was refused with.
      return { codes: (await subscription.errors(0)).map((e) => e.extensions?.code) };
    }
  } finally {
    await socket.close();
  }
}

/** A raw request (fetch would not send `Origin` as given): status and headers. */
function rawRequest(
  url: string,
  method: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: Record<string, string | string[] | undefined> }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, { method, headers });
    request.once('response', (response) => {
      response.resume();
      response.once('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers }),
      );
    });
    request.once('error', reject);
    request.end();
  });
}

function describeAuth(target: StoreTargetKind): void {
  describe(`auth, roles and CORS (${target.kind})`, () => {
    const suite = appPerSuite(target, {
      AUTH: 'on',
      AUTH_TOKENS,
      RATE_LIMIT_WRITES_PER_MINUTE: '0',
      CORS_ORIGINS: `${ORIGIN},http://localhost:5173`,
    });
    const url = () => suite.app.url;

    it('states auth at start-up without printing a token', async () => {
      // Logged just after the app listens: it may trail the first answer to /health.
      const line = 'auth on (AUTH=on); tokens: 1 reader, 2 writer, 1 admin';
      await until(async () => suite.app.output().includes(line), 'the auth start-up line');
      const output = suite.app.output();
      expect(output).toContain(
        'auth on (AUTH=on); tokens: 1 reader, 2 writer, 1 admin; writes not rate-limited',
      );
      for (const token of [READER, WRITER, OTHER_WRITER, ADMIN]) {
        expect(output).not.toContain(token);
      }
    });

    it('no token or a wrong one: 401 with WWW-Authenticate: Bearer', async () => {
      for (const headers of [
        {},
        bearer('not-a-configured-token-0123'),
        bearer(`${READER}x`),
        { authorization: `Basic ${Buffer.from(`reader:${READER}`).toString('base64')}` },
      ]) {
        for (const response of [
          await call<ErrorResponse>(url(), 'GET', '/all', undefined, headers),
          await appendTo(url(), unique('auth-'), headers),
          await call<ErrorResponse>(url(), 'GET', '/admin/projections', undefined, headers),
        ]) {
          expect(response.status).toBe(401);
          expect(response.body).toEqual({ error: 'Unauthorized' });
          expect(response.headers.get('www-authenticate')).toBe('Bearer');
        }
      }
    });

    it('a reader reads (GET and HEAD) but may not write: 403 naming the role', async () => {
      expect((await call(url(), 'GET', '/all', undefined, bearer(READER))).status).toBe(200);
      const head = await fetch(`${url()}/all`, { method: 'HEAD', headers: bearer(READER) });
      expect(head.status).toBe(200);
      expect((await fetch(`${url()}/all`, { method: 'HEAD' })).status).toBe(401);
      const write = await appendTo(url(), unique('auth-'), bearer(READER));
      expect(write.status).toBe(403);
      expect(write.body).toEqual({ error: 'Forbidden', required: 'writer' });
    });

    it('a writer writes and reads, but is refused the admin endpoints', async () => {
      const streamId = unique('auth-');
      expect((await appendTo(url(), streamId, bearer(WRITER))).status).toBe(201);
      const read = await call(url(), 'GET', `/streams/${streamId}`, undefined, bearer(WRITER));
      expect(read.status).toBe(200);
      for (const [method, path] of [
        ['GET', '/admin/projections'],
        ['GET', '/admin/dead-letters'],
        ['POST', '/admin/dead-letters/retry'],
      ]) {
        const body = method === 'POST' ? { ids: [] } : undefined;
        const response = await call(url(), method, path, body, bearer(WRITER));
        expect(response.status).toBe(403);
        expect(response.body).toEqual({ error: 'Forbidden', required: 'admin' });
      }
    });

    it('an admin may do everything', async () => {
      expect(
        (await call(url(), 'GET', '/admin/projections', undefined, bearer(ADMIN))).status,
      ).toBe(200);
      expect((await appendTo(url(), unique('auth-'), bearer(ADMIN))).status).toBe(201);
      expect((await call(url(), 'GET', '/all', undefined, bearer(ADMIN))).status).toBe(200);
    });

    it('/health, /ready and /metrics stay open', async () => {
      expect((await call(url(), 'GET', '/health')).status).toBe(200);
      for (const path of ['/ready', '/metrics']) {
        const response = await fetch(`${url()}${path}`);
        expect([401, 403]).not.toContain(response.status);
      }
    });

    it('guards the event stream: 401 without a token, events with a reader token', async () => {
      const streamId = unique('auth-');
      expect((await appendTo(url(), streamId, bearer(WRITER))).status).toBe(201);
      const refused = await SseClient.connect(`${url()}/all/subscribe`);
      expect(refused.status).toBe(401);
      expect(refused.response.headers['www-authenticate']).toBe('Bearer');
      expect(JSON.parse(await refused.text())).toEqual({ error: 'Unauthorized' });

      const sse = await SseClient.connect(`${url()}/all/subscribe`, bearer(READER));
      try {
        expect(sse.status).toBe(200);
        const first = await sse.next();
        expect(JSON.parse(first.data)).toMatchObject({ version: 1 });
      } finally {
        sse.close();
      }
    });

    it('GraphQL: no token or a wrong one gets Unauthorized for every kind of operation', async () => {
      for (const headers of [{}, bearer('not-a-configured-token-0123'), bearer(`${READER}x`)]) {
        for (const query of ['{ orders { next } }', placeOrder(), '{ listeners { name } }']) {
          const answer = await gql(url(), query, headers);
          expect(nothingAnswered(answer)).toBe(true);
          expect(answer.body.errors).toEqual([
            expect.objectContaining({
              message: 'Unauthorized',
              extensions: { code: 'Unauthorized', status: 401 },
            }),
          ]);
        }
      }
    });

    it('GraphQL: introspection needs a token like any query', async () => {
      const introspection = [
        '{ __schema { queryType { name } } }',
        '{ __type(name: "Order") { name } }',
        '{ __typename }',
        'query { ...Schema } fragment Schema on Query { __schema { types { name } } }',
      ];
      for (const query of introspection) {
        for (const headers of [{}, bearer(`${READER}x`)]) {
          const refused = await gql(url(), query, headers);
          expect({ query, status: refused.status, body: refused.body }).toEqual({
            query,
            status: 401,
            body: {
              data: null,
              errors: [
                expect.objectContaining({
                  message: 'Unauthorized',
                  extensions: { code: 'Unauthorized', status: 401 },
                }),
              ],
            },
          });
        }
        const answered = await gql(url(), query, bearer(READER));
        expect({ query, status: answered.status, errors: answered.body.errors }).toEqual({
          query,
          status: 200,
          errors: undefined,
        });
        expect(Object.values(answered.body.data ?? {})).not.toContain(null);
      }
    });

    it('GraphQL: a reader queries but may not run a mutation', async () => {
      const read = await gql(
        url(),
        '{ orders { next } all(limit: 1) { nextPosition } }',
        bearer(READER),
      );
      expect(read.body.errors).toBeUndefined();
      expect(read.body.data).toMatchObject({ orders: { next: null } });
      const write = await gql(url(), placeOrder(), bearer(READER));
      expect(write.body.data).toEqual({ placeOrder: null });
      expect(write.body.errors?.[0].extensions).toEqual({
        code: 'Forbidden',
        status: 403,
        required: 'writer',
      });
    });

    it('GraphQL: a writer runs mutations and reads, but not the admin operations', async () => {
      const placed = await gql(url(), placeOrder(), bearer(WRITER));
      expect(placed.body.errors).toBeUndefined();
      expect(placed.body.data).toMatchObject({ placeOrder: { version: 1 } });
      for (const query of [
        '{ listeners { name } }',
        '{ deadLetters { next } }',
        'mutation { pauseListener(name: "order_list") { status } }',
        'mutation { retryDeadLetters(ids: ["x"]) { notFound } }',
      ]) {
        const answer = await gql(url(), query, bearer(WRITER));
        expect(nothingAnswered(answer)).toBe(true);
        expect(answer.body.errors?.[0].extensions).toEqual({
          code: 'Forbidden',
          status: 403,
          required: 'admin',
        });
      }
      // One field refused leaves the others of the same operation answered.
      const mixed = await gql(
        url(),
        '{ orders { next } deadLetter(id: "x") { id } }',
        bearer(WRITER),
      );
      expect(mixed.body.data).toEqual({ orders: { next: null }, deadLetter: null });
      expect(codeOf(mixed)).toEqual(['Forbidden']);
    });

    it('GraphQL: an admin may do everything', async () => {
      const listeners = await gql(url(), '{ listeners { name status } }', bearer(ADMIN));
      expect(listeners.body.errors).toBeUndefined();
      expect(listeners.body.data?.listeners).toEqual(
        expect.arrayContaining([{ name: 'order_list', status: 'running' }]),
      );
      expect((await gql(url(), placeOrder(), bearer(ADMIN))).body.errors).toBeUndefined();
      expect((await gql(url(), '{ orders { next } }', bearer(ADMIN))).body.errors).toBeUndefined();
    });

    it('GraphQL: a subscription needs a reader token in its connection', async () => {
      expect((await appendTo(url(), unique('auth-'), bearer(WRITER))).status).toBe(201);
      expect(await firstEvent(url(), undefined)).toEqual({ codes: ['Unauthorized'] });
      expect(await firstEvent(url(), `Bearer ${WRITER}x`)).toEqual({ codes: ['Unauthorized'] });
      const allowed = await firstEvent(url(), `Bearer ${READER}`);
      expect(allowed.codes).toBeUndefined();
      expect(allowed.event).toEqual({ version: 1 });
    });

    it('accepts a GraphQL WebSocket from a configured origin or none, not from another', async () => {
      const upgrade = (origin: string | undefined) =>
        new Promise<number>((resolve, reject) => {
          const socket = new WebSocket(
            `${url().replace(/^http/, 'ws')}/graphql`,
            'graphql-transport-ws',
            origin === undefined ? {} : { origin },
          );
          socket.once('open', () => {
            socket.terminate();
            resolve(101);
          });
          socket.once('unexpected-response', (_request, response) => {
            socket.terminate();
            resolve(response.statusCode ?? 0);
          });
          socket.once('error', reject);
        });
      expect(await upgrade(ORIGIN)).toBe(101);
      expect(await upgrade(undefined)).toBe(101);
      expect(await upgrade('https://evil.example.com')).toBe(403);
    });

    it('answers a CORS preflight for a configured origin only, without a token', async () => {
      const preflight = (origin: string) =>
        rawRequest(`${url()}/streams/x/events`, 'OPTIONS', {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'authorization,content-type',
        });
      const allowed = await preflight(ORIGIN);
      expect(allowed.status).toBe(204);
      expect(allowed.headers['access-control-allow-origin']).toBe(ORIGIN);
      expect(String(allowed.headers['access-control-allow-headers'])).toMatch(/authorization/i);
      const other = await preflight('https://evil.example.com');
      expect(other.headers['access-control-allow-origin']).toBeUndefined();

      // A refusal carries the CORS headers too, so a browser page can read its status.
      const refused = await rawRequest(`${url()}/all`, 'GET', { origin: ORIGIN });
      expect(refused.status).toBe(401);
      expect(refused.headers['access-control-allow-origin']).toBe(ORIGIN);
    });
  });

  describe(`write rate limit (${target.kind})`, () => {
    const suite = appPerSuite(target, {
      AUTH: 'on',
      AUTH_TOKENS,
      RATE_LIMIT_WRITES_PER_MINUTE: '2',
    });
    const url = () => suite.app.url;

    it('the third write of a client in a minute gets 429 with Retry-After', async () => {
      expect((await appendTo(url(), unique('rate-'), bearer(WRITER))).status).toBe(201);
      expect((await appendTo(url(), unique('rate-'), bearer(WRITER))).status).toBe(201);
      const third = await appendTo(url(), unique('rate-'), bearer(WRITER));
      expect(third.status).toBe(429);
      expect(third.body).toEqual({ error: 'TooManyRequests' });
      const retryAfter = Number(third.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(60);
    });

    it('limits per client: another token still writes; reads are not limited', async () => {
      expect((await appendTo(url(), unique('rate-'), bearer(OTHER_WRITER))).status).toBe(201);
      for (let i = 0; i < 5; i += 1) {
        expect((await call(url(), 'GET', '/all', undefined, bearer(WRITER))).status).toBe(200);
        // A read sent as POST for its query body is a read.
        const query = { query: { items: [{}] }, limit: 1 };
        expect((await call(url(), 'POST', '/dcb/read', query, bearer(WRITER))).status).toBe(200);
      }
      expect((await appendTo(url(), unique('rate-'), bearer(WRITER))).status).toBe(429);
    });

    it('GraphQL mutations count against the same budget; queries do not', async () => {
      const token = bearer(ADMIN);
      expect((await gql(url(), placeOrder(), token)).body.errors).toBeUndefined();
      expect((await appendTo(url(), unique('rate-'), token)).status).toBe(201);
      const third = await gql(url(), placeOrder(), token);
      expect(third.body.data).toEqual({ placeOrder: null });
      expect(third.body.errors?.[0].extensions).toMatchObject({
        code: 'TooManyRequests',
        status: 429,
      });
      expect((await gql(url(), '{ orders { next } }', token)).body.errors).toBeUndefined();
    });

    it('a refused token spends no budget: 401 stays 401, not 429', async () => {
      for (let i = 0; i < 3; i += 1) {
        expect(
          (await appendTo(url(), unique('rate-'), bearer('wrong-token-0123456789'))).status,
        ).toBe(401);
      }
    });
  });
}

describe('write rate limit by IP, auth off (sqlite)', () => {
  const suite = appPerSuite(storeTargetKinds('auth e2e')[0], {
    AUTH: 'off',
    AUTH_TOKENS,
    RATE_LIMIT_WRITES_PER_MINUTE: '2',
  });

  it('counts requests without a configured token by IP; a token is its own client', async () => {
    const url = suite.app.url;
    // Logged just after the app listens: it may trail the first answer to /health.
    await until(async () => suite.app.output().includes('auth off (AUTH=off)'), 'the auth line');
    expect((await appendTo(url, unique('ip-'), {})).status).toBe(201);
    expect((await appendTo(url, unique('ip-'), bearer('unknown-token-0123456789'))).status).toBe(
      201,
    );
    expect((await appendTo(url, unique('ip-'), {})).status).toBe(429);
    expect((await appendTo(url, unique('ip-'), bearer(WRITER))).status).toBe(201);
  });
});

describe('auth configuration at boot', () => {
  it('refuses to start in production without tokens, listing the problem', () => {
    const result = spawnSync(process.execPath, [MAIN], {
      env: { ...process.env, NODE_ENV: 'production', AUTH_TOKENS: '', AUTH: '' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      'AUTH_TOKENS must configure at least one token when auth is on (NODE_ENV=production)',
    );
  });
});

for (const target of storeTargetKinds('auth e2e')) {
  if (target.enabled) describeAuth(target);
}
