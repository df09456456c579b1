import { randomUUID } from 'node:crypto';
import {
  AccessDeniedError,
  END,
  eventTypeFilter,
  EventStoreDBClient,
  jsonEvent,
  PARK,
  PersistentSubscriptionDoesNotExistError,
  PersistentSubscriptionExistsError,
  PersistentSubscriptionMaximumSubscribersReachedError,
  persistentSubscriptionToAllSettingsFromDefaults,
  persistentSubscriptionToStreamSettingsFromDefaults,
  RETRY,
  START,
  streamNameFilter,
  type PersistentSubscriptionToStreamResolvedEvent,
  type PersistentSubscriptionToStream,
} from '@eventstore/db-client';
import { sqliteStorageDatabase, until, type StorageDatabase } from '@tidemark/infra/testing';
import {
  startTestEsdbServer,
  storageTestKinds,
  type TestEsdbServer,
} from '../testing/esdb-grpc-server';
import { persistentSubscriptionsOf } from '../persistent-subscriptions/persistent-subscriptions';
import type { PersistentSubscriptions } from '../persistent-subscriptions/persistent-subscriptions.port';
import type { Storage } from '../storage/storage.port';
import { persistentSubscriptionsService } from './persistent-subscriptions-service';

/*
 * PersistentSubscriptions through the real @eventstore/db-client, against the server on SQLite
 * and PostgreSQL: create / update / delete / info / list, competing consumers, nack retry and
 * park, replay parked, a consumer gone mid-batch, and a server restart.
 */
const stores = storageTestKinds('EventStoreDB gRPC persistent subscriptions');

/** A subscription's deliveries as they come, acked by the test when it says. */
interface Consumer {
  readonly subscription: PersistentSubscriptionToStream;
  readonly events: PersistentSubscriptionToStreamResolvedEvent[];
  numbers(): number[];
}

