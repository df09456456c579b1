import type { DomainFact } from './fact';
import { canonicalJson, keyFields, MissingKeyField, sha256Hex } from './keys';
import {
  frequencyLimitProblems,
  limitChecks,
  type FrequencyLimit,
  type LimitCheck,
} from './limits';

/** What happens to a fact: new (`Accept`), a duplicate (`Drop`), a better report of one (`Replace`). */
export type DedupDecision = 'Accept' | 'Drop' | 'Replace';

export interface FactTypePolicy {
  /** Reports from different sources are different facts of this type: the source joins the key. */
  readonly sourceDistinct?: boolean;
  /** Business fields of `data` (dotted paths) that join the key. */
  readonly keyFields?: readonly string[];
  /** Limits on facts of this type per subject, counted when they are accepted. */
  readonly limits?: readonly FrequencyLimit[];
}

export interface DedupPolicy {
  /** Two facts with the same key are one when their occurredAt lie at most this far apart. */
  readonly windowMs: number;
  /** A fact's key is remembered this long after its window has passed (and after it arrived), for late copies. */
  readonly lateArrivalMs: number;
  /** Higher wins. A source not listed cannot report. */
  readonly sourcePriorities: Readonly<Record<string, number>>;
  readonly factTypes?: Readonly<Record<string, FactTypePolicy>>;
}

/**
 * What a seen-key store remembers of an accepted fact. `factId` names the fact (the first
 * report's id, kept through replacements); `source`/`priority` are the best report's so far.
 * `revision` grows with every change. `pendingUntil`: the report's consequences are being
 * written until then (null once settled); if its writer dies, another may take over after it.
 * `previous`: the settled report a pending replacement would restore if it never lands.
 */
export interface SeenEntry {
  readonly key: string;
  readonly factId: string;
  readonly occurredAt: number;
  readonly source: string;
  readonly priority: number;
  readonly revision: number;
  readonly expiresAt: number;
  readonly pendingUntil: number | null;
  readonly previous: { readonly source: string; readonly priority: number } | null;
}

export class UnknownSource extends Error {
  readonly code = 'UnknownSource';
  constructor(readonly source: string) {
    super(`source "${source}" has no priority in the dedup policy`);
    this.name = 'UnknownSource';
  }
}

export function priorityOf(policy: DedupPolicy, source: string): number {
  const priority = Object.hasOwn(policy.sourcePriorities, source)
    ? policy.sourcePriorities[source]
    : undefined;
  if (priority === undefined) throw new UnknownSource(source);
  return priority;
}

function factTypePolicy(policy: DedupPolicy, type: string): FactTypePolicy {
  return (
    (policy.factTypes && Object.hasOwn(policy.factTypes, type) && policy.factTypes[type]) || {}
  );
}

/**
 * The fact's dedup key: SHA-256 of subject kind, subject id and type (plus the source, and
 * business fields, where the fact type's policy says so). Never raw payloads or receipt times.
 * @throws MissingKeyField a key field is absent or empty.
 */
export function dedupKeyOf(fact: DomainFact, policy: DedupPolicy): string {
  const typePolicy = factTypePolicy(policy, fact.type);
  for (const field of ['subjectKind', 'subjectId', 'type', 'source'] as const) {
    if (typeof fact[field] !== 'string' || fact[field] === '') throw new MissingKeyField(field);
  }
  const parts: Record<string, string> = {
    subjectKind: fact.subjectKind,
    subjectId: fact.subjectId,
    type: fact.type,
  };
  if (typePolicy.sourceDistinct) parts.source = fact.source;
  if (typePolicy.keyFields?.length) parts.fields = keyFields(fact.data, typePolicy.keyFields);
  return sha256Hex(canonicalJson(parts));
}

/** Sliding, not bucketed: only the distance between the two occurredAt counts. */
export function withinWindow(a: number, b: number, windowMs: number): boolean {
  return Math.abs(a - b) <= windowMs;
}

