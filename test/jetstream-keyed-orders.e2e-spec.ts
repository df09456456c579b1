import { connect } from 'nats';
import {
  natsTestsEnabled,
  startNatsCluster,
  until,
  type NatsCluster,
  type NatsNode,
} from '@tidemark/infra/testing';
import { startApp, type RunningApp } from './support/app';
import { expectOneOrderPerKey, KeyedOrderLoad } from './support/keyed-orders';
import { storeTargetKinds, type StoreTarget } from './support/store-targets';

jest.setTimeout(300_000);

const STREAM = 'KEYED';
const CLIENTS = 16;
const KEYS = 240;
const ANSWERED_BEFORE_KILL = 60;

/** How many client connections `node` holds now. */
async function connections(node: NatsNode): Promise<number> {
  const response = await fetch(`http://127.0.0.1:${node.monitorPort}/connz`);
  return ((await response.json()) as { num_connections: number }).num_connections;
}

/** The node the app started by `start` connected to (the client picks one of the URL's at random). */
async function startedOn(
  cluster: NatsCluster,
  start: () => Promise<RunningApp>,
): Promise<{ app: RunningApp; node: NatsNode }> {
  const before = await Promise.all(cluster.nodes.map(connections));
  const app = await start();
  const after = await Promise.all(cluster.nodes.map(connections));
  const index = after.findIndex((count, i) => count > before[i]);
  if (index < 0) throw new Error('the app holds no NATS connection');
  return { app, node: cluster.nodes[index] };
}

/** Moves the stream's leader off `node` (the apps' node is to be a follower when it dies). */
async function leaderOff(cluster: NatsCluster, node: NatsNode): Promise<void> {
  const other = cluster.nodes.find((n) => n !== node) as NatsNode;
  const nc = await connect({ servers: [other.url], noRandomize: true });
  try {
    const jsm = await nc.jetstreamManager();
    const leader = async () => (await jsm.streams.info(STREAM)).cluster?.leader;
    if ((await leader()) === node.name) {
      await nc.request(`$JS.API.STREAM.LEADER.STEPDOWN.${STREAM}`, undefined, { timeout: 10_000 });
      await until(async () => {
        const now = await leader().catch(() => undefined);
        return now !== undefined && now !== node.name;
      }, `the leader of ${STREAM} to leave ${node.name}`);
    }
  } finally {
    await nc.close();
  }
}

/**
 * Issue 29, item 1, as it was found: two app instances on a 3-node JetStream R3 stream (the
 * read side and the keys on one PostgreSQL), 16 clients placing orders under keys of their
 * own, the NATS node both apps are connected to (a follower of the stream) SIGKILLed
 * mid-load; each key is retried with the same body until an answer that is not a 5xx. Each
 * key places exactly one order, its final answer and a replay name it, and a 503 whose events
 * were stored says `writeOutcome: "unknown"`.
 */
const postgres = storeTargetKinds('keyed orders on JetStream').find((k) => k.kind === 'postgres');
if (natsTestsEnabled('keyed orders on JetStream') && postgres?.enabled) {
  describe('keyed orders on a JetStream R3 cluster whose node dies', () => {
    let cluster: NatsCluster | undefined;
    let state: StoreTarget | undefined;
    const apps: RunningApp[] = [];

    afterAll(async () => {
      await Promise.all(apps.map((app) => app.stop('SIGKILL')));
      await cluster?.close();
      await state?.dispose();
    });

    it('places one order per key through a SIGKILL of the apps’ node, and replays its answer', async () => {
      cluster = await startNatsCluster(3);
      state = await postgres.create();
      const env = {
        EVENT_STORE_URL: `nats://${cluster.nodes.map((n) => n.url.slice(7)).join(',')}?stream=${STREAM}&replicas=3`,
        STATE_STORE_URL: state.url,
      };
      const first = await startedOn(cluster, () => startApp(env));
      apps.push(first.app);
      const doomed = first.node;
      // Both apps on one node: the second is started again until its client picks that one.
      for (let tries = 0; apps.length < 2; tries += 1) {
        if (tries === 30) throw new Error(`the second app never connected to ${doomed.name}`);
        const second = await startedOn(cluster, () => startApp(env));
        if (second.node === doomed) apps.push(second.app);
        else await second.app.stop('SIGTERM');
      }
      await leaderOff(cluster, doomed);

      const load = new KeyedOrderLoad({
        urls: apps.map((app) => app.url),
        clients: CLIENTS,
        keys: KEYS,
      });
      await load.reached(ANSWERED_BEFORE_KILL);
      await doomed.kill();
      await load.finished();
      await expectOneOrderPerKey('JetStream', apps[0].url, load);
    });
  });
} else {
  it.skip('keyed orders on JetStream (no NATS server or no PostgreSQL)', () => undefined);
}
