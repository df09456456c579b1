import type { RawRequest } from './raw-http';
import {
  FRESH_KEY,
  GRAPHQL_FIELDS,
  REST_ROUTES,
  type GraphQLField,
  type Json,
  type RestRoute,
} from './routes';

/** What an answer must be beyond "no 5xx, and the same on every store". */
export type Expectation =
  /** 400 ValidationError naming this parameter (or body path) first. */
  | { readonly kind: 'refused'; readonly path?: string }
  /** Any 4xx: the input is wrong, or names nothing that exists. */
  | { readonly kind: 'client error' }
  /** Not refused as input (not 400, 413 or 415): a route that takes no body accepts an empty one. */
  | { readonly kind: 'accepted' }
  /** Only "no 5xx": a value that may well be valid. */
  | { readonly kind: 'any' };

export interface SweepCase {
  /** Deterministic: the key under which every store's answer is compared. */
  readonly name: string;
  readonly request:
    | { readonly kind: 'rest'; readonly raw: RawRequest }
    | {
        readonly kind: 'graphql';
        readonly query: string;
        readonly variables?: Json;
        /** Sent as `GET /graphql?query=…` instead of a POST. */
        readonly get?: boolean;
      }
    | { readonly kind: 'websocket'; readonly query: string; readonly variables?: Json };
  readonly expect: Expectation;
}

const DEEP = 5000;
/**
 * Stands for an array nested DEEP levels in a value; {@link deepened} writes it into the JSON
 * text (JSON.stringify itself runs out of stack on such a value).
 */
const DEEP_ARRAY = '\u0001deep array\u0001';

/** JSON text with every {@link DEEP_ARRAY} written out. */
export function deepened(json: string): string {
  return json.split(JSON.stringify(DEEP_ARRAY)).join('['.repeat(DEEP) + ']'.repeat(DEEP));
}

/** Percent-encoded values for path and query parameters. */
const PARAM_VALUES: readonly (readonly [string, string])[] = [
  ['NUL', 'a%00b'],
  ['invalid UTF-8 (a surrogate)', '%ED%A0%80'],
  ['a Latin-1 byte', '%FF'],
  ['a control character', 'a%01b'],
  ['an emoji', '%F0%9F%98%80'],
  ['2,000 characters', 'x'.repeat(2000)],
  ['an encoded slash', 'a%2Fb'],
];

const QUERY_VALUES: readonly (readonly [string, string])[] = [
  ...PARAM_VALUES,
  ['empty', ''],
  ['-1', '-1'],
  ['1.5', '1.5'],
  ['1e3', '1e3'],
  ['a huge number', '9'.repeat(30)],
  ['comma list of NULs', '%00,%00'],
];

/** Header values, written as Latin-1 bytes (NUL and control characters too). */
const HEADER_VALUES: readonly (readonly [string, string])[] = [
  ['NUL', 'a\u0000b'],
  ['a control character', 'a\u0001b'],
  ['UTF-8 bytes of a surrogate', '\u00ed\u00a0\u0080'],
  ['empty', ''],
  ['300 characters', 'x'.repeat(300)],
  ['a space inside', 'a b'],
];

const PROTOTYPE_KEYS = ['constructor', 'toString', 'hasOwnProperty', 'valueOf'] as const;

function encode(value: string): string {
  return encodeURIComponent(value);
}

function pathOf(route: RestRoute, params: Readonly<Record<string, string>>): string {
  return route.path.replace(/\{([^}]+)\}/g, (_, name: string) => params[name]);
}

function queryOf(entries: readonly (readonly [string, string])[]): string {
  return entries.length === 0 ? '' : `?${entries.map(([k, v]) => `${k}=${v}`).join('&')}`;
}

function encodedParams(route: RestRoute): Record<string, string> {
  return Object.fromEntries(Object.entries(route.params ?? {}).map(([k, v]) => [k, encode(v)]));
}

function encodedQuery(route: RestRoute): (readonly [string, string])[] {
  return Object.entries(route.query ?? {}).map(([k, v]) => [k, encode(v)] as const);
}

