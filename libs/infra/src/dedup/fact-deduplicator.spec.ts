import { MissingKeyField, UnknownSource, type DedupPolicy } from '@tidemark/domain';
import {
  entryOf,
  harness,
  LATE,
  MINUTE,
  PENDING,
  policy,
  T0,
  WINDOW,
} from './fact-deduplicator.shared-spec';

describe('FactDeduplicator: Accept, Drop, Replace', () => {
  it('accepts the first report, pending until it is settled', async () => {
    const h = harness();
    const outcome = await h.decide();
    expect(outcome).toEqual({ decision: 'Accept', factId: 'fact-1', entry: entryOf({}) });
    expect(await h.dedup.settle(entryOf({}))).toBe(true);
    expect(h.store.size).toBe(1);
  });

  it('drops the same source again within the window, naming the first fact', async () => {
    const h = harness();
    await h.settled();
    h.now = T0 + 1000;
    expect(await h.decide({ occurredAt: T0 + 3000 })).toEqual({
      decision: 'Drop',
      factId: 'fact-1',
      entry: entryOf({ revision: 2, pendingUntil: null }),
    });
    expect(h.store.size).toBe(1);
  });

  it('drops a report 1 s apart across a minute boundary (09:59:59.500 and 10:00:00.500)', async () => {
    const h = harness({ policy: { ...policy, windowMs: 1000 } });
    await h.settled({ occurredAt: Date.parse('2026-11-30T09:59:59.500Z') });
    const again = await h.decide({ occurredAt: Date.parse('2026-11-30T10:00:00.500Z') });
    expect(again).toMatchObject({ decision: 'Drop', factId: 'fact-1' });
    const later = await h.decide({ occurredAt: Date.parse('2026-11-30T10:00:00.501Z') });
    expect(later).toMatchObject({ decision: 'Accept', factId: 'fact-3' });
  });

  it('accepts a report outside the window as a second fact', async () => {
    const h = harness();
    await h.settled();
    const second = await h.decide({ occurredAt: T0 + WINDOW + 1 });
    expect(second).toEqual({
      decision: 'Accept',
      factId: 'fact-2',
      entry: entryOf({
        factId: 'fact-2',
        occurredAt: T0 + WINDOW + 1,
        expiresAt: T0 + 2 * WINDOW + 1 + LATE,
      }),
    });
    await h.dedup.settle(second.decision === 'Accept' ? second.entry : entryOf({}));
    // Between the two, the nearer one answers.
    expect(await h.decide({ occurredAt: T0 + 2000 })).toMatchObject({ factId: 'fact-1' });
    expect(await h.decide({ occurredAt: T0 + 4000 })).toMatchObject({ factId: 'fact-2' });
    expect(h.store.size).toBe(2);
  });

  it('drops a lower-priority source after a higher one', async () => {
    const h = harness();
    await h.settled({ source: 'provider' });
    expect(await h.decide({ source: 'webhook', occurredAt: T0 + 100 })).toEqual({
      decision: 'Drop',
      factId: 'fact-1',
      entry: entryOf({ source: 'provider', priority: 30, revision: 2, pendingUntil: null }),
    });
  });

  it('drops an equal-priority source', async () => {
    const h = harness();
    await h.settled({ source: 'webhook' });
    expect(await h.decide({ source: 'queue' })).toMatchObject({
      decision: 'Drop',
      factId: 'fact-1',
      entry: { source: 'webhook', priority: 10 },
    });
  });

  it('replaces on a higher-priority source, then drops lower and equal ones naming the original fact', async () => {
    const h = harness();
    await h.settled({ source: 'webhook' });
    h.now = T0 + 10_000;
    const replace = await h.decide({ source: 'provider', occurredAt: T0 + 800 });
    const replacing = entryOf({
      source: 'provider',
      priority: 30,
      revision: 3,
      expiresAt: T0 + 10_000 + LATE,
      pendingUntil: T0 + 10_000 + PENDING,
      previous: { source: 'webhook', priority: 10 },
    });
    expect(replace).toEqual({
      decision: 'Replace',
      factId: 'fact-1',
      entry: replacing,
      replaced: { source: 'webhook', priority: 10 },
    });
    expect(await h.dedup.settle(replacing)).toBe(true);
    const settled = { ...replacing, revision: 4, pendingUntil: null, previous: null };
    for (const source of ['client', 'webhook', 'queue', 'provider']) {
      expect(await h.decide({ source })).toEqual({
        decision: 'Drop',
        factId: 'fact-1',
        entry: settled,
      });
    }
    expect(h.store.size).toBe(1);
  });

  it('replaces step by step up the priorities', async () => {
    const h = harness();
    await h.settled({ source: 'client' });
    const first = await h.settled({ source: 'webhook' });
    expect(first).toMatchObject({
      decision: 'Replace',
      replaced: { source: 'client', priority: 5 },
    });
    const second = await h.settled({ source: 'provider' });
    expect(second).toMatchObject({
      decision: 'Replace',
      factId: 'fact-1',
      replaced: { source: 'webhook', priority: 10 },
    });
  });
});

