import { randomUUID } from 'node:crypto';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Test } from '@nestjs/testing';
import {
  InMemorySpanExporter,
  SimpleSpanProcessor,
  type ReadableSpan,
} from '@opentelemetry/sdk-trace-base';
import { traceFieldsOf, type Storage } from '@tidemark/infra';
import { TIDEMARK_STORAGE } from '@tidemark/infra/nestjs';
import { until } from '@tidemark/infra/testing';
import { AppModule } from './app.module';
import { loadConfig } from './config';
import { Draining } from './http/draining';
import { configureFastify, fastifyOptions, TidemarkFastifyAdapter } from './http/fastify';
import { SHOP_DEDUP_VOCABULARY } from './shop/ingest/shop-facts';
import { startTracing, type Tracing } from './observability/tracing';

const hex = (length: number): string => randomUUID().replace(/-/g, '').repeat(2).slice(0, length);

const ORDER = {
  customerId: 'customer-traced',
  lines: [{ sku: 'sku-apple', quantity: 2, unitPriceCents: 250 }],
  totalCents: 500,
};

describe('tracing (the app in-process on SQLite, spans in memory)', () => {
  const exporter = new InMemorySpanExporter();
  let tracing: Tracing;
  let app: NestFastifyApplication;

  beforeAll(async () => {
    const config = loadConfig(
      { EVENT_STORE_URL: 'sqlite::memory:', ORDER_PAYMENT_DEADLINE_SECONDS: '1' },
      SHOP_DEDUP_VOCABULARY,
    );
    expect(config.observability.tracing.enabled).toBe(false);
    tracing = startTracing(config.observability.tracing, [new SimpleSpanProcessor(exporter)]);
    const moduleRef = await Test.createTestingModule({
      imports: [AppModule.forRoot(config)],
    }).compile();
    app = moduleRef.createNestApplication<NestFastifyApplication>(
      new TidemarkFastifyAdapter(fastifyOptions(config)),
      { bodyParser: false, logger: false },
    );
    configureFastify(app.getHttpAdapter().getInstance(), app.get(Draining), config);
    await app.init();
    await app.getHttpAdapter().getInstance().ready();
  });

  afterAll(async () => {
    await app?.close();
    await tracing?.shutdown();
  });

  const spans = (traceId: string): ReadableSpan[] =>
    exporter.getFinishedSpans().filter((span) => span.spanContext().traceId === traceId);
  const named = (traceId: string, name: string, attribute?: [string, string]) =>
    spans(traceId).filter(
      (span) =>
        span.name === name && (!attribute || span.attributes[attribute[0]] === attribute[1]),
    );
  const parentOf = (span: ReadableSpan): string | undefined => span.parentSpanContext?.spanId;

  it('one trace from POST /orders through the projection batch and the saga step', async () => {
    const traceId = hex(32);
    const clientSpan = hex(16);
    const response = await app.inject({
      method: 'POST',
      url: '/orders',
      headers: {
        traceparent: `00-${traceId}-${clientSpan}-01`,
        tracestate: 'shop=1',
        'idempotency-key': randomUUID(),
      },
      payload: ORDER,
    });
    expect(response.statusCode).toBe(201);
    const orderId = (response.json() as { orderId: string }).orderId;

    await until(
      () =>
        named(traceId, 'tidemark.listener.batch', ['tidemark.listener', 'order_list']).length > 0 &&
        named(traceId, 'tidemark.saga.attempt', ['tidemark.saga.step', 'cancelUnpaidOrder'])
          .length > 0 &&
        named(traceId, 'tidemark.append', ['tidemark.stream', `order-${orderId}`]).length === 2,
      'the projection batch, the saga attempt and its append in the request’s trace',
    );

    const [server] = named(traceId, 'POST /orders');
    expect(parentOf(server)).toBe(clientSpan);
    expect(server.attributes).toMatchObject({
      'http.route': '/orders',
      'http.response.status_code': 201,
    });
    const [command] = named(traceId, 'tidemark.command', ['tidemark.command', 'PlaceOrder']);
    expect(parentOf(command)).toBe(server.spanContext().spanId);
    const [placing, cancelling] = named(traceId, 'tidemark.append').sort(
      (a, b) =>
        Number(a.attributes['tidemark.first_version']) -
        Number(b.attributes['tidemark.first_version']),
    );
    expect(parentOf(placing)).toBe(command.spanContext().spanId);
    expect(placing.attributes).toMatchObject({
      'tidemark.store': 'sqlite',
      'tidemark.events': 1,
      'tidemark.expected_version': '0',
      'tidemark.written': true,
    });

    // The event carries the append span's context: the listeners continue from it.
    const storage = app.get<Storage>(TIDEMARK_STORAGE);
    const { events } = await storage.events.readStream(`order-${orderId}`);
    expect(traceFieldsOf(events[0].metadata)).toEqual({
      traceparent: `00-${traceId}-${placing.spanContext().spanId}-01`,
      tracestate: 'shop=1',
    });
    const [batch] = named(traceId, 'tidemark.listener.batch', ['tidemark.listener', 'order_list']);
    expect(parentOf(batch)).toBe(placing.spanContext().spanId);

    // The deadline's step: a child of OrderPlaced's context; its command appends in the trace.
    const [attempt] = named(traceId, 'tidemark.saga.attempt');
    expect(parentOf(attempt)).toBe(placing.spanContext().spanId);
    expect(attempt.attributes).toMatchObject({
      'tidemark.saga': 'shop',
      'tidemark.saga.attempt': 1,
    });
    const [cancel] = named(traceId, 'tidemark.command', ['tidemark.command', 'CancelOrder']);
    expect(parentOf(cancel)).toBe(attempt.spanContext().spanId);
    expect(parentOf(cancelling)).toBe(cancel.spanContext().spanId);
    const cancelled = await storage.events.readStream(`order-${orderId}`);
    expect(cancelled.events.map((event) => event.type)).toEqual(['OrderPlaced', 'OrderCancelled']);
    expect(traceFieldsOf(cancelled.events[1].metadata)?.traceparent).toBe(
      `00-${traceId}-${cancelling.spanContext().spanId}-01`,
    );
  });

  it('continues a GraphQL mutation’s traceparent; ignores a malformed one', async () => {
    const traceId = hex(32);
    const mutation = {
      query: `mutation ($input: PlaceOrderInput!, $key: String) {
        placeOrder(input: $input, idempotencyKey: $key) { orderId }
      }`,
      variables: { input: ORDER, key: randomUUID() },
    };
    const response = await app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { traceparent: `00-${traceId}-${hex(16)}-01` },
      payload: mutation,
    });
    expect(response.json()).not.toHaveProperty('errors');
    await until(() => named(traceId, 'POST /graphql').length === 1, 'the GraphQL request’s span');
    const [server] = named(traceId, 'POST /graphql');
    const [append] = named(traceId, 'tidemark.append');
    const [command] = named(traceId, 'tidemark.command');
    expect(parentOf(command)).toBe(server.spanContext().spanId);
    expect(parentOf(append)).toBe(command.spanContext().spanId);

    const before = exporter.getFinishedSpans().length;
    const malformed = await app.inject({
      method: 'POST',
      url: '/orders',
      headers: {
        traceparent: `00-${'0'.repeat(32)}-${hex(16)}-01`,
        'idempotency-key': randomUUID(),
      },
      payload: ORDER,
    });
    expect(malformed.statusCode).toBe(201);
    const orderId = (malformed.json() as { orderId: string }).orderId;
    // A trace of its own: the SDK is on, so the request starts one.
    await until(
      () => exporter.getFinishedSpans().length > before,
      'the malformed request’s own spans',
    );
    const { events } = await app
      .get<Storage>(TIDEMARK_STORAGE)
      .events.readStream(`order-${orderId}`);
    expect(traceFieldsOf(events[0].metadata)?.traceparent).not.toContain('0'.repeat(32));
  });

  it('continues POST /streams/:streamId/events; a client’s own metadata.traceparent is kept', async () => {
    const traceId = hex(32);
    const own = `00-${hex(32)}-${hex(16)}-01`;
    const streamId = `traced-${hex(8)}`;
    const response = await app.inject({
      method: 'POST',
      url: `/streams/${streamId}/events`,
      headers: { traceparent: `00-${traceId}-${hex(16)}-01` },
      payload: {
        expectedVersion: 'no_stream',
        events: [
          { type: 'Happened', data: {} },
          { type: 'Imported', data: {}, metadata: { traceparent: own } },
        ],
      },
    });
    expect(response.statusCode).toBe(201);
    await until(() => named(traceId, 'tidemark.append').length === 1, 'the append’s span');
    const [server] = named(traceId, 'POST /streams/:streamId/events');
    const [append] = named(traceId, 'tidemark.append');
    expect(parentOf(append)).toBe(server.spanContext().spanId);
    expect(append.attributes).toMatchObject({
      'tidemark.stream': streamId,
      'tidemark.events': 2,
      'tidemark.expected_version': 'no_stream',
    });
    const { events } = await app.get<Storage>(TIDEMARK_STORAGE).events.readStream(streamId);
    expect(events.map((event) => traceFieldsOf(event.metadata)?.traceparent)).toEqual([
      `00-${traceId}-${append.spanContext().spanId}-01`,
      own,
    ]);
  });
});
