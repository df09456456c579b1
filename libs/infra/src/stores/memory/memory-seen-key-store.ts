import { nearestInWindow, type LimitCheck, type SeenEntry } from '@tidemark/domain';
import type {
  AdmitResult,
  ClaimResult,
  SeenChange,
  SeenKeyStore,
} from '../../dedup/seen-key-store.port';
import { ExpiryHeap } from './expiry-heap';

export interface MemorySeenKeyStoreOptions {
  /**
   * Entries, sliding-window hits and day counters kept at most. Past it, the store evicts one
   * item per item over, in this order (soonest expiry first within each):
   *
   * 1. seen entries not pending at the time (`pendingUntil` null or ≤ now): an evicted fact's
   *    late duplicate is accepted again as new;
   * 2. only when no such entry is left, sliding-window hits and day counters: a limit then
   *    counts fewer hits than it admitted, so lets more through;
   * 3. last, pending entries (`pendingUntil` > now): a copy arriving while the first report's
   *    consequences are still being written is accepted as new, and that writer's
   *    compare-and-set to settle it fails.
   *
   * Each class has a min-heap of its own (pending entries move back to the first when their
   * `pendingUntil` passes), so choosing costs no scan: O(log n) per item evicted, stale heap
   * items (of changed or removed data) being skipped once each. `stats.evicted` counts the
   * evictions, `stats.expired` what expired; an item leaves by exactly one of them.
   * Default 1,000,000.
   */
  readonly maxSize?: number;
}

/** An entry as held; heap items name it with the `ticket` it had, which every re-tracking changes. */
interface Held {
  entry: SeenEntry;
  ticket: number;
}

interface EntryItem {
  readonly held: Held;
  readonly ticket: number;
}

type LimitItem =
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
 * expired, taken from min-heaps of expiry times: it costs what expires, never a scan.
 * Time (`now`) is expected to move forward, as the clock passed in does.
 */
