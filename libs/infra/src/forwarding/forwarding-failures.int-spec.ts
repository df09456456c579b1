import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect, StorageType, type NatsConnection } from 'nats';
import { ListenerRunner } from '../projections/listener-runner';
import { openStorage } from '../stores/open-storage';
import type { Storage } from '../storage/storage.port';
import {
  destinationMessages,
  exactlyOnceProblems,
  forwardingBackends,
} from '../testing/forwarding';
import { natsTestsEnabled, startNatsServer, type NatsNode } from '../testing/nats';
import { SLOW_TEST_TIMEOUT_MS, until } from '../testing/wait';
import { Forwarder } from './forwarder';
import {
  JetStreamDestination,
  type JetStreamDestinationOptions,
} from '../stores/jetstream/jetstream-destination';

const backends = forwardingBackends('forwarding failures');

const enabled = natsTestsEnabled('JetStream forwarding failures');
const LISTENER = 'forward_test';

/**
 * A forwarder whose destination cannot be created, or sits beside a JetStream event store on
 * the same server, on a NATS server of the test's own (the default subjects are fixed names).
 */
(enabled ? describe.each(backends) : describe.skip.each(backends))(
  'Forwarding failures from %s',
  (_backend, newDatabase) => {
    jest.setTimeout(SLOW_TEST_TIMEOUT_MS);
    let nats: NatsNode & { close(): Promise<void> };
    let nc: NatsConnection;
    const cleanups: Array<() => Promise<void>> = [];

    beforeEach(async () => {
      nats = await startNatsServer();
      nc = await connect({ servers: nats.url });
    });

    afterEach(async () => {
      for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
      await nc.close();
      await nats.close();
    });

    async function running(
      storage: Storage,
      options: Partial<JetStreamDestinationOptions> = {},
    ): Promise<{ runner: ListenerRunner; forwarder: Forwarder }> {
      const destination = new JetStreamDestination({ connection: nc, stream: 'FWD', ...options });
      const forwarder = new Forwarder({ name: LISTENER, destination, maxBatchMs: 1000 });
      const runner = new ListenerRunner({
        storage,
        listeners: [forwarder],
        idlePollMs: 50,
        takeOverLeasesAtStart: true,
        retry: { maxAttempts: 3, baseDelayMs: 1, maxDelayMs: 50 },
      });
      await runner.start();
      cleanups.push(() => runner.stop());
      return { runner, forwarder };
    }

    async function opened(): Promise<Storage> {
      const database = await newDatabase();
      const storage = await database.open();
      cleanups.push(
        () => database.dispose(),
        () => storage.close(),
      );
      return storage;
    }

    it('with default settings, forwards beside a JetStream event store on the same server', async () => {
      // The event store on this server, its state in a SQLite file: the app's JetStream setup.
      const dir = mkdtempSync(join(tmpdir(), 'tidemark-fwd-js-'));
      const storage = await openStorage(nats.url, {
        stateStoreUrl: `sqlite:${join(dir, 'state.db')}`,
      });
      cleanups.push(
        async () => rmSync(dir, { recursive: true, force: true }),
        () => storage.close(),
      );
      await storage.events.appendToStream('order-1', [{ type: 'Placed', data: {} }]);
      await storage.events.appendToStream('order-2', [{ type: 'Placed', data: {} }]);
      // JetStreamDestination's defaults: stream TIDEMARK_EVENTS, the default subject template.
      const { runner } = await running(storage, { stream: 'TIDEMARK_EVENTS' });
      const head = await storage.events.headPosition();
      await until(
        async () => (await runner.get(LISTENER)).checkpoint >= head,
        'the forwarder to pass the last event',
      );
      const events = (await storage.events.readAll()).events;
      const messages = await destinationMessages(nc, 'TIDEMARK_EVENTS');
      expect(exactlyOnceProblems(messages, events)).toEqual([]);
      expect(messages[0].subject).toBe('tidemark-events.order.order-1.Placed');
    });

    it('shows a destination that cannot be created as failing, with the error, until it can', async () => {
      const storage = await opened();
      const jsm = await nc.jetstreamManager();
      // Another stream holds the subjects: the destination stream cannot be created.
      await jsm.streams.add({ name: 'OTHER', subjects: ['fwd.>'], storage: StorageType.Memory });
      await storage.events.appendToStream('order-1', [{ type: 'Placed', data: {} }]);
      const { runner, forwarder } = await running(storage, {
        subject: 'fwd.{category}.{stream}.{type}',
      });
      await until(
        async () => (await runner.get(LISTENER)).status === 'failing',
        'the forwarder to show it is failing',
      );
      const failing = await runner.get(LISTENER);
      expect(failing).toMatchObject({ kind: 'forwarder', lag: expect.any(BigInt) });
      expect(failing.lastError).toMatch(/overlap/i);
      expect(forwarder.health().failingSince).not.toBeNull();

      await jsm.streams.delete('OTHER');
      const head = await storage.events.headPosition();
      await until(async () => {
        const info = await runner.get(LISTENER);
        return info.checkpoint >= head && info.status === 'running';
      }, 'the forwarder to recover');
      expect((await runner.get(LISTENER)).lastError).toBeNull();
      expect(forwarder.health().failingSince).toBeNull();
    });

    it('shows a missing stream it may not create as failing, with the error', async () => {
      const storage = await opened();
      await storage.events.appendToStream('order-1', [{ type: 'Placed', data: {} }]);
      const { runner } = await running(storage, { setup: { create: false } });
      await until(
        async () => (await runner.get(LISTENER)).status === 'failing',
        'the forwarder to show it is failing',
      );
      expect((await runner.get(LISTENER)).lastError).toMatch(/FWD does not exist/);
    });

    it('shows a stream that does not capture the subjects as failing, naming both', async () => {
      const storage = await opened();
      const jsm = await nc.jetstreamManager();
      // As one created under the earlier default subjects.
      await jsm.streams.add({
        name: 'FWD',
        subjects: ['tidemark.*.*.*'],
        storage: StorageType.Memory,
        duplicate_window: 60_000_000_000,
      });
      await storage.events.appendToStream('order-1', [{ type: 'Placed', data: {} }]);
      const { runner } = await running(storage);
      await until(
        async () => (await runner.get(LISTENER)).status === 'failing',
        'the forwarder to show it is failing',
      );
      expect((await runner.get(LISTENER)).lastError).toMatch(
        /captures tidemark\.\*\.\*\.\*, not tidemark-events\.\*\.\*\.\*/,
      );
    });
  },
);
