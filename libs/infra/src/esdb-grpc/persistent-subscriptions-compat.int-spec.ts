import { randomUUID } from 'node:crypto';
import {
  EventStoreDBClient,
  jsonEvent,
  PersistentSubscriptionDoesNotExistError,
  persistentSubscriptionToStreamSettingsFromDefaults,
  RETRY,
  START,
  type PersistentSubscriptionToStreamResolvedEvent,
} from '@eventstore/db-client';
import { until } from '@tidemark/infra/testing';
import {
  capturedLog,
  persistentSubscriptionsPerSuite,
  startTestEsdbServer,
  storageTestKinds,
} from '../testing/esdb-grpc-server';
import { persistentSubscriptionsOf } from '../persistent-subscriptions/persistent-subscriptions';
import { persistentSubscriptionsService } from './persistent-subscriptions-service';

/*
 * Persistent subscriptions as @eventstore/db-client 6.2.1's own test suite expects them of
 * EventStoreDB (found running that suite against this server), on SQLite and PostgreSQL.
 */
describe.each(storageTestKinds('EventStoreDB gRPC persistent subscriptions (client suite)'))(
  'EventStoreDB gRPC persistent subscriptions as the client suite expects, on $name',
  (kind) => {
    jest.setTimeout(120_000);
    const suite = persistentSubscriptionsPerSuite(kind, {
      tls: true,
      // The password names the role; the user name is the caller's.
      authenticate: (_username, password) => (password === 'admin-pass' ? 'admin' : undefined),
      log: capturedLog(),
    });
    let client: EventStoreDBClient;
    beforeAll(() => {
      client = EventStoreDBClient.connectionString(
        suite.server.connectionStringAs('ops', 'admin-pass'),
      );
    });
    afterAll(() => client?.dispose());

    const stream = () => `order-${randomUUID()}`;
    const fromStart = (extra = {}) =>
      persistentSubscriptionToStreamSettingsFromDefaults({ startFrom: START, ...extra });
    const numberOf = (event: PersistentSubscriptionToStreamResolvedEvent) =>
      Number((event.event?.data as { n: number }).n);

    it('a nack then an ack take effect in that order: retried events come before later ones (20 rounds)', async () => {
      // 11 delivered at once; nack ten (retry), ack the eleventh right after. The room the ack
      // frees must not go to event 12 while the ten are not pending again.
      const late: number[] = [];
      for (let round = 0; round < 20; round += 1) {
        const name = stream();
        await client.appendToStream(
          name,
          Array.from({ length: 12 }, (_, i) => jsonEvent({ type: 'Counted', data: { n: i + 1 } })),
        );
        await client.createPersistentSubscriptionToStream(name, 'g', fromStart());
        const subscription = client.subscribeToPersistentSubscriptionToStream(name, 'g', {
          bufferSize: 11,
        });
        const events: PersistentSubscriptionToStreamResolvedEvent[] = [];
        subscription.on('data', (event: PersistentSubscriptionToStreamResolvedEvent) =>
          events.push(event),
        );
        subscription.on('error', () => undefined);
        await until(() => events.length === 11, 'eleven delivered');
        await subscription.nack(RETRY, 'again', ...events.slice(0, 10));
        await subscription.ack(events[10]);
        await until(() => events.length === 22, 'the ten again and event 12');
        const after = events.slice(11).map(numberOf);
        if (after.indexOf(12) !== 10) late.push(round);
        expect(after.slice().sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 12]);
        await subscription.unsubscribe();
      }
      expect(late).toEqual([]);
    });

    it("the client suite's nack test, 20 rounds: every event nacked with retry comes again before the later finish event", async () => {
      // As @eventstore/db-client's own test: a group from the start, then 20 events to skip,
      // 20 to retry and a finish event; the consumer (buffer 10) nacks each event once, acks
      // its retry, and stops at the finish event, having seen 61 deliveries.
      const short: string[] = [];
      for (let round = 0; round < 20; round += 1) {
        const name = stream();
        await client.createPersistentSubscriptionToStream(name, 'g', fromStart());
        await client.appendToStream(name, [
          ...Array.from({ length: 40 }, (_, i) =>
            jsonEvent({ type: i < 20 ? 'skip-event' : 'retry-event', data: { n: i + 1 } }),
          ),
          jsonEvent({ type: 'finish-test', data: { n: 41 } }),
        ]);
        const subscription = client.subscribeToPersistentSubscriptionToStream(name, 'g');
        const seen: string[] = [];
        const nacked = new Set<string>();
        for await (const event of subscription) {
          if (!event.event) continue;
          seen.push(`${numberOf(event)}${event.retryCount > 0 ? 'r' : ''}`);
          if (event.event.type === 'finish-test') {
            await subscription.ack(event);
            break;
          }
          if (nacked.has(event.event.id)) {
            await subscription.ack(event);
            continue;
          }
          nacked.add(event.event.id);
          const action = event.event.type === 'skip-event' ? 'skip' : 'retry';
          await subscription.nack(action, 'to test it', event);
        }
        await subscription.unsubscribe();
        if (seen.length !== 61)
          short.push(`round ${round}: ${seen.length} seen: ${seen.join(' ')}`);
      }
      expect(short).toEqual([]);
    });

    it('listing the groups of a stream or of $all that has none: PersistentSubscriptionDoesNotExist; of every stream: []', async () => {
      const name = stream();
      const listed = client.listPersistentSubscriptionsToStream(name);
      await expect(listed).rejects.toBeInstanceOf(PersistentSubscriptionDoesNotExistError);
      await expect(listed).rejects.toMatchObject({
        streamName: name,
        message: `5 NOT_FOUND: Subscription group  on stream ${name} does not exist.`,
      });
      await expect(client.listPersistentSubscriptionsToAll()).rejects.toMatchObject({
        streamName: '$all',
      });
      const groups = await client.listAllPersistentSubscriptions();
      expect(groups.filter((group) => group.eventSource === name)).toEqual([]);
      await client.createPersistentSubscriptionToStream(name, 'g', fromStart());
      expect(
        (await client.listPersistentSubscriptionsToStream(name)).map((group) => group.groupName),
      ).toEqual(['g']);
    });

    it('a group whose checkPointUpperBound is below the default lower bound checkpoints at it', async () => {
      const name = stream();
      await client.appendToStream(
        name,
        Array.from({ length: 3 }, (_, i) => jsonEvent({ type: 'Counted', data: { n: i } })),
      );
      await client.createPersistentSubscriptionToStream(
        name,
        'g',
        fromStart({ checkPointUpperBound: 2 }),
      );
      const info = await client.getPersistentSubscriptionToStreamInfo(name, 'g');
      expect(info.settings).toMatchObject({ checkPointLowerBound: 10, checkPointUpperBound: 2 });
      const subscription = client.subscribeToPersistentSubscriptionToStream(name, 'g');
      const events: PersistentSubscriptionToStreamResolvedEvent[] = [];
      subscription.on('data', (event: PersistentSubscriptionToStreamResolvedEvent) =>
        events.push(event),
      );
      await until(() => events.length === 3, 'three delivered');
      await subscription.ack(...events.slice(0, 2));
      await until(
        async () =>
          (await client.getPersistentSubscriptionToStreamInfo(name, 'g')).stats
            .lastCheckpointedEventRevision === 1n,
        'checkpointed at revision 1 (two settled)',
      );
      await subscription.unsubscribe();
    });

    it("a connection's info names the user of its credentials", async () => {
      const name = stream();
      await client.createPersistentSubscriptionToStream(name, 'g', fromStart());
      const subscription = client.subscribeToPersistentSubscriptionToStream(name, 'g');
      subscription.on('error', () => undefined);
      await until(
        async () =>
          (await client.getPersistentSubscriptionToStreamInfo(name, 'g')).connections.length === 1,
        'connected',
      );
      const info = await client.getPersistentSubscriptionToStreamInfo(name, 'g');
      expect(info.connections[0].username).toBe('ops');
      const [listed] = await client.listPersistentSubscriptionsToStream(name);
      expect(listed.connections[0].username).toBe('ops');
      await subscription.unsubscribe();
    });
  },
);

