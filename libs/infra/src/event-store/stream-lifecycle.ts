import {
  isExpectedVersion,
  isJsonObject,
  jsonProblems,
  matchesExpectedVersion,
  MAX_JSON_DEPTH,
  streamIdProblems,
  type ExpectedVersion,
  type JsonObject,
  type ValidationProblem,
} from '@tidemark/domain';
import { StreamDeleted, StreamNotFound, ValidationError, WrongExpectedVersion } from '../errors';
import type {
  DeleteStreamOptions,
  SetStreamMetadataOptions,
  StreamDeletion,
  StreamMetadata,
  StreamMetadataResult,
} from './event-store.port';

/**
 * The lifecycle rules of streams (docs/stream-lifecycle.md), in one place for every adapter:
 * what a delete, a tombstone and a metadata write do to a stream, and which of its events a
 * read shows and a scavenge removes.
 */

/** `deleted`: soft-deleted, until an append (or a metadata write) recreates it. */
export type StreamState = 'live' | 'deleted' | 'tombstoned';

/** What a store keeps of a stream besides its events (its `streams` row). */
export interface StreamRecord {
  readonly version: number;
  readonly state: StreamState;
  readonly metadata: StreamMetadata;
  readonly metadataVersion: number;
}

export const NEW_STREAM: StreamRecord = {
  version: 0,
  state: 'live',
  metadata: {},
  metadataVersion: 0,
};

function streamIdProblemsAt(streamId: string): ValidationProblem[] {
  return streamIdProblems(streamId).map((message) => ({ path: 'streamId', message }));
}

function refuse(problems: readonly ValidationProblem[]): void {
  if (problems.length > 0) throw new ValidationError(problems);
}

/** @throws ValidationError */
export function checkStreamId(streamId: string): void {
  refuse(streamIdProblemsAt(streamId));
}

/** @throws ValidationError */
export function checkDelete(streamId: string, options: DeleteStreamOptions): ExpectedVersion {
  const problems = streamIdProblemsAt(streamId);
  const expected: unknown = options.expectedVersion;
  if (expected !== undefined && !isExpectedVersion(expected)) {
    problems.push({
      path: 'expectedVersion',
      message: 'expectedVersion must be "any", "no_stream", "stream_exists" or an integer >= 0',
    });
  }
  refuse(problems);
  return options.expectedVersion ?? 'any';
}

const METADATA_FIELDS = new Set(['maxCount', 'maxAgeSeconds', 'truncateBefore', 'custom']);
/** EventStoreDB's names of the typed fields: not custom keys, or they would mean two things. */
/**
 * The longest maxAge: about 317 years. "Now minus maxAge" must stay a timestamp that both
 * JavaScript (±8.64e15 ms) and PostgreSQL (from 4713 BC) hold, or every read of the stream fails.
 */
const MAX_AGE_SECONDS = 10_000_000_000;

const RESERVED_CUSTOM = new Set(['$maxCount', '$maxAge', '$tb']);

export interface CheckedMetadataWrite {
  readonly metadata: StreamMetadata;
  readonly expectedMetadataVersion: number | 'any';
}

