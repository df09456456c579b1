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

export type Fetch = typeof fetch;

/** A small JSON client of the Tidemark HTTP API (Node's global fetch). */
export class ApiClient {
  constructor(
    private readonly baseUrl: string,
    private readonly token: string | undefined,
    private readonly fetchFn: Fetch = fetch,
    private readonly timeoutMs = 30_000,
  ) {}

  get<T>(path: string, query: Readonly<Record<string, string | undefined>> = {}): Promise<T> {
    return this.request<T>('GET', path + queryString(query));
  }

  post<T>(path: string, body?: unknown): Promise<T> {
    return this.request<T>('POST', path, body);
  }

  put<T>(path: string, body: unknown): Promise<T> {
    return this.request<T>('PUT', path, body);
  }

  delete<T>(path: string, query: Readonly<Record<string, string | undefined>> = {}): Promise<T> {
    return this.request<T>('DELETE', path + queryString(query));
  }

  private async request<T>(method: string, path: string, body?: unknown): Promise<T> {
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
    const parsed = parseJson(text);
    if (!response.ok) throw new ApiError(response.status, parsed);
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
