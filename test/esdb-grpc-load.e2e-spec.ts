import { readFileSync } from 'node:fs';
import {
  EventStoreDBClient,
  jsonEvent,
  persistentSubscriptionToStreamSettingsFromDefaults,
  START,
} from '@eventstore/db-client';
import { status } from '@grpc/grpc-js';
import { Empty, StreamIdentifier } from '@eventstore/db-client/generated/shared_pb';
import { ReadReq } from '@eventstore/db-client/generated/streams_pb';
import { ReadReq as PersistentReadReq } from '@eventstore/db-client/generated/persistent_pb';
import {
  ESDB_PERSISTENT,
  ESDB_STREAMS,
  rawEsdbClient,
  until,
  type RawCall,
  type RawEsdbClient,
} from '@tidemark/infra/testing';
import { call, unique } from './support/http';
import { newOrder, Shop } from './support/shop';
import { appPerSuite } from './support/suite';
import { storeTargetKinds } from './support/store-targets';

jest.setTimeout(300_000);

const GRPC_LISTENING = /esdb grpc listening on [^\s:]+:(\d+)/;
const CALL_READ_AHEAD_MIB = 0.25;
const ALL = '18446744073709551615';
const uuidString = () => new ReadReq.Options.UUIDOption().setString(new Empty());

/** A read of a stream from its start, of `$all` from its start, or of `$all`'s newest events. */
function readRequest(target: { streamId: string } | 'all' | 'all, newest', count: string): ReadReq {
  const { FORWARDS, BACKWARDS } = ReadReq.Options.ReadDirection;
  const options = new ReadReq.Options()
    .setReadDirection(target === 'all, newest' ? BACKWARDS : FORWARDS)
    .setCount(count)
    .setNoFilter(new Empty())
    .setUuidOption(uuidString());
  if (target === 'all') options.setAll(new ReadReq.Options.AllOptions().setStart(new Empty()));
  else if (target === 'all, newest') {
    options.setAll(new ReadReq.Options.AllOptions().setEnd(new Empty()));
  } else {
    options.setStream(
      new ReadReq.Options.StreamOptions()
        .setStreamIdentifier(new StreamIdentifier().setStreamName(Buffer.from(target.streamId)))
        .setStart(new Empty()),
    );
  }
  return new ReadReq().setOptions(options);
}

function subscription(target: { streamId: string } | 'all'): ReadReq {
  const request = readRequest(target, '0');
  request.getOptions()!.setSubscription(new ReadReq.Options.SubscriptionOptions());
  return request;
}

/** The app's resident memory, from /proc (MiB). */
function rssMiB(pid: number): number {
  const kib = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Number(kib) / 1024;
}

/** The app's RSS once it settles: 8 samples, 250 ms apart, within 2 MiB of each other (max). */
async function settledRss(pid: number): Promise<number> {
  const samples: number[] = [];
  await until(
    () => {
      samples.push(rssMiB(pid));
      const last = samples.slice(-8);
      return last.length === 8 && Math.max(...last) - Math.min(...last) < 2;
    },
    'the memory to settle',
    60_000,
    250,
  );
  return Math.max(...samples.slice(-8));
}

/** The app's `tidemark_esdb_grpc_read_ahead_bytes`, from /metrics. */
async function readAheadBytesOf(url: string): Promise<number> {
  const text = await (await fetch(`${url}/metrics`)).text();
  const line = /^tidemark_esdb_grpc_read_ahead_bytes (\d+)$/m.exec(text);
  if (!line) throw new Error('no tidemark_esdb_grpc_read_ahead_bytes in /metrics');
  return Number(line[1]);
}

const tally = (values: readonly (string | number)[]) =>
  values.reduce<Record<string, number>>((counts, value) => {
    counts[value] = (counts[value] ?? 0) + 1;
    return counts;
  }, {});

/*
 * The EventStoreDB-protocol server in the built app under hostile clients, with raw grpc-js
 * calls as they were found: one connection's flood of calls, calls that never read, many
 * subscriptions at once. On PostgreSQL, gRPC and HTTP share the pool: a request starved of a
 * connection fails after PG_CONNECT_TIMEOUT_MS (503, or UNAVAILABLE over gRPC).
 */
