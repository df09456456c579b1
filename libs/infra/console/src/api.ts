/** The API as the console uses it: same origin, the admin token from session storage. */

const TOKEN_KEY = 'tidemark.adminToken';

export function token(): string | null {
  return sessionStorage.getItem(TOKEN_KEY);
}

export function setToken(value: string | null): void {
  if (value === null) sessionStorage.removeItem(TOKEN_KEY);
  else sessionStorage.setItem(TOKEN_KEY, value);
}

/** A refused or failed call: the status and the API's error body. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(ApiError.describe(status, body));
    this.name = 'ApiError';
  }

  private static describe(status: number, body: unknown): string {
    if (typeof body === 'object' && body !== null) {
      const { error, message } = body as { error?: unknown; message?: unknown };
      if (typeof message === 'string') return `${status} ${String(error ?? '')}: ${message}`;
      if (typeof error === 'string') return `${status} ${error}`;
    }
    return `HTTP ${status}`;
  }
}

/** Raised for 401/403: the console asks for a token again. */
export class Unauthorized extends ApiError {}

let onUnauthorized: () => void = () => undefined;

export function whenUnauthorized(handler: () => void): void {
  onUnauthorized = handler;
}

function headers(extra: Record<string, string> = {}): Record<string, string> {
  const bearer = token();
  return bearer ? { ...extra, authorization: `Bearer ${bearer}` } : extra;
}

export async function call<T>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<T> {
  const sent = token();
  const response = await fetch(path, {
    method,
    headers: headers(body === undefined ? {} : { 'content-type': 'application/json' }),
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const parsed = await bodyOf(response);
  if (response.status === 401 || response.status === 403) {
    // A late answer to a token already replaced says nothing about the new one.
    if (token() === sent) onUnauthorized();
    throw new Unauthorized(response.status, parsed);
  }
  if (!response.ok) throw new ApiError(response.status, parsed);
  return parsed as T;
}

/** The JSON body, or null (a proxy's HTML error page is not ours to parse). */
async function bodyOf(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text || !(response.headers.get('content-type') ?? '').includes('json')) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

export const get = <T>(path: string) => call<T>('GET', path);
export const post = <T>(path: string, body: unknown = {}) => call<T>('POST', path, body);
export const put = <T>(path: string, body: unknown) => call<T>('PUT', path, body);
export const del = <T>(path: string) => call<T>('DELETE', path);

/**
 * Server-Sent Events read with fetch: EventSource cannot send the Authorization header.
 * Calls `onEvent` with each message's data until `signal` aborts.
 */
export async function followSse(
  path: string,
  onEvent: (data: string, id: string | null) => void,
  signal: AbortSignal,
): Promise<void> {
  const response = await fetch(path, {
    headers: headers({ accept: 'text/event-stream' }),
    signal,
  });
  if (response.status === 401 || response.status === 403) {
    onUnauthorized();
    throw new Unauthorized(response.status, null);
  }
  if (!response.ok || !response.body) throw new ApiError(response.status, null);
  // Ends (returns) when the server ends the stream: the caller reconnects.
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += value;
    let end: number;
    while ((end = buffer.indexOf('\n\n')) !== -1) {
      const message = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      let id: string | null = null;
      const data: string[] = [];
      for (const line of message.split('\n')) {
        if (line.startsWith('data:')) data.push(line.slice(5).trimStart());
        else if (line.startsWith('id:')) id = line.slice(3).trim();
      }
      if (data.length > 0) onEvent(data.join('\n'), id);
    }
  }
}

// The shapes the console reads, shared with the CLI (checked against the OpenAPI document).
export type {
  DeadLetterJson as DeadLetter,
  DeadLetterPageJson as DeadLetterPage,
  DedupReportJson as DedupReport,
  EventJson,
  HealthJson as Health,
  ListenerJson as Listener,
  ListenerListJson as ListenerList,
  LogPageJson as LogPage,
  RedriveReportJson as RedriveReport,
  StreamDeletionJson as StreamDeletion,
  StreamMetadataJson as StreamMetadata,
  StreamPageJson as StreamPage,
} from '../../src/admin/answers';

/** Resolves after `ms`, or at once when `signal` aborts. */
export function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
  });
}
