import type { ServerReadableStream } from '@grpc/grpc-js';
import { Empty } from '@eventstore/db-client/generated/shared_pb';
import { AppendReq, AppendResp } from '@eventstore/db-client/generated/streams_pb';
import type { ExpectedVersion } from '@tidemark/domain';
import type { EsdbCallContext } from './call-context';
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
 * once the client ends its side. Messages are taken as they arrive and refused as soon as the
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
  if (target === undefined) throw invalidArgument('Append: no options were sent');
  return appendResponse(await writeEvents(context, target, expected, proposed.events));
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
