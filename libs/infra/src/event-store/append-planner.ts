import {
  newEventProblems,
  normalizedItems,
  queryProblems,
  streamIdProblems,
  type ExpectedVersion,
  type JsonObject,
  type NewEvent,
  type ValidationProblem,
} from '@tidemark/domain';
import type {
  AppendCondition,
  AppendOptions,
  AppendResult,
  KeyedCommand,
} from './event-store.port';
import {
  AppendConditionFailed,
  DuplicateEventId,
  ValidationError,
  WrongExpectedVersion,
} from '../errors';
import {
  assertNotTombstoned,
  matchesStream,
  NEW_STREAM,
  type StreamRecord,
} from './stream-lifecycle';

/** An append after validation: ids assigned, metadata defaulted. */
export interface PreparedAppend {
  readonly streamId: string;
  readonly expectedVersion: ExpectedVersion;
  readonly events: readonly PreparedEvent[];
  /** Completed in the append's transaction where the store can (see `AppendOptions.keyed`). */
  readonly keyed?: KeyedCommand;
  /** Checked where appends are serialised (see `AppendOptions.condition`); items normalised. */
  readonly condition?: AppendCondition;
}

export interface PreparedEvent {
  readonly id: string;
  readonly type: string;
  readonly data: JsonObject;
  readonly metadata: JsonObject;
  /** Repeats removed; empty when none. */
  readonly tags: readonly string[];
}

/** Where an id of the append already stands in the store. */
export interface StoredEventRef {
  readonly id: string;
  readonly streamId: string;
  readonly version: number;
  readonly position: bigint;
}

export type AppendPlan =
  | { readonly kind: 'retry'; readonly result: AppendResult }
  | {
      readonly kind: 'write';
      readonly firstVersion: number;
      /** The stream was soft-deleted: this append recreates it (its state becomes `live`). */
      readonly recreates: boolean;
    };

/**
 * Validates an append and assigns missing ids, so that an invalid append is refused before any
 * IO; the key it records (`options.keyed`) comes along. Every store's appends start here.
 * Throws {@link ValidationError} listing every problem.
 */
export function prepareAppend(
  streamId: string,
  events: readonly NewEvent[],
  options: AppendOptions,
  newId: () => string,
): PreparedAppend {
  // Callers outside TypeScript may send anything: checked below.
  const expectedVersion: unknown = options.expectedVersion;
  const problems: ValidationProblem[] = streamIdProblems(streamId).map((message) => ({
    path: 'streamId',
    message,
  }));
  if (expectedVersion !== undefined && !isExpectedVersionValue(expectedVersion)) {
    problems.push({
      path: 'expectedVersion',
      message: 'expectedVersion must be "any", "no_stream", "stream_exists" or an integer >= 0',
    });
  }
  problems.push(...newEventProblems(events));
  problems.push(...conditionProblems(options.condition));
  if (problems.length > 0) throw new ValidationError(problems);
  const condition = options.condition;
  return {
    streamId,
    expectedVersion: (expectedVersion as ExpectedVersion | undefined) ?? 'any',
    events: events.map((event) => ({
      id: (event.id ?? newId()).toLowerCase(),
      type: event.type,
      data: event.data,
      metadata: event.metadata ?? {},
      tags: event.tags ? [...new Set(event.tags)] : [],
    })),
    ...(options.keyed ? { keyed: options.keyed } : {}),
    ...(condition
      ? {
          condition: {
            failIfEventsMatch: { items: normalizedItems(condition.failIfEventsMatch) },
            ...(condition.after !== undefined ? { after: condition.after } : {}),
          },
        }
      : {}),
  };
}

/** Problems of an append condition given by a caller outside TypeScript as much as inside. */
export function conditionProblems(condition: unknown, path = 'condition'): ValidationProblem[] {
  if (condition === undefined) return [];
  if (typeof condition !== 'object' || condition === null || Array.isArray(condition)) {
    return [{ path, message: 'condition must be an object with failIfEventsMatch' }];
  }
  const { failIfEventsMatch, after, ...unknown } = condition as Record<string, unknown>;
  const problems: ValidationProblem[] = Object.keys(unknown).map((key) => ({
    path: `${path}.${key}`,
    message: 'unknown field',
  }));
  problems.push(...queryProblems(failIfEventsMatch, `${path}.failIfEventsMatch`));
  if (after !== undefined && (typeof after !== 'bigint' || after < 0n)) {
    problems.push({ path: `${path}.after`, message: 'after must be a position (bigint >= 0)' });
  }
  return problems;
}

function isExpectedVersionValue(value: unknown): value is ExpectedVersion {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value >= 0;
  return value === 'any' || value === 'no_stream' || value === 'stream_exists';
}

/**
 * Decides an append against what the store holds now: the stream (its version and state) and
 * where any of the append's ids already stand. The one place the version-based dedup rule
 * lives. A tombstoned stream refuses every append, retries included.
 *
 * @throws StreamDeleted, DuplicateEventId, WrongExpectedVersion
 */
export function planAppend(
  append: PreparedAppend,
  current: number | Pick<StreamRecord, 'version' | 'state'>,
  stored: readonly StoredEventRef[],
  /**
   * The position of an event above the condition's `after` that matches its query, read under
   * the store's append lock; asked only for a conditional append that is not a retry.
   */
  conflictOf?: (condition: AppendCondition) => bigint | undefined,
): AppendPlan {
  const { streamId, events, expectedVersion } = append;
  const stream =
    typeof current === 'number'
      ? { ...NEW_STREAM, version: current }
      : { ...NEW_STREAM, ...current };
  assertNotTombstoned(streamId, stream);
  if (stored.length > 0) {
    const byId = new Map(stored.map((ref) => [ref.id.toLowerCase(), ref]));
    const refs = events.map((event) => byId.get(event.id));
    const elsewhere = stored.filter((ref) => ref.streamId !== streamId);
    if (elsewhere.length > 0) {
      throw new DuplicateEventId(
        streamId,
        elsewhere.map((ref) => ref.id),
        `event ids already stored in another stream: ${elsewhere
          .map((ref) => `${ref.id} in ${ref.streamId}`)
          .join(', ')}`,
      );
    }
    const complete = refs.every((ref): ref is StoredEventRef => ref !== undefined);
    if (!complete) {
      throw new DuplicateEventId(
        streamId,
        stored.map((ref) => ref.id),
        'some event ids of this append are already stored and others are not',
      );
    }
    const first = refs[0].version;
    const contiguous = refs.every((ref, index) => ref.version === first + index);
    if (!contiguous) {
      throw new DuplicateEventId(
        streamId,
        stored.map((ref) => ref.id),
        'the event ids are already stored, but not contiguously in this order',
      );
    }
    const last = refs[refs.length - 1];
    return {
      kind: 'retry',
      result: {
        streamId,
        firstVersion: first,
        nextExpectedVersion: last.version,
        position: last.position,
        written: false,
      },
    };
  }
  if (append.condition) {
    if (!conflictOf) throw new Error('a conditional append reached a store without conditions');
    const conflict = conflictOf(append.condition);
    if (conflict !== undefined) throw new AppendConditionFailed(append.condition.after, conflict);
  }
  if (!matchesStream(expectedVersion, stream)) {
    throw new WrongExpectedVersion(streamId, expectedVersion, stream.version);
  }
  return { kind: 'write', firstVersion: stream.version + 1, recreates: stream.state === 'deleted' };
}
