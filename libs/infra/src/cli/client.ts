/** The API answered an error status; `body` is its JSON (`{error, message?, …}`) when it sent one. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(describeApiError(status, body));
    this.name = 'ApiError';
  }
}

/** No answer from the API: nothing listening, DNS, TLS or a timeout. */
export class UnreachableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UnreachableError';
  }
}

/**
 * The API answered a request with a success status but a body this CLI cannot read: not a
 * JSON object, or one without the fields it needs (not a Tidemark API, a proxy's page, another
 * version). `request` is e.g. `GET /admin/projections`.
 */
export class UnexpectedAnswer extends Error {
  constructor(
    readonly baseUrl: string,
    readonly request: string,
    readonly status: number,
    what: string,
  ) {
    super(
      `unexpected answer from ${baseUrl}: ${request} (HTTP ${status}) ${what}; ` +
        'is --url a Tidemark API of the same version as this CLI?',
    );
    this.name = 'UnexpectedAnswer';
  }
}

export type Fetch = typeof fetch;

/**
 * What a request's JSON object must hold at its top level for the CLI to read it: field
 * names, `[]` after those that must be arrays (`events[]`).
 */
export type Fields = readonly string[];

/** A small JSON client of the Tidemark HTTP API (Node's global fetch). */
export class ApiClient {
  constructor(
    private readonly baseUrl: string,
    private readonly token: string | undefined,
    private readonly fetchFn: Fetch = fetch,
    private readonly timeoutMs = 30_000,
  ) {}

  /** The last request sent, and its status once answered (what an unreadable answer names). */
  last: { readonly request: string; status: number } | undefined;

  get<T>(
    path: string,
    fields: Fields,
    query: Readonly<Record<string, string | undefined>> = {},
  ): Promise<T> {
    return this.request<T>('GET', path + queryString(query), fields);
  }

  post<T>(path: string, fields: Fields, body?: unknown): Promise<T> {
    return this.request<T>('POST', path, fields, body);
  }

  put<T>(path: string, fields: Fields, body: unknown): Promise<T> {
    return this.request<T>('PUT', path, fields, body);
  }

  delete<T>(
    path: string,
    fields: Fields,
    query: Readonly<Record<string, string | undefined>> = {},
  ): Promise<T> {
    return this.request<T>('DELETE', path + queryString(query), fields);
  }

  /** The error for an answer to the last request that the CLI could not read. */
  unreadable(why: string): UnexpectedAnswer {
    return new UnexpectedAnswer(
      this.baseUrl,
      this.last?.request ?? 'a request',
      this.last?.status ?? 0,
      why,
    );
  }

  private async request<T>(
    method: string,
    path: string,
    fields: Fields,
    body?: unknown,
  ): Promise<T> {
    this.last = { request: `${method} ${path}`, status: 0 };
    const headers: Record<string, string> = { accept: 'application/json' };
    if (this.token !== undefined) headers.authorization = `Bearer ${this.token}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    let response: Response;
    let text: string;
    try {
      response = await this.fetchFn(`${this.baseUrl}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      throw new UnreachableError(`cannot reach the API at ${this.baseUrl}: ${reason(error)}`);
    }
    this.last.status = response.status;
    const parsed = parseJson(text);
    if (!response.ok) throw new ApiError(response.status, parsed);
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
      throw this.unreadable(`with ${describeBody(response, text)}, not a JSON object`);
    }
    const record = parsed as Record<string, unknown>;
    const missing = fields.filter((field) =>
      field.endsWith('[]') ? !Array.isArray(record[field.slice(0, -2)]) : !(field in record),
    );
    if (missing.length > 0) {
      const list = missing.map((field) => field.replace(/\[\]$/, ' (an array)')).join(', ');
      throw this.unreadable(`without the field${missing.length > 1 ? 's' : ''} ${list}`);
    }
    return parsed as T;
  }
}

export function queryString(query: Readonly<Record<string, string | undefined>>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.set(key, value);
  }
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

/** A path segment: `/admin/projections/${segment(name)}`. */
export function segment(value: string): string {
  return encodeURIComponent(value);
}

/** `NotFound: message (HTTP 404)` plus one line per validation detail. */
export function describeApiError(status: number, body: unknown): string {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    const text = typeof body === 'string' && body !== '' ? `: ${body.slice(0, 500)}` : '';
    return `HTTP ${status}${text}`;
  }
  const record = body as Record<string, unknown>;
  const code = typeof record.error === 'string' ? record.error : `HTTP ${status}`;
  const message = typeof record.message === 'string' ? `: ${record.message}` : '';
  const lines = [`${code}${message} (HTTP ${status})`];
  if (Array.isArray(record.details)) {
    for (const detail of record.details as unknown[]) {
      if (detail && typeof detail === 'object') {
        const { path, message: text } = detail as Record<string, unknown>;
        lines.push(`  ${String(path)}: ${String(text)}`);
      }
    }
  }
  if (typeof record.required === 'string') lines.push(`  required role: ${record.required}`);
  return lines.join('\n');
}

/** A short description of an answer's body: its content type and its first characters. */
function describeBody(response: Response, text: string): string {
  if (text === '') return 'an empty body';
  const type = response.headers.get('content-type')?.split(';')[0] ?? 'no content type';
  const start = text.replace(/\s+/g, ' ').slice(0, 60);
  return `${type} "${start}${text.length > 60 ? '…' : ''}"`;
}

function parseJson(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function reason(error: unknown): string {
  if (error instanceof Error) {
    if (error.name === 'TimeoutError') return 'no answer in time';
    const cause = (error as Error & { cause?: unknown }).cause;
    if (cause instanceof Error) {
      const code = (cause as Error & { code?: unknown }).code;
      return typeof code === 'string' ? `${code} (${cause.message})` : cause.message;
    }
    return error.message;
  }
  return String(error);
}
