import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { call } from './http';

/** A GraphQL error as the app answers it: the REST error code and status in `extensions`. */
export interface GraphQLErrorJson {
  message: string;
  path?: (string | number)[];
  locations?: { line: number; column: number }[];
  extensions?: {
    code?: string;
    status?: number;
    details?: { path: string; message: string }[];
    [field: string]: unknown;
  };
}

export interface GraphQLBody<T> {
  data?: T | null;
  errors?: GraphQLErrorJson[];
}

export interface GraphQLAnswer<T> {
  status: number;
  body: GraphQLBody<T>;
}

/** `POST /graphql` with a document and its variables. */
export async function gql<T = Record<string, unknown>>(
  baseUrl: string,
  query: string,
  variables?: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<GraphQLAnswer<T>> {
  const body = variables === undefined ? { query } : { query, variables };
  const { status, body: answer } = await call<GraphQLBody<T>>(
    baseUrl,
    'POST',
    '/graphql',
    body,
    headers,
  );
  return { status, body: answer };
}

/** The GraphQL endpoint of one running app. */
export class GraphQLApi {
  constructor(private readonly baseUrl: () => string) {}

  get url(): string {
    return this.baseUrl();
  }

  run<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    headers?: Record<string, string>,
  ): Promise<GraphQLAnswer<T>> {
    return gql<T>(this.url, query, variables, headers);
  }

  /** The data of an operation that must succeed (200, no errors). */
  async data<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    headers?: Record<string, string>,
  ): Promise<T> {
    const answer = await this.run<T>(query, variables, headers);
    if (answer.status !== 200 || answer.body.errors !== undefined || !answer.body.data) {
      throw new Error(
        `GraphQL operation failed (${answer.status}): ${JSON.stringify(answer.body)}`,
      );
    }
    return answer.body.data;
  }

  /** The one error of an operation that must fail with exactly one, and the HTTP status. */
  async error(
    query: string,
    variables?: Record<string, unknown>,
    headers?: Record<string, string>,
  ): Promise<{ status: number; error: GraphQLErrorJson; data: unknown }> {
    const answer = await this.run(query, variables, headers);
    const errors = answer.body.errors ?? [];
    if (errors.length !== 1) {
      throw new Error(`expected one error, got ${JSON.stringify(answer.body)}`);
    }
    return { status: answer.status, error: errors[0], data: answer.body.data };
  }
}

type Ending = { kind: 'complete' } | { kind: 'error'; error: unknown };

/**
 * One subscription of a {@link GraphQLSocket}: the data of each `next` message in order, then
 * its end (the server's or the client's `complete`, or an error).
 */
export class GraphQLSubscription<T> {
  private readonly received: T[] = [];
  private waiter: (() => void) | undefined;
  private ending: Ending | undefined;
  private unsubscribed = false;
  private dispose: () => void = () => undefined;
  /** Resolves when the client's sink completes or errors. */
  readonly ended: Promise<Ending>;
  private settle: (ending: Ending) => void = () => undefined;

  constructor(readonly id: string) {
    this.ended = new Promise((resolve) => (this.settle = resolve));
  }

  /** Wires the graphql-ws sink (called once by GraphQLSocket). */
  start(subscribe: (sink: Parameters<Client['subscribe']>[1]) => () => void): void {
    this.dispose = subscribe({
      next: (value) => {
        if (this.unsubscribed) return;
        if (value.errors !== undefined || value.data == null) {
          this.end({ kind: 'error', error: value.errors ?? value });
          return;
        }
        this.received.push(value.data as T);
        this.wake();
      },
      error: (error) => this.end({ kind: 'error', error }),
      complete: () => this.end({ kind: 'complete' }),
    });
  }

  /** The next message's data; throws when the subscription ends first or after `timeoutMs`. */
  async next(timeoutMs = 20_000): Promise<T> {
    const value = await this.nextWithin(timeoutMs);
    if (value === undefined) throw new Error(`no subscription message within ${timeoutMs} ms`);
    return value;
  }

  /** The next message's data, or undefined when none came within `ms`. */
  async nextWithin(ms: number): Promise<T | undefined> {
    const deadline = Date.now() + ms;
    for (;;) {
      if (this.received.length > 0) return this.received.shift();
      if (this.ending) throw new Error(`the subscription ended: ${JSON.stringify(this.ending)}`);
      if (!(await this.change(deadline))) return undefined;
    }
  }

  /** The errors the subscription ends with; throws when data or another ending comes first. */
  async errors(timeoutMs = 20_000): Promise<GraphQLErrorJson[]> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      if (this.received.length > 0) {
        throw new Error(`expected errors, got data: ${JSON.stringify(this.received[0])}`);
      }
      if (this.ending?.kind === 'error' && Array.isArray(this.ending.error)) {
        return this.ending.error as GraphQLErrorJson[];
      }
      if (this.ending) throw new Error(`expected errors, the subscription ended otherwise`);
      if (!(await this.change(deadline))) throw new Error(`no error within ${timeoutMs} ms`);
    }
  }

  /** Sends `complete` for this subscription; `ended` resolves once the client is done. */
  unsubscribe(): void {
    this.unsubscribed = true;
    this.dispose();
  }

  private end(ending: Ending): void {
    this.ending ??= ending;
    this.settle(ending);
    this.wake();
  }

  /** Waits for a message or the end; false when `deadline` passed first. */
  private async change(deadline: number): Promise<boolean> {
    const left = deadline - Date.now();
    if (left <= 0) return false;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, left);
      this.waiter = () => {
        clearTimeout(timer);
        resolve();
      };
    });
    return true;
  }

  private wake(): void {
    const waiter = this.waiter;
    this.waiter = undefined;
    waiter?.();
  }
}

/**
 * A graphql-ws client (`graphql-transport-ws` protocol) on `ws://…/graphql`: one WebSocket,
 * opened with the first subscription and closed after the last one ends. It never reconnects,
 * and keeps every `next` payload it received per subscription id, also after unsubscribing.
 */
export class GraphQLSocket {
  private readonly client: Client;
  private readonly payloads = new Map<string, unknown[]>();
  private ids = 0;

  constructor(baseUrl: string, connectionParams?: Record<string, unknown>) {
    this.client = createClient({
      url: `${baseUrl.replace(/^http/, 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams,
      retryAttempts: 0,
      generateID: () => `op-${++this.ids}`,
      on: {
        message: (message) => {
          if (message.type !== 'next') return;
          const payloads = this.payloads.get(message.id) ?? [];
          payloads.push(message.payload);
          this.payloads.set(message.id, payloads);
        },
      },
    });
  }

  subscribe<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
  ): GraphQLSubscription<T> {
    const subscription = new GraphQLSubscription<T>(`op-${this.ids + 1}`);
    subscription.start((sink) => this.client.subscribe({ query, variables }, sink));
    return subscription;
  }

  /** Every `next` payload the server sent for a subscription id. */
  sent(id: string): unknown[] {
    return [...(this.payloads.get(id) ?? [])];
  }

  async close(): Promise<void> {
    await this.client.dispose();
  }
}
