import { startApp, type RunningApp } from './support/app';
import { startEsdbServer, type EsdbServerProcess } from './support/esdb-server';
import { expectOneOrderPerKey, KeyedOrderLoad } from './support/keyed-orders';
import { storeTargetKinds, type StoreTarget, type StoreTargetKind } from './support/store-targets';

jest.setTimeout(300_000);

const CLIENTS = 16;
const KEYS = 240;
const ANSWERED_BEFORE_KILL = 60;

/**
 * Issue 29, item 1, on the EventStoreDB store: two app instances on `esdb://` (Tidemark's
 * EventStoreDB-protocol server in a child process, on PostgreSQL; the apps' read side and keys
 * on another PostgreSQL database), 16 clients placing orders under keys of their own; the
 * server is SIGKILLed mid-load and started again on the same store and port. Each key is
 * retried with the same body until an answer that is not a 5xx: each places exactly one
 * order, its final answer and a replay name it, and a 503 whose events were stored says
 * `writeOutcome: "unknown"`.
 */
const postgres = storeTargetKinds('keyed orders on EventStoreDB').find(
  (k) => k.kind === 'postgres',
);
(postgres?.enabled ? describe : describe.skip)(
  'keyed orders on EventStoreDB whose server dies',
  () => {
    const targets: StoreTarget[] = [];
    const apps: RunningApp[] = [];
    let server: EsdbServerProcess | undefined;

    afterAll(async () => {
      await Promise.all(apps.map((app) => app.stop('SIGKILL')));
      await server?.stop('SIGTERM');
      for (const target of targets) await target.dispose();
    });

    it('places one order per key through a SIGKILL of the server, and replays its answer', async () => {
      const database = async () => {
        const target = await (postgres as StoreTargetKind).create();
        targets.push(target);
        return target;
      };
      // The server's store, and the apps' read side and keys.
      const [events, state] = [await database(), await database()];
      server = await startEsdbServer(events.url);
      const env = { EVENT_STORE_URL: server.url, STATE_STORE_URL: state.url };
      apps.push(await startApp(env), await startApp(env));

      const load = new KeyedOrderLoad({
        urls: apps.map((app) => app.url),
        clients: CLIENTS,
        keys: KEYS,
      });
      await load.reached(ANSWERED_BEFORE_KILL);
      await server.stop('SIGKILL');
      server = await startEsdbServer(events.url, { port: server.port });
      await load.finished();
      await expectOneOrderPerKey('EventStoreDB', apps[0].url, load);
    });
  },
);
