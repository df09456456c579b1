import { Metadata, status, type StatusObject } from '@grpc/grpc-js';
import {
  DuplicateEventId,
  isTidemarkError,
  StoreClosed,
  StoreFull,
  StoreUnavailable,
  StreamDeleted,
  StreamNotFound,
  NotSupported,
  ValidationError,
  WrongExpectedVersion,
} from '../errors';
import { expectedRevisionNumber } from './revisions';

/** A status a handler answers a call with: code, details and the trailers the clients read. */
export type EsdbStatus = Pick<StatusObject, 'code' | 'details' | 'metadata'>;

/** A status with string trailers (`exception`, `stream-name`, …). */
export function statusError(
  code: status,
  details: string,
  trailers: Readonly<Record<string, string>> = {},
): EsdbStatus {
  const metadata = new Metadata();
  for (const [key, value] of Object.entries(trailers)) metadata.set(key, value);
  return { code, details, metadata };
}

export function unimplemented(what: string): EsdbStatus {
  return statusError(status.UNIMPLEMENTED, `${what} is not served by Tidemark`);
}

export function isEsdbStatus(value: unknown): value is EsdbStatus {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { code?: unknown }).code === 'number' &&
    typeof (value as { details?: unknown }).details === 'string' &&
    (value as { metadata?: unknown }).metadata instanceof Metadata
  );
}

/** The trailer of an UNAVAILABLE whose write may have committed: retry with the same ids. */
export const WRITE_OUTCOME = 'write-outcome';

export function isWriteOutcomeUnknown(answer: EsdbStatus): boolean {
  return answer.metadata?.get(WRITE_OUTCOME)[0] === 'unknown';
}

/** A status for `error`, and the text to log when it is a server fault (not the caller's). */
export interface StatusAnswer {
  readonly status: EsdbStatus;
  readonly internal?: string;
}

/**
 * Tidemark errors → the statuses and trailers the EventStoreDB clients turn into their own
 * errors (`exception` picks the class; `stream-name`, `expected-version`, `actual-version`
 * fill it). Unknown errors are INTERNAL without their message: it may carry driver details.
 */
export function toStatus(error: unknown): StatusAnswer {
  if (isEsdbStatus(error)) return { status: error };
  if (isTidemarkError(error)) {
    if (error instanceof WrongExpectedVersion) {
      const trailers: Record<string, string> = {
        exception: 'wrong-expected-version',
        'stream-name': error.streamId,
        'expected-version': expectedRevisionNumber(error.expectedVersion).toString(),
      };
      if (error.actualVersion > 0) trailers['actual-version'] = String(error.actualVersion - 1);
      return { status: statusError(status.FAILED_PRECONDITION, error.message, trailers) };
    }
    if (error instanceof StreamNotFound) {
      return {
        status: statusError(status.NOT_FOUND, `stream ${error.streamId} not found`, {
          exception: 'stream-not-found',
          'stream-name': error.streamId,
        }),
      };
    }
    if (error instanceof StreamDeleted) {
      // @eventstore/db-client reads `stream-name` of a StreamDeleted unconditionally.
      return {
        status: statusError(status.FAILED_PRECONDITION, error.message, {
          exception: 'stream-deleted',
          'stream-name': error.streamId,
        }),
      };
    }
    if (error instanceof NotSupported) {
      return { status: statusError(status.UNIMPLEMENTED, error.message) };
    }
    if (error instanceof ValidationError) {
      return { status: statusError(status.INVALID_ARGUMENT, error.message) };
    }
    if (error instanceof DuplicateEventId) {
      return { status: statusError(status.ALREADY_EXISTS, error.message) };
    }
    if (error instanceof StoreFull) {
      return { status: statusError(status.RESOURCE_EXHAUSTED, error.message) };
    }
    if (error instanceof StoreUnavailable || error instanceof StoreClosed) {
      // As the HTTP API's `writeOutcome: unknown`: a write sent whose commit was not confirmed.
      const unknown = error instanceof StoreUnavailable && error.writeOutcome === 'unknown';
      const trailers: Record<string, string> = unknown ? { [WRITE_OUTCOME]: 'unknown' } : {};
      return { status: statusError(status.UNAVAILABLE, error.message, trailers) };
    }
  }
  const internal = error instanceof Error ? (error.stack ?? error.message) : String(error);
  return { status: statusError(status.INTERNAL, 'internal server error'), internal };
}
