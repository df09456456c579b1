import type { IncomingMessage, ServerResponse } from 'node:http';
import type { LoggerService } from '@nestjs/common';
import { Logger, PinoLogger, type Params } from 'nestjs-pino';
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
  return {
    pinoHttp: {
      level: config.observability.logLevel,
      timestamp: stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      // Fastify writes its headers itself: the response's status is what there is to log.
      serializers: { res: ({ statusCode }: { statusCode: number }) => ({ statusCode }) },
      redact: { paths: ['req.headers.authorization', 'req.headers.cookie'], censor: '[redacted]' },
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
    },
  };
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