describe.each(storeTargetKinds('EventStoreDB gRPC under load').filter((kind) => kind.enabled))(
  'EventStoreDB gRPC server under hostile clients on $kind',
  (target) => {
    const suite = appPerSuite(target, {
      ESDB_GRPC_PORT: '0',
      ESDB_GRPC_INSECURE: 'true',
      ESDB_GRPC_CALL_READ_AHEAD_BYTES: String(CALL_READ_AHEAD_MIB * 1024 * 1024),
    });
    const shop = new Shop(() => suite.app.url);
    const clients: RawEsdbClient[] = [];
    let port = 0;
    beforeAll(() => {
      port = Number(GRPC_LISTENING.exec(suite.app.output())?.[1]);
      if (!port) throw new Error(`no gRPC start-up line:\n${suite.app.output()}`);
    });
    afterEach(() => clients.splice(0).forEach((client) => client.close()));
    const readAheadBytes = () => readAheadBytesOf(suite.app.url);
    const raw = async () => {
      const client = await rawEsdbClient(port);
      clients.push(client);
      return client;
    };

    // First: the memory a flood leaves behind would blur what these calls hold.
    it('20 calls that never read, over 40 MB of events, hold a bounded amount of it', async () => {
      const writer = EventStoreDBClient.connectionString(`esdb://127.0.0.1:${port}?tls=false`);
      const blob = 'x'.repeat(20_000);
      try {
        for (let i = 0; i < 80; i += 1) {
          await writer.appendToStream(
            `big-${i % 4}`,
            Array.from({ length: 25 }, (_, n) => jsonEvent({ type: 'Big', data: { n, blob } })),
          );
        }
      } finally {
        await writer.dispose();
      }
      const pid = suite.app.process.pid as number;
      const before = await settledRss(pid);
      const stalled = await raw();
      const calls: RawCall[] = [];
      for (let i = 0; i < 20; i += 1) {
        const request =
          i % 2 === 0 ? readRequest('all', ALL) : readRequest({ streamId: `big-${i % 4}` }, ALL);
        const opened = stalled.open(`${ESDB_STREAMS}Read`, request);
        opened.pause();
        calls.push(opened);
      }
      const grown = (await settledRss(pid)) - before;
      process.stdout.write(
        `${target.kind}: 20 non-reading calls grew RSS by ${grown.toFixed(1)} MiB\n`,
      );
      // What the process shows: 20 calls × 0.5 MiB, with much room for the allocator; a page of
      // 500 events each (10 MB) grew it by 175 to 355 MiB.
      expect(grown).toBeLessThan(96);
      const held = await readAheadBytes();
      process.stdout.write(`${target.kind}: read ahead ${(held / 1024 / 1024).toFixed(1)} MiB\n`);
      // What the server counts: about twice the read-ahead per call.
      expect(held).toBeGreaterThan(0);
      expect(held).toBeLessThanOrEqual(20 * 2 * CALL_READ_AHEAD_MIB * 1024 * 1024);
      expect(calls.every((opened) => opened.outcome === undefined)).toBe(true);
      for (const opened of calls) opened.cancel();
    });

    it('3,000 calls at once on one connection: HTTP and a projection are served, the excess refused', async () => {
      const streamId = unique('load-');
      const seeded = await call(suite.app.url, 'POST', `/streams/${streamId}/events`, {
        expectedVersion: 'no_stream',
        events: Array.from({ length: 20 }, (_, n) => ({ type: 'Seeded', data: { n } })),
      });
      expect(seeded.status).toBe(201);
      let flooding = true;
      const http: number[] = [];
      const failures: string[] = [];
      const millis: number[] = [];
      // HTTP while the flood runs: a read, an order, and the order list (a projection's read
      // model) read with minPosition, which waits for the projection to catch up.
      const served = (async () => {
        for (let round = 0; flooding || round < 5; round += 1) {
          const started = Date.now();
          const read = await call(suite.app.url, 'GET', `/streams/${streamId}?limit=10`);
          const customerId = unique('customer-');
          const placed = await shop.place(newOrder(customerId));
          const listed = await call<{ orders?: unknown[] }>(
            suite.app.url,
            'GET',
            `/orders?customerId=${customerId}&minPosition=${placed.body.position ?? '0'}`,
          );
          http.push(read.status, placed.status, listed.status);
          for (const [what, answer] of [
            ['read', read],
            ['order', placed],
            ['order list', listed],
          ] as const) {
            if (answer.status >= 300)
              failures.push(`${what}: ${answer.status} ${JSON.stringify(answer.body)}`);
          }
          if (listed.status === 200) expect(listed.body.orders).toHaveLength(1);
          millis.push(Date.now() - started);
        }
      })();
      const flood = await raw();
      const outcomes = await Promise.all(
        Array.from({ length: 3_000 }, (_, i) =>
          flood.serverStream(
            `${ESDB_STREAMS}Read`,
            i % 2 === 0 ? readRequest({ streamId }, '20') : readRequest('all, newest', '20'),
          ),
        ),
      );
      flooding = false;
      await served;
      const codes = tally(outcomes.map((outcome) => status[outcome.code] ?? outcome.code));
      const refusals = outcomes.filter((outcome) => outcome.code === status.RESOURCE_EXHAUSTED);
      millis.sort((a, b) => a - b);
      process.stdout.write(
        `${target.kind}: 3,000 calls ${JSON.stringify(codes)}; HTTP ${JSON.stringify(tally(http))}, ` +
          `rounds p99 ${millis[Math.floor(millis.length * 0.99)]} ms\n`,
      );
      // Anything else (UNAVAILABLE for want of a connection, INTERNAL) comes with the app's log.
      const unexpected = Object.keys(codes).filter(
        (code) => code !== 'OK' && code !== 'RESOURCE_EXHAUSTED',
      );
      const logged = suite.app
        .output()
        .split('\n')
        .filter((line) => line.includes('esdb grpc:'));
      expect({ unexpected, logged: logged.slice(0, 2) }).toEqual({ unexpected: [], logged: [] });
      for (const refusal of refusals) expect(refusal.details).toMatch(/^the server is busy: /);
      expect(failures).toEqual([]);
    });

    it('20 subscriptions and 12 persistent-subscription reads at once print no MaxListenersExceededWarning', async () => {
      const streamId = unique('subscribed-');
      const client = EventStoreDBClient.connectionString(`esdb://127.0.0.1:${port}?tls=false`);
      try {
        await client.appendToStream(streamId, jsonEvent({ type: 'Started', data: {} }));
        await client.createPersistentSubscriptionToStream(
          streamId,
          'workers',
          persistentSubscriptionToStreamSettingsFromDefaults({ startFrom: START }),
        );
      } finally {
        await client.dispose();
      }
      const subscriber = await raw();
      const subscriptions = Array.from({ length: 20 }, (_, i) =>
        subscriber.open(`${ESDB_STREAMS}Read`, subscription(i % 2 ? 'all' : { streamId })),
      );
      const persistent = Array.from({ length: 12 }, () =>
        subscriber.openBidi(`${ESDB_PERSISTENT}Read`, [
          new PersistentReadReq().setOptions(
            new PersistentReadReq.Options()
              .setStreamIdentifier(new StreamIdentifier().setStreamName(Buffer.from(streamId)))
              .setGroupName('workers')
              .setBufferSize(10)
              .setUuidOption(new PersistentReadReq.Options.UUIDOption().setString(new Empty())),
          ),
        ]),
      );
      // Confirmation and caughtUp each; a persistent read's confirmation.
      await until(
        () =>
          subscriptions.every((opened) => opened.messages.length >= 2) &&
          persistent.every((opened) => opened.messages.length >= 1),
        'every subscription to be live',
      );
      // A round trip after them: a warning printed while they started has reached us.
      expect((await call(suite.app.url, 'GET', '/health')).status).toBe(200);
      expect(suite.app.output()).not.toContain('MaxListenersExceededWarning');
      for (const opened of [...subscriptions, ...persistent]) opened.cancel();
    });
  },
);
