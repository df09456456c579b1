import type { LimitCheck, SeenEntry } from '@tidemark/domain';
import type { SeenKeyStore } from '../dedup/seen-key-store.port';
import { afterAll, beforeAll, beforeEach, it } from './slow-tests';

/**
 * A fresh, empty backing store. `open()` may be called more than once: each call is another
 * client of the same data, as a second app instance would be (memory: the same instance).
 */
export interface SeenKeyStoreBacking {
  open(): Promise<SeenKeyStore>;
  dispose(): Promise<void>;
}

const T0 = Date.UTC(2026, 10, 30, 9, 59, 59, 500); // half a second before a minute boundary
const WINDOW = 1000;

let sequence = 0;
function entry(key: string, occurredAt: number, overrides: Partial<SeenEntry> = {}): SeenEntry {
  sequence += 1;
  return {
    key,
    factId: `fact-${sequence}`,
    occurredAt,
    source: 'webhook',
    priority: 10,
    revision: 1,
    expiresAt: occurredAt + 60_000,
    pendingUntil: null,
    previous: null,
    ...overrides,
  };
}

const sliding = (key: string, max: number, windowMs: number): LimitCheck => ({
  kind: 'sliding',
  key,
  max,
  windowMs,
});

/** The shared behaviour of every seen-key store; each adapter's spec calls this once. */
export function describeSeenKeyStoreContract(
  name: string,
  backing: () => Promise<SeenKeyStoreBacking>,
): void {
  describe(`SeenKeyStore contract: ${name}`, () => {
    let data: SeenKeyStoreBacking;
    let store: SeenKeyStore;
    let key: string;
    let n = 0;

    beforeAll(async () => {
      data = await backing();
      store = await data.open();
    });
    afterAll(async () => {
      await store?.close();
      await data?.dispose();
    });
    beforeEach(() => {
      n += 1;
      key = `${name}-key-${n}`;
    });

    it('claims a new key and reports a fact 1 s apart as seen, across a minute boundary', async () => {
      const first = entry(key, T0);
      const claimed = await store.claim(first, WINDOW, [], T0);
      expect(claimed).toEqual({ kind: 'claimed', entry: first });
      const again = await store.claim(entry(key, T0 + 1000), WINDOW, [], T0 + 1000);
      expect(again).toEqual({ kind: 'seen', existing: first });
    });

    it('tells apart facts further apart than the window, and other keys', async () => {
      await store.claim(entry(key, T0), WINDOW, [], T0);
      const later = await store.claim(entry(key, T0 + 1001), WINDOW, [], T0);
      expect(later.kind).toBe('claimed');
      const other = await store.claim(entry(`${key}-other`, T0), WINDOW, [], T0);
      expect(other.kind).toBe('claimed');
    });

    it('matches facts arriving out of order, and picks the nearest entry (the earlier on a tie)', async () => {
      const late = entry(key, T0 + 10_000);
      const early = entry(key, T0);
      await store.claim(late, 5000, [], T0);
      await store.claim(early, 4000, [], T0);
      const before = await store.claim(entry(key, T0 + 9_000), 5000, [], T0);
      expect(before).toEqual({ kind: 'seen', existing: late });
      const tie = await store.claim(entry(key, T0 + 5_000), 5000, [], T0);
      expect(tie).toEqual({ kind: 'seen', existing: early });
    });

    it('forgets an entry once it expires, and sweeps it with the injected clock', async () => {
      const first = entry(key, T0, { expiresAt: T0 + 5000 });
      await store.claim(first, WINDOW, [], T0);
      expect((await store.claim(entry(key, T0), WINDOW, [], T0 + 4999)).kind).toBe('seen');
      expect(await store.sweep(T0 + 4999)).toBe(0);
      expect(await store.sweep(T0 + 5000)).toBeGreaterThanOrEqual(1);
      const second = entry(key, T0, { expiresAt: T0 + 9000 });
      expect(await store.claim(second, WINDOW, [], T0 + 5000)).toEqual({
        kind: 'claimed',
        entry: second,
      });
    });

    it('treats an expired entry as absent even before a sweep', async () => {
      await store.claim(entry(key, T0, { expiresAt: T0 + 100 }), WINDOW, [], T0);
      expect((await store.claim(entry(key, T0), WINDOW, [], T0 + 100)).kind).toBe('claimed');
    });

    it('updates an entry by compare-and-set on its revision, and removes it', async () => {
      const first = entry(key, T0, { pendingUntil: T0 + 30_000 });
      await store.claim(first, WINDOW, [], T0);
      const change = {
        source: 'provider',
        priority: 30,
        expiresAt: T0 + 90_000,
        pendingUntil: T0 + 40_000,
        previous: { source: 'webhook', priority: 10 },
      };
      const updated = await store.update(key, first.factId, 1, change, T0);
      expect(updated).toEqual({ ...first, ...change, revision: 2 });
      expect(await store.update(key, first.factId, 1, change, T0)).toBeUndefined();
      expect(await store.claim(entry(key, T0), WINDOW, [], T0)).toEqual({
        kind: 'seen',
        existing: updated,
      });
      expect(await store.update(key, 'no-such-fact', 2, change, T0)).toBeUndefined();
      expect(await store.update(key, first.factId, 2, null, T0)).toEqual({
        ...updated,
        revision: 3,
      });
      expect((await store.claim(entry(key, T0), WINDOW, [], T0)).kind).toBe('claimed');
    });

    it('does not update an expired entry', async () => {
      const first = entry(key, T0, { expiresAt: T0 + 100 });
      await store.claim(first, WINDOW, [], T0);
      const change = { ...first, pendingUntil: null, previous: null };
      expect(await store.update(key, first.factId, 1, change, T0 + 100)).toBeUndefined();
    });

    it('admits at most N hits per sliding window, and says when the next one fits', async () => {
      const check = sliding(key, 2, 10_000);
      expect(await store.admit([check], T0)).toEqual({ kind: 'admitted' });
      expect(await store.admit([check], T0 + 4000)).toEqual({ kind: 'admitted' });
      expect(await store.admit([check], T0 + 9999)).toEqual({
        kind: 'limited',
        check,
        retryAfterMs: 1,
      });
      expect(await store.admit([check], T0 + 10_000)).toEqual({ kind: 'admitted' });
      expect(await store.admit([check], T0 + 13_999)).toEqual({
        kind: 'limited',
        check,
        retryAfterMs: 1,
      });
      expect(await store.admit([check], T0 + 14_000)).toEqual({ kind: 'admitted' });
    });

    it('says when the next hit fits while more than max hits lie in the window (max lowered)', async () => {
      const wide = sliding(key, 3, 10_000);
      for (const at of [T0, T0 + 1000, T0 + 2000]) {
        expect(await store.admit([wide], at)).toEqual({ kind: 'admitted' });
      }
      const narrow = sliding(key, 1, 10_000);
      // 3 hits in the window, max 1: the next fits once 3 − 1 + 1 hits have left, i.e. once
      // hits[3 − 1] (0-based, the 3rd-oldest: T0 + 2000) has, at T0 + 12,000 (not the oldest's
      // T0 + 10,000).
      expect(await store.admit([narrow], T0 + 3000)).toEqual({
        kind: 'limited',
        check: narrow,
        retryAfterMs: 9000,
      });
      // The oldest has left: 2 hits in the window, hits[2 − 1] = T0 + 2000 still must leave.
      expect(await store.claim(entry(key, T0), WINDOW, [narrow], T0 + 10_000)).toEqual({
        kind: 'limited',
        check: narrow,
        retryAfterMs: 2000,
      });
      expect(await store.admit([narrow], T0 + 11_999)).toEqual({
        kind: 'limited',
        check: narrow,
        retryAfterMs: 1,
      });
      expect(await store.admit([narrow], T0 + 12_000)).toEqual({ kind: 'admitted' });
    });

    it('admits at most N hits per bucket until it expires', async () => {
      const check: LimitCheck = { kind: 'bucket', key, max: 2, expiresAt: T0 + 60_000 };
      expect((await store.admit([check], T0)).kind).toBe('admitted');
      expect((await store.admit([check], T0 + 1)).kind).toBe('admitted');
      expect(await store.admit([check], T0 + 59_000)).toEqual({
        kind: 'limited',
        check,
        retryAfterMs: 1000,
      });
      expect((await store.admit([check], T0 + 60_000)).kind).toBe('admitted');
    });

    it('counts nothing when one of several checks refuses', async () => {
      const roomy = sliding(`${key}-roomy`, 2, 10_000);
      const full = sliding(`${key}-full`, 1, 10_000);
      await store.admit([full], T0);
      expect(await store.admit([roomy, full], T0)).toEqual({
        kind: 'limited',
        check: full,
        retryAfterMs: 10_000,
      });
      expect((await store.admit([roomy], T0)).kind).toBe('admitted');
      expect((await store.admit([roomy], T0)).kind).toBe('admitted');
      expect((await store.admit([roomy], T0)).kind).toBe('limited');
    });

    it('claims under limits: a limited claim writes nothing, a seen one counts no hit', async () => {
      const check = sliding(`${key}-limit`, 1, 10_000);
      expect((await store.claim(entry(key, T0), WINDOW, [check], T0)).kind).toBe('claimed');
      expect((await store.claim(entry(key, T0 + 10), WINDOW, [check], T0)).kind).toBe('seen');
      const refused = await store.claim(entry(key, T0 + 5000), WINDOW, [check], T0 + 1);
      expect(refused).toEqual({ kind: 'limited', check, retryAfterMs: 9999 });
      const free = entry(key, T0 + 5000);
      expect(await store.claim(free, WINDOW, [], T0 + 1)).toEqual({ kind: 'claimed', entry: free });
    });

    it('sweeps more than one batch: everything expired goes, nothing live', async () => {
      // Far later than anything the other tests left, which the first sweep removes.
      const t = T0 + 30 * 86_400_000;
      await store.sweep(t);
      const expired = 1234;
      const live = Array.from({ length: 7 }, (_, i) =>
        entry(`${key}-live-${i}`, t, { expiresAt: t + 100_000 }),
      );
      const liveHits = sliding(`${key}-live-hits`, 2, 100_000);
      const liveBucket: LimitCheck = {
        kind: 'bucket',
        key: `${key}-live`,
        max: 1,
        expiresAt: t + 100_000,
      };
      const fill = async (i: number) => {
        await store.claim(entry(`${key}-e-${i}`, t, { expiresAt: t + 1000 }), WINDOW, [], t);
        await store.admit(
          [
            sliding(`${key}-h-${i}`, 1, 1000),
            { kind: 'bucket', key: `${key}-b-${i}`, max: 1, expiresAt: t + 1000 },
          ],
          t,
        );
      };
      for (let i = 0; i < expired; i += 50) {
        await Promise.all(Array.from({ length: Math.min(50, expired - i) }, (_, j) => fill(i + j)));
      }
      for (const e of live) expect((await store.claim(e, WINDOW, [], t)).kind).toBe('claimed');
      expect((await store.admit([liveHits, liveBucket], t)).kind).toBe('admitted');
      expect((await store.admit([liveHits], t + 1)).kind).toBe('admitted');

      expect(await store.sweep(t + 1000)).toBe(expired);
      expect(await store.sweep(t + 1000)).toBe(0);
      for (const e of live) {
        expect(await store.claim(entry(e.key, t), WINDOW, [], t + 1000)).toEqual({
          kind: 'seen',
          existing: e,
        });
      }
      expect(await store.admit([liveHits], t + 1000)).toEqual({
        kind: 'limited',
        check: liveHits,
        retryAfterMs: 99_000,
      });
      expect(await store.admit([liveBucket], t + 1000)).toEqual({
        kind: 'limited',
        check: liveBucket,
        retryAfterMs: 99_000,
      });
    });

    it('gives exactly one claim to many concurrent deciders on one key, across clients', async () => {
      const other = await data.open();
      try {
        const results = await Promise.all(
          Array.from({ length: 40 }, (_, i) =>
            (i % 2 === 0 ? store : other).claim(entry(key, T0 + (i % 5) * 100), WINDOW, [], T0),
          ),
        );
        const claimed = results.filter((r) => r.kind === 'claimed');
        expect(claimed).toHaveLength(1);
        const winner = claimed[0].kind === 'claimed' ? claimed[0].entry : undefined;
        for (const result of results.filter((r) => r.kind === 'seen')) {
          expect(result).toEqual({ kind: 'seen', existing: winner });
        }
      } finally {
        if (other !== store) await other.close();
      }
    });

    it('admits exactly N of many concurrent hits, across clients', async () => {
      const other = await data.open();
      try {
        const check = sliding(key, 5, 60_000);
        const results = await Promise.all(
          Array.from({ length: 30 }, (_, i) => (i % 2 === 0 ? store : other).admit([check], T0)),
        );
        expect(results.filter((r) => r.kind === 'admitted')).toHaveLength(5);
      } finally {
        if (other !== store) await other.close();
      }
    });

    it('gives one compare-and-set to concurrent updaters of one revision', async () => {
      const other = await data.open();
      try {
        const first = entry(key, T0);
        await store.claim(first, WINDOW, [], T0);
        const results = await Promise.all(
          Array.from({ length: 20 }, (_, i) =>
            (i % 2 === 0 ? store : other).update(
              key,
              first.factId,
              1,
              { ...first, priority: 100 + i, previous: null },
              T0,
            ),
          ),
        );
        expect(results.filter((r) => r !== undefined)).toHaveLength(1);
      } finally {
        if (other !== store) await other.close();
      }
    });
  });
}
