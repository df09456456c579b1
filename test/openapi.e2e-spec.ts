import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { staleApiTypes } from '../apps/api/contract/stale-api-types';
import { requiredRole } from '../apps/api/src/access/roles';
import { routesOf, type OpenApiDocument, type Operation, type Schema } from './support/openapi';
import { sqliteTarget, type StoreTargetKind } from './support/store-targets';
import { appPerSuite } from './support/suite';

jest.setTimeout(60_000);

const SQLITE: StoreTargetKind = { kind: 'sqlite', enabled: true, create: sqliteTarget };
// The app's own controllers, and the admin module's (TidemarkAdminModule) it mounts.
const SOURCES = [
  join(__dirname, '..', 'apps', 'api', 'src'),
  join(__dirname, '..', 'libs', 'infra', 'src', 'admin'),
];
const ADMIN = 'admin-token-0123456789abcdef';

/**
 * Every route the app serves, read from the controllers' decorators (`@Controller('orders')`
 * + `@Post(':id/cancel')` → `POST /orders/{id}/cancel`): a new endpoint without OpenAPI
 * annotations fails this suite.
 */
function routesInSource(): string[] {
  const files = SOURCES.flatMap((dir) =>
    (readdirSync(dir, { recursive: true }) as string[])
      .filter((f) => f.endsWith('.controller.ts'))
      .map((f) => join(dir, f)),
  );
  const routes: string[] = [];
  for (const file of files) {
    const source = readFileSync(file, 'utf8');
    const prefix = /@Controller\('([^']*)'\)/.exec(source)?.[1] ?? '';
    for (const [, method, path] of source.matchAll(
      /@(Get|Post|Put|Patch|Delete)\((?:'([^']*)')?\)/g,
    )) {
      const full = `/${[prefix, path ?? ''].filter((p) => p !== '').join('/')}`;
      routes.push(`${method.toUpperCase()} ${full.replace(/:(\w+)/g, '{$1}')}`);
    }
  }
  return routes.sort();
}

const OPEN = new Set(['GET /health', 'GET /ready', 'GET /metrics']);

function operations(document: OpenApiDocument): Map<string, Operation> {
  return new Map(routesOf(document).map(({ route, operation }) => [route, operation]));
}

function resolve(document: OpenApiDocument, schema: Schema | undefined): Schema | undefined {
  if (schema?.$ref === undefined) return schema;
  return document.components.schemas[schema.$ref.replace('#/components/schemas/', '')];
}