/** A REST request of `route` with its valid parts, but what `change` replaces. */
function restRequest(
  route: RestRoute,
  change: {
    readonly params?: Record<string, string>;
    readonly query?: readonly (readonly [string, string])[];
    readonly headers?: Readonly<Record<string, string>>;
    readonly body?: string | null;
    readonly contentType?: string | null;
  } = {},
): RawRequest {
  const body = change.body === undefined ? bodyText(route.body) : (change.body ?? undefined);
  const contentType =
    change.contentType === undefined
      ? body === undefined
        ? null
        : 'application/json'
      : change.contentType;
  const headers = Object.entries({ ...route.headers, ...change.headers });
  return {
    method: route.method,
    target:
      pathOf(route, change.params ?? encodedParams(route)) +
      queryOf(change.query ?? encodedQuery(route)),
    headers: contentType === null ? headers : [...headers, ['content-type', contentType]],
    body,
    headersOnly: route.stream,
  };
}

function bodyText(body: Json | undefined): string | undefined {
  return body === undefined ? undefined : JSON.stringify(body);
}

type Step = string | number;

function pathText(path: readonly Step[]): string {
  return path
    .map((step, i) => (typeof step === 'number' ? `[${step}]` : i === 0 ? step : `.${step}`))
    .join('');
}

/** Every value in `value` with where it is. */
function* nodes(value: Json, path: Step[] = []): Generator<[Step[], Json]> {
  yield [path, value];
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) yield* nodes(item, [...path, i]);
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) yield* nodes(item, [...path, key]);
  }
}

/** A copy of `root` with the value at `path` replaced (`update` gets the old one). */
function replaced(root: Json, path: readonly Step[], update: (old: Json) => Json): Json {
  if (path.length === 0) return update(root);
  const [step, ...rest] = path;
  if (Array.isArray(root)) {
    return root.map((item, i) => (i === step ? replaced(item, rest, update) : item));
  }
  const object = root as { [key: string]: Json };
  return { ...object, [step]: replaced(object[step], rest, update) };
}

/** JSON text of `object` with one more key, written as text: `__proto__` cannot be set. */
function withKeyText(objectText: string, key: string, value: string): string {
  const inner = objectText.slice(1, -1);
  return `{${JSON.stringify(key)}:${value}${inner === '' ? '' : `,${inner}`}}`;
}

function bodyCases(route: RestRoute): SweepCase[] {
  const body = route.body;
  const cases: SweepCase[] = [];
  const add = (
    name: string,
    text: string | null,
    expect: Expectation,
    contentType?: string | null,
  ) =>
    cases.push({
      name: `body ${name}`,
      request: { kind: 'rest', raw: restRequest(route, { body: text, contentType }) },
      expect,
    });
  const refused: Expectation = { kind: 'refused' };
  const clientError: Expectation = { kind: 'client error' };

  add(
    'empty, as application/json',
    '',
    route.bodyOptional ? { kind: 'accepted' } : clientError,
    'application/json',
  );
  add('absent', null, route.bodyOptional ? { kind: 'accepted' } : clientError, null);
  add('not JSON', '{"a":', refused);
  add(`nested ${DEEP} levels`, deepened(JSON.stringify(DEEP_ARRAY)), refused);
  add('as text/plain', '{}', { kind: 'client error' }, 'text/plain');
  add('as a form', 'a=1', { kind: 'client error' }, 'application/x-www-form-urlencoded');
  add('with __proto__', withKeyText(bodyText(body) ?? '{}', '__proto__', '{"polluted":true}'), {
    kind: 'refused',
    path: '__proto__',
  });
  for (const root of ['null', '[]', '"text"', '1', 'true']) add(`of ${root}`, root, clientError);
  if (body === undefined) return cases;

  const freeForm = route.freeForm ?? [];
  const inFreeForm = (path: Step[]) =>
    freeForm.some(
      (prefix) =>
        pathText(path) === prefix ||
        pathText(path).startsWith(`${prefix}.`) ||
        pathText(path).startsWith(`${prefix}[`),
    );
  const variant = (
    path: Step[],
    what: string,
    update: (old: Json) => Json,
    expect: Expectation = clientError,
  ) =>
    add(
      `${pathText(path) || 'root'} ${what}`,
      deepened(JSON.stringify(replaced(body, path, update))),
      expect,
    );

  for (const [path, value] of nodes(body)) {
    const at = pathText(path);
    const free = inFreeForm(path);
    if (typeof value === 'string') {
      variant(path, 'with NUL', (old) => `${String(old)}\u0000`, { kind: 'refused', path: at });
      variant(path, 'with a lone surrogate', (old) => `\ud800${String(old)}`, {
        kind: 'refused',
        path: at,
      });
      if (!free) variant(path, 'of 10,000 characters', () => 'x'.repeat(10_000));
    }
    if (free) {
      if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
        variant(path, 'with a NUL key', (old) => ({ ...(old as object), 'k\u0000': 1 }), refused);
      }
      continue;
    }
    if (typeof value === 'number') {
      for (const number of [-1, 1.5, 1e300, 2 ** 53]) variant(path, `of ${number}`, () => number);
      variant(path, 'as a string', (old) => String(old));
    }
    if (path.length > 0) {
      variant(path, 'null', () => null);
      if (typeof value !== 'boolean') variant(path, 'true', () => true);
      if (Array.isArray(value)) variant(path, 'an object', () => ({}));
      else if (value !== null && typeof value === 'object') variant(path, 'an array', () => []);
      variant(path, `nested ${DEEP} levels`, () => DEEP_ARRAY, refused);
    }
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      for (const key of PROTOTYPE_KEYS) {
        const field = at === '' ? key : `${at}.${key}`;
        variant(path, `with an unknown field ${key}`, (old) => ({ ...(old as object), [key]: 1 }), {
          kind: route.path === '/ingest/{source}' ? 'client error' : 'refused',
          path: route.path === '/ingest/{source}' ? undefined : field,
        });
      }
    }
  }
  return cases;
}

