import { entryOf, harness, LATE, PENDING, policy, T0 } from './fact-deduplicator.shared-spec';

describe('FactDeduplicator: pending writes', () => {
  it('answers InFlight for any duplicate while the first is being written', async () => {
    const h = harness();
    await h.decide();
    h.now = T0 + 10_000;
    for (const source of ['client', 'queue', 'provider']) {
      expect(await h.decide({ source, occurredAt: T0 + 500 })).toEqual({
        decision: 'InFlight',
        factId: 'fact-1',
        retryAfterMs: 20_000,
      });
    }
    h.now = T0 + PENDING - 1;
    expect(await h.decide()).toEqual({ decision: 'InFlight', factId: 'fact-1', retryAfterMs: 1 });
    expect(h.landed).not.toHaveBeenCalled();
  });

  it('keeps a claim for its whole pending time, even with no late-arrival time left', async () => {
    const h = harness({ policy: { ...policy, lateArrivalMs: 0 } });
    h.now = T0 + 3_600_000; // the fact arrives an hour after it happened: its window has passed
    const first = await h.decide();
    expect(first.decision).toBe('Accept');
    expect(first.decision === 'Accept' && first.entry.expiresAt).toBe(h.now + PENDING);
    h.now += PENDING - 1;
    expect((await h.decide({ source: 'queue' })).decision).toBe('InFlight');
  });

  it('gives one of two concurrent deciders the Accept, the other InFlight', async () => {
    const h = harness();
    const outcomes = await Promise.all([h.decide(), h.decide({ source: 'queue' })]);
    expect(outcomes.map((o) => o.decision).sort()).toEqual(['Accept', 'InFlight']);
  });

  it('settles an overrun accept that landed, then judges the duplicate', async () => {
    const h = harness({ landed: true });
    await h.decide();
    h.now = T0 + PENDING;
    const duplicate = h.fact({ source: 'queue' });
    expect(await h.dedup.decide(duplicate)).toEqual({
      decision: 'Drop',
      factId: 'fact-1',
      entry: entryOf({ revision: 2, pendingUntil: null }),
    });
    expect(h.landed).toHaveBeenCalledTimes(1);
    expect(h.landed).toHaveBeenCalledWith(entryOf({}), duplicate);
    // The overrunning writer comes back: the entry is no longer its revision.
    expect(await h.dedup.settle(entryOf({}))).toBe(false);
  });

  it('settles an overrun accept that landed, then lets a better source replace it', async () => {
    const h = harness({ landed: true });
    await h.decide();
    h.now = T0 + PENDING + 1;
    expect(await h.decide({ source: 'provider' })).toMatchObject({
      decision: 'Replace',
      factId: 'fact-1',
      replaced: { source: 'webhook', priority: 10 },
      entry: { revision: 3, source: 'provider', previous: { source: 'webhook', priority: 10 } },
    });
  });

  it('undoes an overrun accept that never landed: the duplicate is accepted in its place', async () => {
    const h = harness({ landed: false });
    await h.decide();
    h.now = T0 + PENDING + 1;
    expect(await h.decide({ source: 'queue' })).toEqual({
      decision: 'Accept',
      factId: 'fact-2',
      entry: entryOf({
        factId: 'fact-2',
        source: 'queue',
        pendingUntil: T0 + 2 * PENDING + 1,
        expiresAt: T0 + PENDING + 1 + LATE,
      }),
    });
    expect(await h.dedup.settle(entryOf({}))).toBe(false);
    expect(h.store.size).toBe(1);
  });

  it('takes over at once a pending claim under its own fact id (its run died), landed or not', async () => {
    const own = harness({ landed: false });
    await own.dedup.decide(own.fact(), 'command-fact');
    own.now = T0 + 1000;
    // Another fact id must wait for the claim…
    expect(await own.decide({ source: 'queue' })).toMatchObject({ decision: 'InFlight' });
    // …the same command, run again, does not: what never landed is undone and accepted again.
    expect(await own.dedup.decide(own.fact(), 'command-fact')).toMatchObject({
      decision: 'Accept',
      factId: 'command-fact',
    });
    expect(own.landed).toHaveBeenCalledTimes(1);

    const wrote = harness({ landed: true });
    await wrote.dedup.decide(wrote.fact(), 'command-fact');
    expect(await wrote.dedup.decide(wrote.fact(), 'command-fact')).toMatchObject({
      decision: 'Drop',
      factId: 'command-fact',
    });
  });

  it('restores the previous source when an overrun replacement never landed', async () => {
    const h = harness({ landed: false });
    await h.settled({ source: 'webhook' });
    const replace = await h.decide({ source: 'provider' });
    expect(replace).toMatchObject({ decision: 'Replace', entry: { revision: 3 } });
    h.now = T0 + PENDING;
    expect(await h.decide({ source: 'queue' })).toEqual({
      decision: 'Drop',
      factId: 'fact-1',
      entry: entryOf({ source: 'webhook', priority: 10, revision: 4, pendingUntil: null }),
    });
    expect(h.landed).toHaveBeenCalledTimes(1);
    // The replacement can be tried again, by whoever reports it next.
    expect(await h.decide({ source: 'provider' })).toMatchObject({
      decision: 'Replace',
      factId: 'fact-1',
      replaced: { source: 'webhook', priority: 10 },
      entry: { revision: 5 },
    });
  });

  it('keeps an overrun replacement that landed', async () => {
    const h = harness({ landed: true });
    await h.settled({ source: 'webhook' });
    await h.decide({ source: 'provider' });
    h.now = T0 + PENDING;
    expect(await h.decide({ source: 'webhook' })).toMatchObject({
      decision: 'Drop',
      factId: 'fact-1',
      entry: { source: 'provider', priority: 30, revision: 4, pendingUntil: null, previous: null },
    });
  });

  it('lets the same fact be accepted afresh after a failed write is released', async () => {
    const h = harness();
    const first = await h.decide();
    expect(first.decision).toBe('Accept');
    expect(await h.dedup.release(entryOf({}))).toBe(true);
    expect(h.store.size).toBe(0);
    expect(await h.decide()).toEqual({
      decision: 'Accept',
      factId: 'fact-2',
      entry: entryOf({ factId: 'fact-2' }),
    });
    expect(await h.dedup.release(entryOf({}))).toBe(false);
  });

  it('restores the previous report when a failed replacement is released', async () => {
    const h = harness();
    await h.settled({ source: 'webhook' });
    const replace = await h.decide({ source: 'provider' });
    if (replace.decision !== 'Replace') throw new Error(replace.decision);
    expect(await h.dedup.release(replace.entry)).toBe(true);
    expect(await h.decide({ source: 'queue' })).toEqual({
      decision: 'Drop',
      factId: 'fact-1',
      entry: entryOf({ revision: 4, pendingUntil: null }),
    });
    expect(await h.decide({ source: 'provider' })).toMatchObject({
      decision: 'Replace',
      factId: 'fact-1',
    });
  });
});
