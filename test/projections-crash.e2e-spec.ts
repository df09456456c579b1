import { startApp, type RunningApp } from './support/app';
import { unique } from './support/http';
import {
  expectAppliedOnce,
  expectBuiltFromScratch,
  PROJECTIONS,
  ReadModels,
  until,
} from './support/read-models';
import { ShopLoad } from './support/shop-load';
import { storeTargetKinds, type StoreTargetKind } from './support/store-targets';

jest.setTimeout(180_000);

const KILLS = 6;

function describeProjectionCrashes(target: StoreTargetKind): void {
  describe(`projections killed mid-batch (${target.kind})`, () => {
    it(`ends equal to a build from scratch after ${KILLS} SIGKILLs under concurrent writes, applying no event twice`, async () => {
      const store = await target.create();
      const customers = Array.from({ length: 6 }, (_, i) => unique(`crash${i}-`));
      const env = (round: number) => ({
        EVENT_STORE_URL: store.url,
        INSTANCE_ID: `crash-${round}`,
        PROJECTIONS_BATCH_SIZE: '5',
        PROJECTIONS_LEASE_MS: '1000',
      });
      try {
        for (let round = 0; round < KILLS; round += 1) {
          const app = await startApp(env(round));
          const load = new ShopLoad(app.url, { clients: 4, customers, tolerateCrash: true });
          try {
            await killDuringCatchUp(app, `crash-${round}`, load, round % 2 === 1);
          } finally {
            await app.stop('SIGKILL');
            await load.stop();
          }
          expect(load.errors).toEqual([]);
        }

        const app = await startApp(env(KILLS));
        try {
          const reads = new ReadModels(() => app.url);
          const listeners = await reads.caughtUp();
          const { served, handled } = await expectBuiltFromScratch(reads);
          expectAppliedOnce(listeners, handled);
          expect(Object.keys(served.customers).sort()).toEqual([...customers].sort());
          expect(handled.order_list).toBeGreaterThan(KILLS * 170);

          // And a fresh build of both, beside them, gives the same read models.
          await rebuildAll(reads);
          expect(await reads.served(Object.keys(served.customers))).toEqual(served);
        } finally {
          expect((await app.stop('SIGTERM')).code).toBe(0);
        }
      } finally {
        await store.dispose();
      }
    });
  });
}

/**
 * With writes going on: pause the projections until a backlog has built up, resume them, and
 * SIGKILL the app while they catch up in batches: as soon as the resume answers (the first
 * batch in flight), or once the order list's checkpoint has moved (`afterACommit`).
 */
async function killDuringCatchUp(
  app: RunningApp,
  instanceId: string,
  load: ShopLoad,
  afterACommit: boolean,
): Promise<void> {
  const reads = new ReadModels(() => app.url);
  // The killed instance's leases expire first.
  await until(
    async () => (await reads.listeners()).every((l) => l.leaseOwner === instanceId),
    `${instanceId} to hold the leases`,
  );
  await load.acked(load.acks + 20);
  const paused: Record<string, string> = {};
  for (const name of PROJECTIONS) {
    const answer = await reads.admin(name, 'pause');
    expect(answer.status).toBe(200);
    paused[name] = answer.body.checkpoint;
  }
  await load.acked(load.acks + 150);
  for (const name of PROJECTIONS) expect((await reads.admin(name, 'resume')).status).toBe(200);
  if (afterACommit) {
    // Polled without a pause: the catch-up lasts only some batches.
    const moved = async () =>
      (await reads.listener('order_list')).body.checkpoint !== paused.order_list;
    await until(moved, 'the order list to commit a batch', 30_000, 0);
  }
  expect((await app.stop('SIGKILL')).signal).toBe('SIGKILL');
}

async function rebuildAll(reads: ReadModels): Promise<void> {
  for (const { name } of await reads.listeners()) {
    expect((await reads.admin(name, 'rebuild')).status).toBe(202);
  }
  await reads.caughtUp();
}

for (const target of storeTargetKinds('projection crash e2e')) {
  if (target.enabled) describeProjectionCrashes(target);
  else
    it.skip(`projections killed mid-batch (${target.kind}): PostgreSQL not reachable`, () =>
      undefined);
}
