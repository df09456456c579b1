import {
  applyDecorators,
  Injectable,
  SetMetadata,
  UseInterceptors,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { catchError, from, mergeMap, of, throwError, type Observable } from 'rxjs';
import { valuesOrThrow } from '../validation';
import { requestFingerprint } from './fingerprint';
import {
  checkIdempotencyKey,
  IdempotencyKeys,
  KEY_HEADER,
  type IdempotentRequest,
} from './idempotency-keys';

export interface IdempotentOptions {
  /** Requests without an `Idempotency-Key` get 400. Default false. */
  readonly required?: boolean;
}

const IDEMPOTENT = 'tidemark:idempotent';
const keyedRequests = new WeakMap<FastifyRequest, IdempotentRequest>();

/** The idempotency key a request runs under (set by {@link Idempotent}), for its command. */
export function keyedRequestOf(request: FastifyRequest): IdempotentRequest | undefined {
  return keyedRequests.get(request);
}
/** Replayed with the status and body; other headers belong to the moment of the response. */
const STORED_HEADERS = ['etag', 'location'] as const;

/**
 * `Idempotency-Key` on a command route (Stripe semantics): the first request's response is
 * stored and replayed for the same key and request, with `Idempotent-Replayed: true`; the
 * same key with another request gets 422, and while the first is still running, 409.
 */
export function Idempotent(options: IdempotentOptions = {}): MethodDecorator {
  return applyDecorators(SetMetadata(IDEMPOTENT, options), UseInterceptors(IdempotencyInterceptor));
}

@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  constructor(
    private readonly reflector: Reflector,
    private readonly keys: IdempotencyKeys,
  ) {}

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const options = this.reflector.get<IdempotentOptions>(IDEMPOTENT, context.getHandler()) ?? {};
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const reply = context.switchToHttp().getResponse<FastifyReply>();
    const [key] = valuesOrThrow(
      checkIdempotencyKey(
        KEY_HEADER,
        request.headers['idempotency-key'],
        options.required ?? false,
      ),
    );
    if (key === undefined) return next.handle();

    const ifMatch = request.headers['if-match'];
    const begun = await this.keys.begin({
      key,
      fingerprint: requestFingerprint({
        method: request.method,
        path: request.url.split('?')[0],
        body: request.body,
        ifMatch: typeof ifMatch === 'string' ? ifMatch : undefined,
      }),
      askedForVersion: askedForVersion(request),
    });
    if (begun.kind === 'replay') {
      const stored = begun.response;
      void reply
        .status(stored.status)
        .headers({ ...stored.headers, 'idempotent-replayed': 'true' });
      return of(stored.body);
    }
    const idempotent = begun.request;
    keyedRequests.set(request, idempotent);
    return next.handle().pipe(
      mergeMap(async (body: unknown) => {
        const headers: Record<string, string> = {};
        for (const name of STORED_HEADERS) {
          const value = reply.getHeader(name);
          if (value !== undefined) headers[name] = String(value);
        }
        await this.keys.succeeded(idempotent, { status: reply.statusCode, body, headers });
        return body;
      }),
      // The filter turns the error into this same response; headers are not replayed.
      catchError((error: unknown) =>
        from(this.keys.failed(idempotent, error)).pipe(mergeMap(() => throwError(() => error))),
      ),
    );
  }
}

/** Whether the request named the version it expects (then a mismatch is its outcome). */
function askedForVersion(request: FastifyRequest): boolean {
  if (request.headers['if-match'] !== undefined) return true;
  const body = request.body as { expectedVersion?: unknown } | null | undefined;
  const expected = typeof body === 'object' && body !== null ? body.expectedVersion : undefined;
  return expected !== undefined && expected !== 'any';
}