function restCases(route: RestRoute): SweepCase[] {
  const label = `${route.method} ${route.path}`;
  // Commands: POST and PUT take a body; a DELETE's query says what it does.
  const post = route.method === 'POST' || route.method === 'PUT';
  const command = post || route.method === 'DELETE';
  const cases: SweepCase[] = [];
  for (const name of Object.keys(route.params ?? {})) {
    for (const [what, value] of PARAM_VALUES) {
      cases.push({
        name: `path ${name} ${what}`,
        request: {
          kind: 'rest',
          raw: restRequest(route, { params: { ...encodedParams(route), [name]: value } }),
        },
        expect:
          what === 'NUL'
            ? { kind: 'refused', path: name }
            : command
              ? { kind: 'client error' }
              : { kind: 'any' },
      });
    }
  }
  const query = encodedQuery(route);
  for (const [name] of query) {
    for (const [what, value] of QUERY_VALUES) {
      const changed = query.map(([k, v]) => [k, k === name ? value : v] as const);
      cases.push({
        name: `query ${name} ${what}`,
        request: { kind: 'rest', raw: restRequest(route, { query: changed }) },
        expect: what.includes('NUL') ? { kind: 'refused', path: name } : { kind: 'any' },
      });
    }
    cases.push({
      name: `query ${name} repeated`,
      request: {
        kind: 'rest',
        raw: restRequest(route, { query: [...query, ...query.filter(([k]) => k === name)] }),
      },
      expect: { kind: 'any' },
    });
  }
  // Only reads take a query: a command with an ignored parameter would run.
  for (const key of command ? [] : ['__proto__', ...PROTOTYPE_KEYS, 'unknown']) {
    cases.push({
      name: `query with ${key}=1`,
      request: { kind: 'rest', raw: restRequest(route, { query: [...query, [key, '1']] }) },
      expect: { kind: 'any' },
    });
  }
  for (const header of Object.keys(route.headers ?? {})) {
    const values = ['If-Match', 'Last-Event-ID'].includes(header)
      ? [...HEADER_VALUES, ['a huge version', 'W/"99999999999999999999"'] as const]
      : HEADER_VALUES;
    for (const [what, value] of values) {
      cases.push({
        name: `header ${header} ${what}`,
        request: { kind: 'rest', raw: restRequest(route, { headers: { [header]: value } }) },
        expect: header === 'If-None-Match' ? { kind: 'any' } : { kind: 'client error' },
      });
    }
  }
  if (post) cases.push(...bodyCases(route));
  return cases.map((c) => ({ ...c, name: `${label}: ${c.name}` }));
}

