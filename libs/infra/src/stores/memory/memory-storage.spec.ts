import type { DomainEvent } from '@tidemark/domain';
import {
  defineProjection,
  defineSaga,
  NotSupported,
  ListenerRunner,
  sagaReactor,
  type SqlProjection,
} from '@tidemark/infra';
import { onRollback, openMemoryStorage } from '@tidemark/infra/memory';
import { describeStorageContract, memoryStorageDatabase } from '@tidemark/infra/testing';
import { openStorage } from '../open-storage';

describeStorageContract('memory', memoryStorageDatabase);

describe("openStorage('memory:')", () => {
  it('opens every port in memory, a new store each time', async () => {
    const first = await openStorage('memory:');
    const second = await openStorage('memory:');
    try {
      expect(first.kind).toBe('memory');
      await first.events.appendToStream('order-1', [{ type: 'Placed', data: {} }]);
      expect(await first.events.headPosition()).toBe(1n);
      expect(await second.events.headPosition()).toBe(0n);
      await expect(openStorage('memory:shared')).rejects.toMatchObject({
        name: 'UnsupportedStoreUrl',
      });
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });

  it('runs transactions but refuses SQL with NotSupported', async () => {
    const storage = await openMemoryStorage();
    try {
      expect(storage.sql.dialect).toBe('memory');
      await expect(storage.sql.query.all('SELECT 1')).rejects.toBeInstanceOf(NotSupported);
      await expect(storage.sql.transaction((tx) => tx.run('DELETE FROM x'))).rejects.toThrow(
        'SQL (DELETE FROM …) is not supported by the memory store',
      );
      expect(await storage.sql.transaction(async () => 'done')).toBe('done');
    } finally {
      await storage.close();
    }
  });

  it('undoes what the ports wrote in a transaction that fails', async () => {
    const storage = await openMemoryStorage();
    const undone: string[] = [];
    try {
      await expect(
        storage.sql.transaction(async (tx) => {
          await storage.listenerState.register(tx, 'tally');
          onRollback(tx, () => undone.push('read model'));
          throw new Error('handler failed');
        }),
      ).rejects.toThrow('handler failed');
      expect(undone).toEqual(['read model']);
      await expect(storage.listenerState.state('tally')).rejects.toMatchObject({
        name: 'UnknownListener',
      });
    } finally {
      await storage.close();
    }
  });

  it('refuses a projection with SQL tables when the runner registers it', async () => {
    const storage = await openMemoryStorage();
    const sqlProjection: SqlProjection = {
      name: 'totals',
      tables: ['totals'],
      setup: async (tx, t) => {
        await tx.run(`CREATE TABLE ${t.totals} (id TEXT)`);
      },
      apply: async () => undefined,
    };
    const runner = new ListenerRunner({ storage, listeners: [sqlProjection] });
    try {
      await expect(runner.register()).rejects.toThrow(
        'totals: state in SQL tables is not supported by the memory store',
      );
    } finally {
      await storage.close();
    }
  });

  it('refuses a saga when the runner registers it: its instances live in SQL', async () => {
    const storage = await openMemoryStorage();
    const saga = defineSaga<DomainEvent<'Placed', { orderId: string }>, { placed: boolean }>({
      name: 'checkout',
      eventTypes: ['Placed'],
      correlate: (event) => event.data.orderId,
      initialState: () => ({ placed: false }),
      react: () => ({ state: { placed: true } }),
      steps: {},
    });
    const runner = new ListenerRunner({ storage, listeners: [sagaReactor(saga)] });
    try {
      await expect(runner.register()).rejects.toBeInstanceOf(NotSupported);
    } finally {
      await storage.close();
    }
  });

  it('runs a typed projection whose read model is in memory', async () => {
    const storage = await openMemoryStorage();
    const totals = new Map<string, number>();
    const projection = defineProjection<DomainEvent<'Added', { by: number }>>({
      eventTypes: ['Added'],
      name: 'totals',
      tables: [],
      setup: async () => undefined,
      apply: async (event, tx) => {
        const before = totals.get(event.streamId) ?? 0;
        totals.set(event.streamId, before + event.data.by);
        onRollback(tx, () => totals.set(event.streamId, before));
      },
    });
    const runner = new ListenerRunner({ storage, listeners: [projection], idlePollMs: 10 });
    try {
      await storage.events.appendToStream('cart-1', [
        { type: 'Added', data: { by: 2 } },
        { type: 'Added', data: { by: 3 } },
      ]);
      await runner.start();
      expect(await runner.waitFor('totals', await storage.events.headPosition(), 10_000)).toBe(
        true,
      );
      expect(totals.get('cart-1')).toBe(5);
    } finally {
      await runner.stop();
      await storage.close();
    }
  });
});
