import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect, type NatsConnection } from 'nats';
import { fromEventJson, type EventJson } from '@tidemark/infra';
import {
  destinationMessages,
  exactlyOnceProblems,
  natsTestsEnabled,
  startNatsServer,
  testNatsUrl,
  type NatsNode,
} from '@tidemark/infra/testing';
import { startApp, type RunningApp } from './support/app';
import { call } from './support/http';
import { orderEvents, ReadModels, until, type ListenerJson } from './support/read-models';
import { newOrder, Shop } from './support/shop';
import { storeTargetKinds } from './support/store-targets';

jest.setTimeout(180_000);

const LISTENER = 'forward_jetstream';
const enabled = natsTestsEnabled('forwarding e2e');

for (const target of storeTargetKinds('forwarding to JetStream')) {
  (target.enabled && enabled ? describe : describe.skip)(`forwarding (${target.kind})`, () => {
    let nc: NatsConnection;
    const stream = `E2E_FWD_${randomUUID().replace(/-/g, '').slice(0, 10)}`;

    beforeAll(async () => {
      nc = await connect({ servers: testNatsUrl() });
    });

    afterAll(async () => {
      const jsm = await nc.jetstreamManager();
      await jsm.streams.delete(stream).catch(() => undefined);
      await nc.close();
    });

    it('forwards every order event exactly once across a SIGKILL, with its lag in /metrics and the admin list', async () => {
      const store = await target.create();
      const env = {
        EVENT_STORE_URL: store.url,
        FORWARD_NATS_URL: testNatsUrl(),
        FORWARD_STREAM: stream,
        FORWARD_SUBJECT: `${stream}.{category}.{stream}.{type}`,
        FORWARD_CATEGORIES: 'order',
        FORWARD_DUPLICATE_WINDOW_MS: '120000',
        PROJECTIONS_BATCH_SIZE: '5',
      };
      let app: RunningApp | undefined;
      try {
        app = await startApp(env);
        const shop = new Shop(() => app?.url ?? '');
        let placing = true;
        const placer = (async () => {
          while (placing) await shop.place(newOrder()).catch(() => undefined);
        })();
        const forwarded = async () =>
          (await destinationMessages(nc, stream).catch(() => [])).length;
        await until(async () => (await forwarded()) >= 20, 'some events to be forwarded');
        const exit = await app.stop('SIGKILL');
        placing = false;
        await placer;
        expect(exit.signal).toBe('SIGKILL');

        app = await startApp(env);
        for (let i = 0; i < 3; i += 1) await shop.placed(newOrder());
        const events = await orderEvents(app.url);
        const last = BigInt(events[events.length - 1].position);
        let info: ListenerJson | undefined;
        await until(async () => {
          info = (await call<ListenerJson>(app?.url ?? '', 'GET', `/admin/projections/${LISTENER}`))
            .body;
          return BigInt(info.checkpoint) >= last;
        }, 'the forwarder to pass the last order event');
        expect(info).toMatchObject({ name: LISTENER, kind: 'forwarder', status: 'running' });

        const messages = await destinationMessages(nc, stream);
        const recorded = events.map((event) => fromEventJson(event as EventJson));
        expect(exactlyOnceProblems(messages, recorded)).toEqual([]);

        const listed = await new ReadModels(() => app?.url ?? '').allListeners();
        expect(listed.find((l) => l.name === LISTENER)).toMatchObject({ lag: expect.any(String) });
        const metrics = await fetch(`${app.url}/metrics`).then((r) => r.text());
        expect(metrics).toMatch(
          new RegExp(`tidemark_projection_lag\\{listener="${LISTENER}"\\} \\d+`),
        );
        expect(metrics).toMatch(
          new RegExp(`tidemark_forwarded_total\\{listener="${LISTENER}"\\} \\d+`),
        );
        expect(metrics).toContain(`tidemark_forwarding_failing{listener="${LISTENER}"} 0`);
      } finally {
        await app?.stop('SIGTERM');
        await store.dispose();
      }
    });

    it('starts and serves with its NATS down, then forwards once NATS is up', async () => {
      const store = await target.create();
      const server = await startNatsServer();
      await server.stop();
      let app: RunningApp | undefined;
      let own: NatsConnection | undefined;
      try {
        app = await startApp({
          EVENT_STORE_URL: store.url,
          FORWARD_NATS_URL: server.url,
          FORWARD_STREAM: stream,
          FORWARD_SUBJECT: `${stream}.{category}.{stream}.{type}`,
          FORWARD_CATEGORIES: 'order',
        });
        const shop = new Shop(() => app?.url ?? '');
        await shop.placed(newOrder());
        const failing = `tidemark_forwarding_failing{listener="${LISTENER}"} 1`;
        await until(
          async () => (await fetch(`${app?.url}/metrics`).then((r) => r.text())).includes(failing),
          'the forwarder to say it is failing',
        );
        // The admin list says so too, with the error: NATS is down.
        const admin = async () =>
          (await call<ListenerJson>(app?.url ?? '', 'GET', `/admin/projections/${LISTENER}`)).body;
        await until(async () => (await admin()).status === 'failing', 'the admin list to say so');
        expect(await admin()).toMatchObject({ kind: 'forwarder', lastError: expect.any(String) });
        await server.start();
        own = await connect({ servers: server.url });
        const problems = async () =>
          exactlyOnceProblems(
            await destinationMessages(own as NatsConnection, stream).catch(() => []),
            (await orderEvents(app?.url ?? '')).map((event) => fromEventJson(event as EventJson)),
          );
        await until(async () => (await problems()).length === 0, 'every order event forwarded');
        expect(await problems()).toEqual([]);
        await until(async () => (await admin()).status === 'running', 'the failure to clear');
        expect((await admin()).lastError).toBeNull();
      } finally {
        await own?.close();
        await app?.stop('SIGTERM');
        await server.close();
        await store.dispose();
      }
    });
  });
}