describe('FactDeduplicator: frequency limits', () => {
  const scope = '["order","o-1","MessageSent"]';

  it('limits N per sliding window, says when the next fits, and records nothing', async () => {
    const h = harness();
    const message = (occurredAt: number) => h.settled({ type: 'MessageSent', occurredAt });
    await message(T0);
    h.now = T0 + MINUTE;
    await message(T0 + MINUTE);
    expect(h.store.size).toBe(4); // two entries, two hits
    h.now = T0 + 2 * MINUTE;
    const check = { kind: 'sliding', key: `${scope}|600000ms`, max: 2, windowMs: 600_000 };
    expect(await h.decide({ type: 'MessageSent', occurredAt: T0 + 2 * MINUTE })).toEqual({
      decision: 'Limited',
      check,
      retryAfterMs: 8 * MINUTE,
    });
    expect(h.store.size).toBe(4);
    // Still limited, not a duplicate of itself: nothing of it was recorded.
    h.now = T0 + 10 * MINUTE - 1;
    expect(await h.decide({ type: 'MessageSent', occurredAt: T0 + 2 * MINUTE })).toEqual({
      decision: 'Limited',
      check,
      retryAfterMs: 1,
    });
    // A duplicate of an accepted fact is dropped, never limited.
    expect(await h.decide({ type: 'MessageSent', occurredAt: T0 + 1000 })).toMatchObject({
      decision: 'Drop',
      factId: 'fact-1',
    });
    h.now = T0 + 10 * MINUTE;
    expect(await h.decide({ type: 'MessageSent', occurredAt: T0 + 2 * MINUTE })).toMatchObject({
      decision: 'Accept',
      factId: 'fact-6',
    });
  });

  it('counts a hit once when two limits share a window: the stricter binds', async () => {
    const twoLimits: DedupPolicy = {
      ...policy,
      factTypes: {
        MessageSent: {
          limits: [
            { kind: 'sliding', max: 5, windowMs: MINUTE },
            { kind: 'sliding', max: 3, windowMs: MINUTE },
          ],
        },
      },
    };
    const h = harness({ policy: twoLimits });
    const decisions: string[] = [];
    for (let i = 0; i < 4; i += 1) {
      h.now = T0 + i * 10_000;
      decisions.push((await h.decide({ type: 'MessageSent', occurredAt: h.now })).decision);
    }
    expect(decisions).toEqual(['Accept', 'Accept', 'Accept', 'Limited']);
  });

  it('limits N per calendar day in Europe/Berlin, and accepts again after local midnight', async () => {
    const h = harness();
    const reminder = (iso: string) => {
      h.now = Date.parse(iso);
      return h.decide({ type: 'ReminderSent', occurredAt: h.now });
    };
    expect(await reminder('2026-11-30T08:00:00.000Z')).toMatchObject({ decision: 'Accept' });
    expect(await reminder('2026-11-30T20:00:00.000Z')).toMatchObject({ decision: 'Accept' });
    // 23:59:59.999 in Berlin: the third of the local day.
    expect(await reminder('2026-11-30T22:59:59.999Z')).toEqual({
      decision: 'Limited',
      check: {
        kind: 'bucket',
        key: '["order","o-1","ReminderSent"]|Europe/Berlin|2026-11-30',
        max: 2,
        expiresAt: Date.parse('2026-11-30T23:00:00.000Z'),
      },
      retryAfterMs: 1,
    });
    // 00:00 in Berlin (still 30 November in UTC): a new local day.
    expect(await reminder('2026-11-30T23:00:00.000Z')).toMatchObject({
      decision: 'Accept',
      factId: 'fact-4',
    });
    expect(await reminder('2026-12-01T12:00:00.000Z')).toMatchObject({ decision: 'Accept' });
    expect(await reminder('2026-12-01T22:00:00.000Z')).toMatchObject({
      decision: 'Limited',
      retryAfterMs: 3_600_000,
    });
  });
});