describe.each(storageTestKinds('EventStoreDB gRPC persistent subscriptions at shutdown'))(
  'EventStoreDB gRPC persistent subscriptions at shutdown, on $name',
  (kind) => {
    it('acks still in flight when the server, the groups and the store close never reach the closed store (10 rounds)', async () => {
      const failures: string[] = [];
      for (let round = 0; round < 10; round += 1) {
        const database = await kind.newDatabase();
        const storage = await database.open();
        const engine = persistentSubscriptionsOf(storage, { pollIntervalMs: 50 });
        const log = capturedLog();
        const server = await startTestEsdbServer(storage.events, {
          services: [persistentSubscriptionsService(engine)],
          log,
        });
        const client = EventStoreDBClient.connectionString(server.connectionString);
        const name = `order-${randomUUID()}`;
        await client.appendToStream(
          name,
          Array.from({ length: 50 }, (_, n) => jsonEvent({ type: 'Counted', data: { n } })),
        );
        await client.createPersistentSubscriptionToStream(
          name,
          'g',
          persistentSubscriptionToStreamSettingsFromDefaults({ startFrom: START }),
        );
        const subscription = client.subscribeToPersistentSubscriptionToStream(name, 'g', {
          bufferSize: 50,
        });
        const events: PersistentSubscriptionToStreamResolvedEvent[] = [];
        subscription.on('data', (event: PersistentSubscriptionToStreamResolvedEvent) =>
          events.push(event),
        );
        subscription.on('error', () => undefined);
        await until(() => events.length === 50, 'fifty delivered');
        // Fifty acks sent one by one, and the app's shutdown order right behind them.
        for (const event of events) void subscription.ack(event).catch(() => undefined);
        await server.close();
        await engine.close();
        await storage.close();
        failures.push(...log.lines.filter((line) => !line.startsWith('info:')));
        void client.dispose();
        await database.dispose();
      }
      expect(failures).toEqual([]);
    });
  },
);
