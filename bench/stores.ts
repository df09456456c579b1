/**
 * The `stores` part of `npm run bench`: the figures behind the README's "which store" table.
 * The same two workloads through the EventStore port on every store Tidemark runs on — SQLite,
 * PostgreSQL, EventStoreDB (the `@eventstore/db-client` adapter against Tidemark's own
 * EventStoreDB-protocol server over PostgreSQL, in a child process: no EventStoreDB server exists
 * here) and NATS JetStream (the machine's single server, and a 3-node R3 cluster on loopback):
 *
 * - append.c16: single-event appends with expected version, 16 writers over 1,000 streams;
 * - catchup: the whole log read from position 0 by a subscription (catch-up, as a new
 *   projection does), after it was filled with the appends above plus 100-event appends.
 *
 * Each store is then checked: the subscription saw every event written. No peer or floor.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { openStorage, type EventStore } from '@tidemark/infra';
import { EsdbEventStore } from '@tidemark/infra/eventstoredb';
import {
  runOnPostgres,
  startNatsCluster,
  testNatsUrl,
  type NatsCluster,
} from '@tidemark/infra/testing';
import type { BenchOptions, Comparison } from './comparison';
import { measure, type Measured } from './measure';
import { benchData, EVENT_TYPE } from './targets/target';

const STREAMS = 1000;
const CONCURRENCY = 16;
const BATCH = 100;

interface Sizes {
  readonly budgetSeconds: number;
  readonly singles: number;
  /** 100-event appends written (untimed) before the catch-up. */
  readonly batches: number;
}

const FULL: Sizes = { budgetSeconds: 60, singles: 8000, batches: 200 };
const QUICK: Sizes = { budgetSeconds: 10, singles: 1200, batches: 30 };

/** A store under test and how to drop what it made. */
interface StoreUnderTest {
  readonly key: string;
  readonly label: string;
  readonly store: EventStore;
  dispose(): Promise<void>;
}

