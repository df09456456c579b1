import { status, type ServerReadableStream } from '@grpc/grpc-js';
import { Empty } from './protocol/shared';
import { AppendReq, AppendResp } from './protocol/streams';
import type { ExpectedVersion } from '@tidemark/domain';
import type { EsdbCallContext } from './call-context';
import { statusError } from './grpc-errors';
import {
  expectedVersionOf,
  invalidArgument,
  streamNameOf,
  writeTargetOf,
  type WriteTarget,
} from './protocol-mapping';
import { onExpected, revisionOf } from './revisions';
import {
  assertWriter,
  describeSuccess,
  ProposedEvents,
  writeEvents,
  type WriteOutcome,
} from './stream-writes';

/**
 * Streams.Append (client stream): one options message, then the proposed messages; answered
 * (and written) once the client ends its side, never when the call is cut before. Messages are taken as they arrive and refused as soon as the
 * append passes a bound, so the call holds at most one append's worth.
 */
export async function append(
  call: ServerReadableStream<AppendReq, AppendResp>,
  context: EsdbCallContext,
): Promise<AppendResp> {
  assertWriter(context);
  let target: WriteTarget | undefined;
  let expected: ExpectedVersion = 'any';
  const proposed = new ProposedEvents(context.limits);
  for await (const request of call as AsyncIterable<AppendReq>) {
    if (request.hasOptions()) {
      if (target !== undefined) throw invalidArgument('Append: options sent twice');
      const options = request.getOptions()!;
      target = writeTargetOf(streamNameOf(options.getStreamIdentifier()));
      expected = expectedVersionOf(
        options,
        options.hasRevision() ? options.getRevision() : undefined,
      );
    } else if (request.hasProposedMessage()) {
      if (target === undefined) throw invalidArgument('Append: options must come first');
      proposed.add(request.getProposedMessage()!);
    }
  }
  if (await cutBeforeItsEnd(call)) {
    throw statusError(status.CANCELLED, 'Append: the call was cut before its end');
  }
  if (target === undefined) throw invalidArgument('Append: no options were sent');
  return appendResponse(await writeEvents(context, target, expected, proposed.events));
}

/** Turns of the event loop within which grpc-js tells of the reset that ended a call's requests. */
const CANCEL_NEWS_TURNS = 10;

/**
 * Whether the requests ended because the call was cut, not because the client ended them.
 * Node's HTTP/2 ends the requests of a reset stream (a client that cancels, or whose connection
 * drops) like a client's own end, and grpc-js tells of the cancel a couple of turns of the event
 * loop later (no I/O in between): only an append whose client ended its requests is whole, and
 * only that one may be written. Waits those few turns, at once done when the cancel is told.
 */
async function cutBeforeItsEnd(
  call: ServerReadableStream<AppendReq, AppendResp>,
): Promise<boolean> {
  for (let turn = 0; turn < CANCEL_NEWS_TURNS && !call.cancelled; turn += 1) {
    await new Promise((resolve) => setImmediate(resolve));
  }
  return call.cancelled;
}

function appendResponse(outcome: WriteOutcome): AppendResp {
  const response = new AppendResp();
  if (outcome.ok) {
    const success = new AppendResp.Success();
    describeSuccess<AppendResp.Position>(success, outcome, () => new AppendResp.Position());
    return response.setSuccess(success);
  }
  const wrong = new AppendResp.WrongExpectedVersion();
  if (outcome.actualVersion === 0) wrong.setCurrentNoStream(new Empty());
  else wrong.setCurrentRevision(revisionOf(outcome.actualVersion).toString());
  onExpected(outcome.expected, {
    any: () => wrong.setExpectedAny(new Empty()),
    noStream: () => wrong.setExpectedNoStream(new Empty()),
    streamExists: () => wrong.setExpectedStreamExists(new Empty()),
    revision: (revision) => wrong.setExpectedRevision(revision),
  });
  return response.setWrongExpectedVersion(wrong);
}
