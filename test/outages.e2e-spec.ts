import Database from 'better-sqlite3';
import { join } from 'node:path';
import { reportSkipped } from '@tidemark/infra/testing';
import { startApp, type RunningApp } from './support/app';
import {
  append,
  call,
  newEvent,
  unique,
  type ErrorResponse,
  type JsonResponse,
  type ReadAllResponse,
} from './support/http';
import { providerPayment } from './support/ingest';
import { mountSmallDisk, OwnRedis, whileRefusingConnections } from './support/outages';
import { until } from './support/read-models';
import { newOrder, Shop } from './support/shop';
import {
  sqliteTarget,
  storeTargetKinds,
  type StoreTarget,
  type StoreTargetKind,
} from './support/store-targets';
import { appPerSuite } from './support/suite';

jest.setTimeout(120_000);

interface ReadinessJson {
  status: 'ok' | 'error';
  info: Record<string, { status: string }>;
  error: Record<string, { status: string; message?: string; kind?: string }>;
}

/** An outage's answer: the status, a code naming the store, and when to try again. */
function expectOutage(
  response: JsonResponse<ErrorResponse>,
  status: number,
  error: string,
  store: string,
): void {
  expect({ status: response.status, body: response.body }).toMatchObject({
    status,
    body: { error, store, message: expect.any(String) },
  });
  expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
}

/** Every event of the global log, page by page. */
async function allEventIds(url: string): Promise<string[]> {
  const ids: string[] = [];
  let from = '0';
  for (;;) {
    const page = await call<ReadAllResponse>(url, 'GET', `/all?from=${from}&limit=1000`);
    expect(page.status).toBe(200);
    ids.push(...page.body.events.map((event) => event.id));
    if (page.body.events.length === 0) return ids;
    from = page.body.nextPosition;
  }
}

function describeDatabaseOutage(target: StoreTargetKind): void {
  describe('the database refuses connections (postgres)', () => {
    const suite = appPerSuite(target);
    const shop = new Shop(() => suite.app.url);
    const ready = () => call<ReadinessJson>(suite.app.url, 'GET', '/ready');

    it('reads and appends answer 503 StoreUnavailable with Retry-After; they work again once it accepts them', async () => {
      const streamId = unique('outage-');
      const before = newEvent('Before');
      expect((await append(suite.app.url, streamId, [before])).status).toBe(201);
      await whileRefusingConnections(suite.store.url, async () => {
        await until(async () => (await ready()).status === 503, 'GET /ready to answer 503');
        expect((await ready()).body.error.store).toMatchObject({ status: 'down' });

        const url = suite.app.url;
        const during = newEvent('During');
        expectOutage(await append(url, streamId, [during]), 503, 'StoreUnavailable', 'postgres');
        expectOutage(
          await call(url, 'GET', `/streams/${streamId}`),
          503,
          'StoreUnavailable',
          'postgres',
        );
        expectOutage(await call(url, 'GET', '/all?from=0'), 503, 'StoreUnavailable', 'postgres');
        expectOutage(
          await call(url, 'POST', '/orders', newOrder(), { 'idempotency-key': unique('k-') }),
          503,
          'StoreUnavailable',
          'postgres',
        );
        const graphql = await call<{ errors: { extensions: Record<string, unknown> }[] }>(
          url,
          'POST',
          '/graphql',
          { query: `{ stream(streamId: "${streamId}") { version } }` },
        );
        expect(graphql.body.errors[0].extensions).toMatchObject({
          code: 'StoreUnavailable',
          status: 503,
          retryAfterSeconds: 1,
        });
      });
      await until(async () => (await ready()).status === 200, 'GET /ready to answer 200 again');
      const after = newEvent('After');
      expect((await append(suite.app.url, streamId, [after])).status).toBe(201);
      const read = await call<{ events: { id: string }[] }>(
        suite.app.url,
        'GET',
        `/streams/${streamId}`,
      );
      // The refused append wrote nothing.
      expect(read.body.events.map((event) => event.id)).toEqual([before.id, after.id]);
      expect(await shop.placed()).toEqual(expect.any(String));
    });
  });
}

