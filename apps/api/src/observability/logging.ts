import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import type { LoggerService } from '@nestjs/common';
import type { FastifyInstance } from 'fastify';
import { Logger, PinoLogger, type Params } from 'nestjs-pino';
import { storage, Store } from 'nestjs-pino/storage';
import { pinoHttp, type Options } from 'pino-http';
import { stdTimeFunctions, type LevelWithSilent } from 'pino';
import type { AppConfig } from '../config';
import { requestIdOf } from '../http/headers';

/** Polled by load balancers and Prometheus: logged at debug, or warn when they fail. */
const PROBES = new Set(['/health', '/ready', '/metrics']);

/** Nest's own start-up lines (modules initialised, routes mapped): debug, as they were hidden. */
const NEST_STARTUP = new Set([
  'NestFactory',
  'InstanceLoader',
  'RoutesResolver',
  'RouterExplorer',
  'NestApplication',
  'GraphQLModule',
]);

const INFO = 30;

/**
 * nestjs-pino's options: one JSON object per line on stdout (`level` as a name, `time` in
 * ISO 8601, `msg`, `context`), and one line per completed request carrying its
 * `correlationId`: the request's valid `X-Correlation-Id`, else a new UUIDv7 — the id that a
 * command sent without the header stores in its events' metadata. No bodies are logged;
 * the Authorization and Cookie headers are redacted.
 */
export function loggerParams(config: AppConfig): Params {
  // No middleware of nestjs-pino's: requests are logged by `logRequests`.
  return { pinoHttp: pinoHttpOptions(config), forRoutes: [] };
}

function pinoHttpOptions(config: AppConfig): Options {
  return {
    level: config.observability.logLevel,
    timestamp: stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    serializers: {
      // Fastify writes its headers itself: the response's status is what there is to log.
      res: ({ statusCode }: { statusCode: number }) => ({ statusCode }),
      // pino's `redact` would clone every request's line to look for the two headers.
      req: withoutSecretHeaders,
    },
    // Fastify gave the request its id already (`fastifyOptions`); this is only a fallback.
    genReqId: (request) => requestIdOf(request.headers['x-correlation-id']),
    // Lines logged while serving a request carry its id as `correlationId`, not its headers.
    customAttributeKeys: { reqId: 'correlationId' },
    quietReqLogger: true,
    customLogLevel: requestLogLevel,
    customSuccessObject: (_request, _response, fields: object) => httpLine(fields),
    customErrorObject: (_request, _response, _error, fields: object) => httpLine(fields),
    customSuccessMessage: requestSummary,
    customErrorMessage: requestSummary,
    hooks: {
      logMethod(args, method, level) {
        const first: unknown = args[0];
        if (level === INFO && isNestStartupLine(first)) {
          if (this.isLevelEnabled('debug')) this.debug(...args);
          return;
        }
        // Nest logs some errors as the error alone (`{err}`): its message is the line's `msg`.
        if (args.length === 1 && hasError(first))
          return method.call(this, first, first.err.message);
        method.apply(this, args);
      },
    },
  };
}

/**
 * Logs each request as nestjs-pino's middleware does (pino-http's line once it completes, and
 * its logger bound for what Nest's Logger says while serving it), from a Fastify `onRequest`
 * hook: as a Nest middleware it ran through @fastify/middie and Nest's wrappers on every
 * request, which cost more than the logging itself.
 */
export function logRequests(fastify: FastifyInstance, config: AppConfig): void {
  const httpLogger = pinoHttp(pinoHttpOptions(config));
  fastify.addHook('onRequest', (request, reply, done) => {
    // The id Fastify gave the request (`fastifyOptions`) is the one it is logged with.
    request.raw.id = request.id;
    httpLogger(request.raw, reply.raw);
    const logs = request.raw.allLogs;
    storage.run(new Store(logs[logs.length - 1]), done);
  });
}

/**
 * The same logger before the app's (`app.get(Logger)`) is in place: what Nest logs while the
 * app starts — or fails to — is JSON too.
 */
export function startupLogger(config: AppConfig): LoggerService {
  const params = loggerParams(config);
  return new Logger(new PinoLogger(params), params);
}

const httpLine = (fields: object) => ({ context: 'HTTP', ...fields });

const SECRET_HEADERS = ['authorization', 'cookie'] as const;

/** A request as logged, its Authorization and Cookie headers `[redacted]` (never the raw request's). */
function withoutSecretHeaders<T extends { headers?: IncomingHttpHeaders }>(req: T): T {
  const { headers } = req;
  if (headers === undefined || !SECRET_HEADERS.some((name) => headers[name] !== undefined)) {
    return req;
  }
  const shown: IncomingHttpHeaders = { ...headers };
  for (const name of SECRET_HEADERS) if (shown[name] !== undefined) shown[name] = '[redacted]';
  req.headers = shown;
  return req;
}

/** `POST /orders 201`: what a request line says. */
const requestSummary = (request: IncomingMessage, response: ServerResponse): string =>
  `${request.method} ${request.url} ${response.statusCode}`;

function requestLogLevel(
  request: IncomingMessage,
  response: ServerResponse,
  error?: Error,
): LevelWithSilent {
  const failed = error !== undefined || response.statusCode >= 500;
  if (PROBES.has((request.url ?? '').split('?')[0])) return failed ? 'warn' : 'debug';
  return failed ? 'error' : 'info';
}

function isNestStartupLine(first: unknown): boolean {
  if (typeof first !== 'object' || first === null || !('context' in first)) return false;
  return typeof first.context === 'string' && NEST_STARTUP.has(first.context);
}

function hasError(first: unknown): first is { err: Error } {
  return (
    typeof first === 'object' && first !== null && 'err' in first && first.err instanceof Error
  );
}
