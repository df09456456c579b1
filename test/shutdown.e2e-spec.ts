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

jest.setTimeout(60_000);

function describeGracefulShutdown(target: StoreTargetKind): void {
  describe(`graceful shutdown (${target.kind})`, () => {
    it('on SIGTERM ends SSE streams, completes in-flight requests, closes the store and exits 0', async () => {
      const store = await target.create();
      try {
        const app = await startApp({ EVENT_STORE_URL: store.url });
        const subscriber = await SseClient.connect(`${app.url}/all/subscribe`);
        expect(subscriber.status).toBe(200);

        const streamId = unique('order-');
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

describe('shutdown timeout', () => {
  it('exits 1 after SHUTDOWN_TIMEOUT_MS when a request never completes', async () => {
    const store = await sqliteTarget();
    try {
      const app = await startApp({ EVENT_STORE_URL: store.url, SHUTDOWN_TIMEOUT_MS: '500' });
      const stuck = inFlightPost(`${app.url}/streams/${unique('order-')}/events`, {
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