/** The type a `[String!]`-like type holds, e.g. `String`. */
function baseType(type: string): string {
  return type.replace(/[[\]!]/g, '');
}

/** An operation of `field` alone, its arguments as variables but those given as `literals`. */
export function operation(
  field: GraphQLField,
  literals: Readonly<Record<string, string>> = {},
): string {
  const variables = Object.entries(field.args).filter(([name]) => !(name in literals));
  const definitions = variables.map(([name, [type]]) => `$${name}: ${type}`).join(', ');
  const args = Object.keys(field.args)
    .map((name) => `${name}: ${literals[name] ?? `$${name}`}`)
    .join(', ');
  return `${field.kind} Sweep${definitions === '' ? '' : `(${definitions})`} { ${field.name}${args === '' ? '' : `(${args})`} { __typename } }`;
}

function samples(field: GraphQLField): { [key: string]: Json } {
  return Object.fromEntries(Object.entries(field.args).map(([name, [, value]]) => [name, value]));
}

function graphqlCases(field: GraphQLField): SweepCase[] {
  const cases: SweepCase[] = [];
  const values = samples(field);
  const over = field.kind === 'subscription' ? 'websocket' : 'graphql';
  const send = (name: string, query: string, variables: Json, expect: Expectation) =>
    cases.push({
      name: `${field.kind} ${field.name}: ${name}`,
      request: { kind: over, query, variables },
      expect,
    });
  for (const [path, value] of nodes(values)) {
    const at = pathText(path);
    if (typeof value === 'string') {
      send(
        `${at} with NUL`,
        operation(field),
        replaced(values, path, (old) => `${String(old)}\u0000`),
        {
          kind: 'refused',
        },
      );
      send(
        `${at} with a lone surrogate`,
        operation(field),
        replaced(values, path, (old) => `\udc00${String(old)}`),
        {
          kind: 'refused',
        },
      );
    }
    if (typeof value === 'number') {
      for (const number of [-1, 2 ** 31, 2 ** 53, 1.5]) {
        send(
          `${at} of ${number}`,
          operation(field),
          replaced(values, path, () => number),
          {
            kind: field.kind === 'query' ? 'any' : 'client error',
          },
        );
      }
    }
    if (path.length === 1 && field.kind !== 'subscription') {
      send(
        `${at} nested ${DEEP} levels`,
        operation(field),
        replaced(values, path, () => DEEP_ARRAY),
        {
          kind: 'refused',
        },
      );
    }
  }
  for (const [name, [type, value]] of Object.entries(field.args)) {
    if (baseType(type) !== 'String' && baseType(type) !== 'ID') continue;
    const text = Array.isArray(value) ? value[0] : value;
    const literal = JSON.stringify(`${String(text)}\u0000`);
    const literals = { [name]: type.startsWith('[') ? `[${literal}]` : literal };
    const rest = Object.fromEntries(Object.entries(values).filter(([other]) => other !== name));
    send(`${name} a literal with NUL`, operation(field, literals), rest, {
      kind: 'refused',
      path: field.kind === 'subscription' ? undefined : name,
    });
    if (field.kind === 'query') {
      cases.push({
        name: `GET query ${field.name}: ${name} a literal with NUL`,
        request: { kind: 'graphql', query: operation(field, literals), variables: rest, get: true },
        expect: { kind: 'refused', path: name },
      });
    }
  }
  return cases;
}

/** Every malformed request of the sweep, in a fixed order; names are unique. */
export function malformedRequests(): SweepCase[] {
  const cases = [...REST_ROUTES.flatMap(restCases), ...GRAPHQL_FIELDS.flatMap(graphqlCases)];
  const names = new Set(cases.map((c) => c.name));
  if (names.size !== cases.length) throw new Error('sweep case names must be unique');
  return cases;
}

/** `FRESH_KEY` header values and GraphQL arguments replaced by `key`. */
export function withFreshKey<T extends Json | RawRequest>(value: T, key: string): T {
  return JSON.parse(
    JSON.stringify(value).split(JSON.stringify(FRESH_KEY).slice(1, -1)).join(key),
  ) as T;
}