describe('the Redis seen-key store goes down (sqlite)', () => {
  let redis: OwnRedis | undefined;
  let store: StoreTarget | undefined;
  let app: RunningApp | undefined;
  beforeAll(async () => {
    redis = await OwnRedis.start();
    store = await sqliteTarget();
    app = await startApp({ EVENT_STORE_URL: store.url, DEDUP_STORE: redis.url });
  });
  afterAll(async () => {
    const exit = await app?.stop('SIGTERM');
    await redis?.stop();
    await store?.dispose();
    expect(exit?.code).toBe(0);
  });
  const url = () => (app as RunningApp).url;
  const shop = new Shop(url);
  const ready = () => call<ReadinessJson>(url(), 'GET', '/ready');
  const ingest = (orderId: string, payment: string) =>
    call<ErrorResponse>(
      url(),
      'POST',
      '/ingest/payment-provider',
      providerPayment(orderId, '2026-11-29T10:00:00Z', payment),
    );

  it('ingest answers 503 StoreUnavailable with Retry-After and /ready names dedupStore; both recover with Redis', async () => {
    expect((await ready()).status).toBe(200);
    const orderId = await shop.placed();
    await redis?.stop();

    expectOutage(await ingest(orderId, 'pi_during'), 503, 'StoreUnavailable', 'redis');
    const notReady = await ready();
    expect(notReady.status).toBe(503);
    expect(notReady.body.error.dedupStore).toMatchObject({ status: 'down', kind: 'redis' });
    expect(notReady.body.info.store).toMatchObject({ status: 'up' });

    await redis?.restart();
    await until(async () => (await ready()).status === 200, 'GET /ready to answer 200 again');
    const accepted = await ingest(orderId, 'pi_after');
    expect(accepted).toMatchObject({ status: 201, body: { decision: 'Accept' } });
  });
});

describe('the disk of the SQLite store fills up', () => {
  const disk = mountSmallDisk(16);
  if (typeof disk === 'string') {
    if (process.env.CI) {
      it('needs a tmpfs of its own', () => {
        throw new Error(disk);
      });
    } else {
      reportSkipped('the disk of the SQLite store fills up (test/outages.e2e-spec.ts)', disk);
      it.skip(`full disk (sqlite): ${disk}`, () => undefined);
    }
    return;
  }
  afterAll(() => disk.unmount());

  it('answers 507 StoreFull with Retry-After, /ready says the store cannot write; appends resume once there is room, none acknowledged lost', async () => {
    const file = join(disk.dir, 'events.db');
    const app = await startApp({ EVENT_STORE_URL: `sqlite:${file}` });
    const ready = () => call<ReadinessJson>(app.url, 'GET', '/ready');
    try {
      const acknowledged: string[] = [];
      const streamId = unique('disk-');
      const appendBig = async () => {
        const event = newEvent('Big', { padding: 'x'.repeat(60_000) });
        const response = await append(app.url, streamId, [event]);
        if (response.status === 201) acknowledged.push(event.id as string);
        return response;
      };
      expect((await appendBig()).status).toBe(201);

      disk.fill();
      let refused: JsonResponse<ErrorResponse> | undefined;
      for (let attempt = 0; attempt < 400 && !refused; attempt += 1) {
        const response = await appendBig();
        if (response.status !== 201) refused = response;
      }
      expect(refused).toBeDefined();
      expectOutage(refused as JsonResponse<ErrorResponse>, 507, 'StoreFull', 'sqlite');
      const notReady = await ready();
      expect(notReady.status).toBe(503);
      expect(notReady.body.error.store).toMatchObject({
        status: 'down',
        message: expect.stringContaining('full'),
      });

      disk.free();
      expect((await appendBig()).status).toBe(201);
      await until(
        async () => (await ready()).body.info.store?.status === 'up',
        'GET /ready to say the store can write',
      );
      const stored = await allEventIds(app.url);
      for (const id of acknowledged) expect(stored.filter((s) => s === id)).toEqual([id]);
      const db = new Database(file, { readonly: true });
      try {
        expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
      } finally {
        db.close();
      }
    } finally {
      await app.stop('SIGTERM');
    }
  });
});

const postgres = storeTargetKinds('outages e2e').find((target) => target.kind === 'postgres');
if (postgres?.enabled) describeDatabaseOutage(postgres);
else
  it.skip('the database refuses connections (postgres): PostgreSQL not reachable', () => undefined);
