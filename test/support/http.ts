import { request as httpRequest, type IncomingMessage } from 'node:http';
import { randomUUID } from 'node:crypto';
import type { Schemas } from './api-types';

/** The JSON shapes of DESIGN.md's "HTTP contract of the generic store API". */
export type EventJson = Schemas['EventSchema'];
export type AppendResponse = Schemas['AppendEventsResponseSchema'];
export type ReadStreamResponse = Schemas['ReadStreamResponseSchema'];
export type ReadAllResponse = Schemas['ReadAllResponseSchema'];

export interface ErrorResponse {
  error: string;
  details?: { path: string; message: string }[];
  [field: string]: unknown;
}

export interface JsonResponse<T> {
  status: number;
  headers: Headers;
  body: T;
}

export type NewEventJson = Schemas['NewEventSchema'];

/** A JSON request; `body` is sent as JSON unless it is a string (sent as is). */
export async function call<T>(
  baseUrl: string,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<JsonResponse<T>> {
  const init: RequestInit = { method, headers: { ...headers } };
  if (body !== undefined) {
    init.body = typeof body === 'string' ? body : JSON.stringify(body);
    init.headers = { 'content-type': 'application/json', ...headers };
  }
  const response = await fetch(`${baseUrl}${path}`, init);
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    body: (text === '' ? undefined : JSON.parse(text)) as T,
  };
}

export function append(
  baseUrl: string,
  streamId: string,
  events: NewEventJson[],
  expectedVersion?: unknown,
): Promise<JsonResponse<AppendResponse & ErrorResponse>> {
  const body = expectedVersion === undefined ? { events } : { expectedVersion, events };
  return call(baseUrl, 'POST', `/streams/${encodeURIComponent(streamId)}/events`, body);
}

export function newEvent(type = 'Happened', data: Record<string, unknown> = {}): NewEventJson {
  return { id: randomUUID(), type, data };
}

/** A name no other test uses (stream ids, categories, types). */
export function unique(prefix: string): string {
  return `${prefix}${randomUUID().replace(/-/g, '').slice(0, 12)}`;
}

export interface SseMessage {
  id?: string;
  event?: string;
  data: string;
}

/** A minimal Server-Sent Events client over node:http that keeps `id:` lines as sent. */
export class SseClient {
  private buffer = '';
  private readonly messages: SseMessage[] = [];
  private waiter: (() => void) | undefined;
  private ended = false;
  readonly closed: Promise<void>;

  private constructor(readonly response: IncomingMessage) {
    response.setEncoding('utf8');
    response.on('data', (chunk: string) => {
      this.buffer += chunk;
      this.parse();
      this.wake();
    });
    this.closed = new Promise((resolve) => {
      const done = () => {
        this.ended = true;
        this.wake();
        resolve();
      };
      response.once('end', done);
      response.once('close', done);
      response.once('error', done);
    });
  }

  static connect(url: string, headers: Record<string, string> = {}): Promise<SseClient> {
    return new Promise((resolve, reject) => {
      const request = httpRequest(url, { headers: { accept: 'text/event-stream', ...headers } });
      request.once('response', (response) => resolve(new SseClient(response)));
      request.once('error', reject);
      request.end();
    });
  }

  get status(): number | undefined {
    return this.response.statusCode;
  }

  /** The next message, or an error after `timeoutMs` or when the stream ends first. */
  async next(timeoutMs = 20_000): Promise<SseMessage> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const message = this.messages.shift();
      if (message) return message;
      if (this.ended) throw new Error('the event stream ended');
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no SSE message within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiter = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
  }

  async take(count: number, timeoutMs?: number): Promise<SseMessage[]> {
    const taken: SseMessage[] = [];
    while (taken.length < count) taken.push(await this.next(timeoutMs));
    return taken;
  }

  /** The raw text received so far that is not yet parsed (e.g. an error body). */
  async text(): Promise<string> {
    await this.closed;
    return this.buffer;
  }

  close(): void {
    this.response.destroy();
  }

  private wake(): void {
    const waiter = this.waiter;
    this.waiter = undefined;
    waiter?.();
  }

  private parse(): void {
    if (this.status !== 200) return;
    for (let end = this.buffer.indexOf('\n\n'); end !== -1; end = this.buffer.indexOf('\n\n')) {
      const block = this.buffer.slice(0, end);
      this.buffer = this.buffer.slice(end + 2);
      const message: SseMessage = { data: '' };
      let hasData = false;
      for (const line of block.split('\n')) {
        if (line.startsWith(':')) continue;
        const colon = line.indexOf(':');
        const field = colon === -1 ? line : line.slice(0, colon);
        const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
        if (field === 'id') message.id = value;
        else if (field === 'event') message.event = value;
        else if (field === 'data') {
          message.data = hasData ? `${message.data}\n${value}` : value;
          hasData = true;
        }
      }
      if (hasData) this.messages.push(message);
    }
  }
}

/**
 * A POST whose body is sent in two parts: `started` resolves once the server has taken the
 * request (its `100 Continue` arrives after Node dispatched it) and the first half is sent,
 * so the request is in flight until `finish()`.
 */
export function inFlightPost(
  url: string,
  body: unknown,
): {
  started: Promise<void>;
  finish(): void;
  response: Promise<{ status: number; headers: Record<string, unknown>; body: string }>;
} {
  const payload = Buffer.from(JSON.stringify(body));
  const half = Math.floor(payload.length / 2);
  const request = httpRequest(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'content-length': String(payload.length),
      expect: '100-continue',
    },
  });
  const started = new Promise<void>((resolve, reject) => {
    request.once('continue', () => request.write(payload.subarray(0, half), () => resolve()));
    request.once('error', reject);
  });
  const response = new Promise<{ status: number; headers: Record<string, unknown>; body: string }>(
    (resolve, reject) => {
      request.once('response', (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.once('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }),
        );
      });
      request.once('error', reject);
    },
  );
  request.flushHeaders();
  return { started, finish: () => request.end(payload.subarray(half)), response };
}
