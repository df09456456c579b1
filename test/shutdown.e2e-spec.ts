import { startApp } from './support/app';
import {
  call,
  inFlightPost,
  newEvent,
  SseClient,
  unique,
  type ReadStreamResponse,
} from './support/http';
import { sqliteTarget, storeTargetKinds, type StoreTargetKind } from './support/store-targets';
import { GraphQLSocket } from './support/graphql';
import WebSocket from 'ws';

jest.setTimeout(60_000);

function describeGracefulShutdown(target: StoreTargetKind): void {
  describe(`graceful shutdown (${target.kind})`, () => {
    it('on SIGTERM ends SSE streams, completes in-flight requests, closes the store and exits 0', async () => {
      const store = await target.create();
      try {
        const app = await startApp({ EVENT_STORE_URL: store.url });
        const subscriber = await SseClient.connect(`${app.url}/all/subscribe`);
        expect(subscriber.status).toBe(200);

        const streamId = unique('invoice-');
        const event = newEvent('Placed');
        const slow = inFlightPost(`${app.url}/streams/${streamId}/events`, { events: [event] });
        await slow.started;

        app.process.kill('SIGTERM');
        // The live subscription ends first: shutdown has begun while the POST is in flight.
        await subscriber.closed;
        slow.finish();
        const response = await slow.response;
        expect(response.status).toBe(201);
        expect(response.headers.connection).toBe('close');

        const exit = await app.exited;
        expect(exit).toEqual({ code: 0, signal: null });

        const restarted = await startApp({ EVENT_STORE_URL: store.url });
        try {
          const read = await call<ReadStreamResponse>(restarted.url, 'GET', `/streams/${streamId}`);
          expect(read.body.events.map((e) => e.id)).toEqual([event.id]);
        } finally {
          await restarted.stop('SIGTERM');
        }
      } finally {
        await store.dispose();
      }
    });
  });
}

for (const target of storeTargetKinds('graceful shutdown e2e')) {
  if (target.enabled) describeGracefulShutdown(target);
  else it.skip(`graceful shutdown (${target.kind}): PostgreSQL not reachable`, () => undefined);
}

describe('graceful shutdown with GraphQL subscriptions (sqlite)', () => {
  it('ends live subscriptions and cuts a WebSocket client that stopped reading, then exits 0', async () => {
    const store = await sqliteTarget();
    try {
      // SHUTDOWN_TIMEOUT_MS below ws' 30 s close handshake (a polite close would exit 1), and
      // far above what a busy machine needs for the rest.
      const app = await startApp({ EVENT_STORE_URL: store.url, SHUTDOWN_TIMEOUT_MS: '20000' });
      const socket = new GraphQLSocket(app.url);
      const live = socket.subscribe<{ events: { type: string } }>(
        'subscription { events(from: "0") { type } }',
      );
      const streamId = unique('invoice-');
      await call(app.url, 'POST', `/streams/${streamId}/events`, { events: [newEvent('Placed')] });
      expect((await live.next()).events.type).toBe('Placed');

      // A client that acknowledged the connection, then stopped reading its socket.
      const stalled = new WebSocket(
        `${app.url.replace(/^http/, 'ws')}/graphql`,
        'graphql-transport-ws',
      );
      await new Promise<void>((resolve, reject) => {
        stalled.once('open', () => stalled.send(JSON.stringify({ type: 'connection_init' })));
        stalled.once('message', () => resolve());
        stalled.once('error', reject);
      });
      (stalled as unknown as { _socket: { pause(): void } })._socket.pause();

      app.process.kill('SIGTERM');
      await live.ended;
      expect(await app.exited).toEqual({ code: 0, signal: null });
      stalled.terminate();
      await socket.close();
    } finally {
      await store.dispose();
    }
  });
});

describe('shutdown timeout', () => {
  it('exits 1 after SHUTDOWN_TIMEOUT_MS when a request never completes', async () => {
    const store = await sqliteTarget();
    try {
      const app = await startApp({ EVENT_STORE_URL: store.url, SHUTDOWN_TIMEOUT_MS: '500' });
      const stuck = inFlightPost(`${app.url}/streams/${unique('invoice-')}/events`, {
        events: [newEvent()],
      });
      stuck.response.catch(() => undefined);
      await stuck.started;
      app.process.kill('SIGTERM');
      expect(await app.exited).toEqual({ code: 1, signal: null });
      expect(app.output()).toMatch(/shutdown took over 500 ms/);
    } finally {
      await store.dispose();
    }
  });
});
