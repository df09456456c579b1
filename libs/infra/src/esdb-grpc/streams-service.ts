import { StreamsService } from './protocol/streams';
import type { EsdbServiceBinding } from './call-binding';
import { deleteStream, tombstoneStream } from './streams-delete';
import { servedMethods } from './server-features';
import { append } from './streams-append';
import { batchAppend } from './streams-batch-append';
import { read } from './streams-read';

/** The Streams service: Read (streams-read.ts), Append, BatchAppend, Delete, Tombstone. */
export const streamsService: EsdbServiceBinding = {
  definition: StreamsService,
  implementation: (bind) => ({
    read: bind.serverStream(read),
    append: bind.clientStream(append),
    batchAppend: bind.bidi(batchAppend),
    delete: bind.unary(deleteStream),
    tombstone: bind.unary(tombstoneStream),
  }),
  served: servedMethods(StreamsService, {
    read: [],
    append: [],
    batchAppend: [],
    delete: [],
    tombstone: [],
  }),
};