async function getDocument(url: string): Promise<OpenApiDocument> {
  const response = await fetch(`${url}/docs/json`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  return (await response.json()) as OpenApiDocument;
}

describe('OpenAPI at /docs (sqlite)', () => {
  const suite = appPerSuite(SQLITE);
  let document: OpenApiDocument;
  beforeAll(async () => {
    document = await getDocument(suite.app.url);
  });

  it('documents exactly the routes the controllers declare', () => {
    const documented = [...operations(document).keys()].sort();
    expect(documented).toEqual(routesInSource());
    expect(document.openapi).toMatch(/^3\./);
  });

  // The statuses each route answers are checked against real answers in
  // openapi-responses.e2e-spec.ts; here, what every route must declare whatever it does.
  it.each(routesInSource())(
    '%s has a tag, a summary, a 2xx with a schema, and 401/403 behind the guard',
    (route) => {
      const operation = operations(document).get(route);
      expect(operation).toBeDefined();
      if (!operation) return;
      expect(operation.summary).toEqual(expect.any(String));
      expect(operation.tags?.length).toBeGreaterThan(0);

      const success = Object.entries(operation.responses).filter(([status]) =>
        /^2\d\d$/.test(status),
      );
      expect(success.length).toBeGreaterThan(0);
      for (const [, response] of success) {
        const schemas = Object.values(response.content ?? {}).map((media) => media.schema);
        expect(schemas.length).toBeGreaterThan(0);
        for (const schema of schemas) expect(resolve(document, schema)).toBeDefined();
      }

      const secured = !OPEN.has(route);
      const expected = secured ? [401] : [];
      const [method, path] = route.split(' ');
      // 403 where the reader role is not enough (writes, /admin), as the guard decides.
      const openApiPath = path.replace(/\{(\w+)\}/g, ':$1');
      if (secured && requiredRole(method, openApiPath) !== 'reader') expected.push(403);
      for (const status of expected) {
        const response = operation.responses[String(status)];
        expect({ route, status, documented: response !== undefined }).toEqual({
          route,
          status,
          documented: true,
        });
        expect(response.content?.['application/json']?.schema).toBeDefined();
      }
      // Every route behind the guard names the bearer scheme; the probes name none.
      expect(operation.security ?? []).toEqual(secured ? [{ bearer: [] }] : []);
    },
  );

  it('describes 400 as a ValidationError with details', () => {
    const schema = document.components.schemas.ValidationErrorSchema;
    expect(schema.required).toEqual(expect.arrayContaining(['error', 'details']));
    expect(schema.properties?.details?.type).toBe('array');
    const append = operations(document).get('POST /streams/{streamId}/events');
    expect(append?.responses['400'].content?.['application/json'].schema?.$ref).toBe(
      '#/components/schemas/ValidationErrorSchema',
    );
  });

  it('gives the append request body expectedVersion and events', () => {
    const append = operations(document).get('POST /streams/{streamId}/events');
    const body = resolve(document, append?.requestBody?.content['application/json'].schema);
    expect(Object.keys(body?.properties ?? {})).toEqual(
      expect.arrayContaining(['expectedVersion', 'events']),
    );
    expect(body?.required).toContain('events');
    const event = resolve(document, body?.properties?.events.items);
    expect(event?.required).toEqual(expect.arrayContaining(['type', 'data']));
  });

  it('gives every request body a schema, and ingest one per source', () => {
    for (const [route, operation] of operations(document)) {
      if (!operation.requestBody) continue;
      expect({ route, schema: operation.requestBody.content['application/json']?.schema }).toEqual({
        route,
        schema: expect.any(Object),
      });
    }
    const ingest = operations(document).get('POST /ingest/{source}');
    const oneOf = ingest?.requestBody?.content['application/json'].schema?.oneOf ?? [];
    expect(oneOf.map((schema) => schema.$ref)).toEqual([
      '#/components/schemas/PaymentProviderWebhookSchema',
      '#/components/schemas/WarehouseUpdateSchema',
      '#/components/schemas/ClientCommandSchema',
    ]);
    expect(operations(document).get('GET /all/subscribe')?.responses['200'].content).toHaveProperty(
      'text/event-stream',
    );
  });

  it('is the document the committed API types are generated from (apps/api/contract)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'tidemark-openapi-'));
    try {
      writeFileSync(join(dir, 'openapi.json'), JSON.stringify(document));
      expect(staleApiTypes(join(dir, 'openapi.json'))).toBeUndefined();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('serves Swagger UI at /docs', async () => {
    const response = await fetch(`${suite.app.url}/docs`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await response.text()).toContain('swagger-ui');
  });
});

describe('OpenAPI with AUTH=on (sqlite)', () => {
  const suite = appPerSuite(SQLITE, { AUTH: 'on', AUTH_TOKENS: `admin:${ADMIN}` });

  it('serves the document and the UI without a token, and declares the bearer scheme', async () => {
    const document = await getDocument(suite.app.url);
    expect(document.components.securitySchemes?.bearer).toMatchObject({
      type: 'http',
      scheme: 'bearer',
    });
    const ui = await fetch(`${suite.app.url}/docs`);
    expect(ui.status).toBe(200);
    const html = await ui.text();
    const assets = [...html.matchAll(/(?:src|href)="\.?\/?([^"]+\.(?:js|css))"/g)].map((m) => m[1]);
    expect(assets.length).toBeGreaterThan(0);
    for (const asset of assets) {
      const path = asset.startsWith('docs/') ? `/${asset}` : `/docs/${asset}`;
      const response = await fetch(`${suite.app.url}${path}`);
      // Read to the end: a half-read 1.5 MB bundle would hold the app's graceful shutdown.
      const size = (await response.arrayBuffer()).byteLength;
      expect({ path, status: response.status, empty: size === 0 }).toEqual({
        path,
        status: 200,
        empty: false,
      });
    }
    // The API itself still wants the token.
    const api = await fetch(`${suite.app.url}/all`);
    expect(api.status).toBe(401);
    expect(((await api.json()) as { error: string }).error).toBe('Unauthorized');
  });
});
