import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { until } from '@tidemark/infra/testing';
import { startApp, type RunningApp } from './support/app';
import { call, type ReadStreamResponse } from './support/http';
import { newOrder, Shop } from './support/shop';

jest.setTimeout(120_000);

/** One span as OTLP/JSON sends it (ids in hex). */
interface OtlpSpan {
  readonly traceId: string;
  readonly spanId: string;
  readonly parentSpanId?: string;
  readonly name: string;
}

interface ExportRequest {
  readonly resourceSpans: {
    readonly resource: { readonly attributes: { key: string; value: { stringValue?: string } }[] };
    readonly scopeSpans: { readonly spans: OtlpSpan[] }[];
  }[];
}

/** A collector on a loopback port: keeps what arrives on POST /v1/traces. */
class Receiver {
  readonly requests: ExportRequest[] = [];
  readonly contentTypes: string[] = [];
  private server: Server | undefined;
  url = '';

  async start(): Promise<void> {
    this.server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      request.on('end', () => {
        if (request.method === 'POST' && request.url === '/v1/traces') {
          this.contentTypes.push(String(request.headers['content-type']));
          this.requests.push(JSON.parse(body) as ExportRequest);
        }
        response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server!.address() as AddressInfo).port}`;
  }

  spans(traceId?: string): OtlpSpan[] {
    return this.requests
      .flatMap((request) => request.resourceSpans)
      .flatMap((resource) => resource.scopeSpans)
      .flatMap((scope) => scope.spans)
      .filter((span) => traceId === undefined || span.traceId === traceId);
  }

  serviceNames(): (string | undefined)[] {
    return this.requests
      .flatMap((request) => request.resourceSpans)
      .map((r) => r.resource.attributes.find((a) => a.key === 'service.name')?.value.stringValue);
  }

  stop(): Promise<void> {
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}

/** Blank: unset for the app, whatever the test runner's environment holds. */
const NO_OTEL = {
  OTEL_SDK_DISABLED: '',
  OTEL_TRACES_EXPORTER: '',
  OTEL_EXPORTER_OTLP_ENDPOINT: '',
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: '',
  OTEL_EXPORTER_OTLP_PROTOCOL: '',
  OTEL_SERVICE_NAME: '',
  OTEL_RESOURCE_ATTRIBUTES: '',
  OTEL_TRACES_SAMPLER: '',
  OTEL_TRACES_SAMPLER_ARG: '',
};

const hex = (length: number): string => randomUUID().replace(/-/g, '').repeat(2).slice(0, length);

async function placeTraced(app: RunningApp, traceparent: string): Promise<string> {
  const shop = new Shop(() => app.url);
  const placed = await shop.place(newOrder(), {
    'idempotency-key': randomUUID(),
    traceparent,
  });
  expect(placed.status).toBe(201);
  return placed.body.orderId;
}

async function placedMetadata(app: RunningApp, orderId: string) {
  const read = await call<ReadStreamResponse>(app.url, 'GET', `/streams/order-${orderId}`);
  return read.body.events[0].metadata;
}

describe('tracing, black-box (the built app, OTLP/JSON to a receiver in the test)', () => {
  const receiver = new Receiver();
  beforeAll(() => receiver.start());
  afterAll(() => receiver.stop());

  it('exports the request’s trace over OTLP, the last spans flushed on SIGTERM', async () => {
    const app = await startApp({
      ...NO_OTEL,
      EVENT_STORE_URL: 'sqlite::memory:',
      OTEL_TRACES_EXPORTER: 'otlp',
      OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
      OTEL_SERVICE_NAME: 'tidemark-e2e',
      // The SDK's own batch setting: nothing is sent before shutdown flushes it.
      OTEL_BSP_SCHEDULE_DELAY: '600000',
    });
    let exited = false;
    try {
      // The boot lines follow "listening": on a busy machine they may not be read yet.
      await until(() => app.output().includes('tracing on: service tidemark-e2e'), 'the boot log');
      const traceId = hex(32);
      const clientSpan = hex(16);
      const orderId = await placeTraced(app, `00-${traceId}-${clientSpan}-01`);
      expect((await placedMetadata(app, orderId)).traceparent).toMatch(
        new RegExp(`^00-${traceId}-[0-9a-f]{16}-01$`),
      );
      expect((await app.stop('SIGTERM')).code).toBe(0);
      exited = true;
      const spans = receiver.spans(traceId);
      const names = spans.map((span) => span.name);
      expect(names).toEqual(
        expect.arrayContaining([
          'POST /orders',
          'tidemark.command',
          'tidemark.append',
          'tidemark.listener.batch',
        ]),
      );
      const server = spans.find((span) => span.name === 'POST /orders')!;
      expect(server.parentSpanId).toBe(clientSpan);
      expect(new Set(receiver.serviceNames())).toEqual(new Set(['tidemark-e2e']));
      expect(new Set(receiver.contentTypes)).toEqual(new Set(['application/json']));
    } finally {
      if (!exited) await app.stop('SIGKILL');
    }
  });

  it('a DCB retry in another trace is still a retry: the trace fields added are not content', async () => {
    const app = await startApp({
      ...NO_OTEL,
      EVENT_STORE_URL: 'sqlite::memory:',
      OTEL_TRACES_EXPORTER: 'otlp',
      OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
      OTEL_BSP_SCHEDULE_DELAY: '600000',
    });
    try {
      const id = randomUUID();
      const body = { events: [{ id, type: 'SeatTaken', data: {}, tags: ['seat:1'] }] };
      const send = (headers: Record<string, string>) =>
        call<{ lastPosition: string }>(app.url, 'POST', '/dcb/events', body, headers);
      const first = await send({ traceparent: `00-${hex(32)}-${hex(16)}-01` });
      expect(first.status).toBe(201);
      const stored = await call<ReadStreamResponse>(app.url, 'GET', `/streams/dcb-${id}`);
      expect(stored.body.events[0].metadata.traceparent).toEqual(expect.any(String));
      const retries: Record<string, string>[] = [
        { traceparent: `00-${hex(32)}-${hex(16)}-01` },
        {},
      ];
      for (const headers of retries) {
        const retry = await send(headers);
        expect(retry.status).toBe(200);
        expect(retry.body).toEqual(first.body);
      }
    } finally {
      await app.stop('SIGKILL');
    }
  });

  it('shuts down cleanly within SHUTDOWN_TIMEOUT_MS while the collector never answers', async () => {
    const silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const port = (silent.address() as AddressInfo).port;
    const app = await startApp({
      ...NO_OTEL,
      EVENT_STORE_URL: 'sqlite::memory:',
      OTEL_TRACES_EXPORTER: 'otlp',
      OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${port}`,
      OTEL_BSP_SCHEDULE_DELAY: '600000',
      SHUTDOWN_TIMEOUT_MS: '2000',
    });
    try {
      await placeTraced(app, `00-${hex(32)}-${hex(16)}-01`);
      expect((await app.stop('SIGTERM')).code).toBe(0);
      expect(app.stdout()).toContain('spans not exported within SHUTDOWN_TIMEOUT_MS');
      expect(app.stdout()).not.toContain('shutdown took over');
    } finally {
      silent.closeAllConnections();
      await new Promise((resolve) => silent.close(resolve));
    }
  });

  it('with no OTEL_* set exports nothing, works as before, and passes traceparent on', async () => {
    const before = receiver.requests.length;
    const app = await startApp({ ...NO_OTEL, EVENT_STORE_URL: 'sqlite::memory:' });
    const off = await startApp({
      ...NO_OTEL,
      EVENT_STORE_URL: 'sqlite::memory:',
      OTEL_TRACES_EXPORTER: 'none',
      OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
    });
    try {
      for (const running of [app, off]) {
        expect(running.output()).toContain('tracing off');
        const traceparent = `00-${hex(32)}-${hex(16)}-01`;
        const orderId = await placeTraced(running, traceparent);
        // Without an SDK the incoming context is carried into the event as sent.
        expect((await placedMetadata(running, orderId)).traceparent).toBe(traceparent);
        const untraced = await new Shop(() => running.url).placed();
        expect(await placedMetadata(running, untraced)).not.toHaveProperty('traceparent');
      }
      expect((await app.stop('SIGTERM')).code).toBe(0);
      expect((await off.stop('SIGTERM')).code).toBe(0);
      expect(receiver.requests.length).toBe(before);
    } finally {
      await app.stop('SIGKILL');
      await off.stop('SIGKILL');
    }
  });

  it('starts on the specification’s spellings: OTEL_TRACES_EXPORTER=OTLP, a ratio of .5', async () => {
    const app = await startApp({
      ...NO_OTEL,
      EVENT_STORE_URL: 'sqlite::memory:',
      OTEL_TRACES_EXPORTER: 'OTLP',
      OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
      OTEL_TRACES_SAMPLER: 'ParentBased_TraceIdRatio',
      OTEL_TRACES_SAMPLER_ARG: '.5',
    });
    try {
      const line = `tracing on: service tidemark, sampler parentbased_traceidratio 0.5, exporting to otlp ${receiver.url}/v1/traces`;
      await until(() => app.output().includes(line), 'the boot log');
      expect(app.output()).toContain(line);
    } finally {
      expect((await app.stop('SIGTERM')).code).toBe(0);
    }
  });

  it('refuses to start on an OTEL_* value it cannot honour', async () => {
    await expect(
      startApp({
        ...NO_OTEL,
        EVENT_STORE_URL: 'sqlite::memory:',
        OTEL_TRACES_EXPORTER: 'otlp',
        OTEL_EXPORTER_OTLP_PROTOCOL: 'grpc',
      }),
    ).rejects.toThrow(/OTEL_EXPORTER_OTLP_PROTOCOL must be http\/json/);
  });
});
