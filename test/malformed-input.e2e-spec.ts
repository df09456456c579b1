import { GraphQLSocket } from './support/graphql';
import { call, type ReadAllResponse } from './support/http';
import {
  deepened,
  malformedRequests,
  operation,
  withFreshKey,
  type Expectation,
  type SweepCase,
} from './support/malformed-requests';
import { rawRequest, type RawResponse } from './support/raw-http';
import { GRAPHQL_FIELDS, NO_ORDER, REST_ROUTES, type Json } from './support/routes';
import { storeTargetKinds, type StoreKind } from './support/store-targets';
import { appPerSuite } from './support/suite';

jest.setTimeout(600_000);

/**
 * DESIGN "Outages, timeouts and limits": requests are bounded before any work, and both stores
 * answer the same for the same input. Every route (test/support/routes.ts), REST and GraphQL,
 * gets malformed path and query parameters, headers and bodies; no answer is a 5xx, each is
 * what the input calls for, both stores answer each with the same status and error code, and
 * nothing is written.
 */

/** What an answer is, as compared between stores: status, error codes, the problems' paths. */
interface Answer {
  /** The HTTP status; for GraphQL, the highest of the errors' statuses when it is 200. */
  readonly status: number;
  readonly codes: readonly string[];
  readonly paths: readonly string[];
  readonly text: string;
}

const CASES = malformedRequests();
const answers = new Map<StoreKind, Map<string, Answer>>();

interface ErrorJson {
  error?: string;
  details?: { path: string }[];
  errors?: { extensions?: { code?: string; status?: number; details?: { path: string }[] } }[];
}

function parsed(text: string): ErrorJson | undefined {
  try {
    return JSON.parse(text) as ErrorJson;
  } catch {
    return undefined;
  }
}

function restAnswer(response: RawResponse): Answer {
  const body = response.headers['content-type']?.includes('json')
    ? parsed(response.body)
    : undefined;
  return {
    status: response.status,
    codes: body?.error === undefined ? [] : [body.error],
    paths: Array.isArray(body?.details) ? body.details.map((d) => d.path) : [],
    text: response.body.slice(0, 300),
  };
}

function graphqlAnswer(response: RawResponse): Answer {
  const body = parsed(response.body);
  const errors = body?.errors ?? [];
  const statuses = errors.map((e) => e.extensions?.status ?? 500);
  return {
    status: response.status === 200 && errors.length > 0 ? Math.max(...statuses) : response.status,
    codes: errors.map((e) => e.extensions?.code ?? 'none'),
    paths: errors.flatMap((e) => (e.extensions?.details ?? []).map((d) => d.path)),
    text: response.body.slice(0, 300),
  };
}

async function send(url: string, sweepCase: SweepCase, index: number): Promise<Answer> {
  const key = `sweep-key-${index}`;
  const { request } = sweepCase;
  if (request.kind === 'rest')
    return restAnswer(await rawRequest(url, withFreshKey(request.raw, key)));
  const variables = withFreshKey(request.variables ?? {}, key);
  if (request.kind === 'graphql' && request.get) {
    const query = `query=${encodeURIComponent(request.query)}&variables=${encodeURIComponent(deepened(JSON.stringify(variables)))}`;
    return graphqlAnswer(await rawRequest(url, { method: 'GET', target: `/graphql?${query}` }));
  }
  if (request.kind === 'graphql') {
    const body = deepened(JSON.stringify({ query: request.query, variables }));
    return graphqlAnswer(
      await rawRequest(url, {
        method: 'POST',
        target: '/graphql',
        headers: [['content-type', 'application/json']],
        body,
      }),
    );
  }
  return subscriptionAnswer(url, request.query, variables);
}

