import {
  applyDecorators,
  HttpStatus,
  Inject,
  Injectable,
  Logger,
  SetMetadata,
  UseInterceptors,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { catchError, from, mergeMap, of, throwError, type Observable } from 'rxjs';
import { assertNever } from '@tidemark/domain';
import {
  IDEMPOTENCY_STORE,
  WrongExpectedVersion,
  type Clock,
  type IdempotencyStore,
  type StoredResponse,
} from '@tidemark/infra';
import { CLOCK } from '../../clock';
import { AppConfig } from '../../config';
import { errorResponse } from '../error-response';
import { checkToken } from '../headers';
import { HttpProblem } from '../http-problem';
import { valuesOrThrow, type Checked } from '../validation';
import { requestFingerprint } from './fingerprint';

export interface IdempotentOptions {
  /** Requests without an `Idempotency-Key` get 400. Default false. */
  readonly required?: boolean;
}

const IDEMPOTENT = 'tidemark:idempotent';
const KEY_HEADER = 'Idempotency-Key';
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
  private readonly logger = new Logger('Idempotency');

  constructor(
    private readonly reflector: Reflector,
    @Inject(IDEMPOTENCY_STORE) private readonly store: IdempotencyStore,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly config: AppConfig,
  ) {}

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const options = this.reflector.get<IdempotentOptions>(IDEMPOTENT, context.getHandler()) ?? {};
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const reply = context.switchToHttp().getResponse<FastifyReply>();
    const [key] = valuesOrThrow(
      checkKey(request.headers['idempotency-key'], options.required ?? false),
    );
    if (key === undefined) return next.handle();

    const ifMatch = request.headers['if-match'];
    const fingerprint = requestFingerprint({
      method: request.method,
      path: request.url.split('?')[0],
      body: request.body,
      ifMatch: typeof ifMatch === 'string' ? ifMatch : undefined,
    });
    const claim = await this.store.claim({
      key,
      fingerprint,
      now: this.clock(),
      leaseMs: this.config.idempotencyLeaseMs,
      retentionMs: this.config.idempotencyRetentionMs,
    });
    switch (claim.kind) {
      case 'claimed':
        return this.run(next, reply, key, fingerprint, askedForVersion(request));
      case 'replay': {
        const { status, body, headers } = claim.response;
        void reply.status(status).headers({ ...headers, 'idempotent-replayed': 'true' });
        return of(body);
      }
      case 'mismatch':
        throw new HttpProblem(HttpStatus.UNPROCESSABLE_ENTITY, {
          error: 'IdempotencyKeyReused',
          message: `${KEY_HEADER} ${key} was used for a different request`,
        });
      case 'in_flight':
        throw new HttpProblem(
          HttpStatus.CONFLICT,
          {
            error: 'IdempotencyKeyInFlight',
            message: `a request with ${KEY_HEADER} ${key} is still in progress; retry later`,
          },
          { 'retry-after': '1' },
        );
      default:
        return assertNever(claim);
    }
  }

  /** Runs the handler, then stores its response (success or error) or releases the key. */
  private run(
    next: CallHandler,
    reply: FastifyReply,
    key: string,
    fingerprint: string,
    askedForVersion: boolean,
  ): Observable<unknown> {
    return next.handle().pipe(
      mergeMap(async (body: unknown) => {
        const headers: Record<string, string> = {};
        for (const name of STORED_HEADERS) {
          const value = reply.getHeader(name);
          if (value !== undefined) headers[name] = String(value);
        }
        await this.settle(key, fingerprint, { status: reply.statusCode, body, headers });
        return body;
      }),
      catchError((error: unknown) => {
        // The filter turns the error into this same response; headers are not replayed.
        const { status, body } = errorResponse(error, this.config.bodyLimitBytes);
        // Conflicts that outlasted the repository's retries are a moment's contention, not
        // an outcome of this request: the same key may try again. A version the client
        // asked for (If-Match, expectedVersion) that did not match is an outcome, and kept.
        // Nor is an answer that says "retry later" (429, 409 FactInFlight: a Retry-After).
        const transient =
          (error instanceof WrongExpectedVersion && !askedForVersion) ||
          (error instanceof HttpProblem && error.headers['retry-after'] !== undefined);
        const settled = transient
          ? this.forget(key, fingerprint)
          : this.settle(key, fingerprint, { status, body, headers: {} });
        return from(settled).pipe(mergeMap(() => throwError(() => error)));
      }),
    );
  }

  /**
   * Keeps a decision's response: 2xx and 4xx. Invalid input (400) and server errors (5xx)
   * store nothing, so the same key may be retried. Never throws: a response that could not
   * be stored leaves the key in flight until its lease ends.
   */
  private async forget(key: string, fingerprint: string): Promise<void> {
    await this.store.release(key, fingerprint).catch((error: unknown) => {
      this.logger.error(`could not release ${KEY_HEADER} ${key}: ${String(error)}`);
    });
  }

  private async settle(key: string, fingerprint: string, response: StoredResponse) {
    const keep = response.status < 500 && response.status !== HttpStatus.BAD_REQUEST;
    try {
      if (keep) await this.store.complete(key, fingerprint, response);
      else await this.store.release(key, fingerprint);
    } catch (error) {
      this.logger.error(
        `could not ${keep ? 'store the response of' : 'release'} ${KEY_HEADER} ${key}: ${
          error instanceof Error ? error.message : String(error)
        }`,
      );
    }
  }
}

/** Whether the request named the version it expects (then a mismatch is its outcome). */
function askedForVersion(request: FastifyRequest): boolean {
  if (request.headers['if-match'] !== undefined) return true;
  const body = request.body as { expectedVersion?: unknown } | null | undefined;
  const expected = typeof body === 'object' && body !== null ? body.expectedVersion : undefined;
  return expected !== undefined && expected !== 'any';
}

function checkKey(
  value: string | string[] | undefined,
  required: boolean,
): Checked<string | undefined> {
  if (value === undefined && required) {
    return {
      ok: false,
      problems: [{ path: KEY_HEADER, message: `${KEY_HEADER} header is required` }],
    };
  }
  return checkToken(KEY_HEADER, value, 255);
}
