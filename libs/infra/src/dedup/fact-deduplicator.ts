import {
  factLimitChecks,
  priorityOf,
  resolveDuplicate,
  seenEntryFor,
  type DedupPolicy,
  type DomainFact,
  type LimitCheck,
  type SeenEntry,
} from '@tidemark/domain';
import { type Clock, systemClock, uuidv7 } from '../support/ids';
import type { SeenChange, SeenKeyStore } from './seen-key-store.port';

/**
 * What to do with a fact. `Accept`: write it (its id is `factId`), then `settle` or, if the
 * write failed, `release`. `Replace`: write the enrichment, then `settle`, or `release` if it
 * failed or wrote nothing (then the report was a duplicate after all). `Drop`:
 * nothing to write; `factId` names the fact it duplicates. `Limited`: a frequency limit
 * refused it; nothing was recorded. `InFlight`: the fact it duplicates is being written
 * right now; ask again after `retryAfterMs`.
 */
export type DedupOutcome =
  | { readonly decision: 'Accept'; readonly factId: string; readonly entry: SeenEntry }
  | {
      readonly decision: 'Replace';
      readonly factId: string;
      readonly entry: SeenEntry;
      readonly replaced: { readonly source: string; readonly priority: number };
    }
  | { readonly decision: 'Drop'; readonly factId: string; readonly entry: SeenEntry }
  | { readonly decision: 'Limited'; readonly check: LimitCheck; readonly retryAfterMs: number }
  | { readonly decision: 'InFlight'; readonly factId: string; readonly retryAfterMs: number };

export interface FactDeduplicatorOptions {
  readonly store: SeenKeyStore;
  readonly policy: DedupPolicy;
  /**
   * Whether the report pending on `entry` (at `entry.revision`) was written. Asked only when
   * its writer overran `pendingUntil` (it crashed, most likely), to settle or undo it. `fact`
   * is the duplicate being decided: the same subject, so it says where to look.
   */
  readonly landed: (entry: SeenEntry, fact: DomainFact) => Promise<boolean>;
  /** How long writing an accepted or replacing report may take before another may take over. Default 30 s. */
  readonly pendingMs?: number;
  readonly clock?: Clock;
  readonly newFactId?: () => string;
}

/** A bound on compare-and-set rounds lost to concurrent deciders of the same key. */
const MAX_ROUNDS = 16;

/** Applies a dedup policy to facts through a seen-key store: Accept, Drop or Replace. */
export class FactDeduplicator {
  readonly policy: DedupPolicy;
  private readonly store: SeenKeyStore;
  private readonly pendingMs: number;
  private readonly clock: Clock;
  private readonly newFactId: () => string;

  constructor(private readonly options: FactDeduplicatorOptions) {
    this.store = options.store;
    this.policy = options.policy;
    this.pendingMs = options.pendingMs ?? 30_000;
    this.clock = options.clock ?? systemClock;
    this.newFactId = options.newFactId ?? (() => uuidv7(this.clock().getTime()));
  }

  /**
   * `factId`: the id to record the fact under if it is new, for a caller that runs one command
   * at a time per id (an idempotency key's). A pending claim under that id was then left by
   * a run of the same command that died: it is settled or undone at once, not waited for.
   *
   * @throws UnknownSource the policy gives the fact's source no priority.
   * @throws MissingKeyField a key field of the fact is missing.
   */
  async decide(fact: DomainFact, factId?: string): Promise<DedupOutcome> {
    const now = this.clock().getTime();
    const priority = priorityOf(this.policy, fact.source);
    const candidate = seenEntryFor(
      fact,
      factId ?? this.newFactId(),
      this.policy,
      now,
      now + this.pendingMs,
    );
    const limits = factLimitChecks(fact, this.policy);
    for (let round = 0; round < MAX_ROUNDS; round += 1) {
      const claim = await this.store.claim(candidate, this.policy.windowMs, limits, now);
      if (claim.kind === 'claimed') {
        return { decision: 'Accept', factId: claim.entry.factId, entry: claim.entry };
      }
      if (claim.kind === 'limited') {
        return { decision: 'Limited', check: claim.check, retryAfterMs: claim.retryAfterMs };
      }
      const existing = claim.existing;
      if (existing.pendingUntil !== null) {
        if (existing.pendingUntil > now && existing.factId !== factId) {
          return {
            decision: 'InFlight',
            factId: existing.factId,
            retryAfterMs: existing.pendingUntil - now,
          };
        }
        // Its writer overran (or was this command's, and died): keep what it wrote, undo what
        // it did not, then decide again.
        const wrote = await this.options.landed(existing, fact);
        await this.store.update(
          existing.key,
          existing.factId,
          existing.revision,
          wrote ? settled(existing) : undone(existing),
          now,
        );
        continue;
      }
      if (resolveDuplicate(existing.priority, priority) === 'Drop') {
        return { decision: 'Drop', factId: existing.factId, entry: existing };
      }
      const replaced = { source: existing.source, priority: existing.priority };
      const entry = await this.store.update(
        existing.key,
        existing.factId,
        existing.revision,
        {
          source: fact.source,
          priority,
          expiresAt: Math.max(existing.expiresAt, candidate.expiresAt),
          pendingUntil: now + this.pendingMs,
          previous: replaced,
        },
        now,
      );
      if (entry) return { decision: 'Replace', factId: entry.factId, entry, replaced };
    }
    throw new Error(`dedup: lost ${MAX_ROUNDS} rounds to concurrent deciders of one key`);
  }

  /** The outcome's write landed. False when another decider took over meanwhile (it will find the write). */
  async settle(entry: SeenEntry): Promise<boolean> {
    const now = this.clock().getTime();
    return (
      (await this.store.update(entry.key, entry.factId, entry.revision, settled(entry), now)) !==
      undefined
    );
  }

  /**
   * The outcome's write failed, or a replacement wrote nothing (the subject knew it all
   * already): undo the accept or the replacement, so that the seen key says what took effect
   * and a retry is judged afresh.
   */
  async release(entry: SeenEntry): Promise<boolean> {
    const now = this.clock().getTime();
    return (
      (await this.store.update(entry.key, entry.factId, entry.revision, undone(entry), now)) !==
      undefined
    );
  }
}

function settled(entry: SeenEntry): SeenChange {
  return {
    source: entry.source,
    priority: entry.priority,
    expiresAt: entry.expiresAt,
    pendingUntil: null,
    previous: null,
  };
}

function undone(entry: SeenEntry): SeenChange | null {
  if (!entry.previous) return null;
  return {
    source: entry.previous.source,
    priority: entry.previous.priority,
    expiresAt: entry.expiresAt,
    pendingUntil: null,
    previous: null,
  };
}
