import {
  dedupPolicyProblems,
  type DedupPolicy,
  type FactTypePolicy,
  type FrequencyLimit,
} from '@tidemark/domain';
import { EnvReader, shownUrl, type Env, type Read } from './env';

/** Where seen dedup keys live: the event store's database, this process, or Redis. */
export type DedupStoreOptions =
  | { readonly kind: 'sql' }
  | { readonly kind: 'memory'; readonly maxSize: number }
  | {
      readonly kind: 'redis';
      readonly url: string;
      readonly keyPrefix: string;
      /** Each connect attempt and each call gives up after this. */
      readonly timeoutMs: number;
    };

/** Dedup of facts from several sources (`POST /ingest/:source`). */
export interface DedupOptions {
  readonly store: DedupStoreOptions;
  readonly policy: DedupPolicy;
  /** How long writing an accepted fact may take before a duplicate may take it over. */
  readonly pendingMs: number;
  /** How often expired keys are swept. */
  readonly sweepIntervalMs: number;
}

/**
 * The sources and fact types the app ingests, which the dedup settings name: the app's domain
 * (the shop) gives them to the composition root, so that configuration never imports it.
 */
export interface DedupVocabulary {
  readonly sources: readonly string[];
  readonly factTypes: readonly string[];
  /** `DEDUP_SOURCE_PRIORITIES` when it is not set. */
  readonly defaultPriorities: string;
}

/** `timeZone`: the calendar of per-day limits. */
export function readDedupOptions(
  env: Env,
  timeZone: string,
  vocabulary: DedupVocabulary,
): Read<DedupOptions> {
  const vars = new EnvReader(env);
  const store = dedupStore(vars);
  const priorities = sourcePriorities(vars, vocabulary);
  const limits = factTypes(vars, timeZone, vocabulary);
  const policy: DedupPolicy = {
    windowMs: vars.integer('DEDUP_WINDOW_SECONDS', 300, 1, 31_536_000) * 1000,
    lateArrivalMs: vars.integer('DEDUP_LATE_ARRIVAL_SECONDS', 86_400, 0, 31_536_000) * 1000,
    sourcePriorities: priorities,
    factTypes: limits,
  };
  for (const problem of dedupPolicyProblems(policy)) vars.problem(`dedup policy: ${problem}`);
  return vars.result({
    store,
    policy,
    pendingMs: vars.integer('DEDUP_PENDING_SECONDS', 30, 1, 86_400) * 1000,
    sweepIntervalMs: vars.integer('DEDUP_SWEEP_INTERVAL_SECONDS', 60, 1, 86_400) * 1000,
  });
}

function dedupStore(vars: EnvReader): DedupStoreOptions {
  const raw = vars.string('DEDUP_STORE') ?? 'sql';
  if (raw === 'memory') {
    return { kind: 'memory', maxSize: vars.integer('DEDUP_MEMORY_MAX_SIZE', 1_000_000, 1, 1e9) };
  }
  if (/^rediss?:\/\/./.test(raw)) {
    const keyPrefix = vars.string('DEDUP_REDIS_PREFIX') ?? 'tidemark:dedup:';
    if (!/^[\x21-\x7e]{1,100}$/.test(keyPrefix)) {
      vars.problem('DEDUP_REDIS_PREFIX must be 1-100 visible ASCII characters');
    }
    const timeoutMs = vars.integer('DEDUP_REDIS_TIMEOUT_MS', 2000, 100, 600_000);
    return { kind: 'redis', url: raw, keyPrefix, timeoutMs };
  }
  if (raw !== 'sql') {
    vars.problem(`DEDUP_STORE must be sql, memory or a redis:// URL, got ${shownUrl(raw)}`);
  }
  return { kind: 'sql' };
}

function sourcePriorities(vars: EnvReader, vocabulary: DedupVocabulary): Record<string, number> {
  const { sources } = vocabulary;
  const priorities: Record<string, number> = {};
  for (const item of (vars.string('DEDUP_SOURCE_PRIORITIES') ?? vocabulary.defaultPriorities).split(
    ',',
  )) {
    const match = /^\s*([a-z-]+)\s*=\s*(-?\d{1,9})\s*$/.exec(item);
    if (!match) {
      vars.problem(`DEDUP_SOURCE_PRIORITIES: "${item}" is not <source>=<integer>`);
    } else if (!sources.includes(match[1])) {
      vars.problem(
        `DEDUP_SOURCE_PRIORITIES: unknown source "${match[1]}" (sources: ${sources.join(', ')})`,
      );
    } else {
      priorities[match[1]] = Number(match[2]);
    }
  }
  for (const source of sources) {
    if (!Object.hasOwn(priorities, source)) {
      vars.problem(`DEDUP_SOURCE_PRIORITIES must give "${source}" a priority`);
    }
  }
  return priorities;
}

function factTypes(
  vars: EnvReader,
  timeZone: string,
  vocabulary: DedupVocabulary,
): Record<string, FactTypePolicy> {
  const known = vocabulary.factTypes;
  const limits = new Map<string, FrequencyLimit[]>();
  const items = (vars.string('DEDUP_LIMITS') ?? '').split(',').filter((i) => i.trim() !== '');
  for (const item of items) {
    const match = /^\s*([A-Za-z]+)\s*:\s*(\d{1,9})\s*\/\s*(?:(\d{1,9})s|(day))\s*$/.exec(item);
    if (!match) {
      vars.problem(
        `DEDUP_LIMITS: "${item}" is not <FactType>:<N>/<seconds>s or <FactType>:<N>/day`,
      );
      continue;
    }
    const [, type, max, seconds] = match;
    if (!known.includes(type)) {
      vars.problem(`DEDUP_LIMITS: unknown fact type "${type}" (${known.join(', ')})`);
      continue;
    }
    const limit: FrequencyLimit =
      seconds !== undefined
        ? { kind: 'sliding', max: Number(max), windowMs: Number(seconds) * 1000 }
        : { kind: 'calendarDay', max: Number(max), timeZone };
    limits.set(type, [...(limits.get(type) ?? []), limit]);
  }
  const byType: Record<string, FactTypePolicy> = {};
  for (const [type, typeLimits] of limits) byType[type] = { limits: typeLimits };
  return byType;
}
