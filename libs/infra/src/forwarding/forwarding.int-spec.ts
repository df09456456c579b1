import { randomUUID } from 'node:crypto';
import { connect, type NatsConnection } from 'nats';
import type { RecordedEvent } from '../event-store/event-store.port';
import { ListenerRunner, type ListenerRunnerOptions } from '../projections/listener-runner';
import type { Storage } from '../storage/storage.port';
import { natsTestsEnabled, startNatsServer, testNatsUrl } from '../testing/nats';
import type { StorageDatabase } from '../testing/storage.contract';
import { SLOW_TEST_TIMEOUT_MS, until } from '../testing/wait';
import { Forwarder, type ForwarderOptions } from './forwarder';
import type { ForwardingDestination } from './forwarding-destination.port';
import {
  destinationMessages,
  exactlyOnceProblems,
  forwardingBackends,
} from '../testing/forwarding';
import {
  JetStreamDestination,
  type JetStreamDestinationOptions,
} from '../stores/jetstream/jetstream-destination';

const backends = forwardingBackends('forwarding');

const enabled = natsTestsEnabled('JetStream forwarding');

(enabled ? describe.each(backends) : describe.skip.each(backends))(
  'Forwarding to JetStream from %s',
  (_backend, newDatabase) => {
    jest.setTimeout(SLOW_TEST_TIMEOUT_MS);
    let database: StorageDatabase;
    let storage: Storage;
    let nc: NatsConnection;
    let streamName: string;
    const runners: ListenerRunner[] = [];
    const cleanups: Array<() => Promise<void>> = [];

    beforeEach(async () => {
      database = await newDatabase();
      storage = await database.open();
      nc = await connect({ servers: testNatsUrl() });
      streamName = `FWD_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
    });

    afterEach(async () => {
      await Promise.all(runners.splice(0).map((r) => r.stop().catch(() => undefined)));
      const jsm = await nc.jetstreamManager();
      await jsm.streams.delete(streamName).catch(() => undefined);
      await nc.close();
      for (const cleanup of cleanups.splice(0)) await cleanup();
      await storage.close();
      await database.dispose();
    });

    async function destination(
      options: Partial<JetStreamDestinationOptions> = {},
    ): Promise<JetStreamDestination> {
      const created = new JetStreamDestination({
        connection: nc,
        stream: streamName,
        subject: `${streamName}.{category}.{stream}.{type}`,
        setup: { duplicateWindowMs: 60_000 },
        ...options,
      });
      await created.open();
      return created;
    }

    function forwarding(
      target: ForwardingDestination,
      options: Partial<ForwarderOptions> = {},
      runnerOptions: Partial<ListenerRunnerOptions> = {},
    ): { runner: ListenerRunner; forwarder: Forwarder } {
      const forwarder = new Forwarder({ name: 'forward_test', destination: target, ...options });
      const runner = new ListenerRunner({
        storage,
        listeners: [forwarder],
        leaseMs: 60_000,
        idlePollMs: 50,
        batchSize: 7,
        takeOverLeasesAtStart: true,
        retry: { maxAttempts: 3, baseDelayMs: 1, maxDelayMs: 20 },
        ...runnerOptions,
      });
      runners.push(runner);
      return { runner, forwarder };
    }

    async function appendSome(streams: readonly string[], perStream: number): Promise<void> {
      for (let i = 0; i < perStream; i += 1) {
        for (const stream of streams) {
          await storage.events.appendToStream(stream, [
            { type: i % 2 === 0 ? 'Placed' : 'Paid', data: { i }, metadata: {} },
          ]);
        }
      }
    }

    async function allEvents(): Promise<readonly RecordedEvent[]> {
      return (await storage.events.readAll({ from: 0n, limit: 10_000 })).events;
    }

    async function caughtUp(runner: ListenerRunner): Promise<void> {
      const head = await storage.events.headPosition();
      await until(
        async () => (await runner.get('forward_test')).checkpoint >= head,
        'the forwarder to catch up',
      );
    }

    it('publishes every event once, in order per stream, on the mapped subject with its headers', async () => {
      const traceparent = '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01';
      await storage.events.appendToStream('order-1.a', [
        { type: 'Placed', data: { n: 1 }, metadata: { traceparent, tracestate: 'k=v' } },
      ]);
      await appendSome(['order-2', 'order-3', 'cart-1'], 5);
      // Readers trim header values: the type is carried so that it decodes exactly.
      await storage.events.appendToStream('padded-1', [{ type: ' Padded 100% ', data: {} }]);
      const { runner } = forwarding(await destination());
      await runner.start();
      await caughtUp(runner);

      const events = await allEvents();
      const messages = await destinationMessages(nc, streamName);
      expect(exactlyOnceProblems(messages, events)).toEqual([]);
      const first = messages.find((m) => m.streamId === 'order-1.a');
      expect(first?.subject).toBe(`${streamName}.order.order-1%2Ea.Placed`);
      expect(first?.headers).toMatchObject({
        'Tidemark-Type': 'Placed',
        'Tidemark-Version': '1',
        'Tidemark-Position': events[0].position.toString(),
        traceparent,
        tracestate: 'k=v',
      });
      expect(first?.body).toMatchObject({
        id: events[0].id,
        position: events[0].position.toString(),
      });
      const padded = messages.find((m) => m.streamId === 'padded-1');
      expect(decodeURIComponent(padded?.headers['Tidemark-Type'] ?? '')).toBe(' Padded 100% ');
      expect(padded?.body.type).toBe(' Padded 100% ');
      const info = await runner.get('forward_test');
      expect(info).toMatchObject({ kind: 'forwarder', status: 'running', lag: 0n });
      expect(info.applied).toBe(events.length);
    });

    it('forwards only the events its filter takes', async () => {
      await appendSome(['order-1', 'cart-1', 'order-2'], 4);
      const { runner } = forwarding(await destination(), {
        filter: { categories: ['order'], types: ['Placed'] },
      });
      await runner.start();
      await caughtUp(runner);
      const wanted = (await allEvents()).filter(
        (e) => e.streamId.startsWith('order-') && e.type === 'Placed',
      );
      const messages = await destinationMessages(nc, streamName);
      expect(wanted).toHaveLength(4);
      expect(exactlyOnceProblems(messages, wanted)).toEqual([]);
    });

    it('is exactly once across a crash after the publish was acknowledged, before the checkpoint moved', async () => {
      await appendSome(['order-1', 'order-2', 'order-3'], 6);
      const real = await destination();
      let crashed = false;
      // Publishes for real, then dies before the runner could move the checkpoint.
      const crashing: ForwardingDestination = {
        description: real.description,
        get duplicateWindowMs() {
          return real.duplicateWindowMs;
        },
        open: () => real.open(),
        close: () => real.close(),
        async publish(batch) {
          const report = await real.publish(batch);
          if (!crashed && report.accepted.size > 0) {
            crashed = true;
            throw new Error('crash after the acknowledgement');
          }
          return report;
        },
      };
      const first = forwarding(crashing);
      await first.runner.start();
      await until(() => crashed, 'the first batch to be published');
      await first.runner.stop({ releaseLeases: false });
      const published = (await destinationMessages(nc, streamName)).length;
      expect(published).toBeGreaterThan(0);
      expect((await first.runner.get('forward_test')).checkpoint).toBe(0n);

      await appendSome(['order-1', 'order-4'], 2);
      const second = forwarding(await destination());
      await second.runner.start();
      await caughtUp(second.runner);
      const messages = await destinationMessages(nc, streamName);
      expect(exactlyOnceProblems(messages, await allEvents())).toEqual([]);
    });

    it('keeps appends working while NATS is down, and catches up once it is back', async () => {
      const server = await startNatsServer();
      cleanups.push(() => server.close());
      const own = await connect({
        servers: server.url,
        maxReconnectAttempts: -1,
        reconnectTimeWait: 100,
      });
      cleanups.push(() => own.close());
      const target = await destination({ connection: own, ackTimeoutMs: 500 });
      const { runner, forwarder } = forwarding(target, { maxBatchMs: 1000 });
      await appendSome(['order-1', 'order-2'], 3);
      await runner.start();
      await caughtUp(runner);

      await server.kill();
      await appendSome(['order-1', 'order-2', 'order-3'], 4);
      await until(() => forwarder.health().failingSince !== null, 'the forwarder to notice');
      expect((await runner.get('forward_test')).lag).toBeGreaterThan(0n);
      // Every instance's admin list says so, with the error, not only this process.
      await until(
        async () => (await runner.get('forward_test')).status === 'failing',
        'the listener to show it is failing',
      );
      expect((await runner.get('forward_test')).lastError).toMatch(/forwarding to .* failed/);

      await server.start();
      await caughtUp(runner);
      expect(forwarder.health().failingSince).toBeNull();
      await until(
        async () => (await runner.get('forward_test')).status === 'running',
        'the listener to show it runs again',
      );
      expect((await runner.get('forward_test')).lastError).toBeNull();
      const messages = await destinationMessages(own, streamName);
      expect(exactlyOnceProblems(messages, await allEvents())).toEqual([]);
    });

    it('runs in one instance at a time; another takes over when the holder stops', async () => {
      const shared = { takeOverLeasesAtStart: false };
      const a = forwarding(await destination(), {}, { ...shared, instanceId: 'a' });
      const b = forwarding(await destination(), {}, { ...shared, instanceId: 'b' });
      await a.runner.start();
      await appendSome(['order-1', 'order-2'], 3);
      await caughtUp(a.runner);
      await b.runner.start();
      await appendSome(['order-1', 'order-3'], 3);
      await caughtUp(a.runner);
      expect((await a.runner.get('forward_test')).leaseOwner).toBe('a');
      expect(b.forwarder.health().forwarded).toBe(0);

      await a.runner.stop();
      await appendSome(['order-2'], 2);
      await caughtUp(b.runner);
      expect((await b.runner.get('forward_test')).leaseOwner).toBe('b');
      const messages = await destinationMessages(nc, streamName);
      expect(exactlyOnceProblems(messages, await allEvents())).toEqual([]);
    });

    it('can be paused and resumed like any listener', async () => {
      const { runner } = forwarding(await destination());
      await runner.start();
      await runner.pause('forward_test');
      await appendSome(['order-1'], 3);
      const paused = await runner.get('forward_test');
      expect(paused.status).toBe('paused');
      await runner.resume('forward_test');
      await caughtUp(runner);
      expect(await destinationMessages(nc, streamName)).toHaveLength(3);
    });
  },
);
