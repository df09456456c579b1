import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import { addRequestErrors, BEARER_SCHEME } from './decorators';

/** Swagger UI's path; the JSON document is at `${DOCS_PATH}/json`. */
export const DOCS_PATH = 'docs';
export const DOCS_JSON_PATH = `${DOCS_PATH}/json`;

/**
 * Serves the OpenAPI document built from the controllers' decorators: Swagger UI at `/docs`,
 * the JSON at `/docs/json`. Plain Fastify routes, so the auth guard never sees them: they
 * stay readable with auth on (see OPEN_PATHS), and the document declares the bearer scheme.
 */
export function setupOpenApi(app: NestFastifyApplication, options: { authEnabled: boolean }) {
  SwaggerModule.setup(DOCS_PATH, app, openApiDocument(app, options), {
    jsonDocumentUrl: DOCS_JSON_PATH,
    raw: ['json'],
    customSiteTitle: 'Tidemark API',
  });
}

/** The document `/docs/json` serves (also written to types by `npm run openapi:types`). */
export function openApiDocument(
  app: NestFastifyApplication,
  options: { authEnabled: boolean },
): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Tidemark')
    .setDescription(
      'Event-sourced aggregate store: streams, the global log, the shop (orders, customers, ' +
        'ingest) and admin endpoints. Errors are JSON `{error, …}` with a stable `error` code. ' +
        (options.authEnabled
          ? 'Auth is on: send `Authorization: Bearer <token>`; GET needs a reader, other methods a writer, /admin an admin.'
          : 'Auth is off in this instance; with AUTH=on every route but /health, /ready, /metrics and /docs needs a bearer token.'),
    )
    .setVersion(process.env.npm_package_version ?? '0.1.0')
    .addBearerAuth(
      { type: 'http', scheme: 'bearer', bearerFormat: 'opaque token (AUTH_TOKENS)' },
      BEARER_SCHEME,
    )
    .build();
  return addRequestErrors(SwaggerModule.createDocument(app, config));
}
