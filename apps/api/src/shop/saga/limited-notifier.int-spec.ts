import { MemorySeenKeyStore, openStorage, type Storage } from '@tidemark/infra';
import { LimitedNotifier } from './limited-notifier';
import { ensureShopSagaTables } from './loyalty-ledger';
import type { Notifier, NotifierMessage } from './notifier';

// 22:00 UTC is 23:00 in Berlin (CET): the local day ends an hour later.
const T0 = Date.UTC(2026, 10, 30, 22, 0, 0);
const MINUTE = 60_000;

describe('LimitedNotifier (SQLite, memory seen-key store, injected clock)', () => {
  let storage: Storage;
  let now: number;
  let sent: string[];
  let notifier: LimitedNotifier;
  const inner: Notifier = {
    send: async (_message, key) => {
      sent.push(key);
    },
  };
  const message = (content: string, customerId: string | null = 'c1'): NotifierMessage => ({
    kind: 'payment-confirmation',
    channel: 'email',
    orderId: `o-${content}`,
    customerId,
    payload: { content },
  });

  beforeEach(async () => {
    storage = await openStorage('sqlite::memory:');
    await ensureShopSagaTables(storage.sql);
    now = T0;
    sent = [];
    notifier = new LimitedNotifier(
      inner,
      new MemorySeenKeyStore(),
      storage.sql,
      { sameContentWindowMs: 5 * MINUTE, perChannelPerDay: 5, timeZone: 'Europe/Berlin' },
      () => new Date(now),
    );
  });
  afterEach(() => storage.close());

  it('sends the same content to a customer once per 5 minutes, and records the suppressed one', async () => {
    await notifier.send(message('a'), 'k1');
    now += 4 * MINUTE;
    await notifier.send(message('a'), 'k2');
    await notifier.send(message('a', 'c2'), 'k3'); // another customer
    now += MINUTE;
    await notifier.send(message('a'), 'k4');
    expect(sent).toEqual(['k1', 'k3', 'k4']);
    const suppressed = await notifier.suppressed(10);
    expect(suppressed).toEqual([
      {
        idempotencyKey: 'k2',
        reason: 'same-content',
        kind: 'payment-confirmation',
        channel: 'email',
        orderId: 'o-a',
        customerId: 'c1',
        payload: { content: 'a' },
        suppressedAt: new Date(T0 + 4 * MINUTE).toISOString(),
      },
    ]);
  });

  it('sends at most 5 per channel per customer per local day, and again after local midnight', async () => {
    for (let i = 1; i <= 6; i += 1) await notifier.send(message(`m${i}`), `k${i}`);
    expect(sent).toEqual(['k1', 'k2', 'k3', 'k4', 'k5']);
    expect((await notifier.suppressed(10)).map((s) => [s.idempotencyKey, s.reason])).toEqual([
      ['k6', 'daily-limit'],
    ]);
    now = T0 + 59 * MINUTE + 59_999; // 23:59:59.999 in Berlin: still the same day
    await notifier.send(message('m7'), 'k7');
    now = T0 + 60 * MINUTE; // 00:00 in Berlin, still 23:00 in UTC
    await notifier.send(message('m8'), 'k8');
    expect(sent).toEqual(['k1', 'k2', 'k3', 'k4', 'k5', 'k8']);
    expect(await notifier.suppressed(1, 'c1')).toHaveLength(1);
    expect(await notifier.suppressed(10, 'c1')).toHaveLength(2);
  });

  it('judges a retried send once: an allowed one is sent again, a suppressed one stays suppressed', async () => {
    await notifier.send(message('a'), 'k1');
    await notifier.send(message('a'), 'k2');
    await notifier.send(message('a'), 'k1'); // the step's retry (the first send may have failed)
    await notifier.send(message('a'), 'k2');
    expect(sent).toEqual(['k1', 'k1']);
    expect(await notifier.suppressed(10)).toHaveLength(1);
  });

  it('sends a retry whose first attempt died after the limits counted it, before its decision was recorded', async () => {
    const store = new MemorySeenKeyStore();
    const limits = { sameContentWindowMs: 5 * MINUTE, perChannelPerDay: 1, timeZone: 'UTC' };
    // The first attempt's decision never commits (the process died, say).
    let recordFails = true;
    const dying: typeof storage.sql = {
      dialect: storage.sql.dialect,
      query: storage.sql.query,
      transaction: (work) => {
        if (recordFails) {
          recordFails = false;
          return Promise.reject(new Error('killed'));
        }
        return storage.sql.transaction(work);
      },
    };
    const first = new LimitedNotifier(inner, store, dying, limits, () => new Date(now));
    await expect(first.send(message('a'), 'k1')).rejects.toThrow('killed');
    expect(sent).toEqual([]);
    // Its retry (same idempotency key, same content, the day's one send already counted).
    await first.send(message('a'), 'k1');
    expect(sent).toEqual(['k1']);
    expect(await first.suppressed(10)).toEqual([]);
    // Another send of that content, or another that day, is still limited.
    await first.send(message('a'), 'k2');
    await first.send(message('b'), 'k3');
    expect(sent).toEqual(['k1']);
    expect((await first.suppressed(10)).map((s) => [s.idempotencyKey, s.reason]).sort()).toEqual([
      ['k2', 'same-content'],
      ['k3', 'daily-limit'],
    ]);
  });

  it('does not limit a message without a customer', async () => {
    await notifier.send(message('a', null), 'k1');
    await notifier.send(message('a', null), 'k2');
    expect(sent).toEqual(['k1', 'k2']);
  });
});
