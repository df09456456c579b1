import { EventStoreDBClient } from '@eventstore/db-client';
import { startTestEsdbServer, type TestEsdbServer } from '@tidemark/infra/testing';
import { InMemoryEventStore } from '../event-store/memory/in-memory-event-store';

describe('EventStoreDB gRPC server: start-up', () => {
  let server: TestEsdbServer;
  let client: EventStoreDBClient;
  const store = new InMemoryEventStore();

  beforeAll(async () => {
    server = await startTestEsdbServer(store);
    client = EventStoreDBClient.connectionString(server.connectionString);
  });
  afterAll(async () => {
    await client.dispose();
    await server.close();
    await store.close();
  });

  it('lists its methods with a semver server version', async () => {
    const features = await (
      client as unknown as { capabilities: Promise<{ serverVersion: string }> }
    ).capabilities;
    expect(features.serverVersion).toMatch(/^\d+\.\d+\.\d+$/);
  });
});
