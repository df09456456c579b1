/**
 * The dedup part of `npm run bench` (alone: `npm run bench -- dedup`).
 *
 * Per seen-key store (memory, SQLite, PostgreSQL, Redis): decisions per second through
 * FactDeduplicator.decide for facts each reported by three sources, with `settle` after every
 * Accept/Replace as the app does, checked against the exact decision counts the policy implies;
 * then raw `claim` and `admit` operations per second. Then the memory store's bound: 1,000,000
 * distinct keys that expire as a fake clock advances, sampled every 100,000 keys.
 *
 * Time is a fake clock (a counter) throughout: no Date.now in any fact or store call.
 */
import { createHash, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { Redis } from 'ioredis';
import {
  limitChecks,
  type DedupPolicy,
  type DomainFact,
  type LimitCheck,
  type SeenEntry,
} from '@tidemark/domain';
import {
  FactDeduplicator,
  MemorySeenKeyStore,
  openStorage,
  uuidv7,
  type SeenKeyStore,
  type Storage,
} from '@tidemark/infra';
import { SqlSeenKeyStore } from '@tidemark/infra/sqlite';
import { RedisSeenKeyStore } from '@tidemark/infra/redis';
import { runOnPostgres } from '@tidemark/infra/testing';
import { inPool, timed, type Row } from './rows';

export interface DedupBenchOptions {
  readonly postgresUrl: string;
  readonly redisUrl: string;
  /** Multiplies the facts and operations of the per-store workloads (not the 1,000,000 keys). */
  readonly scale: number;
}

/** Where every fake clock starts: a fixed instant, so runs are alike. */
const T0 = Date.UTC(2025, 0, 6, 9, 0, 0);

/** Fake time in Unix ms: moves only when the bench advances it. */
class FakeClock {
  private ms: number;

  constructor(start = T0) {
    this.ms = start;
  }

  readonly now = (): Date => new Date(this.ms);

  get current(): number {
    return this.ms;
  }

  advance(by = 1): number {
    this.ms += by;
    return this.ms;
  }
}

/** Three reporters of the same facts, worst to best; the app's default window and late arrival. */
const SOURCES = ['webhook', 'poller', 'provider-api'] as const;
const POLICY: DedupPolicy = {
  windowMs: 300_000,
  lateArrivalMs: 86_400_000,
  sourcePriorities: { webhook: 1, poller: 2, 'provider-api': 3 },
};

/** The orders in which the three sources report a fact: fact i uses ORDERS[i % 6]. */
const ORDERS: readonly (readonly number[])[] = [
  [0, 1, 2],
  [0, 2, 1],
  [1, 0, 2],
  [1, 2, 0],
  [2, 0, 1],
  [2, 1, 0],
];

/** Each source's clock is a little off: its occurredAt differs by this (well inside the window). */
const SKEW_MS = [0, 250, -400];

type Decision = 'Accept' | 'Replace' | 'Drop';
type DecisionCounts = Record<Decision, number>;

/** What the policy must decide for `facts` facts reported in ORDERS: the first report is accepted, a better one replaces, the rest drop. */
function expectedDecisions(facts: number): DecisionCounts {
  const counts: DecisionCounts = { Accept: 0, Replace: 0, Drop: 0 };
  for (let i = 0; i < facts; i += 1) {
    let best = -1;
    for (const source of ORDERS[i % ORDERS.length]) {
      const priority = POLICY.sourcePriorities[SOURCES[source]];
      if (best < 0) counts.Accept += 1;
      else if (priority > best) counts.Replace += 1;
      else counts.Drop += 1;
      best = Math.max(best, priority);
    }
  }
  return counts;
}

function formatCounts(counts: Readonly<Record<string, number>>): string {
  return Object.entries(counts)
    .map(([name, count]) => `${name} ${count}`)
    .join(', ');
}

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

const MB = 1024 * 1024;

/**
 * `facts` facts, each reported once by every source: all first reports, then all second ones,
 * then all third ones (a fact's reports are `facts` places apart, so never decided at once).
 */
async function decideWorkload(
  storeName: string,
  store: SeenKeyStore,
  facts: number,
  concurrency: number,
): Promise<Row> {
  const clock = new FakeClock();
  const deduplicator = new FactDeduplicator({
    store,
    policy: POLICY,
    clock: clock.now,
    // Asked only when a writer overran pendingUntil: never here, every outcome is settled at once.
    landed: async () => true,
  });
  const run = randomUUID().slice(0, 8);
  const reports = facts * SOURCES.length;
  const counts = { Accept: 0, Replace: 0, Drop: 0, Limited: 0 };
  let inFlightRetries = 0;
  let unsettled = 0;
  let errors = 0;
  let firstError: string | undefined;
  const row = await timed(
    storeName,
    `dedup decide+settle, 3 sources/fact, ${concurrency} worker${concurrency > 1 ? 's' : ''} (reports)`,
    reports,
    async () => {
      await inPool(concurrency, reports, async (index) => {
        const round = Math.floor(index / facts);
        const i = index % facts;
        const source = ORDERS[i % ORDERS.length][round];
        const receivedAt = clock.advance();
        const fact: DomainFact = {
          subjectKind: 'order',
          subjectId: `bench-${run}-${i}`,
          type: 'PaymentReceived',
          source: SOURCES[source],
          occurredAt: T0 + i + SKEW_MS[source],
          receivedAt,
          data: { amount: 1000 + (i % 97), currency: 'EUR', reference: `pay-${i}` },
        };
        try {
          for (let attempt = 0; ; attempt += 1) {
            const outcome = await deduplicator.decide(fact);
            if (outcome.decision === 'InFlight') {
              // Cannot happen with this order; if it does, ask again once the writer settled.
              if (attempt >= 1000) throw new Error('still InFlight after 1000 attempts');
              inFlightRetries += 1;
              await nextTurn();
              continue;
            }
            counts[outcome.decision] += 1;
            if (outcome.decision === 'Accept' || outcome.decision === 'Replace') {
              if (!(await deduplicator.settle(outcome.entry))) unsettled += 1;
            }
            return;
          }
        } catch (error) {
          errors += 1;
          firstError ??= error instanceof Error ? error.message : String(error);
        }
      });
      return errors + unsettled;
    },
  );
  const expected = expectedDecisions(facts);
  const exact =
    counts.Accept === expected.Accept &&
    counts.Replace === expected.Replace &&
    counts.Drop === expected.Drop &&
    counts.Limited === 0;
  const problems = [
    exact ? '' : `expected ${formatCounts(expected)}`,
    unsettled > 0 ? `${unsettled} settles lost` : '',
    firstError ? `first error: ${firstError}` : '',
  ].filter(Boolean);
  if (!exact) row.failures += 1;
  const shown = { Accept: counts.Accept, Replace: counts.Replace, Drop: counts.Drop };
  row.notes =
    formatCounts(counts.Limited > 0 ? counts : shown) +
    (inFlightRetries > 0 ? `, InFlight retries ${inFlightRetries}` : '') +
    (problems.length > 0 ? ` FAILED: ${problems.join('; ')}` : ' (exact)');
  row.details = { facts, concurrency, counts, expected, inFlightRetries, unsettled, errors };
  return row;
}

function benchEntry(key: string, now: number): SeenEntry {
  return {
    key,
    factId: uuidv7(now),
    occurredAt: now,
    source: 'webhook',
    priority: POLICY.sourcePriorities.webhook,
    revision: 1,
    expiresAt: now + POLICY.windowMs + POLICY.lateArrivalMs,
    pendingUntil: null,
    previous: null,
  };
}

/** `claim` of `keys` (new keys: each is claimed; keys claimed before: each is seen), no limits. */
async function claimWorkload(
  storeName: string,
  store: SeenKeyStore,
  keys: readonly string[],
  concurrency: number,
  expect: 'claimed' | 'seen',
): Promise<Row> {
  const clock = new FakeClock();
  const kinds = { claimed: 0, seen: 0, limited: 0 };
  let errors = 0;
  let firstError: string | undefined;
  const row = await timed(
    storeName,
    `dedup claim ${expect === 'claimed' ? 'new' : 'seen'} key, ${concurrency} worker${concurrency > 1 ? 's' : ''}`,
    keys.length,
    async () => {
      await inPool(concurrency, keys.length, async (index) => {
        const now = clock.advance();
        try {
          const result = await store.claim(benchEntry(keys[index], now), POLICY.windowMs, [], now);
          kinds[result.kind] += 1;
        } catch (error) {
          errors += 1;
          firstError ??= error instanceof Error ? error.message : String(error);
        }
      });
      return errors;
    },
  );
  const wrong = keys.length - errors - kinds[expect];
  row.failures += wrong;
  row.notes =
    formatCounts(kinds) +
    (wrong > 0 || errors > 0
      ? ` FAILED: expected ${expect} ${keys.length}${firstError ? `; first error: ${firstError}` : ''}`
      : ' (exact)');
  row.details = { concurrency, results: kinds, errors };
  return row;
}

/**
 * `admit` against the limits a notifier would use: at most 5 per sliding minute per scope and a
 * calendar-day counter. `operations` attempts spread over operations/10 scopes within one fake
 * minute, so exactly 5 per scope are admitted and the rest limited.
 */
async function admitWorkload(
  storeName: string,
  store: SeenKeyStore,
  operations: number,
  concurrency: number,
): Promise<Row> {
  const clock = new FakeClock();
  const run = randomUUID().slice(0, 8);
  const scopes = Math.max(1, Math.floor(operations / 10));
  const perScopeMax = 5;
  const checks: LimitCheck[][] = Array.from({ length: scopes }, (_, s) =>
    limitChecks(
      [
        { kind: 'sliding', max: perScopeMax, windowMs: 60_000 },
        { kind: 'calendarDay', max: 1_000_000, timeZone: 'Europe/Berlin' },
      ],
      `customer-${run}-${s}|email`,
      clock.current,
    ),
  );
  const attempts = new Array<number>(scopes).fill(0);
  for (let j = 0; j < operations; j += 1) attempts[j % scopes] += 1;
  const expectedAdmitted = attempts.reduce((sum, n) => sum + Math.min(n, perScopeMax), 0);
  const kinds = { admitted: 0, limited: 0 };
  let errors = 0;
  let firstError: string | undefined;
  const row = await timed(
    storeName,
    `dedup admit 2 limits, ${concurrency} worker${concurrency > 1 ? 's' : ''}`,
    operations,
    async () => {
      await inPool(concurrency, operations, async (index) => {
        const now = clock.advance();
        try {
          const result = await store.admit(checks[index % scopes], now);
          kinds[result.kind] += 1;
        } catch (error) {
          errors += 1;
          firstError ??= error instanceof Error ? error.message : String(error);
        }
      });
      return errors;
    },
  );
  const exact =
    kinds.admitted === expectedAdmitted && kinds.limited === operations - expectedAdmitted;
  if (!exact) row.failures += 1;
  row.notes =
    formatCounts(kinds) +
    (exact && errors === 0
      ? ' (exact)'
      : ` FAILED: expected admitted ${expectedAdmitted}${firstError ? `; first error: ${firstError}` : ''}`);
  row.details = { concurrency, scopes, results: kinds, expectedAdmitted, errors };
  return row;
}

async function storeWorkloads(storeName: string, store: SeenKeyStore, scale: number) {
  const rows: Row[] = [];
  const facts = Math.round(10_000 * scale);
  const operations = Math.round(10_000 * scale);
  for (const concurrency of [1, 16]) {
    rows.push(await decideWorkload(storeName, store, facts, concurrency));
  }
  const run = randomUUID().slice(0, 8);
  const keySet = (name: string) =>
    Array.from({ length: operations }, (_, i) => sha256(`${run}:${name}:${i}`));
  rows.push(await claimWorkload(storeName, store, keySet('c1'), 1, 'claimed'));
  const keys16 = keySet('c16');
  rows.push(await claimWorkload(storeName, store, keys16, 16, 'claimed'));
  rows.push(await claimWorkload(storeName, store, keys16, 16, 'seen'));
  for (const concurrency of [1, 16]) {
    rows.push(await admitWorkload(storeName, store, operations, concurrency));
  }
  for (const row of rows)
    console.log(`  ${row.store}: ${row.workload} ${Math.round(row.perSecond)}/s`);
  return rows;
}

interface MemorySample {
  keys: number;
  size: number;
  heapUsedMB: number;
  rssMB: number;
}

/**
 * Claims `keys` distinct keys (SHA-256 hex, a UUIDv7 fact id each) into one MemorySeenKeyStore,
 * one per fake millisecond, each entry living `ttlMs`: the live set is `ttlMs` entries. Samples
 * size, heapUsed and rss every 100,000 keys, after a full GC when `--expose-gc` gave one. The
 * time includes making the keys (they are never all held, or the heap would measure them).
 */
async function memoryBound(keys: number, ttlMs: number, maxSize?: number): Promise<Row> {
  const store = new MemorySeenKeyStore(maxSize === undefined ? {} : { maxSize });
  const run = randomUUID();
  const every = 100_000;
  const samples: MemorySample[] = [];
  const sample = (claimed: number) => {
    global.gc?.();
    const usage = process.memoryUsage();
    samples.push({
      keys: claimed,
      size: store.size,
      heapUsedMB: Number((usage.heapUsed / MB).toFixed(2)),
      rssMB: Number((usage.rss / MB).toFixed(1)),
    });
  };
  sample(0);
  let peak = 0;
  let notClaimed = 0;
  let sampling = 0n;
  const started = process.hrtime.bigint();
  for (let i = 1; i <= keys; i += 1) {
    const now = T0 + i;
    const entry = { ...benchEntry(sha256(`${run}:${i}`), now), expiresAt: now + ttlMs };
    const result = await store.claim(entry, POLICY.windowMs, [], now);
    if (result.kind !== 'claimed') notClaimed += 1;
    if (store.size > peak) peak = store.size;
    if (i % every === 0 || i === keys) {
      const pausedAt = process.hrtime.bigint();
      sample(i);
      sampling += process.hrtime.bigint() - pausedAt;
    }
  }
  const seconds = Number(process.hrtime.bigint() - started - sampling) / 1e9;
  const final = store.size;
  const { expired, evicted } = store.stats;
  await store.close();

  const bound = maxSize === undefined ? ttlMs : Math.min(ttlMs, maxSize);
  const first = samples.find((s) => s.keys === Math.min(every, keys)) ?? samples[0];
  const last = samples[samples.length - 1];
  const heapGrowthMB = Number((last.heapUsedMB - first.heapUsedMB).toFixed(2));
  const gcAvailable = typeof global.gc === 'function';
  // Were the keys kept, 900,000 more would add hundreds of MB; 16 MB is noise and the live set.
  const problems = [
    notClaimed > 0 ? `${notClaimed} keys not claimed` : '',
    peak > bound ? `peak size ${peak} > ${bound}` : '',
    final !== bound ? `final size ${final} ≠ ${bound}` : '',
    expired + evicted !== keys - final ? `expired + evicted ≠ ${keys - final}` : '',
    maxSize !== undefined && maxSize < ttlMs && evicted === 0 ? 'no evictions' : '',
    gcAvailable && heapGrowthMB > 16 ? `heap grew ${heapGrowthMB} MB` : '',
  ].filter(Boolean);
  console.log(
    `memory bound, ${keys} keys, ${ttlMs} ms expiry${maxSize === undefined ? '' : `, maxSize ${maxSize}`}` +
      (gcAvailable ? '' : ' (no --expose-gc: heap figures include garbage)'),
  );
  console.table(samples);
  return {
    store: 'memory',
    workload: `dedup claim ${keys} keys, ${ttlMs} ms expiry${maxSize === undefined ? '' : `, maxSize ${maxSize}`}`,
    operations: keys,
    seconds,
    perSecond: keys / seconds,
    failures: problems.length,
    notes:
      `peak size ${peak}, final ${final}, expired ${expired}, evicted ${evicted}, ` +
      `heap ${first.heapUsedMB} MB at ${first.keys} keys → ${last.heapUsedMB} MB at ${last.keys} ` +
      `(rss ${first.rssMB} → ${last.rssMB} MB)` +
      (problems.length > 0 ? ` FAILED: ${problems.join('; ')}` : ''),
    details: {
      keys,
      ttlMs,
      maxSize: maxSize ?? null,
      peakSize: peak,
      finalSize: final,
      expired,
      evicted,
      heapGrowthMB,
      gc: gcAvailable,
      samples,
    },
  };
}

async function redisReachable(url: string): Promise<boolean> {
  const probe = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 3000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  probe.on('error', () => undefined);
  try {
    await probe.connect();
    await probe.ping();
    return true;
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

/** Deletes every key under `prefix` (SCAN, never KEYS); answers how many went. */
async function deleteRedisKeys(url: string, prefix: string): Promise<number> {
  const client = new Redis(url);
  let deleted = 0;
  try {
    let cursor = '0';
    do {
      const [next, keys] = await client.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000);
      if (keys.length > 0) deleted += await client.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    await client.quit();
  }
  return deleted;
}

/** Every dedup row: the memory bound first (a quiet heap), then each store's workloads. */
export async function dedupBench(options: DedupBenchOptions): Promise<Row[]> {
  const rows: Row[] = [];
  // --quick: a tenth of the keys, still ten times the live set.
  const keys = options.scale < 1 ? 100_000 : 1_000_000;
  rows.push(await memoryBound(keys, 10_000));
  rows.push(await memoryBound(keys, 10_000, 5_000));

  const memory = new MemorySeenKeyStore();
  rows.push(...(await storeWorkloads('memory', memory, options.scale)));
  await memory.close();

  const dir = mkdtempSync(join(tmpdir(), 'tidemark-bench-dedup-'));
  try {
    const storage = await openStorage(`sqlite:${join(dir, 'dedup.db')}`);
    const store = new SqlSeenKeyStore(storage.sql);
    try {
      rows.push(...(await storeWorkloads('sqlite (synchronous=FULL)', store, options.scale)));
    } finally {
      await store.close();
      await storage.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }

  const schema = `tidemark_bench_dedup_${Date.now()}`;
  let storage: Storage | undefined;
  try {
    storage = await openStorage(options.postgresUrl, { schema });
  } catch (error) {
    console.warn(`PostgreSQL dedup skipped (${options.postgresUrl}: ${String(error)})`);
  }
  if (storage) {
    const store = new SqlSeenKeyStore(storage.sql);
    try {
      rows.push(...(await storeWorkloads('postgres', store, options.scale)));
    } finally {
      await store.close();
      await storage.close();
      await runOnPostgres(options.postgresUrl, `DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    }
  }

  if (await redisReachable(options.redisUrl)) {
    const keyPrefix = `tidemark:bench:${randomUUID()}:`;
    const store = new RedisSeenKeyStore({ url: options.redisUrl, keyPrefix });
    try {
      rows.push(...(await storeWorkloads('redis', store, options.scale)));
    } finally {
      await store.close();
      const deleted = await deleteRedisKeys(options.redisUrl, keyPrefix);
      console.log(`  redis: deleted ${deleted} keys under ${keyPrefix}`);
    }
  } else {
    console.warn(`Redis dedup skipped (${options.redisUrl} unreachable)`);
  }
  return rows;
}
