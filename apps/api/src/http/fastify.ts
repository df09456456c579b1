import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifyServerOptions,
} from 'fastify';
import { FastifyAdapter } from '@nestjs/platform-fastify';
import { jsonProblems } from '@tidemark/domain';
import { ValidationError } from '@tidemark/infra';
import { toJsonSafe } from '@tidemark/infra/nestjs';
import type { IncomingMessage } from 'node:http';
import fastifyWebsocket from '@fastify/websocket';
import type { AppConfig, CorsOptions } from '../config';
import { cutConnectionsWithoutRequestOnClose, type Draining } from './draining';
import { requestIdOf } from './headers';

type ErrorHandler = Parameters<FastifyInstance['setErrorHandler']>[0];

/**
 * Nest installs its error handler (our exception filter, for errors raised before a controller
 * runs: a malformed body, 413, 415) after the modules' init hooks. The GraphQL module registers
 * mercurius in such a hook, which makes Fastify build the routes already, with its default
 * error handler. So a forwarding handler is installed up front, and Nest's is plugged into it.
 */
export class TidemarkFastifyAdapter extends FastifyAdapter {
  private errorHandler: ErrorHandler | undefined;

  constructor(options: FastifyServerOptions) {
    super(options);
    this.getInstance().setErrorHandler((error, request, reply) =>
      this.errorHandler
        ? this.errorHandler.call(this.getInstance(), error, request, reply)
        : reply.send(error),
    );
  }

  override setErrorHandler(handler: ErrorHandler): FastifyInstance {
    this.errorHandler = handler;
    return this.getInstance();
  }
}

export function fastifyOptions(config: AppConfig): FastifyServerOptions {
  return {
    bodyLimit: config.http.bodyLimitBytes,
    // Stream ids may be 200 characters; longer ones get our ValidationError, not Fastify's.
    routerOptions: { maxParamLength: 1000 },
    // Raised while routing, before Nest (and its exception filter) sees the request.
    frameworkErrors: badRequest,
    // `request.id`, logged as the request's `correlationId` (pino-http keeps the id it finds).
    genReqId: (request) => requestIdOf(request.headers['x-correlation-id']),
  };
}

/** A URL the router cannot decode: a ValidationError like every other 400. */
function badRequest(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  void reply
    .code(400)
    .send(new ValidationError([{ path: 'url', message: error.message }]).toJSON());
}

/**
 * Whether a WebSocket upgrade may proceed: browsers send `Origin` and do not apply CORS to
 * WebSockets, so a page elsewhere could read the log through a visitor's browser. Allowed:
 * no `Origin` (not a browser), the server's own origin, and the CORS_ORIGINS.
 */
export function originAllowed(request: IncomingMessage, cors: CorsOptions): boolean {
  const { origin, host } = request.headers;
  if (origin === undefined || cors.kind === 'any') return true;
  if (cors.kind === 'origins' && cors.origins.includes(origin)) return true;
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

export function configureFastify(
  fastify: FastifyInstance,
  draining: Draining,
  config: AppConfig,
): void {
  refuseTextStoresCannotHold(fastify);
  acceptJsonBodiesOnly(fastify, config.http.bodyMaxDepth);
  // Hooks take callbacks, not promises: one promise less per hook and request.
  // mercurius takes a non-string `query` for a parsed document and fails with a 500.
  fastify.addHook('preValidation', (request, _reply, done) => {
    if (request.method !== 'POST' || request.routeOptions.url !== '/graphql') return done();
    const body = request.body as { query?: unknown } | null | undefined;
    if (typeof body === 'object' && body !== null && typeof body.query !== 'string') {
      return done(new ValidationError([{ path: 'query', message: 'query must be a string' }]));
    }
    done();
  });
  // What handlers answer, bigints as decimal strings (TidemarkHttpModule's JsonSafeInterceptor
  // does the same, at the cost of an interceptor on every route). Objects only: Fastify does
  // not call it for strings, buffers and streams.
  fastify.addHook('preSerialization', (_request, _reply, payload, done) => {
    done(null, toJsonSafe(payload));
  });
  // GraphQL subscriptions' WebSockets, registered here before mercurius would (it then uses
  // this one). Its default shutdown closes each socket politely, waiting for the client's
  // answer (up to 30 s in ws): one unresponsive client would hold shutdown. Their
  // subscriptions have ended by then (LiveSubscriptions), so the sockets are cut.
  void fastify.register(fastifyWebsocket, {
    options: {
      maxPayload: config.http.bodyLimitBytes,
      verifyClient: ({ req }, next) => next(originAllowed(req, config.cors), 403),
    },
    preClose(done) {
      for (const client of this.websocketServer.clients) client.terminate();
      this.websocketServer.close();
      done();
    },
  });
  fastify.addHook('onSend', (_request, reply, payload, done) => {
    if (draining.isActive) void reply.header('connection', 'close');
    done(null, payload);
  });
  cutConnectionsWithoutRequestOnClose(fastify);
}

/**
 * Path parameters and the query string are text the stores compare or keep, so they must be
 * text every store holds alike ({@link jsonProblems}: a NUL fails on PostgreSQL, not on SQLite).
 * Checked before anything else runs, for every route. Headers need no check: Node refuses a
 * NUL in them and reads them as Latin-1, which has no lone surrogates.
 */
function refuseTextStoresCannotHold(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', (request, _reply, done) => {
    const problems = [
      ...jsonProblems(request.params, { path: '', name: 'the path', maxDepth: 2 }),
      ...jsonProblems(request.query, { path: '', name: 'the query', maxDepth: 2 }),
    ];
    done(problems.length > 0 ? new ValidationError(problems) : undefined);
  });
}

/**
 * Replaces Fastify's JSON body parser so that a malformed body fails with our
 * ValidationError: Nest rewraps Fastify's own parse errors as bare HttpExceptions.
 * Only JSON is accepted; any other content type gets 415. A body is refused before any work
 * when it nests deeper than `maxDepth` or holds what the stores cannot keep alike (see
 * {@link jsonProblems}); an empty one is no body, so routes that take none accept it.
 */
function acceptJsonBodiesOnly(fastify: FastifyInstance, maxDepth: number): void {
  fastify.removeAllContentTypeParsers();
  fastify.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, raw, done) => {
    const body = typeof raw === 'string' ? raw : raw.toString('utf8');
    if (body.length === 0) return done(null, undefined);
    let value: unknown;
    try {
      value = JSON.parse(body);
    } catch {
      return done(
        new ValidationError([{ path: '', message: 'body is not valid JSON' }]),
        undefined,
      );
    }
    const problems = jsonProblems(value, { path: '', name: 'body', maxDepth });
    if (problems.length > 0) return done(new ValidationError(problems), undefined);
    done(null, value);
  });
}