describe.each(stores)('EventStoreDB gRPC persistent subscriptions on $name', ({ newDatabase }) => {
  jest.setTimeout(120_000);
  let database: StorageDatabase;
  let storage: Storage;
  let engine: PersistentSubscriptions;
  let server: TestEsdbServer;
  let client: EventStoreDBClient;
  let counter = 0;
  const subscriptions: PersistentSubscriptionToStream[] = [];

  async function serve(): Promise<void> {
    storage = await database.open();
    engine = persistentSubscriptionsOf(storage, { pollIntervalMs: 50 });
    server = await startTestEsdbServer(storage.events, {
      services: [persistentSubscriptionsService(engine)],
    });
    client = EventStoreDBClient.connectionString(server.connectionString);
  }

  async function stop(): Promise<void> {
    for (const subscription of subscriptions.splice(0)) await subscription.unsubscribe();
    await client.dispose();
    await server.close();
    await engine.close();
    await storage.close();
  }

  beforeEach(async () => {
    database = await newDatabase();
    await serve();
  });

  afterEach(async () => {
    await stop();
    await database.dispose();
  });

  const stream = () => `order-${randomUUID()}`;
  const fromStart = (extra = {}) =>
    persistentSubscriptionToStreamSettingsFromDefaults({ startFrom: START, ...extra });

  async function append(name: string, count: number): Promise<number[]> {
    const numbers = Array.from({ length: count }, () => (counter += 1));
    await client.appendToStream(
      name,
      numbers.map((n) => jsonEvent({ type: 'Counted', data: { n } })),
    );
    return numbers;
  }

  function consume(name: string, group: string, bufferSize = 10): Consumer {
    const subscription = client.subscribeToPersistentSubscriptionToStream(name, group, {
      bufferSize,
    });
    subscriptions.push(subscription);
    const events: PersistentSubscriptionToStreamResolvedEvent[] = [];
    subscription.on('data', (event: PersistentSubscriptionToStreamResolvedEvent) => {
      events.push(event);
    });
    subscription.on('error', () => undefined);
    const numbers = () => events.map((e) => Number((e.event?.data as { n: number }).n));
    return { subscription, events, numbers };
  }

  it('creates, describes, lists, updates and deletes groups; errors as the client knows them', async () => {
    const name = stream();
    await client.createPersistentSubscriptionToStream(name, 'billing', fromStart());
    await expect(
      client.createPersistentSubscriptionToStream(name, 'billing', fromStart()),
    ).rejects.toBeInstanceOf(PersistentSubscriptionExistsError);
    await client.createPersistentSubscriptionToAll(
      'audit',
      persistentSubscriptionToAllSettingsFromDefaults({ startFrom: START }),
      { filter: streamNameFilter({ prefixes: ['order-'] }) },
    );
    await append(name, 2);

    const info = await client.getPersistentSubscriptionToStreamInfo(name, 'billing');
    expect(info).toMatchObject({ eventSource: name, groupName: 'billing', status: 'Live' });
    expect(info.settings).toMatchObject({ startFrom: START, maxRetryCount: 10 });
    expect((await client.listAllPersistentSubscriptions()).map((s) => s.groupName).sort()).toEqual([
      'audit',
      'billing',
    ]);
    expect((await client.listPersistentSubscriptionsToAll()).map((s) => s.groupName)).toEqual([
      'audit',
    ]);
    expect(
      (await client.listPersistentSubscriptionsToStream(name)).map((s) => s.groupName),
    ).toEqual(['billing']);

    await client.updatePersistentSubscriptionToStream(
      name,
      'billing',
      fromStart({ maxRetryCount: 3 }),
    );
    expect(
      (await client.getPersistentSubscriptionToStreamInfo(name, 'billing')).settings.maxRetryCount,
    ).toBe(3);
    await client.restartPersistentSubscriptionSubsystem();
    await client.deletePersistentSubscriptionToStream(name, 'billing');
    await client.deletePersistentSubscriptionToAll('audit');
    await expect(
      client.getPersistentSubscriptionToStreamInfo(name, 'billing'),
    ).rejects.toBeInstanceOf(PersistentSubscriptionDoesNotExistError);
    await expect(
      client.deletePersistentSubscriptionToStream(name, 'billing'),
    ).rejects.toBeInstanceOf(PersistentSubscriptionDoesNotExistError);
  });

  it('a group from the end delivers only what comes after; a $all group through its filter', async () => {
    const name = stream();
    await append(name, 2);
    await client.createPersistentSubscriptionToStream(
      name,
      'late',
      persistentSubscriptionToStreamSettingsFromDefaults({ startFrom: END }),
    );
    await client.createPersistentSubscriptionToAll(
      'orders',
      persistentSubscriptionToAllSettingsFromDefaults({ startFrom: START }),
      { filter: streamNameFilter({ prefixes: [name] }) },
    );
    const late = consume(name, 'late');
    const all = client.subscribeToPersistentSubscriptionToAll('orders');
    const seen: number[] = [];
    all.on('data', (event) => seen.push(Number((event.event?.data as { n: number }).n)));
    await append(`invoice-${randomUUID()}`, 1);
    const [third] = await append(name, 1);
    await until(() => late.events.length === 1 && seen.length === 3, 'deliveries');
    expect(late.numbers()).toEqual([third]);
    expect(seen).toEqual([third - 3, third - 2, third]);
    await all.unsubscribe();
  });

  it('a $all group filtered by a regular expression (excludeSystemEvents style)', async () => {
    const name = stream();
    await client.createPersistentSubscriptionToAll(
      'counted',
      persistentSubscriptionToAllSettingsFromDefaults({ startFrom: START }),
      { filter: eventTypeFilter({ regex: '^Coun' }) },
    );
    await client.appendToStream(name, jsonEvent({ type: 'Other', data: {} }));
    const [n] = await append(name, 1);
    const all = client.subscribeToPersistentSubscriptionToAll('counted');
    const seen: number[] = [];
    all.on('data', (event) => seen.push(Number((event.event?.data as { n: number }).n)));
    await until(() => seen.length === 1, 'the Counted event');
    expect(seen).toEqual([n]);
    await all.unsubscribe();
  });

  it('two consumers of one group share the events, each once', async () => {
    const name = stream();
    await client.createPersistentSubscriptionToStream(name, 'g', fromStart());
    const a = consume(name, 'g', 3);
    const b = consume(name, 'g', 3);
    const numbers = await append(name, 20);
    const acked = new Set<string>();
    await until(async () => {
      for (const c of [a, b]) {
        for (const event of c.events) {
          if (acked.has(event.event!.id)) continue;
          acked.add(event.event!.id);
          await c.subscription.ack(event);
        }
      }
      return acked.size >= 20;
    }, 'twenty acked');
    expect([...a.numbers(), ...b.numbers()].sort((x, y) => x - y)).toEqual(numbers);
    expect(a.events.length).toBeGreaterThan(0);
    expect(b.events.length).toBeGreaterThan(0);
  });

  it('nack retry delivers again; park sets aside until replayed', async () => {
    const name = stream();
    await client.createPersistentSubscriptionToStream(name, 'g', fromStart());
    const c = consume(name, 'g');
    const [first, second] = await append(name, 2);
    await until(() => c.events.length === 2, 'two');
    await c.subscription.nack(RETRY, 'try again', c.events[0]);
    await c.subscription.nack(PARK, 'poison', c.events[1]);
    await until(() => c.events.length === 3, 'the retry');
    expect(c.events[2]).toMatchObject({ retryCount: 1 });
    expect(c.numbers()[2]).toBe(first);
    await c.subscription.ack(c.events[2]);
    await until(
      async () =>
        (await client.getPersistentSubscriptionToStreamInfo(name, 'g')).stats.parkedMessageCount ===
        1n,
      'one parked',
    );
    await client.replayParkedMessagesToStream(name, 'g');
    await until(() => c.events.length === 4, 'the parked one again');
    expect(c.numbers()[3]).toBe(second);
  });

  it('a consumer gone mid-batch: its unacked events go to another', async () => {
    const name = stream();
    await client.createPersistentSubscriptionToStream(name, 'g', fromStart());
    const a = consume(name, 'g', 4);
    const numbers = await append(name, 4);
    await until(() => a.events.length === 4, 'four to a');
    await a.subscription.ack(a.events[0], a.events[1]);
    const b = consume(name, 'g', 4);
    await until(
      async () =>
        (await client.getPersistentSubscriptionToStreamInfo(name, 'g')).connections.length === 2,
      'b connected',
    );
    await a.subscription.unsubscribe();
    await until(() => b.events.length === 2, 'two to b');
    expect(b.numbers()).toEqual(numbers.slice(2));
  });

  it('a server restart resumes from the checkpoint: acked events are not delivered again', async () => {
    const name = stream();
    await client.createPersistentSubscriptionToStream(name, 'g', fromStart());
    const before = consume(name, 'g');
    const numbers = await append(name, 3);
    await until(() => before.events.length === 3, 'three');
    await before.subscription.ack(before.events[0], before.events[1]);
    await until(
      async () =>
        (await client.getPersistentSubscriptionToStreamInfo(name, 'g')).stats
          .totalInFlightMessages === 1,
      'two acked',
    );
    await stop();
    await serve();
    const [fourth] = await append(name, 1);
    const after = consume(name, 'g');
    await until(() => after.events.length === 2, 'the unacked one and the new one');
    expect(after.numbers()).toEqual([numbers[2], fourth]);
  });

  it('MaximumSubscribersReached past maxSubscriberCount', async () => {
    const name = stream();
    await client.createPersistentSubscriptionToStream(
      name,
      'g',
      fromStart({ maxSubscriberCount: 1 }),
    );
    consume(name, 'g');
    await until(
      async () =>
        (await client.getPersistentSubscriptionToStreamInfo(name, 'g')).connections.length === 1,
      'one connected',
    );
    const second = client.subscribeToPersistentSubscriptionToStream(name, 'g');
    subscriptions.push(second);
    const failure = await new Promise((resolve) => second.on('error', resolve));
    expect(failure).toBeInstanceOf(PersistentSubscriptionMaximumSubscribersReachedError);
  });
});

