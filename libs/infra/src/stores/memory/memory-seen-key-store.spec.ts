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

describe('MemorySeenKeyStore eviction order', () => {
  const pending = (key: string, expiresAt: number, pendingUntil: number): SeenEntry => ({
    ...entry(key, 0, expiresAt),
    pendingUntil,
  });
  const hit = (key: string, windowMs: number) =>
    ({ kind: 'sliding', key, max: 1, windowMs }) as const;

  it('evicts seen entries before limit hits and counters, so limits still hold', async () => {
    const store = new MemorySeenKeyStore({ maxSize: 3 });
    const sliding = hit('sliding', 1000); // its hit expires first, at 1000
    const bucket = { kind: 'bucket', key: 'day', max: 1, expiresAt: 2000 } as const;
    expect((await store.admit([sliding, bucket], 0)).kind).toBe('admitted');
    await store.claim(entry('a', 0, 9000), 100, [], 0);
    await store.claim(entry('b', 0, 10_000), 100, [], 0); // one too many: 'a' goes
    expect(store.size).toBe(3);
    expect(store.stats.evicted).toBe(1);
    expect(await store.admit([sliding], 1)).toEqual({
      kind: 'limited',
      check: sliding,
      retryAfterMs: 999,
    });
    expect(await store.admit([bucket], 1)).toEqual({
      kind: 'limited',
      check: bucket,
      retryAfterMs: 1999,
    });
    expect((await store.claim(entry('b', 0, 10_000), 100, [], 1)).kind).toBe('seen');
    expect((await store.claim(entry('a', 0, 9000), 100, [], 1)).kind).toBe('claimed');
  });

  it('evicts limit hits and counters only when no seen entry is left but pending ones', async () => {
    const store = new MemorySeenKeyStore({ maxSize: 2 });
    // Pending until 5000, expiring first (at 1000): still evicted last.
    await store.claim(pending('p', 1000, 5000), 100, [], 0);
    expect((await store.admit([hit('h1', 2000)], 0)).kind).toBe('admitted');
    expect((await store.admit([hit('h2', 3000)], 0)).kind).toBe('admitted'); // h1's hit goes
    expect(store.size).toBe(2);
    expect(store.stats.evicted).toBe(1);
    expect((await store.claim(entry('p', 0, 1000), 100, [], 1)).kind).toBe('seen');
    expect((await store.admit([hit('h2', 3000)], 1)).kind).toBe('limited');
    // Over the bound again: of the hits, the one expiring first goes (h1's new one, at 2001).
    expect((await store.admit([hit('h1', 2000)], 1)).kind).toBe('admitted');
    expect(store.stats.evicted).toBe(2);
    expect((await store.claim(entry('p', 0, 1000), 100, [], 2)).kind).toBe('seen');
    expect((await store.admit([hit('h2', 3000)], 2)).kind).toBe('limited');
  });

  it('evicts a pending entry when nothing else is left, the soonest-expiring first', async () => {
    const store = new MemorySeenKeyStore({ maxSize: 2 });
    await store.claim(pending('p1', 8000, 5000), 100, [], 0);
    await store.claim(pending('p2', 7000, 5000), 100, [], 0);
    await store.claim(pending('p3', 9000, 5000), 100, [], 0);
    expect(store.size).toBe(2);
    expect((await store.claim(entry('p1', 0, 8000), 100, [], 0)).kind).toBe('seen');
    expect((await store.claim(entry('p3', 0, 9000), 100, [], 0)).kind).toBe('seen');
    expect(store.stats.evicted).toBe(1);
  });

  it('protects an entry while it is pending at the time of the eviction only', async () => {
    const store = new MemorySeenKeyStore({ maxSize: 3 });
    await store.claim(pending('done', 9000, 500), 100, [], 0); // pending no more from 500 on
    await store.claim(entry('made', 0, 9500), 100, [], 0);
    const changed = await store.update(
      'made',
      'id-made',
      1,
      {
        source: 's',
        priority: 1,
        expiresAt: 9500,
        pendingUntil: 5000,
        previous: null,
      },
      0,
    );
    expect(changed?.pendingUntil).toBe(5000);
    expect((await store.admit([hit('h', 3000)], 600)).kind).toBe('admitted');
    // Over the bound at 600: 'done' is no longer pending and goes before the hit and 'made'.
    await store.claim(pending('new', 9900, 5000), 100, [], 600);
    expect(store.stats.evicted).toBe(1);
    expect((await store.admit([hit('h', 3000)], 601)).kind).toBe('limited');
    expect((await store.claim(entry('made', 0, 9500), 100, [], 601)).kind).toBe('seen');
    expect((await store.claim(entry('done', 0, 9000), 100, [], 601)).kind).toBe('claimed');
  });

  it('keeps size and stats exact: everything held is later expired or evicted, once', async () => {
    const store = new MemorySeenKeyStore({ maxSize: 50 });
    let seed = 42;
    const random = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed % n;
    };
    let added = 0;
    const claimed: SeenEntry[] = [];
    for (let now = 0; now < 4000; now += 1) {
      const op = random(4);
      if (op === 0) {
        const e = { ...entry(`k${random(300)}`, now, now + 1 + random(800)) };
        const pendingUntil = random(2) === 0 ? now + random(400) : null;
        const result = await store.claim({ ...e, factId: `f${now}`, pendingUntil }, 10, [], now);
        if (result.kind === 'claimed') {
          added += 1;
          claimed.push(result.entry);
        }
      } else if (op === 1) {
        const checks = [
          { kind: 'sliding', key: `s${random(20)}`, max: 3, windowMs: 1 + random(600) } as const,
          { kind: 'bucket', key: `b${now}`, max: 1, expiresAt: now + 1 + random(900) } as const,
        ];
        if ((await store.admit(checks, now)).kind === 'admitted') added += 2;
      } else if (op === 2 && claimed.length > 0) {
        const e = claimed[random(claimed.length)];
        const next = await store.update(
          e.key,
          e.factId,
          e.revision,
          {
            source: e.source,
            priority: e.priority,
            expiresAt: now + 1 + random(800),
            pendingUntil: random(2) === 0 ? now + random(400) : null,
            previous: null,
          },
          now,
        );
        if (next) claimed[claimed.indexOf(e)] = next;
      } else if (op === 3) {
        await store.sweep(now);
      }
      expect(store.size).toBeLessThanOrEqual(50);
      expect(store.size).toBe(added - store.stats.expired - store.stats.evicted);
    }
    expect(store.stats.evicted).toBeGreaterThan(0);
    await store.sweep(Number.MAX_SAFE_INTEGER);
    expect(store.size).toBe(0);
    expect(store.stats.expired + store.stats.evicted).toBe(added);
  });
});
