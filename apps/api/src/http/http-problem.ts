/** The JSON body of every error response: a stable `error` code, then details. */
export type ErrorBody = { readonly error: string } & Record<string, unknown>;

/**
 * An error the app itself answers with a fixed status (412 for a stale `If-Match`, the
 * idempotency refusals); raised at the edge only, never by the libraries.
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