describe('EventStoreDB gRPC persistent subscriptions: roles', () => {
  it('a reader may list but not create; a writer may not replay', async () => {
    const database = await sqliteStorageDatabase();
    const storage = await database.open();
    const engine = persistentSubscriptionsOf(storage);
    const roles: Record<string, 'reader' | 'writer' | 'admin'> = {
      r: 'reader',
      w: 'writer',
      a: 'admin',
    };
    const server = await startTestEsdbServer(storage.events, {
      tls: true,
      authenticate: (_user, password) => roles[password],
      services: [persistentSubscriptionsService(engine)],
    });
    const as = (token: string) =>
      EventStoreDBClient.connectionString(server.connectionStringAs('u', token));
    const [reader, writer, admin] = [as('r'), as('w'), as('a')];
    try {
      await expect(
        reader.createPersistentSubscriptionToStream(
          'order-1',
          'g',
          persistentSubscriptionToStreamSettingsFromDefaults(),
        ),
      ).rejects.toBeInstanceOf(AccessDeniedError);
      await admin.createPersistentSubscriptionToStream(
        'order-1',
        'g',
        persistentSubscriptionToStreamSettingsFromDefaults(),
      );
      expect(await reader.listAllPersistentSubscriptions()).toHaveLength(1);
      await expect(writer.replayParkedMessagesToStream('order-1', 'g')).rejects.toBeInstanceOf(
        AccessDeniedError,
      );
    } finally {
      for (const c of [reader, writer, admin]) await c.dispose();
      await server.close();
      await engine.close();
      await storage.close();
      await database.dispose();
    }
  });
});