describe('FactDeduplicator: cleanup with an injected clock', () => {
  it('forgets an entry at its expiry: the same fact is then a new one', async () => {
    const h = harness();
    await h.settled();
    const expiresAt = T0 + WINDOW + LATE;
    h.now = expiresAt - 1;
    expect(await h.store.sweep(h.now)).toBe(0);
    expect(h.store.size).toBe(1);
    expect(await h.decide()).toMatchObject({ decision: 'Drop', factId: 'fact-1' });
    h.now = expiresAt;
    expect(await h.store.sweep(h.now)).toBe(1);
    expect(h.store.size).toBe(0);
    expect(await h.decide()).toMatchObject({ decision: 'Accept', factId: 'fact-3' });
  });

  it('keeps a replaced entry until the later expiry', async () => {
    const h = harness();
    await h.settled({ source: 'webhook' });
    h.now = T0 + 100_000;
    await h.settled({ source: 'provider' });
    expect(await h.store.sweep(T0 + WINDOW + LATE)).toBe(0);
    expect(await h.store.sweep(T0 + 100_000 + LATE)).toBe(1);
    expect(h.store.size).toBe(0);
  });

  it('lets limit hits and day counters expire too', async () => {
    const h = harness();
    await h.settled({ type: 'MessageSent' });
    await h.settled({ type: 'ReminderSent' });
    expect(h.store.size).toBe(4); // two entries, one hit, one day counter
    h.now = T0 + 10 * MINUTE;
    await h.store.sweep(h.now);
    expect(h.store.size).toBe(3); // the hit went
    expect(await h.store.sweep(T0 + WINDOW + LATE)).toBe(2);
    expect(h.store.size).toBe(1); // the day counter lives until Berlin midnight
    await h.store.sweep(Date.parse('2026-11-30T22:59:59.999Z'));
    expect(h.store.size).toBe(1);
    await h.store.sweep(Date.parse('2026-11-30T23:00:00.000Z'));
    expect(h.store.size).toBe(0);
  });
});

describe('FactDeduplicator: bad facts', () => {
  it('throws UnknownSource for a source the policy does not rank', async () => {
    const h = harness();
    await expect(h.decide({ source: 'mail' })).rejects.toBeInstanceOf(UnknownSource);
    await expect(h.decide({ source: 'mail' })).rejects.toMatchObject({ source: 'mail' });
    expect(h.store.size).toBe(0);
  });

  it('throws MissingKeyField for a fact without a subject id', async () => {
    const h = harness();
    await expect(h.decide({ subjectId: '' })).rejects.toBeInstanceOf(MissingKeyField);
    await expect(h.decide({ subjectId: '' })).rejects.toMatchObject({ field: 'subjectId' });
    expect(h.store.size).toBe(0);
  });

  it('throws MissingKeyField for a missing business key field', async () => {
    const h = harness({
      policy: { ...policy, factTypes: { PaymentReceived: { keyFields: ['payment.id'] } } },
    });
    const payment = { type: 'PaymentReceived', data: { payment: { id: null } } };
    await expect(h.decide(payment)).rejects.toMatchObject({
      name: 'MissingKeyField',
      field: 'payment.id',
    });
    expect(h.store.size).toBe(0);
  });
});
