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
  storageTestKinds,
} from '../testing/esdb-grpc-server';

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