/** Forwarding where it cannot go on: the app on a NATS server of the test's own. */
(enabled ? describe : describe.skip)('forwarding to a destination it cannot use', () => {
  let nats: NatsNode & { close(): Promise<void> };
  let nc: NatsConnection;
  let dir: string;
  let app: RunningApp | undefined;

  beforeEach(async () => {
    nats = await startNatsServer();
    nc = await connect({ servers: nats.url });
    dir = mkdtempSync(join(tmpdir(), 'tidemark-fwd-e2e-'));
  });

  afterEach(async () => {
    await app?.stop('SIGTERM');
    app = undefined;
    await nc.close();
    await nats.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const admin = async () =>
    (await call<ListenerJson>(app?.url ?? '', 'GET', `/admin/projections/${LISTENER}`)).body;
  const metrics = async () => fetch(`${app?.url}/metrics`).then((r) => r.text());

  it('with default settings, forwards from a JetStream event store on the same NATS', async () => {
    app = await startApp({
      EVENT_STORE_URL: nats.url,
      STATE_STORE_URL: `sqlite:${join(dir, 'state.db')}`,
      FORWARD_NATS_URL: nats.url,
    });
    const shop = new Shop(() => app?.url ?? '');
    await shop.placed(newOrder());
    const problems = async () =>
      exactlyOnceProblems(
        await destinationMessages(nc, 'TIDEMARK_EVENTS').catch(() => []),
        (await readAllEvents(app?.url ?? '')).map((event) => fromEventJson(event as EventJson)),
      );
    await until(async () => (await problems()).length === 0, 'every event forwarded');
    expect(await problems()).toEqual([]);
    expect(await admin()).toMatchObject({ status: 'running', lastError: null, lag: '0' });
  });

  it('shows a stream it may not create as failing: admin list, metrics and /ready name it', async () => {
    app = await startApp({
      EVENT_STORE_URL: `sqlite:${join(dir, 'events.db')}`,
      FORWARD_NATS_URL: nats.url,
      FORWARD_CREATE_STREAM: 'false',
      FORWARD_READY_CHECK: 'true',
    });
    await new Shop(() => app?.url ?? '').placed(newOrder());
    // Its first failure may be the link still connecting ("not connected yet"); the stream's
    // absence follows on the next attempt.
    await until(async () => {
      const forwarder = await admin();
      return forwarder.status === 'failing' && /does not exist/.test(forwarder.lastError ?? '');
    }, 'the forwarder to be failing on the missing stream');
    expect((await admin()).lastError).toMatch(/TIDEMARK_EVENTS does not exist/);
    const scraped = await metrics();
    expect(scraped).toContain(`tidemark_forwarding_failing{listener="${LISTENER}"} 1`);
    expect(scraped).toContain(`tidemark_projection_failing{listener="${LISTENER}"} 1`);
    const ready = await call<{ error: Record<string, unknown> }>(app.url, 'GET', '/ready');
    expect(ready.status).toBe(503);
    expect(ready.body.error.forwarding).toMatchObject({
      status: 'down',
      listener: LISTENER,
      state: 'failing',
      lastError: expect.stringMatching(/does not exist/),
    });

    // Once the stream is there, it forwards and the checks pass again.
    const jsm = await nc.jetstreamManager();
    await jsm.streams.add({
      name: 'TIDEMARK_EVENTS',
      subjects: ['tidemark-events.>'],
      duplicate_window: 60_000_000_000,
    });
    await until(async () => (await call(app?.url ?? '', 'GET', '/ready')).status === 200, '/ready');
    expect(await admin()).toMatchObject({ status: 'running', lastError: null });
    expect(await metrics()).toContain(`tidemark_projection_failing{listener="${LISTENER}"} 0`);
  });
});

async function readAllEvents(url: string): Promise<EventJson[]> {
  return (await call<{ events: EventJson[] }>(url, 'GET', '/all?limit=1000')).body.events;
}
