import { randomUUID } from 'node:crypto';
import { credentials, Client, status, type ServiceError } from '@grpc/grpc-js';
import { StreamIdentifier, UUID, Empty } from './protocol/shared';
import { AppendReq } from './protocol/streams';
import { PostgresEventStore } from '../stores/postgres/postgres-event-store';
import type { EventStore } from '../event-store/event-store.port';
import { startTestEsdbServer, type TestEsdbServer } from '../testing/esdb-grpc-server';
import {
  postgresTestsEnabled,
  runOnPostgres,
  testPostgresUrl,
  uniqueSchemaName,
} from '../testing/postgres';
import { TcpProxy } from '../testing/tcp-proxy';
import { until } from '../testing/wait';
import { WRITE_OUTCOME } from './grpc-errors';

const WRITERS = 16;
const CUTS = 6;
const ACKS_BETWEEN_CUTS = 30;

/** One raw Append call and how it ended: OK, or its status and `write-outcome` trailer. */
interface Sent {
  readonly id: string;
  code?: number;
  writeOutcome?: string;
}

const asBytes = (message: { serializeBinary(): Uint8Array }) =>
  Buffer.from(message.serializeBinary());
const same = (bytes: Buffer) => bytes;

/** Streams.Append of one event with a known id to a stream of its own (no stream expected). */
function append(raw: Client, sent: Sent): Promise<void> {
  const options = new AppendReq.Options()
    .setStreamIdentifier(new StreamIdentifier().setStreamName(Buffer.from(`cut-${sent.id}`)))
    .setNoStream(new Empty());
  const message = new AppendReq.ProposedMessage()
    .setId(new UUID().setString(sent.id))
    .setData(Buffer.from('{"n":1}'))
    .setCustomMetadata(Buffer.alloc(0));
  message.getMetadataMap().set('type', 'Ticked').set('content-type', 'application/json');
  return new Promise((resolve) => {
    const call = raw.makeClientStreamRequest(
      '/event_store.client.streams.Streams/Append',
      same,
      same,
      (error: ServiceError | null) => {
        sent.code = error ? error.code : status.OK;
        const trailer = error?.metadata?.get(WRITE_OUTCOME)[0];
        if (trailer !== undefined) sent.writeOutcome = String(trailer);
        resolve();
      },
    );
    call.write(asBytes(new AppendReq().setOptions(options)));
    call.write(asBytes(new AppendReq().setProposedMessage(message)));
    call.end();
  });
}

/**
 * Issue 29, item 1, over the EventStoreDB protocol: raw grpc-js Append calls to Tidemark's
 * server on PostgreSQL while the link to PostgreSQL is cut, again and again; every call
 * answered UNAVAILABLE whose event was stored carries `write-outcome: unknown`.
 */
(postgresTestsEnabled('gRPC appends across cut links') ? describe : describe.skip)(
  'gRPC appends answered UNAVAILABLE across cut links to PostgreSQL',
  () => {
    const url = testPostgresUrl();
    const schema = uniqueSchemaName('tidemark_cut');
    let proxy: TcpProxy;
    let store: EventStore;
    let server: TestEsdbServer;
    let raw: Client;

    beforeAll(async () => {
      const target = new URL(url);
      proxy = await TcpProxy.start({
        targetHost: target.hostname,
        targetPort: Number(target.port || 5432),
      });
      store = await PostgresEventStore.open({
        connectionString: proxy.url(url),
        schema,
        timeouts: { connectMs: 2000, queryMs: 3000, lockMs: 2000, idleInTransactionMs: 1500 },
      });
      server = await startTestEsdbServer(store);
      raw = new Client(`127.0.0.1:${server.port}`, credentials.createInsecure());
    });
    afterAll(async () => {
      raw?.close();
      await server?.close();
      await store?.close();
      await proxy?.close();
      await runOnPostgres(url, `DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    });

    it('says write-outcome unknown on every UNAVAILABLE whose event stands', async () => {
      const sent: Sent[] = [];
      let stop = false;
      const acks = () => sent.filter((s) => s.code === status.OK).length;
      const writers = Array.from({ length: WRITERS }, async () => {
        while (!stop) {
          const each: Sent = { id: randomUUID() };
          sent.push(each);
          await append(raw, each);
        }
      });
      for (let cut = 0; cut < CUTS; cut += 1) {
        const target = acks() + ACKS_BETWEEN_CUTS;
        await until(() => acks() >= target, `${target} acknowledged appends`);
        const unavailable = () => sent.filter((s) => s.code === status.UNAVAILABLE).length;
        const before = unavailable();
        proxy.cut();
        await until(() => unavailable() > before, 'an append answered UNAVAILABLE');
        proxy.thaw();
      }
      await until(() => acks() >= ACKS_BETWEEN_CUTS * (CUTS + 1), 'appends after the last cut');
      stop = true;
      await Promise.all(writers);

      const reader = await PostgresEventStore.open({ connectionString: url, schema });
      try {
        const stored = new Set<string>();
        for (let from = 0n; ;) {
          const page = await reader.readAll({ from, limit: 1000 });
          for (const event of page.events) stored.add(event.id);
          if (page.events.length === 0) break;
          from = page.nextPosition;
        }
        const unavailable = sent.filter((s) => s.code === status.UNAVAILABLE);
        const silent = unavailable.filter((s) => stored.has(s.id) && s.writeOutcome !== 'unknown');
        console.log(
          `gRPC appends across ${CUTS} cuts: ${sent.length} sent, ${unavailable.length} UNAVAILABLE ` +
            `(${unavailable.filter((s) => s.writeOutcome === 'unknown').length} with write-outcome unknown, ` +
            `${unavailable.filter((s) => stored.has(s.id)).length} stored), ${silent.length} stored without it`,
        );
        expect(silent).toEqual([]);
        // Every acknowledged append stands; one refused otherwise wrote nothing.
        expect(sent.filter((s) => s.code === status.OK && !stored.has(s.id))).toEqual([]);
        const refused = sent.filter(
          (s) => s.code !== status.OK && s.code !== status.UNAVAILABLE && stored.has(s.id),
        );
        expect(refused).toEqual([]);
      } finally {
        await reader.close();
      }
    });
  },
);
