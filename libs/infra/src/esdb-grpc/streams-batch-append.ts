import { status as grpcStatus, type ServerDuplexStream } from '@grpc/grpc-js';
import { Any } from 'google-protobuf/google/protobuf/any_pb';
import { Empty } from 'google-protobuf/google/protobuf/empty_pb';
import {
  AccessDenied,
  AllStreamPosition,
  BadRequest,
  MaximumAppendSizeExceeded,
  StreamDeleted,
  StreamIdentifier,
  Timeout,
  Unknown,
  UUID,
  WrongExpectedVersion,
} from './protocol/shared';
import { Status } from './protocol/status';
import { BatchAppendReq, BatchAppendResp } from './protocol/streams';
import type { Message } from 'google-protobuf';
import type { ExpectedVersion } from '@tidemark/domain';
import { onAbort } from '../support/abort-watch';
import type { EsdbCallContext } from './call-context';
import {
  isWriteOutcomeUnknown,
  statusError,
  toStatus,
  WRITE_OUTCOME,
  type EsdbStatus,
} from './grpc-errors';
import {
  expectedVersionOf,
  invalidArgument,
  streamNameOf,
  uuidText,
  writeTargetOf,
  type WriteTarget,
} from './protocol-mapping';
import { onExpected, revisionOf } from './revisions';
import { describeSuccess, ProposedEvents, writeEvents, type WriteOutcome } from './stream-writes';

/** One append of the call, from its first request to its `is_final` one. */
interface Gathering {
  readonly identifier: StreamIdentifier;
  readonly expected: ExpectedVersion;
  readonly target?: WriteTarget;
  /** Milliseconds since the epoch; the append is refused with Timeout once passed. */
  readonly deadline?: number;
  readonly proposed: ProposedEvents;
  /** Why the append is refused, found while gathering (the rest of its requests are dropped). */
  failed?: unknown;
}

const SHUTTING_DOWN = statusError(grpcStatus.UNAVAILABLE, 'the server is shutting down');
const SHUTTING_DOWN_UNANSWERED = statusError(
  grpcStatus.UNAVAILABLE,
  'the server is shutting down; appends not answered may have been written: retry them with the same event ids',
  { [WRITE_OUTCOME]: 'unknown' },
);

/** Appends gathered at once by one call (each up to MaxAppendSize): past that the call ends. */
const MAX_GATHERING = 64;
/** Appends committing at once for one call: past that the call stops reading its requests. */
const MAX_WRITING = 32;

/**
 * Streams.BatchAppend (bidirectional): the clients multiplex every append of a connection on
 * one long call, each append a chain of requests under one correlation id (options first,
 * `is_final` last), answered by one response with that id — in any order. Every refusal is an
 * error response carrying a `google.rpc.Status` with a detail the clients know and the
 * expected-position case set: without them the clients fail inside their own handler. The
 * call reads no further while too many appends are in flight or the client does not read
 * its answers (grpc-js `write()` → false until `drain`).
 */
