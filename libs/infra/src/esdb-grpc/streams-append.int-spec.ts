import { randomUUID } from 'node:crypto';
import {
  AccessDeniedError,
  binaryEvent,
  EventStoreDBClient,
  jsonEvent,
  MaxAppendSizeExceededError,
  NO_STREAM,
  STREAM_EXISTS,
  WrongExpectedVersionError,
  type AppendToStreamOptions,
} from '@eventstore/db-client';
import {
  ESDB_APPEND_WAYS,
  esdbGrpcPerSuite,
  esdbTestStores,
  startTestEsdbServer,
  type TestEsdbServer,
} from '../testing/esdb-grpc-server';
import type { EventStore } from '../event-store/event-store.port';
import { StreamNotFound } from '../errors';

/*
 * Streams.Append and Streams.BatchAppend through the real client. The client appends over
 * BatchAppend when ServerFeatures lists it, and over Append when a call carries its own
 * credentials: each case runs both ways.
 */
describe.each(esdbTestStores('EventStoreDB gRPC appends'))(
  'EventStoreDB gRPC appends on $name',
  (kind) => {
    const suite = esdbGrpcPerSuite(kind);

    const event = (n: number, id: string = randomUUID()) =>
      jsonEvent({ id, type: 'Counted', data: { n }, metadata: { source: 'test' } });
    let streams = 0;
    const stream = () => `count-${kind.name}-${(streams += 1)}`;

    describe.each(ESDB_APPEND_WAYS)('over $way', ({ way, options }) => {
      it('appends under any / no_stream / an exact revision / stream_exists', async () => {
        const before = suite.server.callsOf(way);
        const name = stream();
        const first = await suite.client.appendToStream(name, [event(1), event(2)], {
          ...options,
          expectedRevision: NO_STREAM,
        });
        expect(first).toMatchObject({ success: true, nextExpectedRevision: 1n });
        const second = await suite.client.appendToStream(name, event(3), {
          ...options,
          expectedRevision: 1n,
        });
        expect(second.nextExpectedRevision).toBe(2n);
        const third = await suite.client.appendToStream(name, event(4), {
          ...options,
          expectedRevision: STREAM_EXISTS,
        });
        const fourth = await suite.client.appendToStream(name, event(5), options);
        expect(fourth.nextExpectedRevision).toBe(4n);
        // commit = prepare = Tidemark's position of the append's last event.
        const stored = await suite.store.readStream(name);
        expect(stored.events.map((e) => e.data)).toEqual([1, 2, 3, 4, 5].map((n) => ({ n })));
        expect(stored.events[0]).toMatchObject({ type: 'Counted', metadata: { source: 'test' } });
        expect(third.position).toEqual({
          commit: stored.events[3].position,
          prepare: stored.events[3].position,
        });
        expect(fourth.position?.commit).toBe(stored.events[4].position);
        expect(suite.server.callsOf(way) - before).toBeGreaterThanOrEqual(way === 'Append' ? 4 : 1);
      });

      it('refuses a wrong expected revision with the expected and the actual one, writing nothing', async () => {
        const name = stream();
        await suite.client.appendToStream(name, [event(1), event(2)], options);
        const refusal = (expectedRevision: AppendToStreamOptions['expectedRevision']) =>
          suite.client.appendToStream(name, event(9), { ...options, expectedRevision }).then(
            () => undefined,
            (error: unknown) => error,
          );
        const exact = await refusal(0n);
        expect(exact).toBeInstanceOf(WrongExpectedVersionError);
        expect(exact).toMatchObject({ streamName: name, expectedVersion: 0n, actualVersion: 1n });
        expect(await refusal(NO_STREAM)).toMatchObject({
          expectedVersion: 'no_stream',
          actualVersion: 1n,
        });
        const missing = stream();
        const exists = await suite.client
          .appendToStream(missing, event(1), { ...options, expectedRevision: STREAM_EXISTS })
          .catch((error: unknown) => error);
        expect(exists).toBeInstanceOf(WrongExpectedVersionError);
        expect(exists).toMatchObject({
          expectedVersion: 'stream_exists',
          actualVersion: 'no_stream',
        });
        expect((await suite.store.readStream(name)).version).toBe(2);
        await expect(suite.store.readStream(missing)).rejects.toBeInstanceOf(StreamNotFound);
      });

      it('answers a re-append of the same ids with the original result', async () => {
        const name = stream();
        const events = [event(1), event(2)];
        const original = await suite.client.appendToStream(name, events, {
          ...options,
          expectedRevision: NO_STREAM,
        });
        await suite.client.appendToStream(name, event(3), options);
        const again = await suite.client.appendToStream(name, events, {
          ...options,
          expectedRevision: NO_STREAM,
        });
        expect(again).toEqual(original);
        expect((await suite.store.readStream(name)).version).toBe(3);
      });

      it('answers an append of no events with the current revision, writing nothing', async () => {
        const name = stream();
        const head = await suite.store.headPosition();
        const none = await suite.client.appendToStream(name, [], {
          ...options,
          expectedRevision: NO_STREAM,
        });
        // Answered `no_stream`, which @eventstore/db-client reads as revision 0.
        expect(none.success).toBe(true);
        await suite.client.appendToStream(name, [event(1), event(2)], options);
        const after = await suite.client.appendToStream(name, [], {
          ...options,
          expectedRevision: 1n,
        });
        expect(after).toMatchObject({ success: true, nextExpectedRevision: 1n });
        await expect(
          suite.client.appendToStream(name, [], { ...options, expectedRevision: NO_STREAM }),
        ).rejects.toBeInstanceOf(WrongExpectedVersionError);
        expect((await suite.store.readAll({ from: head })).events).toHaveLength(2);
      });

      it('refuses binary events, non-object JSON and bad stream names clearly, writing nothing', async () => {
        const name = stream();
        const head = await suite.store.headPosition();
        const binary = binaryEvent({ type: 'Blob', data: new Uint8Array([1, 2, 3]) });
        await expect(
          suite.client.appendToStream(name, [event(1), binary], options),
        ).rejects.toThrow(/application\/octet-stream.*JSON events/);
        const array = jsonEvent({
          type: 'List',
          data: [1, 2] as unknown as Record<string, unknown>,
        });
        await expect(suite.client.appendToStream(name, array, options)).rejects.toThrow(
          /JSON object/,
        );
        await expect(suite.client.appendToStream('has space', event(1), options)).rejects.toThrow(
          /not a Tidemark stream id/,
        );
        await expect(suite.client.appendToStream('$system', event(1), options)).rejects.toThrow(
          /system stream/,
        );
        await expect(
          suite.client.appendToStream('x'.repeat(201), event(1), options),
        ).rejects.toThrow(/1-200 characters/);
        expect(await suite.store.headPosition()).toBe(head);
      });

      it('refuses an id stored in another stream, writing nothing', async () => {
        const id = randomUUID();
        await suite.client.appendToStream(stream(), event(1, id), options);
        const other = stream();
        await expect(
          suite.client.appendToStream(other, [event(2), event(3, id)], options),
        ).rejects.toThrow(/another stream|already stored/);
        await expect(suite.store.readStream(other)).rejects.toBeInstanceOf(StreamNotFound);
      });

      it('refuses a message above the gRPC maximum, and serves the next append', async () => {
        const name = stream();
        const huge = jsonEvent({ type: 'Huge', data: { blob: 'x'.repeat(5 * 1024 * 1024) } });
        await expect(suite.client.appendToStream(name, huge, options)).rejects.toThrow(
          /RESOURCE_EXHAUSTED|larger than max/i,
        );
        expect(
          (await suite.client.appendToStream(name, event(1), options)).nextExpectedRevision,
        ).toBe(0n);
      });

      it('refuses an append above the maximum append size', async () => {
        const big = jsonEvent({ type: 'Big', data: { blob: 'x'.repeat(1_100_000) } });
        const error = await suite.client
          .appendToStream(stream(), big, options)
          .catch((e: unknown) => e);
        expect(error).toBeInstanceOf(MaxAppendSizeExceededError);
        expect(error).toMatchObject({ maxAppendSize: 1024 * 1024 });
      });
    });

    it('BatchAppend: an append split over several requests, many appends at once on one call', async () => {
      const before = suite.server.callsOf('BatchAppend');
      const name = stream();
      const events = Array.from({ length: 200 }, (_, n) => event(n));
      const result = await suite.client.appendToStream(name, events, { batchAppendSize: 2_000 });
      expect(result.nextExpectedRevision).toBe(199n);
      const names = Array.from({ length: 40 }, () => stream());
      const results = await Promise.all(
        names.map((each, n) =>
          suite.client.appendToStream(each, [event(n), event(n + 1)], {
            expectedRevision: NO_STREAM,
          }),
        ),
      );
      expect(results.every((r) => r.nextExpectedRevision === 1n)).toBe(true);
      // The connection's one BatchAppend call carried them all.
      expect(suite.server.callsOf('BatchAppend') - before).toBeLessThanOrEqual(1);
      expect((await suite.store.readStream(name)).events.map((e) => e.data.n)).toEqual(
        events.map((_, n) => n),
      );
      // A refusal on that call leaves it usable for the next appends.
      await expect(
        suite.client.appendToStream(names[0], event(7), { expectedRevision: NO_STREAM }),
      ).rejects.toBeInstanceOf(WrongExpectedVersionError);
      expect(
        (await suite.client.appendToStream(names[0], event(8), { expectedRevision: 1n }))
          .nextExpectedRevision,
      ).toBe(2n);
    });
  },
);

