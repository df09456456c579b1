import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  AccessDeniedError,
  EventStoreDBClient,
  jsonEvent,
  NO_STREAM,
  persistentSubscriptionToStreamSettingsFromDefaults,
  START,
  WrongExpectedVersionError,
  type PersistentSubscriptionToStreamResolvedEvent,
} from '@eventstore/db-client';
import { until } from '@tidemark/infra/testing';
import { call } from './support/http';
import { appPerSuite } from './support/suite';
import { sqliteTarget, storeTargetKinds } from './support/store-targets';
import { TEST_TLS_CERT, TEST_TLS_KEY } from '@tidemark/infra/testing';

jest.setTimeout(60_000);

const GRPC_LISTENING = /esdb grpc listening on [^\s:]+:(\d+)/;

/*
 * The built app with ESDB_GRPC_PORT serves the EventStoreDB protocol over its own store: an
 * EventStoreDB application's appends are Tidemark events (read back over HTTP), and its reads
 * see what the HTTP API wrote.
 */
describe.each(storeTargetKinds('EventStoreDB gRPC e2e').filter((kind) => kind.enabled))(
  'EventStoreDB gRPC server in the app on $kind',
  (target) => {
    const suite = appPerSuite(target, { ESDB_GRPC_PORT: '0', ESDB_GRPC_INSECURE: 'true' });
    let client: EventStoreDBClient;

    beforeAll(() => {
      // Logged at bootstrap, before the HTTP server listens (which startApp waited for).
      const port = GRPC_LISTENING.exec(suite.app.output())?.[1];
      if (port === undefined) throw new Error(`no gRPC start-up line:\n${suite.app.output()}`);
      client = EventStoreDBClient.connectionString(`esdb://127.0.0.1:${port}?tls=false`);
    });
    afterAll(() => client?.dispose());

    it('says where it listens, over which store', () => {
      expect(suite.app.output()).toMatch(
        new RegExp(
          `esdb grpc listening on 127\\.0\\.0\\.1:\\d+ \\(plaintext.*store: ${target.kind}\\)`,
        ),
      );
    });

    it('appends through the client as Tidemark events, under expected revisions', async () => {
      const streamId = `grpc-${randomUUID()}`;
      const ids = [randomUUID(), randomUUID()];
      const result = await client.appendToStream(
        streamId,
        ids.map((id, n) =>
          jsonEvent({ id, type: 'Pinged', data: { n }, metadata: { source: 'esdb' } }),
        ),
        { expectedRevision: NO_STREAM },
      );
      expect(result).toMatchObject({ success: true, nextExpectedRevision: 1n });
      const read = await call<{
        version: number;
        events: { id: string; data: unknown; position: string }[];
      }>(suite.app.url, 'GET', `/streams/${streamId}`);
      expect(read.status).toBe(200);
      expect(read.body.version).toBe(2);
      expect(read.body.events.map((e) => [e.id, e.data])).toEqual([
        [ids[0], { n: 0 }],
        [ids[1], { n: 1 }],
      ]);
      expect(result.position?.commit).toBe(BigInt(read.body.events[1].position));
      await expect(
        client.appendToStream(streamId, jsonEvent({ type: 'Pinged', data: {} }), {
          expectedRevision: NO_STREAM,
        }),
      ).rejects.toBeInstanceOf(WrongExpectedVersionError);
    });

    it('reads through the client what the HTTP API appended', async () => {
      const streamId = `http-${randomUUID()}`;
      const appended = await call(suite.app.url, 'POST', `/streams/${streamId}/events`, {
        expectedVersion: 'no_stream',
        events: [{ type: 'Posted', data: { via: 'http' } }],
      });
      expect(appended.status).toBe(201);
      const events = [];
      for await (const resolved of client.readStream(streamId)) events.push(resolved.event);
      expect(events).toMatchObject([
        { streamId, revision: 0n, type: 'Posted', data: { via: 'http' } },
      ]);
    });

    it("serves persistent subscriptions over the store's own database", async () => {
      const streamId = `ps-${randomUUID()}`;
      await client.createPersistentSubscriptionToStream(
        streamId,
        'workers',
        persistentSubscriptionToStreamSettingsFromDefaults({ startFrom: START }),
      );
      await client.appendToStream(streamId, [
        jsonEvent({ type: 'Queued', data: { n: 1 } }),
        jsonEvent({ type: 'Queued', data: { n: 2 } }),
      ]);
      const subscription = client.subscribeToPersistentSubscriptionToStream(streamId, 'workers');
      const seen: number[] = [];
      subscription.on('data', (event: PersistentSubscriptionToStreamResolvedEvent) => {
        seen.push(Number((event.event?.data as { n: number }).n));
        void subscription.ack(event);
      });
      await until(() => seen.length === 2, 'both events');
      expect(seen).toEqual([1, 2]);
      await until(
        async () =>
          (await client.getPersistentSubscriptionToStreamInfo(streamId, 'workers')).stats
            .totalInFlightMessages === 0,
        'both acked',
      );
      await subscription.unsubscribe();
    });
  },
);

