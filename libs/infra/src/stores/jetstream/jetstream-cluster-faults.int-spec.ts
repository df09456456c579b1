import { randomUUID } from 'node:crypto';
import { connect, type NatsConnection } from 'nats';
import {
  natsTestsEnabled,
  startNatsCluster,
  until,
  type NatsCluster,
} from '@tidemark/infra/testing';
import { StoreUnavailable } from '../../errors';
import type { RecordedEvent } from '../../event-store/event-store.port';
import { JetStreamEventStore } from './jetstream-event-store';

jest.setTimeout(300_000);

const STREAM = 'FAULTS';
const WRITERS = 6;
const ACKS_PER_PHASE = 30;
/** A phase waits through an election and a node's catch-up: long on a busy machine. */
const PHASE_TIMEOUT_MS = 120_000;

interface Batch {
  readonly streamId: string;
  readonly ids: readonly string[];
  readonly expectedVersion: number;
  acked?: { readonly firstVersion: number; readonly position: bigint };
}

/**
 * DESIGN "Outages": on an R3 cluster, writers append under exact expected versions (some
 * batches of several events) while a follower and then the stream's leader are SIGKILLed;
 * a failed append is retried with the same ids until it answers. Afterwards every acknowledged
 * append stands exactly once, in order, with contiguous versions and increasing positions.
 */
if (natsTestsEnabled('JetStream cluster faults')) {
  let cluster: NatsCluster;
  let nc: NatsConnection;
  beforeAll(async () => {
    cluster = await startNatsCluster(3);
    nc = await connect({ servers: cluster.urls.split(','), maxReconnectAttempts: -1 });
  }, 120_000);
  afterAll(async () => {
    await nc?.close();
    await cluster?.close();
  });

  async function leaderOf(name: string): Promise<string | undefined> {
    const jsm = await nc.jetstreamManager();
    return (await jsm.streams.info(name)).cluster?.leader;
  }

  /** Every replica of the stream and of its id bucket is current again. */
  async function replicasCurrent(): Promise<boolean> {
    // While a node restarts or an election runs, the manager's own request may time out too:
    // not current yet, ask again.
    const jsm = await nc.jetstreamManager().catch(() => undefined);
    if (!jsm) return false;
    for (const name of [STREAM, `KV_${STREAM}_ids`]) {
      const info = await jsm.streams.info(name).catch(() => undefined);
      const replicas = info?.cluster?.replicas ?? [];
      if (!info?.cluster?.leader || replicas.length !== 2) return false;
      if (!replicas.every((r) => r.current && !r.offline)) return false;
    }
    return true;
  }

  it('loses no acknowledged append and writes none twice when a follower and the leader die', async () => {
    const store = await JetStreamEventStore.connect(cluster.urls, {
      stream: STREAM,
      replicas: 3,
      appendTimeoutMs: 10_000,
    });
    const batches: Batch[] = [];
    const unexpected: string[] = [];
    let acks = 0;
    let retries = 0;
    let stop = false;
    const writers = Array.from({ length: WRITERS }, async (_, writer) => {
      const streamId = `fault-${writer}`;
      let version = 0;
      for (let n = 0; !stop; n += 1) {
        const size = (n % 3) + 1;
        const batch: Batch = {
          streamId,
          ids: Array.from({ length: size }, () => randomUUID()),
          expectedVersion: version,
        };
        batches.push(batch);
        const events = batch.ids.map((id, i) => ({ id, type: 'Tick', data: { n, i } }));
        for (;;) {
          try {
            const result = await store.appendToStream(streamId, events, {
              expectedVersion: batch.expectedVersion,
            });
            batch.acked = { firstVersion: result.firstVersion, position: result.position };
            version = result.nextExpectedVersion;
            acks += 1;
            break;
          } catch (error) {
            if (!(error instanceof StoreUnavailable)) {
              unexpected.push(`${streamId} #${n}: ${String(error)}`);
              return;
            }
            retries += 1; // the same ids again: a retry of what may stand
          }
        }
      }
    });
    const acksReach = (count: number) =>
      until(
        () => acks >= count || unexpected.length > 0,
        `${count} acknowledged appends`,
        PHASE_TIMEOUT_MS,
      );

    // A failed phase must not leave the writers appending and the store open: jest would hang.
    try {
      await acksReach(ACKS_PER_PHASE);
      const leader = await leaderOf(STREAM);
      const follower = cluster.nodes.find((node) => node.name !== leader);
      if (!follower) throw new Error('no follower');
      await follower.kill();
      await acksReach(acks + ACKS_PER_PHASE);
      await follower.start();
      await cluster.ready();
      await until(replicasCurrent, 'every replica to be current again', PHASE_TIMEOUT_MS);

      const oldLeader = cluster.node((await leaderOf(STREAM)) ?? '');
      await oldLeader.kill();
      await acksReach(acks + ACKS_PER_PHASE);
      await oldLeader.start();
      await cluster.ready();
      await acksReach(acks + ACKS_PER_PHASE);
      stop = true;
      await Promise.all(writers);
      expect(unexpected).toEqual([]);

      const events: RecordedEvent[] = [];
      for (let from = 0n; ;) {
        const page = await store.readAll({ from, limit: 1000 });
        events.push(...page.events);
        if (page.events.length === 0) break;
        from = page.nextPosition;
      }
      for (let i = 1; i < events.length; i += 1) {
        expect(events[i].position > events[i - 1].position).toBe(true);
      }
      const ids = batches.flatMap((batch) => batch.ids);
      expect(new Set(events.map((event) => event.id)).size).toBe(events.length);
      expect(events).toHaveLength(ids.length);
      for (let writer = 0; writer < WRITERS; writer += 1) {
        const streamId = `fault-${writer}`;
        const written = events.filter((event) => event.streamId === streamId);
        const mine = batches.filter((batch) => batch.streamId === streamId);
        expect(written.map((event) => event.id)).toEqual(mine.flatMap((batch) => batch.ids));
        expect(written.map((event) => event.version)).toEqual(written.map((_, n) => n + 1));
        for (const batch of mine) {
          const first = written.find((event) => event.id === batch.ids[0]);
          expect(first?.version).toBe(batch.acked?.firstVersion);
        }
      }
      console.log(
        `JetStream faults: ${acks} appends acknowledged, ${retries} retried after an outage`,
      );
    } finally {
      stop = true;
      await Promise.allSettled(writers);
      await store.close();
    }
  });
} else {
  it.skip('JetStream cluster faults (no NATS server)', () => undefined);
}