/** A subscription's first outcome: its errors, its first event, or how it ended. */
async function subscriptionAnswer(url: string, query: string, variables: Json): Promise<Answer> {
  const socket = new GraphQLSocket(url);
  try {
    const subscription = socket.subscribe(query, variables as Record<string, unknown>);
    const outcome = await Promise.race([
      subscription.ended,
      subscription.nextWithin(20_000).then((data) => ({ kind: 'data' as const, data })),
    ]);
    if (outcome.kind === 'error' && Array.isArray(outcome.error)) {
      const errors = outcome.error as NonNullable<ErrorJson['errors']>;
      return {
        status: Math.max(...errors.map((e) => e.extensions?.status ?? 500)),
        codes: errors.map((e) => e.extensions?.code ?? 'none'),
        paths: errors.flatMap((e) => (e.extensions?.details ?? []).map((d) => d.path)),
        text: JSON.stringify(errors).slice(0, 300),
      };
    }
    return {
      status: 200,
      codes: [outcome.kind],
      paths: [],
      text: JSON.stringify(outcome).slice(0, 300),
    };
  } finally {
    await socket.close();
  }
}

/** Whether `answer` is what `expect` calls for (every answer must also be below 500). */
function meets(answer: Answer, expect: Expectation): boolean {
  if (answer.status >= 500) return false;
  switch (expect.kind) {
    case 'refused':
      return (
        answer.status === 400 &&
        answer.codes.every((code) => code === 'ValidationError') &&
        (expect.path === undefined || answer.paths[0] === expect.path)
      );
    case 'client error':
      return answer.status >= 400;
    case 'accepted':
      return ![400, 413, 415].includes(answer.status);
    case 'any':
      return true;
  }
}

