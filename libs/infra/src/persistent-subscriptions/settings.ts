import { streamIdProblems, textProblem, type ValidationProblem } from '@tidemark/domain';
import { ValidationError } from '../errors';
import { logFilterProblems } from '../event-store/read-options';
import {
  ALL_STREAMS,
  DEFAULT_PERSISTENT_SUBSCRIPTION_SETTINGS,
  type ConsumerStrategy,
  type GroupFilter,
  type GroupKey,
  type PersistentSubscriptionSettings,
  type SubscriptionStart,
} from './persistent-subscriptions.port';
import { linearRegExp } from '../support/linear-regex';

const STRATEGIES: readonly ConsumerStrategy[] = ['RoundRobin', 'DispatchToSingle', 'Pinned'];

/** Settings' integer fields and their least value. */
const COUNTS = {
  messageTimeoutMs: 0,
  maxRetryCount: 0,
  liveBufferSize: 1,
  readBatchSize: 1,
  historyBufferSize: 0,
  checkpointAfterMs: 0,
  minCheckpointCount: 1,
  maxCheckpointCount: 1,
  maxSubscriberCount: 0,
} as const;

/**
 * The most any of them may be: EventStoreDB's protocol answers them as int32 (GetInfo and List
 * could not be serialised past it), and Node's timers take at most that many milliseconds.
 */
const MAX_COUNT = 2 ** 31 - 1;

/**
 * Why `group` is no group name, or undefined: 1-200 characters of well-formed UTF-16 without
 * NUL, as every other name Tidemark stores (a lone surrogate has no UTF-8 form).
 */
export function groupNameProblem(group: string): string | undefined {
  if (group.length < 1 || group.length > 200) return 'group must be 1-200 characters';
  return textProblem('group', group);
}

/** As the settings are stored: the start's position as a decimal string. */
type StoredStart = 'start' | 'end' | { version: number } | { position: string };

/** `settings` over the defaults, checked for the group's kind of source. */
export function checkedSettings(
  key: GroupKey,
  settings: Partial<PersistentSubscriptionSettings> = {},
  filter?: GroupFilter,
): PersistentSubscriptionSettings {
  const full = { ...DEFAULT_PERSISTENT_SUBSCRIPTION_SETTINGS, ...settings };
  const problems: ValidationProblem[] = [];
  const problem = (path: string, message: string) => problems.push({ path, message });
  const group = groupNameProblem(key.group);
  if (group) problem('group', group);
  if (key.stream !== ALL_STREAMS) {
    for (const message of streamIdProblems(key.stream)) problem('stream', message);
  }
  for (const [field, least] of Object.entries(COUNTS)) {
    const value = full[field as keyof typeof COUNTS];
    if (!Number.isSafeInteger(value) || value < least)
      problem(`settings.${field}`, `${field} must be an integer >= ${least}`);
    else if (value > MAX_COUNT)
      problem(`settings.${field}`, `${field} must be at most ${MAX_COUNT}`);
  }
  // minCheckpointCount above maxCheckpointCount is taken, as EventStoreDB takes it: the upper
  // bound then decides alone (a checkpoint at once past it).
  if (!STRATEGIES.includes(full.consumerStrategy))
    problem(
      'settings.consumerStrategy',
      `consumerStrategy must be one of ${STRATEGIES.join(', ')}`,
    );
  const start = full.startFrom;
  const onAll = key.stream === ALL_STREAMS;
  if (typeof start === 'object') {
    if (
      onAll &&
      !('position' in start && typeof start.position === 'bigint' && start.position >= 0n)
    )
      problem('settings.startFrom', 'a $all group starts from "start", "end" or { position >= 0 }');
    if (
      !onAll &&
      !('version' in start && Number.isSafeInteger(start.version) && start.version >= 1)
    )
      problem(
        'settings.startFrom',
        'a stream group starts from "start", "end" or { version >= 1 }',
      );
  } else if (start !== 'start' && start !== 'end') {
    problem('settings.startFrom', 'startFrom must be "start", "end" or a version / position');
  }
  if (filter && !onAll) problem('filter', 'only a $all group takes a filter');
  if (filter) problems.push(...logFilterProblems(filter));
  for (const field of ['streamPattern', 'typePattern'] as const) {
    const pattern = filter?.[field];
    if (pattern === undefined) continue;
    try {
      linearRegExp(pattern);
    } catch {
      problem(
        `filter.${field}`,
        `${field} is not a regular expression this server runs in linear time (no back-references or lookarounds)`,
      );
    }
  }
  if (problems.length > 0) throw new ValidationError(problems);
  return full;
}

export function settingsJson(settings: PersistentSubscriptionSettings): string {
  const start = settings.startFrom;
  const startFrom: StoredStart =
    typeof start === 'object' && 'position' in start
      ? { position: start.position.toString() }
      : start;
  return JSON.stringify({ ...settings, startFrom });
}

export function parseSettings(text: string): PersistentSubscriptionSettings {
  const stored = JSON.parse(text) as Omit<PersistentSubscriptionSettings, 'startFrom'> & {
    startFrom: StoredStart;
  };
  const start = stored.startFrom;
  const startFrom: SubscriptionStart =
    typeof start === 'object' && 'position' in start ? { position: BigInt(start.position) } : start;
  return { ...DEFAULT_PERSISTENT_SUBSCRIPTION_SETTINGS, ...stored, startFrom };
}
