import type { DedupPolicy, DomainFact } from '@tidemark/domain';
import { FactDeduplicator, MemorySeenKeyStore } from '@tidemark/infra';

/** The library guide's dedup example (docs/library.md); docs/examples/examples.spec.ts runs it. */
export async function judgeThreeReports(): Promise<string[]> {
  const policy: DedupPolicy = {
    windowMs: 5 * 60_000, // one fact: the same order, fact type, occurredAt within 5 minutes
    lateArrivalMs: 24 * 3_600_000, // keys are kept a day past the window for late copies
    sourcePriorities: { 'payment-provider': 30, warehouse: 20, client: 10 },
    factTypes: { PaymentReceived: { limits: [{ kind: 'sliding', max: 3, windowMs: 60_000 }] } },
  };
  let now = Date.parse('2026-11-30T10:00:02Z');
  const dedup = new FactDeduplicator({
    store: new MemorySeenKeyStore({ maxSize: 100_000 }),
    policy,
    clock: () => new Date(now),
    // Asked only when a writer overran its pending time: did its event land?
    landed: async () => false,
  });
  const paid = (source: string, occurredAt: string): DomainFact => ({
    subjectKind: 'order',
    subjectId: '01a22a16-73ca-7fc9-aa97-ec9a4bef5396',
    type: 'PaymentReceived',
    source,
    occurredAt: Date.parse(occurredAt),
    receivedAt: now,
    data: { amountCents: 2100 },
  });

  const decisions: string[] = [];
  for (const [source, occurredAt] of [
    ['client', '2026-11-30T10:00:00.900Z'], // the checkout page, first
    ['payment-provider', '2026-11-30T10:00:00Z'], // the webhook: 0.9 s apart, higher priority
    ['client', '2026-11-30T10:00:01.000Z'], // the checkout page again
  ]) {
    now += 1000;
    const outcome = await dedup.decide(paid(source, occurredAt));
    decisions.push(`${source}: ${outcome.decision}`);
    // Accept and Replace: write the event (or the enrichment), then settle; on failure, release.
    if (outcome.decision === 'Accept' || outcome.decision === 'Replace') {
      await dedup.settle(outcome.entry);
    }
  }
  return decisions;
}