for (const target of storeTargetKinds('malformed input e2e')) {
  (target.enabled ? describe : describe.skip)(
    `malformed input on every route (${target.kind})`,
    () => {
      const suite = appPerSuite(target);
      const url = () => suite.app.url;

      it('the sweep names every documented route and every GraphQL field', async () => {
        const document = await call<{ paths: Record<string, Record<string, unknown>> }>(
          url(),
          'GET',
          '/docs/json',
        );
        const documented = Object.entries(document.body.paths).flatMap(([path, operations]) =>
          Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
        );
        const swept = REST_ROUTES.filter((r) => !r.undocumented).map(
          (r) => `${r.method} ${r.path}`,
        );
        expect([...swept].sort()).toEqual([...documented].sort());

        const schema = await call<{
          data: { __schema: Record<string, { fields: { name: string }[] }> };
        }>(url(), 'POST', '/graphql', {
          query:
            '{ __schema { queryType { fields { name } } mutationType { fields { name } } subscriptionType { fields { name } } } }',
        });
        const fields = Object.values(schema.body.data.__schema).flatMap((type) =>
          type.fields.map((f) => f.name),
        );
        expect(GRAPHQL_FIELDS.map((f) => f.name).sort()).toEqual(fields.sort());
      });

      it('the samples are valid: every read with them answers without a validation error', async () => {
        const refused: string[] = [];
        for (const route of REST_ROUTES.filter((r) => r.method === 'GET')) {
          const path = route.path.replace(/\{([^}]+)\}/g, (_, name: string) =>
            encodeURIComponent(route.params?.[name] ?? ''),
          );
          const query = new URLSearchParams(route.query ?? {}).toString();
          const response = await rawRequest(url(), {
            method: 'GET',
            target: query === '' ? path : `${path}?${query}`,
            headers: Object.entries(route.headers ?? {}),
            headersOnly: route.stream,
          });
          if (response.status >= 400 && response.status !== 404) {
            refused.push(`${route.path}: ${response.status} ${response.body}`);
          }
        }
        for (const field of GRAPHQL_FIELDS.filter((f) => f.kind === 'query')) {
          const variables = Object.fromEntries(
            Object.entries(field.args).map(([k, [, v]]) => [k, v]),
          );
          const request = { kind: 'graphql' as const, query: operation(field), variables };
          const answer = await send(
            url(),
            { name: field.name, request, expect: { kind: 'any' } },
            0,
          );
          if (answer.status !== 200 || answer.codes.includes('ValidationError')) {
            refused.push(`${field.name}: ${answer.text}`);
          }
        }
        expect(refused).toEqual([]);
      });

      it(`answers each of ${CASES.length} malformed requests as its input calls for, never 5xx, writing nothing`, async () => {
        const own = new Map<string, Answer>();
        answers.set(target.kind, own);
        // One at a time: requests that pass validation (on nothing that exists) would race each
        // other's dedup claims, which answer by timing, not by store.
        for (const [i, sweepCase] of CASES.entries()) {
          own.set(sweepCase.name, await send(url(), sweepCase, i));
        }
        const misses = CASES.filter((c) => !meets(own.get(c.name)!, c.expect)).map(
          (c) =>
            `${c.name}: expected ${JSON.stringify(c.expect)}, got ${JSON.stringify(own.get(c.name))}`,
        );
        expect(misses).toEqual([]);

        const log = await call<ReadAllResponse>(url(), 'GET', '/all?from=0&limit=10');
        expect(log.body.events).toEqual([]);
      });

      it('refuses a subscription whose filter cannot run with a 400 before the stream starts', async () => {
        const response = await rawRequest(url(), {
          method: 'GET',
          target: '/all/subscribe?types=a%00b',
          headers: [['accept', 'text/event-stream']],
        });
        expect(response.status).toBe(400);
        expect(response.headers['content-type']).toContain('application/json');
        expect(JSON.parse(response.body)).toEqual({
          error: 'ValidationError',
          details: [{ path: 'types', message: 'types must not contain NUL (\\u0000)' }],
        });
      });

      it('says what it refuses: a lone surrogate, __proto__, the nesting limit', async () => {
        const append = (body: string) =>
          rawRequest(url(), {
            method: 'POST',
            target: '/streams/sweep-1/events',
            headers: [['content-type', 'application/json']],
            body,
          });
        const surrogate = await append('{"events":[{"type":"T\\ud800","data":{}}]}');
        expect([surrogate.status, JSON.parse(surrogate.body)]).toEqual([
          400,
          {
            error: 'ValidationError',
            details: [
              {
                path: 'events[0].type',
                message:
                  'events[0].type must be well-formed UTF-16: a lone surrogate \\ud800 at index 1',
              },
            ],
          },
        ]);
        const proto = await append('{"__proto__":{"x":1},"events":[{"type":"T","data":{}}]}');
        expect(JSON.parse(proto.body).details).toEqual([
          {
            path: '__proto__',
            message: '__proto__ is refused: it names a prototype in JavaScript',
          },
        ]);
        const deep = await append(
          `{"events":[{"type":"T","data":${'['.repeat(5000)}${']'.repeat(5000)}}]}`,
        );
        expect(JSON.parse(deep.body).details).toEqual([
          { path: '', message: 'body must not nest deeper than 64 levels' },
        ]);
        expect((await call<ReadAllResponse>(url(), 'GET', '/all?from=0')).body.events).toEqual([]);
      });

      it('accepts an empty JSON body on the routes that take none (cancel, pause, resume)', async () => {
        const post = (target: string) =>
          rawRequest(url(), {
            method: 'POST',
            target,
            headers: [['content-type', 'application/json']],
            body: '',
          });
        const cancel = await post(`/orders/${NO_ORDER}/cancel`);
        expect([cancel.status, JSON.parse(cancel.body).error]).toEqual([404, 'OrderNotFound']);
        const paused = await post('/admin/projections/order_list/pause');
        expect([paused.status, JSON.parse(paused.body).status]).toEqual([200, 'paused']);
        const resumed = await post('/admin/projections/order_list/resume');
        expect([resumed.status, JSON.parse(resumed.body).status]).toEqual([200, 'running']);
      });
    },
  );
}

describe('malformed input on both stores', () => {
  it('answers every malformed request with the same status, error codes and paths', () => {
    const [sqlite, postgres] = [answers.get('sqlite'), answers.get('postgres')];
    if (!sqlite || !postgres) {
      if (process.env.CI === 'true') throw new Error('both stores must have been swept');
      return;
    }
    const differences = CASES.filter((c) => {
      const [a, b] = [sqlite.get(c.name)!, postgres.get(c.name)!];
      return (
        JSON.stringify([a.status, a.codes, a.paths]) !==
        JSON.stringify([b.status, b.codes, b.paths])
      );
    }).map(
      (c) =>
        `${c.name}: sqlite ${JSON.stringify(sqlite.get(c.name))} postgres ${JSON.stringify(postgres.get(c.name))}`,
    );
    expect(differences).toEqual([]);
  });
});
