/** The deduplicator's harness, shared by its specs: a memory store, a fake clock, one policy. */
import { dedupKeyOf, type DedupPolicy, type DomainFact, type SeenEntry } from '@tidemark/domain';
import { FactDeduplicator, type DedupOutcome } from './fact-deduplicator';
import { MemorySeenKeyStore } from '../stores/memory/memory-seen-key-store';

export const T0 = Date.UTC(2026, 10, 30, 9, 59, 59, 500); // 09:59:59.500Z, half a second before 10:00
export const WINDOW = 5000;
export const LATE = 600_000;
export const PENDING = 30_000;
export const MINUTE = 60_000;

export const policy: DedupPolicy = {
  windowMs: WINDOW,
  lateArrivalMs: LATE,
  sourcePriorities: { client: 5, webhook: 10, queue: 10, provider: 30 },
  factTypes: {
    MessageSent: { limits: [{ kind: 'sliding', max: 2, windowMs: 10 * MINUTE }] },
    ReminderSent: { limits: [{ kind: 'calendarDay', max: 2, timeZone: 'Europe/Berlin' }] },
  },
};

/** A deduplicator over a memory store with a fake clock: `h.now` is the time, nothing sleeps. */
export function harness(overrides: { policy?: DedupPolicy; landed?: boolean } = {}) {
  const h = {
    now: T0,
    ids: 0,
    store: new MemorySeenKeyStore(),
    landed: jest.fn(async (_entry: SeenEntry, _fact: DomainFact) => overrides.landed ?? true),
    dedup: undefined as unknown as FactDeduplicator,
    /** A fact as received now: `occurredAt` defaults to T0. */
    fact(changes: Partial<DomainFact> = {}): DomainFact {
      return {
        subjectKind: 'order',
        subjectId: 'o-1',
        type: 'OrderPaid',
        source: 'webhook',
        occurredAt: T0,
        receivedAt: h.now,
        data: { amount: 100 },
        ...changes,
      };
    },
    decide(changes: Partial<DomainFact> = {}): Promise<DedupOutcome> {
      return h.dedup.decide(h.fact(changes));
    },
    /** Decides and settles an Accept or Replace; returns the settled outcome. */
    async settled(changes: Partial<DomainFact> = {}): Promise<DedupOutcome> {
      const outcome = await h.decide(changes);
      if (outcome.decision !== 'Accept' && outcome.decision !== 'Replace') {
        throw new Error(`expected Accept or Replace, got ${outcome.decision}`);
      }
      expect(await h.dedup.settle(outcome.entry)).toBe(true);
      return outcome;
    },
  };
  h.dedup = new FactDeduplicator({
    store: h.store,
    policy: overrides.policy ?? policy,
    landed: h.landed,
    pendingMs: PENDING,
    clock: () => new Date(h.now),
    newFactId: () => `fact-${(h.ids += 1)}`,
  });
  return h;
}

export const KEY = dedupKeyOf(
  {
    subjectKind: 'order',
    subjectId: 'o-1',
    type: 'OrderPaid',
    source: 'webhook',
    occurredAt: T0,
    receivedAt: T0,
    data: {},
  },
  policy,
);

export const entryOf = (changes: Partial<SeenEntry>): SeenEntry => ({
  key: KEY,
  factId: 'fact-1',
  occurredAt: T0,
  source: 'webhook',
  priority: 10,
  revision: 1,
  expiresAt: T0 + WINDOW + LATE,
  pendingUntil: T0 + PENDING,
  previous: null,
  ...changes,
});