async function sqlite(): Promise<StoreUnderTest> {
  const dir = mkdtempSync(join(tmpdir(), 'tidemark-bench-stores-'));
  const storage = await openStorage(`sqlite:${join(dir, 'events.db')}`);
  return {
    key: 'sqlite',
    label: 'SQLite (WAL, synchronous=FULL)',
    store: storage.events,
    dispose: async () => {
      await storage.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function postgres(url: string): Promise<StoreUnderTest> {
  const schema = `tidemark_bench_stores_${Date.now()}`;
  const storage = await openStorage(url, { schema });
  return {
    key: 'pg',
    label: 'PostgreSQL 15 (pool of 10)',
    store: storage.events,
    dispose: async () => {
      await storage.close();
      await runOnPostgres(url, `DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    },
  };
}

/** Tidemark's EventStoreDB-protocol server over PostgreSQL, as a child process. */
async function eventStoreDb(url: string): Promise<StoreUnderTest> {
  const schema = `tidemark_bench_esdb_${Date.now()}`;
  const child: ChildProcess = spawn(
    process.execPath,
    [
      '-r',
      '@swc-node/register',
      join(__dirname, '..', 'test', 'support', 'esdb-server-main.ts'),
      url,
      '--schema',
      schema,
      '--dispose',
    ],
    { stdio: ['pipe', 'pipe', 'inherit'] },
  );
  const port = await new Promise<number>((resolve, reject) => {
    child.once('exit', (code) =>
      reject(new Error(`EventStoreDB-protocol server exited (${code})`)),
    );
    createInterface({ input: child.stdout as NodeJS.ReadableStream }).once('line', (line) =>
      resolve((JSON.parse(line) as { port: number }).port),
    );
  });
  const store = await EsdbEventStore.connect(`esdb://127.0.0.1:${port}?tls=false`, {});
  return {
    key: 'esdb',
    label:
      '@eventstore/db-client → Tidemark EventStoreDB-protocol server over PostgreSQL (child process)',
    store,
    dispose: async () => {
      await store.close();
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.stdin?.end();
      await exited;
    },
  };
}

/** JetStream on `servers`: a stream (and id index) of its own, deleted at the end. */
async function jetStream(
  key: string,
  label: string,
  servers: string,
  replicas: number,
): Promise<StoreUnderTest> {
  const dir = mkdtempSync(join(tmpdir(), 'tidemark-bench-js-'));
  const stream = `BENCH_${Date.now()}`;
  const storage = await openStorage(`${servers}?stream=${stream}&replicas=${replicas}`, {
    stateStoreUrl: `sqlite:${join(dir, 'state.db')}`,
  });
  return {
    key,
    label,
    store: storage.events,
    dispose: async () => {
      await deleteJetStreamStore(servers, stream);
      await storage.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Deletes the JetStream streams (events, KV id index) whose names hold `stream`. */
async function deleteJetStreamStore(servers: string, stream: string): Promise<void> {
  const { connect } = await import('nats');
  const connection = await connect({ servers: servers.replace(/^nats:\/\//, '').split(',') });
  try {
    const manager = await connection.jetstreamManager();
    for await (const info of manager.streams.list()) {
      if (info.config.name.includes(stream)) await manager.streams.delete(info.config.name);
    }
  } finally {
    await connection.close();
  }
}

/** Single-event appends with expected version, 16 writers, each owning its streams. */
function appends(store: EventStore, sizes: Sizes): Promise<Measured> {
  const versions = new Array<number>(STREAMS).fill(0);
  return measure({
    budgetSeconds: sizes.budgetSeconds,
    operations: sizes.singles,
    concurrency: CONCURRENCY,
    operation: async (index, worker) => {
      const owned = Math.ceil((STREAMS - worker) / CONCURRENCY);
      const stream = worker + CONCURRENCY * (Math.floor(index / CONCURRENCY) % owned);
      const expected = versions[stream] ?? 0;
      await store.appendToStream(
        `bench-${stream}`,
        [{ type: EVENT_TYPE, data: benchData(expected + 1) }],
        { expectedVersion: expected },
      );
      versions[stream] = expected + 1;
      return 1;
    },
  });
}

async function fill(store: EventStore, batches: number): Promise<void> {
  for (let i = 0; i < batches; i += 1) {
    const streamId = `fill-${i % 10}`;
    const expected = Math.floor(i / 10) * BATCH;
    await store.appendToStream(
      streamId,
      Array.from({ length: BATCH }, (_, n) => ({
        type: EVENT_TYPE,
        data: benchData(expected + n + 1),
      })),
      { expectedVersion: expected },
    );
  }
}

/** A subscription from position 0 until it has seen `total` events. */
async function catchUp(store: EventStore, total: number): Promise<Measured> {
  const controller = new AbortController();
  return measure({
    operations: 1,
    concurrency: 1,
    operation: async () => {
      let seen = 0;
      let last = 0n;
      for await (const event of store.subscribe({ from: 0n, signal: controller.signal })) {
        const position = BigInt(event.position);
        if (position <= last) throw new Error(`position ${position} after ${last}`);
        last = position;
        seen += 1;
        if (seen === total) break;
      }
      controller.abort();
      if (seen !== total) throw new Error(`caught up on ${seen} of ${total} events`);
      return seen;
    },
  });
}

function rows(
  subject: StoreUnderTest,
  appended: Measured,
  caughtUp: Measured,
  total: number,
): Comparison[] {
  const failed = (m: Measured) =>
    m.failures > 0 ? [`FAILED: ${m.failures} (${m.firstError ?? ''})`] : [];
  return [
    {
      name: `stores.${subject.key}.append.c16`,
      unit: 'events/s',
      ours: Math.round(appended.perSecond),
      peer: null,
      floor: null,
      notes: [
        `${subject.label}: single-event appends with expected version, 16 writers, ${appended.items} events`,
        `p50 ${appended.p50Ms?.toFixed(1)} ms, p99 ${appended.p99Ms?.toFixed(1)} ms`,
        ...failed(appended),
      ].join('; '),
      details: { ...appended },
    },
    {
      name: `stores.${subject.key}.catchup`,
      unit: 'events/s',
      ours: Math.round(caughtUp.perSecond),
      peer: null,
      floor: null,
      notes: [
        `${subject.label}: subscribe from 0 through ${total} events`,
        ...failed(caughtUp),
      ].join('; '),
      details: { ...caughtUp },
    },
  ];
}

async function benchOne(open: () => Promise<StoreUnderTest>, sizes: Sizes): Promise<Comparison[]> {
  const subject = await open();
  try {
    const appended = await appends(subject.store, sizes);
    await fill(subject.store, sizes.batches);
    const total = appended.items + sizes.batches * BATCH;
    const caughtUp = await catchUp(subject.store, total);
    return rows(subject, appended, caughtUp, total);
  } finally {
    await subject.dispose();
  }
}

export async function storesBench(options: BenchOptions): Promise<Comparison[]> {
  const sizes = options.quick ? QUICK : FULL;
  const natsUrl = process.env.BENCH_NATS_URL ?? testNatsUrl();
  const stores: Record<string, () => Promise<StoreUnderTest>> = {
    sqlite,
    pg: () => postgres(options.postgresUrl),
    esdb: () => eventStoreDb(options.postgresUrl),
    jetstream: () =>
      jetStream('jetstream', 'NATS JetStream 2.9, one server (R1, file storage)', natsUrl, 1),
  };
  // BENCH_STORES=sqlite,pg,esdb,jetstream,jetstream-r3 measures only those (default: all).
  const only = process.env.BENCH_STORES?.split(',');
  const wanted = (key: string) => only === undefined || only.includes(key);
  const results: Comparison[] = [];
  for (const [key, open] of Object.entries(stores)) {
    if (wanted(key)) results.push(...(await benchOne(open, sizes)));
  }
  if (wanted('jetstream-r3')) {
    const cluster: NatsCluster = await startNatsCluster(3);
    try {
      const servers = cluster.nodes.map((node) => node.url.replace(/^nats:\/\//, '')).join(',');
      results.push(
        ...(await benchOne(
          () =>
            jetStream(
              'jetstream-r3',
              'NATS JetStream 2.9, 3-node cluster on loopback (R3)',
              `nats://${servers}`,
              3,
            ),
          sizes,
        )),
      );
    } finally {
      await cluster.close();
    }
  }
  return results;
}
