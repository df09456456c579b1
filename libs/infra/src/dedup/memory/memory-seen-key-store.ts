import { nearestInWindow, type LimitCheck, type SeenEntry } from '@tidemark/domain';
import type { AdmitResult, ClaimResult, SeenChange, SeenKeyStore } from '../seen-key-store.port';
import { ExpiryHeap } from './expiry-heap';

export interface MemorySeenKeyStoreOptions {
  /**
   * Entries, sliding-window hits and day counters kept at most. Past it, what expires soonest
   * is evicted first (an evicted entry can let a late duplicate through; `stats.evicted`
   * counts them). Default 1,000,000.
   */
  readonly maxSize?: number;
}

type Tracked =
  | { readonly kind: 'entry'; readonly key: string; readonly factId: string }
  | { readonly kind: 'hit'; readonly key: string }
  | { readonly kind: 'bucket'; readonly key: string };

interface Hits {
  readonly windowMs: number;
  /** Hit times, ascending. */
  readonly times: number[];
}

interface Bucket {
  count: number;
  readonly expiresAt: number;
}

/**
 * Seen keys in this process only (one app instance). Each operation first drops what has
 * expired, taken from a min-heap of expiry times: it costs what expires, never a scan.
 */
export class MemorySeenKeyStore implements SeenKeyStore {
  readonly kind = 'memory' as const;
  readonly stats = { expired: 0, evicted: 0 };
  private readonly maxSize: number;
  private readonly entries = new Map<string, SeenEntry[]>();
  private readonly hits = new Map<string, Hits>();
  private readonly buckets = new Map<string, Bucket>();
  private readonly heap = new ExpiryHeap<Tracked>();
  private count = 0;

  constructor(options: MemorySeenKeyStoreOptions = {}) {
    this.maxSize = options.maxSize ?? 1_000_000;
    if (!Number.isSafeInteger(this.maxSize) || this.maxSize < 1) {
      throw new RangeError('maxSize must be an integer >= 1');
    }
  }

  /** Entries, hits and counters held now. */
  get size(): number {
    return this.count;
  }

  async claim(
    entry: SeenEntry,
    windowMs: number,
    limits: readonly LimitCheck[],
    now: number,
  ): Promise<ClaimResult> {
    this.expire(now, false);
    const live = (this.entries.get(entry.key) ?? []).filter((e) => e.expiresAt > now);
    const existing = nearestInWindow(live, entry.occurredAt, windowMs);
    if (existing) return { kind: 'seen', existing };
    const refused = this.refusal(limits, now);
    if (refused) return refused;
    this.countHits(limits, now);
    const claimed = { ...entry, revision: 1 };
    const list = this.entries.get(entry.key);
    if (list) list.push(claimed);
    else this.entries.set(entry.key, [claimed]);
    this.track(claimed.expiresAt, { kind: 'entry', key: entry.key, factId: entry.factId });
    this.bound();
    return { kind: 'claimed', entry: claimed };
  }

  async update(
    key: string,
    factId: string,
    revision: number,
    change: SeenChange | null,
    now: number,
  ): Promise<SeenEntry | undefined> {
    this.expire(now, false);
    const list = this.entries.get(key);
    const index = list ? list.findIndex((e) => e.factId === factId) : -1;
    const current = list?.[index];
    if (!list || !current || current.expiresAt <= now || current.revision !== revision) {
      return undefined;
    }
    if (change === null) {
      this.removeEntryAt(key, list, index);
      return { ...current, revision: revision + 1 };
    }
    const next: SeenEntry = {
      ...current,
      source: change.source,
      priority: change.priority,
      expiresAt: change.expiresAt,
      pendingUntil: change.pendingUntil,
      previous: change.previous,
      revision: revision + 1,
    };
    list[index] = next;
    if (next.expiresAt !== current.expiresAt) {
      this.heap.push(next.expiresAt, { kind: 'entry', key, factId });
    }
    return next;
  }

  async admit(limits: readonly LimitCheck[], now: number): Promise<AdmitResult> {
    this.expire(now, false);
    const refused = this.refusal(limits, now);
    if (refused) return refused;
    this.countHits(limits, now);
    this.bound();
    return { kind: 'admitted' };
  }

  async sweep(now: number): Promise<number> {
    return this.expire(now, false);
  }

