import { HttpStatus } from '@nestjs/common';

/** The JSON body of every error response: a stable `error` code, then details. */
export type ErrorBody = { readonly error: string } & Record<string, unknown>;

/**
 * An error answered with a fixed status, body and headers (a stale `If-Match`, an
 * authentication failure, the idempotency refusals): raised at the HTTP edge only, never by
 * the stores or runners. Subclass it for an error of your own that the filter should answer.
 */
export class HttpProblem extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorBody,
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(typeof body.message === 'string' ? body.message : body.error);
    this.name = 'HttpProblem';
  }
}

/** 422: the `Idempotency-Key` was first sent with another request (method, path, body). */
export class IdempotencyKeyReused extends HttpProblem {
  constructor(readonly key: string) {
    super(HttpStatus.UNPROCESSABLE_ENTITY, {
      error: 'IdempotencyKeyReused',
      message: `idempotency key ${key} was used for a different request`,
    });
    this.name = 'IdempotencyKeyReused';
  }
}

/** 409 with `Retry-After`: the first request with this key is still running. */
export class IdempotencyKeyInFlight extends HttpProblem {
  constructor(readonly key: string) {
    super(
      HttpStatus.CONFLICT,
      {
        error: 'IdempotencyKeyInFlight',
        message: `a request with idempotency key ${key} is still in progress; retry later`,
      },
      { 'retry-after': '1' },
    );
    this.name = 'IdempotencyKeyInFlight';
  }
}
