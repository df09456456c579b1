import { status } from '@grpc/grpc-js';
import { statusError } from './grpc-errors';

/** 2^64 − 1: EventStoreDB's End, as a revision or as both halves of a position. */
export const U64_MAX = (1n << 64n) - 1n;

/**
 * The largest global position: Tidemark keeps positions as signed 64-bit integers (PostgreSQL
 * `bigint`, SQLite `INTEGER`), as EventStoreDB does (its `TFPos` is two `long`s).
 */
export const MAX_POSITION = (1n << 63n) - 1n;

/** A u64 the client sent as a decimal string (jspb keeps 64-bit fields as JS_STRING). */
export function u64(value: string, what: string): bigint {
  const parsed = /^\d{1,20}$/.test(value) ? BigInt(value) : -1n;
  if (parsed < 0n || parsed > U64_MAX) {
    throw statusError(status.INVALID_ARGUMENT, `${what} must be an unsigned 64-bit integer`);
  }
  return parsed;
}

/**
 * A `$all` position the client sent: `end` for a commit of u64 max (EventStoreDB's End), else
 * its commit (Tidemark writes prepare = commit and reads commit). EventStoreDB reads both halves
 * as signed 64-bit integers and refuses a negative one ("Invalid position"), so a half past
 * 2^63 − 1 is refused here too, before any store sees it; a position past the head but below
 * that is valid, and reads as past the end.
 */
export function logPositionOf(commit: string, prepare: string): 'end' | bigint {
  const commitPosition = u64(commit, 'commit_position');
  const preparePosition = u64(prepare, 'prepare_position');
  if (commitPosition === U64_MAX) return 'end';
  for (const [what, value] of [
    ['commit_position', commitPosition],
    ['prepare_position', preparePosition],
  ] as const) {
    if (value > MAX_POSITION) {
      throw statusError(
        status.INVALID_ARGUMENT,
        `Invalid position: ${what} ${value} is past the largest position, 2^63 - 1 ` +
          '(u64 max in both halves is the end)',
      );
    }
  }
  return commitPosition;
}