/** Validates a metadata write and drops fields given as `undefined`. @throws ValidationError */
export function checkMetadataWrite(
  streamId: string,
  metadata: StreamMetadata,
  options: SetStreamMetadataOptions,
): CheckedMetadataWrite {
  const problems = streamIdProblemsAt(streamId);
  const expected: unknown = options.expectedMetadataVersion ?? 'any';
  if (expected !== 'any' && !(Number.isSafeInteger(expected) && (expected as number) >= 0)) {
    problems.push({
      path: 'expectedMetadataVersion',
      message: 'expectedMetadataVersion must be "any" or an integer >= 0',
    });
  }
  if (!isJsonObject(metadata)) {
    refuse([...problems, { path: 'metadata', message: 'metadata must be an object' }]);
  }
  const given = metadata as Record<string, unknown>;
  const kept: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(given)) {
    if (!METADATA_FIELDS.has(key)) {
      problems.push({
        path: `metadata.${key}`,
        message: 'unknown field (custom data goes in custom)',
      });
    } else if (value !== undefined) {
      kept[key] = value;
    }
  }
  const integer = (key: string, min: number, max = Number.MAX_SAFE_INTEGER) => {
    const value = kept[key];
    if (value !== undefined && !(Number.isSafeInteger(value) && (value as number) >= min)) {
      problems.push({ path: `metadata.${key}`, message: `${key} must be an integer >= ${min}` });
    } else if (typeof value === 'number' && value > max) {
      problems.push({ path: `metadata.${key}`, message: `${key} must be at most ${max}` });
    }
  };
  integer('maxCount', 1);
  integer('maxAgeSeconds', 1, MAX_AGE_SECONDS);
  integer('truncateBefore', 0);
  const custom = kept.custom;
  if (custom !== undefined) {
    if (!isJsonObject(custom)) {
      problems.push({ path: 'metadata.custom', message: 'custom must be a JSON object' });
    } else {
      problems.push(...jsonProblems(custom, { path: 'metadata.custom', maxDepth: MAX_JSON_DEPTH }));
      for (const key of Object.keys(custom).filter((k) => RESERVED_CUSTOM.has(k))) {
        problems.push({
          path: `metadata.custom.${key}`,
          message: `${key} is set by maxCount, maxAgeSeconds or truncateBefore, not in custom`,
        });
      }
    }
  }
  refuse(problems);
  return {
    metadata: kept as StreamMetadata,
    expectedMetadataVersion: expected as number | 'any',
  };
}

/**
 * Whether a stream satisfies an expected version. A soft-deleted stream is taken as gone and as
 * still at its last version, as EventStoreDB does: `any`, `no_stream`/0 and that version match,
 * `stream_exists` does not.
 */
export function matchesStream(expected: ExpectedVersion, stream: StreamRecord): boolean {
  if (stream.state !== 'deleted') return matchesExpectedVersion(expected, stream.version);
  return (
    expected === 'any' || expected === 'no_stream' || expected === 0 || expected === stream.version
  );
}

/** @throws StreamDeleted when the stream is tombstoned. */
export function assertNotTombstoned(streamId: string, stream: StreamRecord): void {
  if (stream.state === 'tombstoned') throw new StreamDeleted(streamId);
}

/**
 * The stream after a delete. A soft delete hides every event (`truncateBefore` = version + 1,
 * the rest of the metadata kept) and counts as a metadata write, as EventStoreDB's does.
 *
 * @throws StreamDeleted, WrongExpectedVersion
 */
export function planDelete(
  streamId: string,
  stream: StreamRecord,
  expected: ExpectedVersion,
  deletion: StreamDeletion,
): StreamRecord {
  assertNotTombstoned(streamId, stream);
  if (!matchesStream(expected, stream)) {
    throw new WrongExpectedVersion(streamId, expected, stream.version);
  }
  if (deletion === 'tombstone') return { ...stream, state: 'tombstoned' };
  return {
    ...stream,
    state: 'deleted',
    metadata: { ...stream.metadata, truncateBefore: stream.version + 1 },
    metadataVersion: stream.metadataVersion + 1,
  };
}

/**
 * The stream after a metadata write. On a soft-deleted stream it recreates the stream, empty:
 * `truncateBefore` stays at least past the deleted events (EventStoreDB's rule), so a metadata
 * write never brings them back.
 *
 * @throws StreamDeleted, WrongExpectedVersion (of the metadata version)
 */
export function planMetadataWrite(
  streamId: string,
  stream: StreamRecord,
  write: CheckedMetadataWrite,
): StreamRecord {
  assertNotTombstoned(streamId, stream);
  const expected = write.expectedMetadataVersion;
  if (expected !== 'any' && expected !== stream.metadataVersion) {
    throw new WrongExpectedVersion(streamId, expected, stream.metadataVersion);
  }
  let metadata = write.metadata;
  if (stream.state === 'deleted' && stream.version > 0) {
    const past = stream.version + 1;
    metadata = { ...metadata, truncateBefore: Math.max(metadata.truncateBefore ?? 0, past) };
  }
  return { ...stream, state: 'live', metadata, metadataVersion: stream.metadataVersion + 1 };
}