describe('EventStoreDB gRPC credentials', () => {
  const tokens: Record<string, 'reader' | 'writer' | 'admin'> = {
    'reader-token': 'reader',
    'writer-token': 'writer',
  };
  let store: EventStore;
  let dispose: () => Promise<void>;
  let server: TestEsdbServer;
  /**
   * Each test disposes its clients: @eventstore/db-client keeps the pending BatchAppend
   * promises of every client of the process in one map, and a client whose BatchAppend call
   * fails (or is disposed) rejects them all, other clients' included.
   */
  let clients: EventStoreDBClient[] = [];
  const connect = (username: string, password: string) => {
    const client = EventStoreDBClient.connectionString(
      server.connectionStringAs(username, password),
    );
    clients.push(client);
    return client;
  };

  beforeAll(async () => {
    ({ store, dispose } = await esdbTestStores('EventStoreDB gRPC credentials')[0].open());
    server = await startTestEsdbServer(store, {
      tls: true,
      authenticate: (_user, password) => tokens[password],
    });
  });
  afterEach(async () => {
    await Promise.all(clients.map((client) => client.dispose()));
    clients = [];
  });
  afterAll(async () => {
    await server?.close();
    await dispose?.();
  });

  const append = (client: EventStoreDBClient, name: string, options: AppendToStreamOptions = {}) =>
    client.appendToStream(name, jsonEvent({ type: 'Tried', data: {} }), options);

  it('a wrong password is refused with AccessDenied, and so is a reader appending', async () => {
    await expect(append(connect('admin', 'wrong'), 'auth-1')).rejects.toBeInstanceOf(
      AccessDeniedError,
    );
    const anonymous = EventStoreDBClient.connectionString(server.connectionString);
    clients.push(anonymous);
    await expect(append(anonymous, 'auth-1')).rejects.toBeInstanceOf(AccessDeniedError);
    const reader = connect('ops', 'reader-token');
    await expect(append(reader, 'auth-1')).rejects.toBeInstanceOf(AccessDeniedError);
    await expect(
      append(reader, 'auth-1', { credentials: { username: 'ops', password: 'reader-token' } }),
    ).rejects.toBeInstanceOf(AccessDeniedError);
    await expect(store.readStream('auth-1')).rejects.toBeInstanceOf(StreamNotFound);
  });

  it('a reader may not delete, tombstone or set metadata; a writer may', async () => {
    const writer = connect('app', 'writer-token');
    await append(writer, 'auth-3');
    const reader = connect('ops', 'reader-token');
    await expect(reader.deleteStream('auth-3')).rejects.toBeInstanceOf(AccessDeniedError);
    await expect(reader.tombstoneStream('auth-3')).rejects.toBeInstanceOf(AccessDeniedError);
    await expect(reader.setStreamMetadata('auth-3', { maxCount: 1 })).rejects.toBeInstanceOf(
      AccessDeniedError,
    );
    expect((await store.getStreamMetadata('auth-3')).metadataVersion).toBe(0);
    await writer.setStreamMetadata('auth-3', { maxCount: 1 });
    await writer.deleteStream('auth-3');
    await expect(store.readStream('auth-3')).rejects.toBeInstanceOf(StreamNotFound);
  });

  it('a writer appends, over BatchAppend and over Append with per-call credentials', async () => {
    const writer = connect('app', 'writer-token');
    expect((await append(writer, 'auth-2')).nextExpectedRevision).toBe(0n);
    const perCall = { credentials: { username: 'app', password: 'writer-token' } };
    expect((await append(connect('x', 'wrong'), 'auth-2', perCall)).nextExpectedRevision).toBe(1n);
  });
});
