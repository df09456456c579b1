import type { HttpAdapterHost } from '@nestjs/core';

/**
 * What Tidemark reads of a request, the same on Express (`req`) and Fastify (`request`):
 * lower-cased headers and the parsed body. Declared here so that neither platform's types are
 * needed to use the library.
 */
export interface HttpRequestLike {
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
  readonly body?: unknown;
}

/** What Tidemark reads of a response, the same on Express (`res`) and Fastify (`reply`). */
export interface HttpResponseLike {
  readonly statusCode: number;
}

/**
 * Reads and writes requests and responses through Nest's HTTP adapter, whichever platform it
 * is: Express sets headers with `res.set` and reads them with `res.get`, Fastify with
 * `reply.header` and `reply.getHeader`.
 */
export class HttpPlatform {
  constructor(private readonly host: HttpAdapterHost) {}

  private get adapter() {
    return this.host.httpAdapter;
  }

  method(request: HttpRequestLike): string {
    return String(this.adapter.getRequestMethod(request));
  }

  /** The URL path as sent, without the query (Express: before any router rewrote it). */
  path(request: HttpRequestLike): string {
    return String(this.adapter.getRequestUrl(request)).split('?')[0];
  }

  header(response: HttpResponseLike, name: string): string | undefined {
    const value: unknown = this.adapter.getHeader(response, name);
    if (value === undefined || value === null) return undefined;
    return Array.isArray(value) ? value.join(', ') : String(value);
  }

  setStatus(response: HttpResponseLike, status: number): void {
    this.adapter.status(response, status);
  }

  setHeaders(response: HttpResponseLike, headers: Readonly<Record<string, string>>): void {
    for (const [name, value] of Object.entries(headers)) {
      this.adapter.setHeader(response, name, value);
    }
  }

  /** Sends `body` as JSON with `status` (the headers set before are sent with it). */
  reply(response: HttpResponseLike, status: number, body: unknown): void {
    this.adapter.reply(response, body, status);
  }

  /** Whether the response has gone (a hijacked or streaming reply): no status can follow. */
  sent(response: HttpResponseLike): boolean {
    return Boolean(this.adapter.isHeadersSent(response));
  }
}
