import type { ServerWritableStream } from '@grpc/grpc-js';
import type { ReadReq, ReadResp } from '@eventstore/db-client/generated/streams_pb';
import type { EsdbCallContext } from './call-context';
import { unimplemented } from './grpc-errors';

/**
 * Streams.Read: a stream or `$all`, forward or backward, and subscriptions. Rejections and
 * thrown errors end the call with their status (see server.ts).
 */
export async function read(
  call: ServerWritableStream<ReadReq, ReadResp>,
  context: EsdbCallContext,
): Promise<void> {
  void context;
  call.emit('error', unimplemented('Streams.Read'));
}
