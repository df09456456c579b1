import { isDeepStrictEqual } from 'node:util';
import {
  applyDecorators,
  Injectable,
  Logger,
  SetMetadata,
  UseInterceptors,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import { HttpAdapterHost, Reflector } from '@nestjs/core';
import { catchError, from, mergeMap, of, throwError, type Observable } from 'rxjs';
import { ValidationError } from '../../errors';
import { requestFingerprint } from './fingerprint';
import { HttpPlatform, type HttpRequestLike, type HttpResponseLike } from './http-platform';
import {
  checkIdempotencyKey,
  IdempotencyKeys,
  KEY_HEADER,
  type IdempotentRequest,
} from './idempotency-keys';
import { toJsonSafe } from './json-safe';

export interface IdempotentOptions {
  /** Requests without an `Idempotency-Key` get 400. Default false. */
  readonly required?: boolean;
  /**
   * Whether the request named the version it expects, so that a WrongExpectedVersion is its
   * outcome (kept and replayed) rather than contention (the key is freed for a retry).
   * Default: an `If-Match` header, or a body `expectedVersion` other than `"any"`.
   */
  readonly askedForVersion?: (request: HttpRequestLike) => boolean;
}

const IDEMPOTENT = 'tidemark:idempotent';
const keyedRequests = new WeakMap<object, IdempotentRequest>();

/**
 * The idempotency key a request runs under (set by {@link Idempotent}), or undefined without
 * one: pass it to `keyedHandleOptions` (or use its `commandId` and `keyedCommand`) so the key
 * completes in the events' own transaction. `request` is the platform's (`@Req()`).
 */
export function keyedRequestOf(request: object): IdempotentRequest | undefined {
  return keyedRequests.get(request);
}

/** Replayed with the status and body; other headers belong to the moment of the response. */
const STORED_HEADERS = ['etag', 'location'] as const;

/**
 * `Idempotency-Key` on a command route (Stripe semantics), on Express and Fastify: the first
 * request's response is stored and replayed for the same key and request, with
 * `Idempotent-Replayed: true`; the same key with another request gets 422, and while the first
 * is still running, 409. When the route's command built its keyed answer (`keyedCommand`,
 * `keyedHandleOptions`), that answer is what the first request is sent and what is stored,
 * whatever the handler returns. Needs `TidemarkHttpModule` (it provides the keys' store).
 */
export function Idempotent(options: IdempotentOptions = {}): MethodDecorator {
  return applyDecorators(SetMetadata(IDEMPOTENT, options), UseInterceptors(IdempotencyInterceptor));
}

@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  private readonly logger = new Logger('Idempotency');
  private readonly platform: HttpPlatform;
  /** Routes whose handler returned a body other than the keyed answer sent: warned once. */
  private readonly warnedRoutes = new WeakSet<object>();

  constructor(
    private readonly reflector: Reflector,
    private readonly keys: IdempotencyKeys,
    adapterHost: HttpAdapterHost,
  ) {
    this.platform = new HttpPlatform(adapterHost);
  }

  /** Synchronous for a request without a key: no promise on the path of most requests. */
  intercept(
    context: ExecutionContext,
    next: CallHandler,
  ): Observable<unknown> | Promise<Observable<unknown>> {
    const options = this.reflector.get<IdempotentOptions>(IDEMPOTENT, context.getHandler()) ?? {};
    const request = context.switchToHttp().getRequest<HttpRequestLike>();
    const checked = checkIdempotencyKey(
      KEY_HEADER,
      request.headers['idempotency-key'],
      options.required ?? false,
    );
    if (!checked.ok) throw new ValidationError(checked.problems);
    const key = checked.value;
    if (key === undefined) return next.handle();
    return this.underKey(key, options, context, next);
  }

  private warnDiffering(context: ExecutionContext): void {
    const handler = context.getHandler();
    if (this.warnedRoutes.has(handler)) return;
    this.warnedRoutes.add(handler);
    this.logger.warn(
      `${context.getClass().name}.${handler.name} returned a body other than the keyed ` +
        `response its command built (keyedCommand / keyedHandleOptions); sent that response, ` +
        `which is what a replay of the key answers. Return the same body, built by the same function.`,
    );
  }

  private async underKey(
    key: string,
    options: IdempotentOptions,
    context: ExecutionContext,
    next: CallHandler,
  ): Promise<Observable<unknown>> {
    const request = context.switchToHttp().getRequest<HttpRequestLike>();
    const response = context.switchToHttp().getResponse<HttpResponseLike>();
    const ifMatch = request.headers['if-match'];
    const begun = await this.keys.begin({
      key,
      fingerprint: requestFingerprint({
        method: this.platform.method(request),
        path: this.platform.path(request),
        body: request.body,
        ifMatch: typeof ifMatch === 'string' ? ifMatch : undefined,
      }),
      askedForVersion: (options.askedForVersion ?? askedForVersion)(request),
    });
    if (begun.kind === 'replay') {
      const stored = begun.response;
      this.platform.setStatus(response, stored.status);
      this.platform.setHeaders(response, { ...stored.headers, 'idempotent-replayed': 'true' });
      return of(stored.body);
    }
    const idempotent = begun.request;
    keyedRequests.set(request, idempotent);
    return next.handle().pipe(
      mergeMap(async (result: unknown) => {
        // Stored as JSON: converted here, so the replay is the very body first sent.
        const body = toJsonSafe(result);
        const headers: Record<string, string> = {};
        for (const name of STORED_HEADERS) {
          const value = this.platform.header(response, name);
          if (value !== undefined) headers[name] = value;
        }
        const handled = { status: response.statusCode, body, headers };
        const answer = await this.keys.succeeded(idempotent, handled);
        if (answer !== handled) {
          // The command's keyed answer: what every request with this key is answered.
          if (result !== undefined && !isDeepStrictEqual(body, answer.body)) {
            this.warnDiffering(context);
          }
          this.platform.setStatus(response, answer.status);
          this.platform.setHeaders(response, answer.headers);
        }
        return answer.body;
      }),
      // The filter turns the error into this same response; headers are not replayed.
      catchError((error: unknown) =>
        from(this.keys.failed(idempotent, error)).pipe(mergeMap(() => throwError(() => error))),
      ),
    );
  }
}

/** Whether the request named the version it expects (then a mismatch is its outcome). */
function askedForVersion(request: HttpRequestLike): boolean {
  if (request.headers['if-match'] !== undefined) return true;
  const body = request.body as { expectedVersion?: unknown } | null | undefined;
  const expected = typeof body === 'object' && body !== null ? body.expectedVersion : undefined;
  return expected !== undefined && expected !== 'any';
}
