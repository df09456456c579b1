import { startApp, type RunningApp } from './support/app';
import { unique } from './support/http';
import {
  expectAppliedOnce,
  expectBuiltFromScratch,
  PROJECTIONS,
  ReadModels,
  until,
  type ListenerJson,
} from './support/read-models';
import { ShopLoad } from './support/shop-load';
import { storeTargetKinds, type StoreTargetKind } from './support/store-targets';

jest.setTimeout(120_000);

const owners = (listeners: ListenerJson[]) => listeners.map((l) => l.leaseOwner);

function describeFailover(target: StoreTargetKind): void {
  describe('projections on two instances of one PostgreSQL', () => {
    it('runs each projection in one instance; when it is killed the other takes over, applying no event twice', async () => {
      const store = await target.create();
      const customers = Array.from({ length: 4 }, (_, i) => unique(`failover${i}-`));
      const env = (instanceId: string) => ({
        EVENT_STORE_URL: store.url,
        INSTANCE_ID: instanceId,
        // The default: a busy machine's pause of the leader must not hand its leases over
        // before the kill (the other instance takes over 5 s after it).
        PROJECTIONS_LEASE_MS: '5000',
        PROJECTIONS_BATCH_SIZE: '5',
      });
      const apps: RunningApp[] = [];
      const loads: ShopLoad[] = [];
      try {
        const a = await startApp(env('instance-a'));
        apps.push(a);
        const readsA = new ReadModels(() => a.url);
        await until(
          async () => owners(await readsA.listeners()).every((o) => o === 'instance-a'),
          'instance-a to hold the leases',
        );
        const b = await startApp(env('instance-b'));
        apps.push(b);
        const readsB = new ReadModels(() => b.url);
        // Logged just after the app listens: it may trail the first answer to /health.
        await until(
          async () => b.output().includes('run in instance instance-b (PostgreSQL'),
          'the projections start-up line',
        );

        const loadA = new ShopLoad(a.url, { clients: 2, customers, tolerateCrash: true });
        const loadB = new ShopLoad(b.url, { clients: 2, customers });
        loads.push(loadA, loadB);
        await Promise.all([loadA.acked(40), loadB.acked(40)]);
        // One owner per projection, the same seen from both: the first instance.
        for (const reads of [readsA, readsB]) {
          expect(owners(await reads.listeners())).toEqual(PROJECTIONS.map(() => 'instance-a'));
        }

        // Kill the leader in the middle of a catch-up, while both take writes.
        for (const name of PROJECTIONS)
          expect((await readsB.admin(name, 'pause')).status).toBe(200);
        const paused = (await readsB.listener('order_list')).body.checkpoint;
        await Promise.all([loadA.acked(loadA.acks + 50), loadB.acked(loadB.acks + 50)]);
        for (const name of PROJECTIONS)
          expect((await readsB.admin(name, 'resume')).status).toBe(200);
        await until(
          async () => (await readsA.listener('order_list')).body.checkpoint !== paused,
          'instance-a to commit a batch',
          30_000,
          0,
        );
        expect((await a.stop('SIGKILL')).signal).toBe('SIGKILL');
        await loadA.stop();
        expect(loadA.errors).toEqual([]);

        await until(
          async () => owners(await readsB.listeners()).every((o) => o === 'instance-b'),
          'instance-b to take the leases over',
        );
        await loadB.acked(loadB.acks + 40);
        await loadB.stop();
        expect(loadB.errors).toEqual([]);

        const listeners = await readsB.caughtUp();
        expect(listeners.map((l) => [l.leaseOwner, l.checkpoint])).toEqual(
          listeners.map((l) => ['instance-b', l.headPosition]),
        );
        // Each event applied by one instance, once.
        expectAppliedOnce(listeners, (await expectBuiltFromScratch(readsB)).handled);
      } finally {
        await Promise.all(loads.map((load) => load.stop()));
        const [a, b] = apps;
        await a?.stop('SIGKILL');
        const exit = await b?.stop('SIGTERM');
        await store.dispose();
        if (b) expect(exit?.code).toBe(0);
      }
    });
  });
}

for (const target of storeTargetKinds('projection failover e2e')) {
  if (target.kind !== 'postgres') continue;
  if (target.enabled) describeFailover(target);
  else it.skip('projections on two instances: PostgreSQL not reachable', () => undefined);
}