export function metadataResult(streamId: string, stream: StreamRecord): StreamMetadataResult {
  return { streamId, metadata: stream.metadata, metadataVersion: stream.metadataVersion };
}

/** @throws StreamDeleted (tombstoned), StreamNotFound (no events, or soft-deleted) */
export function assertReadable(streamId: string, stream: StreamRecord | undefined): void {
  if (stream?.state === 'tombstoned') throw new StreamDeleted(streamId);
  if (!stream || stream.version === 0 || stream.state === 'deleted') {
    throw new StreamNotFound(streamId);
  }
}

/**
 * Which events of a stream reads show: versions from `fromVersion`, recorded at or after
 * `recordedFrom` (ISO-8601, comparable as text) when the stream has a max age. A scavenge
 * removes exactly the others.
 */
export interface VisibleEvents {
  readonly fromVersion: number;
  readonly recordedFrom: string | undefined;
}

export function visibleEvents(stream: StreamRecord, nowMs: number): VisibleEvents {
  if (stream.state === 'tombstoned')
    return { fromVersion: stream.version + 1, recordedFrom: undefined };
  const { truncateBefore = 0, maxCount, maxAgeSeconds } = stream.metadata;
  const newest = maxCount === undefined ? 0 : stream.version - maxCount + 1;
  return {
    fromVersion: Math.max(1, truncateBefore, newest),
    recordedFrom:
      maxAgeSeconds === undefined
        ? undefined
        : new Date(nowMs - maxAgeSeconds * 1000).toISOString(),
  };
}

/** Whether a stream's events may be hidden at all: streams without limits are never scavenged. */
export function hasLimits(stream: StreamRecord): boolean {
  const { truncateBefore, maxCount, maxAgeSeconds } = stream.metadata;
  return (
    stream.state !== 'live' ||
    (truncateBefore ?? 0) > 1 ||
    maxCount !== undefined ||
    maxAgeSeconds !== undefined
  );
}

/** {@link hasLimits} in SQL, on a `streams` row (both databases). */
export const HAS_LIMITS = `(state <> 'live' OR truncate_before > 1 OR max_count IS NOT NULL
  OR max_age_seconds IS NOT NULL)`;

/** The columns a SQL store keeps a {@link StreamRecord} in (custom metadata as JSON text). */
export interface StreamRow {
  readonly version: number | bigint | string;
  readonly state: string;
  readonly truncate_before: number | bigint | string | null;
  readonly max_count: number | bigint | string | null;
  readonly max_age_seconds: number | bigint | string | null;
  readonly custom_metadata: string | object | null;
  readonly metadata_version: number | bigint | string;
}

export const STREAM_ROW_COLUMNS =
  'version, state, truncate_before, max_count, max_age_seconds, custom_metadata, metadata_version';

export function streamRecordOf(row: StreamRow | undefined): StreamRecord {
  if (!row) return NEW_STREAM;
  const { max_count, max_age_seconds, truncate_before, custom_metadata } = row;
  const metadata: { -readonly [K in keyof StreamMetadata]: StreamMetadata[K] } = {};
  if (max_count !== null) metadata.maxCount = Number(max_count);
  if (max_age_seconds !== null) metadata.maxAgeSeconds = Number(max_age_seconds);
  if (truncate_before !== null) metadata.truncateBefore = Number(truncate_before);
  if (custom_metadata !== null) {
    metadata.custom = (
      typeof custom_metadata === 'string' ? JSON.parse(custom_metadata) : custom_metadata
    ) as JsonObject;
  }
  return {
    version: Number(row.version),
    state: row.state as StreamState,
    metadata,
    metadataVersion: Number(row.metadata_version),
  };
}

/** A record's columns in the order of {@link STREAM_ROW_COLUMNS}. */
export function streamRowValues(stream: StreamRecord): unknown[] {
  const { maxCount, maxAgeSeconds, truncateBefore, custom } = stream.metadata;
  return [
    stream.version,
    stream.state,
    truncateBefore ?? null,
    maxCount ?? null,
    maxAgeSeconds ?? null,
    custom === undefined ? null : JSON.stringify(custom),
    stream.metadataVersion,
  ];
}
