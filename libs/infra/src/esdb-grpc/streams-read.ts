import type { ServerWritableStream } from '@grpc/grpc-js';
import type { ReadReq, ReadResp } from './protocol/streams';
import type { EsdbCallContext } from './call-context';
import { readMetadataSlice } from './read-metadata';
import { readPlanOf, type ReadPlan } from './read-request';
import { ReadSink } from './read-sink';
import { readAllSlice, readStreamSlice } from './read-slices';
import { subscribeToAll } from './subscription-all';
import { subscribeToStream } from './subscription-stream';

function serve(plan: ReadPlan, context: EsdbCallContext, sink: ReadSink): Promise<void> {
  const { store } = context;
  const { target } = plan;
  switch (target.kind) {
    case 'all':
      return plan.subscription
        ? subscribeToAll(store, sink, target.from, plan.filter, plan.uuid)
        : readAllSlice(store, sink, plan, target.from);
    case 'stream':
      return plan.subscription
        ? subscribeToStream(store, sink, target.streamId, target.from, plan.uuid)
        : readStreamSlice(store, sink, plan, target.streamId, target.from);
    case 'metadata':
      return readMetadataSlice(store, sink, plan, target.streamId, target.from);
  }
}

/**
 * Streams.Read: a stream, `$all` or a metastream `$$<stream>`, forward or backward, and
 * catch-up subscriptions to a stream or `$all`. Every role may read. A request the server
 * cannot serve is INVALID_ARGUMENT; store errors (StreamDeleted, StoreUnavailable …) are
 * thrown and end the call with their status.
 */
export async function read(
  call: ServerWritableStream<ReadReq, ReadResp>,
  context: EsdbCallContext,
): Promise<void> {
  const plan = readPlanOf(call.request);
  const sink = new ReadSink(call, context.closing, context.readAhead);
  try {
    await serve(plan, context, sink);
  } catch (error) {
    sink.release();
    // The client is gone: nobody reads the status, and a store closed under it is expected.
    if (sink.signal.aborted && !context.closing.aborted) return;
    throw error;
  }
  sink.finish();
}