export class MemorySeenKeyStore implements SeenKeyStore {
  readonly kind = 'memory' as const;
  readonly stats = { expired: 0, evicted: 0 };
  private readonly maxSize: number;
  private readonly entries = new Map<string, Held[]>();
  private readonly hits = new Map<string, Hits>();
  private readonly buckets = new Map<string, Bucket>();
  /** Entries not pending when tracked (or released), by expiresAt: evicted first. */
  private readonly settled = new ExpiryHeap<EntryItem>();
  /** Pending entries, by expiresAt: evicted last. */
  private readonly pending = new ExpiryHeap<EntryItem>();
  /** The same pending entries, by pendingUntil: when it passes they move to `settled`. */
  private readonly pendingEnds = new ExpiryHeap<EntryItem>();
  /** Sliding-window hits and day counters, by expiry: evicted when no settled entry is left. */
  private readonly limits = new ExpiryHeap<LimitItem>();
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
    this.expire(now);
    const live = (this.entries.get(entry.key) ?? [])
      .map((held) => held.entry)
      .filter((e) => e.expiresAt > now);
    const existing = nearestInWindow(live, entry.occurredAt, windowMs);
    if (existing) return { kind: 'seen', existing };
    const refused = this.refusal(limits, now);
    if (refused) return refused;
    this.countHits(limits, now);
    const claimed = { ...entry, revision: 1 };
    const held: Held = { entry: claimed, ticket: 0 };
    const list = this.entries.get(entry.key);
    if (list) list.push(held);
    else this.entries.set(entry.key, [held]);
    this.count += 1;
    this.trackEntry(held, now);
    this.bound(now);
    return { kind: 'claimed', entry: claimed };
  }

  async update(
    key: string,
    factId: string,
    revision: number,
    change: SeenChange | null,
    now: number,
  ): Promise<SeenEntry | undefined> {
    this.expire(now);
    const held = this.entries.get(key)?.find((h) => h.entry.factId === factId);
    const current = held?.entry;
    if (!held || !current || current.expiresAt <= now || current.revision !== revision) {
      return undefined;
    }
    if (change === null) {
      this.removeEntry(held);
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
    held.entry = next;
    if (next.expiresAt !== current.expiresAt || next.pendingUntil !== current.pendingUntil) {
      this.trackEntry(held, now);
    }
    return next;
  }

  async admit(limits: readonly LimitCheck[], now: number): Promise<AdmitResult> {
    this.expire(now);
    const refused = this.refusal(limits, now);
    if (refused) return refused;
    this.countHits(limits, now);
    this.bound(now);
    return { kind: 'admitted' };
  }

  async sweep(now: number): Promise<number> {
    return this.expire(now);
  }

  /** In this process: always answers. */
  async ping(): Promise<void> {
    return undefined;
  }

  async close(): Promise<void> {
    for (const list of this.entries.values()) for (const held of list) held.ticket += 1;
    this.entries.clear();
    this.hits.clear();
    this.buckets.clear();
    for (const heap of [this.settled, this.pending, this.pendingEnds]) heap.retain(() => false);
    this.limits.retain(() => false);
    this.count = 0;
  }

  /**
   * A sliding limit with `count` hits in its window (more than `max` once `max` was lowered)
   * admits the next once hit [count − max] (0-based, by time) has left the window.
   */
  private refusal(
    limits: readonly LimitCheck[],
    now: number,
  ): Extract<AdmitResult, { kind: 'limited' }> | undefined {
    for (const check of limits) {
      if (check.kind === 'sliding') {
        const times = this.hits.get(check.key)?.times ?? [];
        const inWindow = times.filter((t) => t > now - check.windowMs && t <= now);
        if (inWindow.length >= check.max) {
          const leaving = inWindow[inWindow.length - check.max];
          return { kind: 'limited', check, retryAfterMs: leaving + check.windowMs - now };
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
        this.count += 1;
        this.limits.push(now + hits.windowMs, { kind: 'hit', key: check.key });
      } else {
        const bucket = this.buckets.get(check.key);
        if (bucket && bucket.expiresAt > now) {
          bucket.count += 1;
        } else {
          if (bucket) {
            // expired but not dropped yet (cannot happen after `expire(now)`): it expires now
            this.count -= 1;
            this.stats.expired += 1;
          }
          this.buckets.set(check.key, { count: 1, expiresAt: check.expiresAt });
          this.count += 1;
          this.limits.push(check.expiresAt, { kind: 'bucket', key: check.key });
        }
      }
    }
  }

  /** (Re)files an entry under its expiry, with the pending ones while it is pending at `now`. */
  private trackEntry(held: Held, now: number): void {
    held.ticket += 1;
    const item: EntryItem = { held, ticket: held.ticket };
    const { expiresAt, pendingUntil } = held.entry;
    if (pendingUntil !== null && pendingUntil > now) {
      this.pending.push(expiresAt, item);
      this.pendingEnds.push(pendingUntil, item);
    } else {
      this.settled.push(expiresAt, item);
    }
  }

  private static current(item: EntryItem): boolean {
    return item.held.ticket === item.ticket;
  }

  /** Removes what expires by `now` and settles what stops pending; returns entries removed. */
  private expire(now: number): number {
    let removedEntries = 0;
    for (const heap of [this.settled, this.pending]) {
      for (let top = heap.peek(); top && top.at <= now; top = heap.peek()) {
        heap.pop();
        if (!MemorySeenKeyStore.current(top.value)) continue;
        this.removeEntry(top.value.held);
        this.stats.expired += 1;
        removedEntries += 1;
      }
    }
    for (let top = this.limits.peek(); top && top.at <= now; top = this.limits.peek()) {
      this.limits.pop();
      if (this.removeLimit(top.value, top.at)) this.stats.expired += 1;
    }
    for (let top = this.pendingEnds.peek(); top && top.at <= now; top = this.pendingEnds.peek()) {
      this.pendingEnds.pop();
      if (MemorySeenKeyStore.current(top.value)) this.trackEntry(top.value.held, now);
    }
    this.compactIfStale();
    return removedEntries;
  }

  /** Evicts one item, in the order of {@link MemorySeenKeyStoreOptions.maxSize}; false if none. */
  private evictOne(now: number): boolean {
    for (let top = this.settled.pop(); top; top = this.settled.pop()) {
      if (!MemorySeenKeyStore.current(top.value)) continue;
      const { pendingUntil } = top.value.held.entry;
      if (pendingUntil !== null && pendingUntil > now) {
        // settled at a later `now` than this one: pending again, so filed with those
        this.trackEntry(top.value.held, now);
        continue;
      }
      this.removeEntry(top.value.held);
      this.stats.evicted += 1;
      return true;
    }
    for (let top = this.limits.pop(); top; top = this.limits.pop()) {
      if (!this.removeLimit(top.value, top.at)) continue;
      this.stats.evicted += 1;
      return true;
    }
    for (let top = this.pending.pop(); top; top = this.pending.pop()) {
      if (!MemorySeenKeyStore.current(top.value)) continue;
      this.removeEntry(top.value.held);
      this.stats.evicted += 1;
      return true;
    }
    return false;
  }

  private removeEntry(held: Held): void {
    const { key } = held.entry;
    const list = this.entries.get(key);
    const index = list ? list.indexOf(held) : -1;
    if (!list || index < 0) return;
    list.splice(index, 1);
    if (list.length === 0) this.entries.delete(key);
    held.ticket += 1; // its heap items are stale now
    this.count -= 1;
  }

  /** Removes the hit or counter a limits-heap item names; false when the item was stale. */
  private removeLimit(item: LimitItem, at: number): boolean {
    if (item.kind === 'hit') {
      const hits = this.hits.get(item.key);
      if (!hits) return false;
      const index = hits.times.indexOf(at - hits.windowMs);
      hits.times.splice(index < 0 ? 0 : index, 1);
      if (hits.times.length === 0) this.hits.delete(item.key);
      this.count -= 1;
      return true;
    }
    const bucket = this.buckets.get(item.key);
    if (!bucket || bucket.expiresAt !== at) return false;
    this.buckets.delete(item.key);
    this.count -= 1;
    return true;
  }

  private bound(now: number): void {
    while (this.count > this.maxSize) {
      if (!this.evictOne(now)) break;
    }
  }

  /** Drops stale heap items once they outnumber what is held (a pending entry has two items). */
  private compactIfStale(): void {
    const items = this.settled.size + this.pending.size + this.pendingEnds.size + this.limits.size;
    if (items <= 3 * this.count + 1024) return;
    for (const heap of [this.settled, this.pending, this.pendingEnds]) {
      heap.retain((item) => MemorySeenKeyStore.current(item));
    }
    this.limits.retain((item, at) =>
      item.kind === 'bucket' ? this.buckets.get(item.key)?.expiresAt === at : true,
    );
  }
}