/*
 * TLS from ESDB_GRPC_TLS_CERT / ESDB_GRPC_TLS_KEY, and the HTTP API's tokens as credentials
 * (the clients send credentials over TLS only).
 */
describe('EventStoreDB gRPC server in the app: TLS and credentials', () => {
  const WRITER = 'writer-token-0123456789';
  const READER = 'reader-token-0123456789';
  const dir = mkdtempSync(join(tmpdir(), 'tidemark-esdb-tls-e2e-'));
  const files = {
    cert: join(dir, 'grpc.crt'),
    key: join(dir, 'grpc.key'),
    ca: join(dir, 'ca.pem'),
  };
  writeFileSync(files.cert, TEST_TLS_CERT);
  writeFileSync(files.key, TEST_TLS_KEY);
  writeFileSync(files.ca, TEST_TLS_CERT);
  const suite = appPerSuite(
    { kind: 'sqlite', enabled: true, create: sqliteTarget },
    {
      ESDB_GRPC_PORT: '0',
      ESDB_GRPC_TLS_CERT: files.cert,
      ESDB_GRPC_TLS_KEY: files.key,
      AUTH: 'on',
      AUTH_TOKENS: `writer:${WRITER},reader:${READER}`,
      // An EventStoreDB application's own credentials, as its code and tests send them.
      ESDB_BASIC_USERS: 'admin:changeit=admin,ops:changeit=reader',
    },
  );
  const clients: EventStoreDBClient[] = [];
  const connect = (password: string, username = 'app') => {
    const port = GRPC_LISTENING.exec(suite.app.output())?.[1];
    const client = EventStoreDBClient.connectionString(
      `esdb://${username}:${password}@localhost:${port}?tls=true&tlsCAFile=${encodeURIComponent(files.ca)}`,
    );
    clients.push(client);
    return client;
  };
  afterAll(async () => {
    await Promise.all(clients.map((client) => client.dispose()));
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves TLS; a writer token appends, a reader token or a wrong one is refused', async () => {
    expect(suite.app.output()).toMatch(/esdb grpc listening on \S+ \(TLS; credentials required/);
    const streamId = `tls-${randomUUID()}`;
    const written = await connect(WRITER).appendToStream(
      streamId,
      jsonEvent({ type: 'Secured', data: {} }),
    );
    expect(written.nextExpectedRevision).toBe(0n);
    await expect(
      connect(READER).appendToStream(streamId, jsonEvent({ type: 'Secured', data: {} })),
    ).rejects.toBeInstanceOf(AccessDeniedError);
    await expect(
      connect('wrong-token-0123456789').appendToStream(
        streamId,
        jsonEvent({ type: 'X', data: {} }),
      ),
    ).rejects.toBeInstanceOf(AccessDeniedError);
    const read = await call<{ version: number }>(
      suite.app.url,
      'GET',
      `/streams/${streamId}`,
      undefined,
      {
        authorization: `Bearer ${READER}`,
      },
    );
    expect(read.body.version).toBe(1);
  });

  it("maps an EventStoreDB application's user and password (ESDB_BASIC_USERS) to a role", async () => {
    const admin = connect('changeit', 'admin');
    const streamId = `basic-${randomUUID()}`;
    await admin.appendToStream(streamId, jsonEvent({ type: 'Opened', data: {} }));
    await admin.createPersistentSubscriptionToStream(
      streamId,
      'billing',
      persistentSubscriptionToStreamSettingsFromDefaults({ startFrom: START }),
    );
    const subscription = admin.subscribeToPersistentSubscriptionToStream(streamId, 'billing');
    subscription.on('error', () => undefined);
    await until(
      async () =>
        (await admin.getPersistentSubscriptionToStreamInfo(streamId, 'billing')).connections
          .length === 1,
      'the consumer connected',
    );
    const info = await admin.getPersistentSubscriptionToStreamInfo(streamId, 'billing');
    expect(info.connections[0].username).toBe('admin');
    await subscription.unsubscribe();

    const reader = connect('changeit', 'ops');
    expect((await reader.listPersistentSubscriptionsToStream(streamId)).length).toBe(1);
    await expect(
      reader.appendToStream(streamId, jsonEvent({ type: 'Late', data: {} })),
    ).rejects.toBeInstanceOf(AccessDeniedError);
    for (const [username, password] of [
      ['admin', 'wrong'],
      ['nobody', 'changeit'],
      ['admin', 'changeit-'],
    ]) {
      await expect(
        connect(password, username).appendToStream(streamId, jsonEvent({ type: 'X', data: {} })),
      ).rejects.toBeInstanceOf(AccessDeniedError);
    }
    // Tokens still work beside the users, and no password reaches the log.
    await connect(WRITER, 'admin').appendToStream(streamId, jsonEvent({ type: 'Y', data: {} }));
    expect(suite.app.output()).not.toContain('changeit');
  });
});
