import { status } from '@grpc/grpc-js';
import { Empty } from './protocol/shared';
import { matchesExpectedVersion, type ExpectedVersion } from '@tidemark/domain';
import { StreamNotFound, WrongExpectedVersion } from '../errors';
import { accessDenied, hasRole } from './auth';
import type { EsdbCallContext, EsdbLimits } from './call-context';
import { statusError } from './grpc-errors';
import { notOneMetadataEvent, writeStreamMetadata } from './stream-metadata-writes';
import {
  invalidArgument,
  proposedEventOf,
  proposedSize,
  type ProposedEvent,
  type ProposedMessageLike,
  type WriteTarget,
} from './protocol-mapping';
import { revisionOf } from './revisions';

/** What an append answers, in EventStoreDB's terms. */
export type WriteOutcome =
  | {
      readonly ok: true;
      /** Revision of the stream's last event after the write; undefined: no stream (an empty append). */
      readonly currentRevision: bigint | undefined;
      /** Global position of the last event written; undefined for metadata writes. */
      readonly position: bigint | undefined;
    }
  | {
      readonly ok: false;
      readonly expected: ExpectedVersion;
      /** The stream's version (0: no stream). */
      readonly actualVersion: number;
    };

/** The Success message of Append and of BatchAppend: the same fields, in two classes. */
interface SuccessMessage<P> {
  setNoStream(value: Empty): unknown;
  setCurrentRevision(value: string): unknown;
  setNoPosition(value: Empty): unknown;
  setPosition(value: P): unknown;
}

interface PositionMessage<P> {
  setCommitPosition(value: string): P;
  setPreparePosition(value: string): P;
}

/** Fills `success` from a written outcome; commit = prepare = the Tidemark position. */
export function describeSuccess<P extends PositionMessage<P>>(
  success: SuccessMessage<P>,
  outcome: Extract<WriteOutcome, { ok: true }>,
  newPosition: () => P,
): void {
  if (outcome.currentRevision === undefined) success.setNoStream(new Empty());
  else success.setCurrentRevision(outcome.currentRevision.toString());
  if (outcome.position === undefined) success.setNoPosition(new Empty());
  else {
    const position = outcome.position.toString();
    success.setPosition(newPosition().setCommitPosition(position).setPreparePosition(position));
  }
}

/**
 * Gathers one append's proposed messages within the bounds: the size EventStoreDB calls
 * MaxAppendSize (data + metadata bytes) and a count, refused as soon as one is passed, so a
 * client cannot make the server hold an unbounded append.
 */
export class ProposedEvents {
  private bytes = 0;
  readonly events: ProposedEvent[] = [];

  constructor(private readonly limits: EsdbLimits) {}

  add(message: ProposedMessageLike): void {
    this.bytes += proposedSize(message);
    if (this.bytes > this.limits.maxAppendBytes) throw maxAppendSizeExceeded(this.limits);
    if (this.events.length >= this.limits.maxAppendEvents) {
      throw invalidArgument(`an append may carry at most ${this.limits.maxAppendEvents} events`);
    }
    this.events.push(proposedEventOf(message, `event ${this.events.length}`));
  }
}

export function maxAppendSizeExceeded(limits: EsdbLimits) {
  return statusError(
    status.INVALID_ARGUMENT,
    `the append is larger than ${limits.maxAppendBytes} bytes`,
    {
      exception: 'maximum-append-size-exceeded',
      'maximum-append-size': String(limits.maxAppendBytes),
    },
  );
}

/** The caller may write: the writer role at least. */
export function assertWriter(context: EsdbCallContext): void {
  if (!hasRole(context.role, 'writer')) throw accessDenied('writer');
}

/**
 * Appends `events` to `target` under `expected`. A wrong expected version is an outcome (the
 * protocol answers it in-band); every other refusal throws (a status or a Tidemark error).
 */
export async function writeEvents(
  context: EsdbCallContext,
  target: WriteTarget,
  expected: ExpectedVersion,
  events: readonly ProposedEvent[],
): Promise<WriteOutcome> {
  assertWriter(context);
  try {
    if (events.length === 0) return await emptyAppend(context, target, expected);
    if (target.kind === 'metadata') {
      const written = await writeStreamMetadata(context, target.streamId, expected, events);
      return {
        ok: true,
        currentRevision: revisionOf(written.metadataVersion),
        position: undefined,
      };
    }
    const result = await context.store.appendToStream(target.streamId, events, {
      expectedVersion: expected,
    });
    return {
      ok: true,
      currentRevision: revisionOf(result.nextExpectedVersion),
      position: result.position,
    };
  } catch (error) {
    if (error instanceof WrongExpectedVersion) {
      return { ok: false, expected, actualVersion: error.actualVersion };
    }
    throw error;
  }
}

/**
 * An append of no events, as EventStoreDB answers it: the expected revision is checked and the
 * current one answered, nothing written. (A soft-deleted stream counts as no stream here.)
 */
async function emptyAppend(
  context: EsdbCallContext,
  target: WriteTarget,
  expected: ExpectedVersion,
): Promise<WriteOutcome> {
  if (target.kind === 'metadata') throw notOneMetadataEvent(target.streamId);
  let version = 0;
  try {
    version = (await context.store.readStream(target.streamId, { direction: 'backward', limit: 1 }))
      .version;
  } catch (error) {
    if (!(error instanceof StreamNotFound)) throw error;
  }
  if (!matchesExpectedVersion(expected, version))
    return { ok: false, expected, actualVersion: version };
  return {
    ok: true,
    currentRevision: version === 0 ? undefined : revisionOf(version),
    position: undefined,
  };
}
