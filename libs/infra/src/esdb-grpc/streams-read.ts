import type { ServerWritableStream } from '@grpc/grpc-js';
import type { ReadReq, ReadResp } from '@eventstore/db-client/generated/streams_pb';
import type { EsdbCallContext } from './call-context';
import { readAllSlice, readStreamSlice } from './read-slices';
import { readPlanOf } from './read-request';
import { ReadSink } from './read-sink';
import { subscribeToAll } from './subscription-all';
import { subscribeToStream } from './subscription-stream';

/**
 * Streams.Read: a stream or `$all`, forward or backward, and catch-up subscriptions to either.
 * Every role may read. A request the server cannot serve is INVALID_ARGUMENT; store errors
 * (StreamDeleted, StoreUnavailable …) are thrown and end the call with their status.
 */
export async function read(
  call: ServerWritableStream<ReadReq, ReadResp>,
  context: EsdbCallContext,
): Promise<void> {
  const plan = readPlanOf(call.request);
  const { store } = context;
  const sink = new ReadSink(call, context.closing);
  try {
    const { target } = plan;
    if (plan.subscription) {
      if (target.kind === 'stream') {
        await subscribeToStream(store, sink, target.streamId, target.from, plan.uuid);
      } else {
        await subscribeToAll(store, sink, target.from, plan.filter, plan.uuid);
      }
    } else if (target.kind === 'stream') {
      await readStreamSlice(store, sink, plan, target.streamId, target.from);
    } else {
      await readAllSlice(store, sink, plan, target.from);
    }
  } catch (error) {
    sink.release();
    // The client is gone: nobody reads the status, and a store closed under it is expected.
    if (sink.signal.aborted && !context.closing.aborted) return;
    throw error;
  }
  sink.finish();
}
