import { EventStoreDBClient, jsonEvent } from '@eventstore/db-client';
import { startTestEsdbServer, type TestEsdbServer } from '../testing/esdb-grpc-server';
import { InMemoryEventStore } from '../event-store/memory/in-memory-event-store';
import { startEsdbGrpcServer } from './server';
import { ESDB_SERVER_VERSION } from './server-features';

describe('EventStoreDB gRPC server: start and close', () => {
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
    expect(features.serverVersion).toBe(ESDB_SERVER_VERSION);
    expect(features.serverVersion).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it('refuses to start on a port in use, and without TLS or insecure: true', async () => {
    await expect(
      startEsdbGrpcServer({ store, host: '127.0.0.1', port: server.port, insecure: true }),
    ).rejects.toThrow(/No address added|EADDRINUSE|in use/i);
    await expect(startEsdbGrpcServer({ store, port: 0 })).rejects.toThrow(/needs TLS/);
  });

  it('ends its calls when it closes: a client with an open BatchAppend call disposes', async () => {
    const own = await startTestEsdbServer(store);
    const other = EventStoreDBClient.connectionString(own.connectionString);
    await other.appendToStream('closing-1', jsonEvent({ type: 'Opened', data: {} }));
    expect(own.callsOf('BatchAppend')).toBe(1);
    await own.close();
    await expect(
      other.appendToStream('closing-1', jsonEvent({ type: 'Late', data: {} })),
    ).rejects.toThrow();
    // @eventstore/db-client waits for every open call to finish: one ended OK would hang here.
    await other.dispose();
    expect((await store.readStream('closing-1')).version).toBe(1);
  });
});
