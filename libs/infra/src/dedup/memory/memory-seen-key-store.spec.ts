import { describeSeenKeyStoreContract } from '@tidemark/infra/testing';
import type { SeenEntry } from '@tidemark/domain';
import { MemorySeenKeyStore } from './memory-seen-key-store';

describeSeenKeyStoreContract('memory', async () => {
  const store = new MemorySeenKeyStore();
  return { open: async () => store, dispose: async () => undefined };
});

const entry = (key: string, occurredAt: number, expiresAt: number): SeenEntry => ({
  key,
  factId: `id-${key}`,
  occurredAt,
  source: 's',
  priority: 1,
  revision: 1,
  expiresAt,
  pendingUntil: null,
  previous: null,
});

describe('MemorySeenKeyStore bounds', () => {
  it('drops expired entries as time passes, without a sweep', async () => {
    const store = new MemorySeenKeyStore();
    for (let i = 0; i < 10_000; i += 1) {
      await store.claim(entry(`k${i}`, i, i + 1000), 100, [], i);
    }
    // At t = 10,999 only entries expiring after it remain: those claimed at i >= 10,000 - 1,000.
    expect(store.size).toBe(1000);
    expect(store.stats.expired).toBe(9000);
    expect(store.stats.evicted).toBe(0);
  });

  it('evicts what expires soonest past its maximum size', async () => {
    const store = new MemorySeenKeyStore({ maxSize: 3 });
    await store.claim(entry('late', 0, 9000), 100, [], 0);
    await store.claim(entry('soon', 0, 1000), 100, [], 0);
    await store.claim(entry('mid', 0, 5000), 100, [], 0);
    await store.claim(entry('new', 0, 7000), 100, [], 0);
    expect(store.size).toBe(3);
    expect(store.stats.evicted).toBe(1);
    expect((await store.claim(entry('soon', 0, 1000), 100, [], 0)).kind).toBe('claimed');
    expect((await store.claim(entry('late', 0, 9000), 100, [], 0)).kind).toBe('seen');
  });

  it('keeps hits and day counters within the bound too', async () => {
    const store = new MemorySeenKeyStore({ maxSize: 10 });
    for (let i = 0; i < 100; i += 1) {
      await store.admit([{ kind: 'sliding', key: `s${i}`, max: 5, windowMs: 60_000 }], i);
      await store.admit([{ kind: 'bucket', key: `b${i}`, max: 5, expiresAt: 86_400_000 }], i);
    }
    expect(store.size).toBe(10);
  });
});