export function batchAppend(
  call: ServerDuplexStream<BatchAppendReq, BatchAppendResp>,
  context: EsdbCallContext,
): Promise<void> {
  const gathering = new Map<string, Gathering>();
  let writing = 0;
  let ended = false;
  let shuttingDown = false;
  let blocked = false;
  // The store's outage: the call ends with it (UNAVAILABLE), since no BatchAppend detail the
  // clients know means "retry"; in-band they would throw an UnknownError.
  let outage: EsdbStatus | undefined;
  return new Promise<void>((resolve, reject) => {
    let done = false;
    let unwatchClosing = () => undefined as void;
    let withdraw = () => undefined as void;
    const finish = (error?: EsdbStatus) => {
      if (done) return;
      done = true;
      withdraw();
      unwatchClosing();
      if (error) reject(error);
      else {
        call.end();
        resolve();
      }
    };
    const flow = () => {
      if (done) return;
      const paused = ended || writing >= MAX_WRITING || blocked;
      if (paused) call.pause();
      else call.resume();
      // At shutdown the server's calls end together (context.batchAppends).
      if (ended && writing === 0 && !shuttingDown) finish(outage);
    };
    // `sent` once the answer went out to the connection (or never will): the server's calls
    // end at shutdown only after every answer did (batch-append-shutdown.ts).
    const answer = (response: BatchAppendResp, sent: () => void) => {
      if (done || call.cancelled) return sent();
      if (!call.write(response, () => sent()) && !blocked) {
        blocked = true;
        call.once('drain', () => {
          blocked = false;
          flow();
        });
      }
    };
    const commit = (correlation: UUID, append: Gathering) => {
      writing += 1;
      const written = context.batchAppends.writingStarted();
      flow();
      settle(append, context)
        .then(
          (outcome) => answer(responseOf(correlation, append, outcome), written),
          (error: unknown) => {
            const status = toStatus(error).status;
            if (status.code !== grpcStatus.UNAVAILABLE) {
              return answer(errorResponse(correlation, append, error, context), written);
            }
            written();
            // No new appends; those in flight are answered, then the call ends with the outage
            // (an unknown write outcome wins: the client cannot tell which append it was).
            if (outage === undefined || isWriteOutcomeUnknown(status)) outage = status;
            ended = true;
            gathering.clear();
          },
        )
        .catch((error: unknown) => {
          written();
          finish(toStatus(error).status);
        })
        .finally(() => {
          writing -= 1;
          flow();
        });
    };
    call.on('data', (request: BatchAppendReq) => {
      if (done || ended) return;
      // A throw here would escape grpc-js's stream: the call ends with its status instead.
      try {
        take(request);
      } catch (error) {
        finish(toStatus(error).status);
      }
    });
    const take = (request: BatchAppendReq) => {
      const correlation = request.getCorrelationId();
      const id = uuidText(correlation);
      if (correlation === undefined || id === undefined) {
        return finish(invalidArgument('BatchAppend: a request without a correlation id'));
      }
      let append = gathering.get(id);
      if (append === undefined) {
        if (gathering.size >= MAX_GATHERING) {
          return finish(
            statusError(
              grpcStatus.RESOURCE_EXHAUSTED,
              `BatchAppend: more than ${MAX_GATHERING} appends gathered at once`,
            ),
          );
        }
        append = started(request, context);
        gathering.set(id, append);
      }
      if (append.failed === undefined) {
        try {
          for (const message of request.getProposedMessagesList()) append.proposed.add(message);
        } catch (error) {
          append.failed = error;
          append.proposed.events.length = 0;
        }
      }
      if (request.getIsFinal()) {
        gathering.delete(id);
        commit(correlation, append);
      }
    };
    call.on('end', () => {
      ended = true;
      // Appends the client left without their final request are never written.
      gathering.clear();
      flow();
    });
    // The server closes: no new appends; those in flight are answered, then the call ends with
    // a status the clients take as an error (a client waits for an OK end of this call until
    // its own side ends, which it never does), when the server's other BatchAppend calls do.
    const closing = () => {
      ended = true;
      shuttingDown = true;
      gathering.clear();
      call.pause();
      flow();
      withdraw = context.batchAppends.callClosing((cut) =>
        finish(cut && writing > 0 ? SHUTTING_DOWN_UNANSWERED : (outage ?? SHUTTING_DOWN)),
      );
    };
    unwatchClosing = onAbort(context.closing, closing);
    // Cancelled by the client (or its deadline), or broken: nothing more is answered.
    const abandon = () => {
      if (done) return;
      done = true;
      withdraw();
      gathering.clear();
      unwatchClosing();
      resolve();
    };
    call.on('cancelled', abandon);
    call.on('error', abandon);
  });
}

/** The state of an append from its first request (its options), refused ones included. */
function started(request: BatchAppendReq, context: EsdbCallContext): Gathering {
  const proposed = new ProposedEvents(context.limits);
  const options = request.getOptions();
  if (options === undefined) {
    return {
      identifier: new StreamIdentifier(),
      expected: 'any',
      proposed,
      failed: invalidArgument('BatchAppend: the first request of an append must carry options'),
    };
  }
  const identifier = options.getStreamIdentifier() ?? new StreamIdentifier();
  const deadline = options.hasDeadline() ? options.getDeadline()!.toDate().getTime() : undefined;
  try {
    const expected = expectedVersionOf(
      options,
      options.hasStreamPosition() ? options.getStreamPosition() : undefined,
    );
    const target = writeTargetOf(streamNameOf(identifier));
    return { identifier, expected, target, deadline, proposed };
  } catch (error) {
    return { identifier, expected: 'any', deadline, proposed, failed: error };
  }
}

