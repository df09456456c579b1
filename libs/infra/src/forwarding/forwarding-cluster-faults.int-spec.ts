import { connect, type NatsConnection } from 'nats';
import { ListenerRunner } from '../projections/listener-runner';
import type { Storage } from '../storage/storage.port';
import { natsTestsEnabled, startNatsCluster, type NatsCluster } from '../testing/nats';
import type { StorageDatabase } from '../testing/storage.contract';
import { SLOW_TEST_TIMEOUT_MS, until } from '../testing/wait';
import { Forwarder } from './forwarder';
import {
  destinationMessages,
  exactlyOnceProblems,
  forwardingBackends,
} from '../testing/forwarding';
import { JetStreamDestination } from '../stores/jetstream/jetstream-destination';

const backends = forwardingBackends('forwarding cluster faults');
const enabled = natsTestsEnabled('JetStream forwarding cluster faults');

(enabled ? describe.each(backends) : describe.skip.each(backends))(
  'Forwarding from %s to an R3 JetStream stream under node faults',
  (backend, newDatabase) => {
    const STREAM = `FWD_FAULTS_${backend.toUpperCase()}`;
    jest.setTimeout(3 * SLOW_TEST_TIMEOUT_MS);
    let cluster: NatsCluster;
    let database: StorageDatabase;
    let storage: Storage;
    let nc: NatsConnection;
    let runner: ListenerRunner | undefined;

    beforeAll(async () => {
      cluster = await startNatsCluster(3);
      database = await newDatabase();
      storage = await database.open();
      nc = await connect({
        servers: cluster.urls.split(','),
        maxReconnectAttempts: -1,
        reconnectTimeWait: 100,
      });
    });

    afterAll(async () => {
      await runner?.stop().catch(() => undefined);
      await nc?.close().catch(() => undefined);
      await storage?.close();
      await database?.dispose();
      await cluster?.close();
    });

    async function leader(): Promise<string> {
      let name = '';
      await until(async () => {
        const jsm = await nc.jetstreamManager();
        const info = await jsm.streams.info(STREAM).catch(() => undefined);
        name = info?.cluster?.leader ?? '';
        return name !== '';
      }, 'the destination stream to have a leader');
      return name;
    }

    it('holds every event exactly once, in order per stream, after a follower and then the leader are killed', async () => {
      const destination = new JetStreamDestination({
        connection: nc,
        stream: STREAM,
        subject: 'fwd.{category}.{stream}.{type}',
        setup: { replicas: 3, duplicateWindowMs: 120_000 },
        ackTimeoutMs: 1000,
      });
      await destination.open();
      const forwarder = new Forwarder({ name: 'forward_r3', destination, maxBatchMs: 5000 });
      runner = new ListenerRunner({
        storage,
        listeners: [forwarder],
        leaseMs: 60_000,
        idlePollMs: 50,
        batchSize: 20,
        takeOverLeasesAtStart: true,
        retry: { maxAttempts: 3, baseDelayMs: 10, maxDelayMs: 200 },
      });
      await runner.start();

      // The load: appends to a few streams until told to stop, never waiting on NATS.
      let writing = true;
      let appended = 0;
      const writer = (async () => {
        for (let i = 0; writing; i += 1) {
          await storage.events.appendToStream(`order-${i % 5}`, [
            { type: 'Placed', data: { i }, metadata: {} },
          ]);
          appended += 1;
          // Paced (the machine is shared): load, not a flood.
          if (i % 5 === 0) await new Promise<void>((resolve) => setTimeout(resolve, 1));
        }
      })();
      const progress = async (what: string) => {
        const target = forwarder.health().forwarded + 50;
        await until(() => forwarder.health().forwarded >= target, what);
      };

      await progress('forwarding to begin');
      const first = await leader();
      const follower = cluster.nodes.find((node) => node.name !== first);
      if (!follower) throw new Error('no follower');
      await follower.kill();
      await progress('forwarding with a follower down');
      await follower.start();
      await cluster.ready();

      const second = await leader();
      await cluster.node(second).kill();
      await progress('forwarding after the leader was killed');
      await cluster.node(second).start();

      writing = false;
      await writer;
      const head = await storage.events.headPosition();
      expect(appended).toBeGreaterThan(150);
      expect(await runner.waitFor('forward_r3', head, 60_000)).toBe(true);

      const events = (await storage.events.readAll({ from: 0n, limit: 100_000 })).events;
      const messages = await destinationMessages(nc, STREAM);
      expect(messages).toHaveLength(events.length);
      expect(exactlyOnceProblems(messages, events)).toEqual([]);
    });
  },
);