  async close(): Promise<void> {
    this.entries.clear();
    this.hits.clear();
    this.buckets.clear();
    this.heap.retain(() => false);
    this.count = 0;
  }

  private refusal(
    limits: readonly LimitCheck[],
    now: number,
  ): Extract<AdmitResult, { kind: 'limited' }> | undefined {
    for (const check of limits) {
      if (check.kind === 'sliding') {
        const times = this.hits.get(check.key)?.times ?? [];
        const inWindow = times.filter((t) => t > now - check.windowMs && t <= now);
        if (inWindow.length >= check.max) {
          return { kind: 'limited', check, retryAfterMs: inWindow[0] + check.windowMs - now };
        }
      } else {
        const bucket = this.buckets.get(check.key);
        if (bucket && bucket.expiresAt > now && bucket.count >= check.max) {
          return { kind: 'limited', check, retryAfterMs: bucket.expiresAt - now };
        }
      }
    }
    return undefined;
  }

  private countHits(limits: readonly LimitCheck[], now: number): void {
    for (const check of limits) {
      if (check.kind === 'sliding') {
        let hits = this.hits.get(check.key);
        if (!hits) {
          hits = { windowMs: check.windowMs, times: [] };
          this.hits.set(check.key, hits);
        }
        let i = hits.times.length;
        while (i > 0 && hits.times[i - 1] > now) i -= 1;
        hits.times.splice(i, 0, now);
        this.track(now + hits.windowMs, { kind: 'hit', key: check.key });
      } else {
        const bucket = this.buckets.get(check.key);
        if (bucket && bucket.expiresAt > now) {
          bucket.count += 1;
        } else {
          if (bucket) this.count -= 1;
          this.buckets.set(check.key, { count: 1, expiresAt: check.expiresAt });
          this.track(check.expiresAt, { kind: 'bucket', key: check.key });
        }
      }
    }
  }

  private track(at: number, item: Tracked): void {
    this.count += 1;
    this.heap.push(at, item);
  }

  /** Removes what expires by `now` (or, evicting, the single soonest item); returns entries removed. */
  private expire(now: number, evictOne: boolean): number {
    let removedEntries = 0;
    for (;;) {
      const top = this.heap.peek();
      if (!top || (!evictOne && top.at > now)) break;
      this.heap.pop();
      const removed = this.remove(top.value, top.at);
      if (removed === 'stale') continue;
      if (removed === 'entry') removedEntries += 1;
      if (evictOne) {
        this.stats.evicted += 1;
        break;
      }
      this.stats.expired += 1;
    }
    if (this.heap.size > 2 * this.count + 1024) this.compactHeap();
    return removedEntries;
  }

  private remove(item: Tracked, at: number): 'entry' | 'other' | 'stale' {
    if (item.kind === 'entry') {
      const list = this.entries.get(item.key);
      const index = list ? list.findIndex((e) => e.factId === item.factId) : -1;
      if (!list || index < 0 || list[index].expiresAt !== at) return 'stale';
      this.removeEntryAt(item.key, list, index);
      return 'entry';
    }
    if (item.kind === 'hit') {
      const hits = this.hits.get(item.key);
      if (!hits) return 'stale';
      const index = hits.times.indexOf(at - hits.windowMs);
      hits.times.splice(index < 0 ? 0 : index, 1);
      if (hits.times.length === 0) this.hits.delete(item.key);
      this.count -= 1;
      return 'other';
    }
    const bucket = this.buckets.get(item.key);
    if (!bucket || bucket.expiresAt !== at) return 'stale';
    this.buckets.delete(item.key);
    this.count -= 1;
    return 'other';
  }

  private removeEntryAt(key: string, list: SeenEntry[], index: number): void {
    list.splice(index, 1);
    if (list.length === 0) this.entries.delete(key);
    this.count -= 1;
  }

  private bound(): void {
    while (this.count > this.maxSize) this.expire(Infinity, true);
  }

  private compactHeap(): void {
    this.heap.retain((item, at) => {
      if (item.kind === 'entry') {
        return (this.entries.get(item.key) ?? []).some(
          (e) => e.factId === item.factId && e.expiresAt === at,
        );
      }
      if (item.kind === 'bucket') return this.buckets.get(item.key)?.expiresAt === at;
      return true;
    });
  }
}
