import type { IdempotencyStore } from '../../idempotency/idempotency-store.port';
import { IdempotencyPurger } from './idempotency-purger';
import type { TidemarkHttpOptions } from './options';

function purgerWith(options: TidemarkHttpOptions, purged: Date[]) {
  const store = {
    purgeExpired: async (now: Date) => {
      purged.push(now);
      return 0;
    },
  } as unknown as IdempotencyStore;
  const now = new Date('2026-11-29T10:00:00.000Z');
  return new IdempotencyPurger(store, { ...options, clock: () => now });
}

describe('IdempotencyPurger', () => {
  afterEach(() => jest.useRealTimers());

  it('purges every min(retention, 10 minutes)', () => {
    expect(purgerWith({}, []).intervalMs).toBe(600_000);
    expect(purgerWith({ idempotency: { retentionMs: 30_000 } }, []).intervalMs).toBe(30_000);
  });

  it('purges at the clock’s now on each tick, and stops on shutdown', async () => {
    jest.useFakeTimers();
    const purged: Date[] = [];
    const purger = purgerWith({ idempotency: { retentionMs: 60_000 } }, purged);
    purger.onApplicationBootstrap();
    jest.advanceTimersByTime(59_999);
    expect(purged).toHaveLength(0);
    jest.advanceTimersByTime(1);
    expect(purged).toEqual([new Date('2026-11-29T10:00:00.000Z')]);
    await purger.beforeApplicationShutdown();
    jest.advanceTimersByTime(600_000);
    expect(purged).toHaveLength(1);
  });
});
