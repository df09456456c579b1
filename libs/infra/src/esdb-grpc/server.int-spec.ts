import { randomUUID } from 'node:crypto';
import { EventStoreDBClient, jsonEvent } from '@eventstore/db-client';
import { Empty, StreamIdentifier, UUID } from './protocol/shared';
import { AppendReq } from './protocol/streams';
import {
  Client,
  credentials,
  status,
  type ClientWritableStream,
  type ServiceError,
} from '@grpc/grpc-js';
import { until } from '@tidemark/infra/testing';
import { StreamNotFound } from '../errors';
import {
  capturedLog,
  esdbTestStores,
  startTestEsdbServer,
  type TestEsdbServer,
} from '../testing/esdb-grpc-server';
import { InMemoryEventStore } from '../stores/memory/in-memory-event-store';
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

/** A classic Append that sends its options and ten events, and never ends its side. */
function streamingAppend(raw: Client, streamId: string) {
  let call: ClientWritableStream<Buffer> | undefined;
  const ended = new Promise<ServiceError | null>((resolve) => {
    call = raw.makeClientStreamRequest(
      '/event_store.client.streams.Streams/Append',
      (bytes: Buffer) => bytes,
      (bytes: Buffer) => bytes,
      (error: ServiceError | null) => resolve(error),
    );
  });
  const options = new AppendReq.Options()
    .setStreamIdentifier(new StreamIdentifier().setStreamName(Buffer.from(streamId)))
    .setAny(new Empty());
  call!.write(Buffer.from(new AppendReq().setOptions(options).serializeBinary()));
  for (let n = 0; n < 10; n += 1) {
    const message = new AppendReq.ProposedMessage()
      .setId(new UUID().setString(randomUUID()))
      .setData(Buffer.from(JSON.stringify({ n })))
      .setCustomMetadata(Buffer.alloc(0));
    message.getMetadataMap().set('type', 'Counted').set('content-type', 'application/json');
    call!.write(Buffer.from(new AppendReq().setProposedMessage(message).serializeBinary()));
  }
  return { call: call!, ended };
}

describe.each(esdbTestStores('EventStoreDB gRPC shutdown'))(
  'EventStoreDB gRPC server: shutdown and cancels on $name',
  (kind) => {
    it('a classic Append still sending its events ends UNAVAILABLE (retried by clients), not CANCELLED, writing nothing', async () => {
      const opened = await kind.open();
      const log = capturedLog();
      const server = await startTestEsdbServer(opened.store, { log });
      const raw = new Client(`127.0.0.1:${server.port}`, credentials.createInsecure());
      try {
        const streamId = `closing-${randomUUID()}`;
        const { ended } = streamingAppend(raw, streamId);
        await until(() => server.callsOf('Append') === 1, 'the Append call started');
        await server.close();
        const error = await ended;
        expect({ code: error?.code, details: error?.details }).toEqual({
          code: status.UNAVAILABLE,
          details: 'the server is shutting down',
        });
        await expect(opened.store.readStream(streamId)).rejects.toBeInstanceOf(StreamNotFound);
        expect(log.lines.filter((line) => !line.startsWith('info:'))).toEqual([]);
      } finally {
        raw.close();
        await server.close();
        await opened.dispose();
      }
    });

    it('a client cancelling a classic Append is not a server error: nothing logged, nothing written', async () => {
      const opened = await kind.open();
      const log = capturedLog();
      const server = await startTestEsdbServer(opened.store, { log });
      const raw = new Client(`127.0.0.1:${server.port}`, credentials.createInsecure());
      try {
        const streamIds = Array.from({ length: 10 }, () => `cancelled-${randomUUID()}`);
        for (const [i, streamId] of streamIds.entries()) {
          const { call, ended } = streamingAppend(raw, streamId);
          await until(() => server.callsOf('Append') === i + 1, 'the Append call started');
          call.cancel();
          expect((await ended)?.code).toBe(status.CANCELLED);
        }
        // The server still serves, and then closes having logged nothing above info.
        const { ended } = streamingAppend(raw, `after-${randomUUID()}`);
        await until(() => server.callsOf('Append') === 11, 'one more Append call');
        await server.close();
        expect((await ended)?.code).toBe(status.UNAVAILABLE);
        const written: string[] = [];
        for (const streamId of streamIds) {
          const read = await opened.store.readStream(streamId).catch(() => undefined);
          if (read) written.push(`${read.events.length} of 10 events of a cancelled Append`);
        }
        expect(written).toEqual([]);
        expect(log.lines.filter((line) => !line.startsWith('info:'))).toEqual([]);
      } finally {
        raw.close();
        await server.close();
        await opened.dispose();
      }
    });
  },
);