/** Of the entries whose occurredAt lies within the window of `occurredAt`, the nearest (earlier on a tie). */
export function nearestInWindow<T extends Pick<SeenEntry, 'occurredAt'>>(
  entries: Iterable<T>,
  occurredAt: number,
  windowMs: number,
): T | undefined {
  let best: T | undefined;
  for (const entry of entries) {
    if (!withinWindow(entry.occurredAt, occurredAt, windowMs)) continue;
    const distance = Math.abs(entry.occurredAt - occurredAt);
    const bestDistance = best ? Math.abs(best.occurredAt - occurredAt) : Infinity;
    if (
      distance < bestDistance ||
      (distance === bestDistance && best && entry.occurredAt < best.occurredAt)
    ) {
      best = entry;
    }
  }
  return best;
}

/** A fact's key is kept until its window has passed and it has been received, plus the late-arrival time. */
export function seenUntil(policy: DedupPolicy, occurredAt: number, now: number): number {
  return Math.max(now, occurredAt + policy.windowMs) + policy.lateArrivalMs;
}

/**
 * A duplicate's fate: a report from a higher-priority source replaces (enriches) what the
 * fact's best report so far said; one from an equal or lower priority is dropped.
 */
export function resolveDuplicate(
  existingPriority: number,
  incomingPriority: number,
): 'Drop' | 'Replace' {
  return incomingPriority > existingPriority ? 'Replace' : 'Drop';
}

/** The seen entry a newly accepted fact would leave (revision 1, pending until `pendingUntil`). */
export function seenEntryFor(
  fact: DomainFact,
  factId: string,
  policy: DedupPolicy,
  now: number,
  pendingUntil: number | null,
): SeenEntry {
  return {
    key: dedupKeyOf(fact, policy),
    factId,
    occurredAt: fact.occurredAt,
    source: fact.source,
    priority: priorityOf(policy, fact.source),
    revision: 1,
    // Never before its write may end: a claim must outlive its own pending time.
    expiresAt: Math.max(seenUntil(policy, fact.occurredAt, now), pendingUntil ?? 0),
    pendingUntil,
    previous: null,
  };
}

/** The frequency limits an accepted fact counts against: per subject and fact type, at receipt. */
export function factLimitChecks(fact: DomainFact, policy: DedupPolicy): LimitCheck[] {
  const limits = factTypePolicy(policy, fact.type).limits ?? [];
  const scope = canonicalJson([fact.subjectKind, fact.subjectId, fact.type]);
  return limitChecks(limits, scope, fact.receivedAt);
}

export function dedupPolicyProblems(policy: DedupPolicy): string[] {
  const problems: string[] = [];
  const positiveInteger = (value: unknown, path: string, min: number) => {
    if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < min) {
      problems.push(`${path} must be an integer >= ${min}`);
    }
  };
  positiveInteger(policy.windowMs, 'windowMs', 1);
  positiveInteger(policy.lateArrivalMs, 'lateArrivalMs', 0);
  const sources = Object.entries(policy.sourcePriorities ?? {});
  if (sources.length === 0) problems.push('sourcePriorities must name at least one source');
  for (const [source, priority] of sources) {
    if (typeof priority !== 'number' || !Number.isSafeInteger(priority)) {
      problems.push(`sourcePriorities.${source} must be an integer`);
    }
  }
  for (const [type, typePolicy] of Object.entries(policy.factTypes ?? {})) {
    const fields = typePolicy.keyFields ?? [];
    if (!Array.isArray(fields) || fields.some((f) => typeof f !== 'string' || f === '')) {
      problems.push(`factTypes.${type}.keyFields must be a list of field paths`);
    }
    (typePolicy.limits ?? []).forEach((limit, i) =>
      problems.push(...frequencyLimitProblems(limit, `factTypes.${type}.limits[${i}]`)),
    );
  }
  return problems;
}