async function settle(append: Gathering, context: EsdbCallContext): Promise<WriteOutcome> {
  if (append.failed !== undefined) throw append.failed;
  if (append.deadline !== undefined && Date.now() > append.deadline) {
    throw statusError(grpcStatus.DEADLINE_EXCEEDED, 'the append passed its deadline unwritten', {
      exception: 'timeout',
    });
  }
  return writeEvents(context, append.target!, append.expected, append.proposed.events);
}

function responseOf(correlation: UUID, append: Gathering, outcome: WriteOutcome): BatchAppendResp {
  const response = baseResponse(correlation, append);
  if (!outcome.ok) {
    const detail = new WrongExpectedVersion();
    if (outcome.actualVersion === 0) detail.setCurrentNoStream(new Empty());
    else detail.setCurrentStreamRevision(revisionOf(outcome.actualVersion).toString());
    onExpected(outcome.expected, {
      any: () => detail.setExpectedAny(new Empty()),
      noStream: () => detail.setExpectedNoStream(new Empty()),
      streamExists: () => detail.setExpectedStreamExists(new Empty()),
      revision: (revision) => detail.setExpectedStreamPosition(revision),
    });
    const message = 'wrong expected version';
    return response.setError(
      rpcStatus(grpcStatus.FAILED_PRECONDITION, message, detail, 'WrongExpectedVersion'),
    );
  }
  const success = new BatchAppendResp.Success();
  describeSuccess<AllStreamPosition>(success, outcome, () => new AllStreamPosition());
  return response.setSuccess(success);
}

/** The correlation id, the stream and the expected-position case of every response. */
function baseResponse(correlation: UUID, append: Gathering): BatchAppendResp {
  const response = new BatchAppendResp()
    .setCorrelationId(correlation)
    .setStreamIdentifier(append.identifier);
  return onExpected(append.expected, {
    any: () => response.setAny(new Empty()),
    noStream: () => response.setNoStream(new Empty()),
    streamExists: () => response.setStreamExists(new Empty()),
    revision: (revision) => response.setStreamPosition(revision),
  });
}

/**
 * A refusal as an error response. The detail is the one the clients turn into their error
 * (StreamDeleted, AccessDenied, Timeout, MaximumAppendSizeExceeded); for the others, whose
 * detail the clients do not know, `BadRequest` carries the message (the client reports
 * "Could not recognize <message>"), and `Unknown` a server fault.
 */
function errorResponse(
  correlation: UUID,
  append: Gathering,
  error: unknown,
  context: EsdbCallContext,
): BatchAppendResp {
  const answer = toStatus(error);
  if (answer.internal) context.log.error(`esdb grpc BatchAppend: ${answer.internal}`);
  const { code, details } = answer.status;
  const exception = answer.status.metadata?.get('exception')[0];
  const response = baseResponse(correlation, append);
  switch (exception) {
    case 'stream-deleted':
      return response.setError(
        rpcStatus(
          code,
          details,
          new StreamDeleted().setStreamIdentifier(append.identifier),
          'StreamDeleted',
        ),
      );
    case 'access-denied':
      return response.setError(rpcStatus(code, details, new AccessDenied(), 'AccessDenied'));
    case 'timeout':
      return response.setError(rpcStatus(code, details, new Timeout(), 'Timeout'));
    case 'maximum-append-size-exceeded': {
      const detail = new MaximumAppendSizeExceeded().setMaxappendsize(
        context.limits.maxAppendBytes,
      );
      return response.setError(rpcStatus(code, details, detail, 'MaximumAppendSizeExceeded'));
    }
  }
  if (code === grpcStatus.INTERNAL) {
    return response.setError(rpcStatus(code, details, new Unknown(), 'Unknown'));
  }
  return response.setError(
    rpcStatus(code, details, new BadRequest().setMessage(details), 'BadRequest'),
  );
}

function rpcStatus(code: number, message: string, detail: Message, type: string): Status {
  const any = new Any();
  any.pack(detail.serializeBinary(), `event_store.client.${type}`);
  return new Status().setCode(code).setMessage(message).setDetails(any);
}
