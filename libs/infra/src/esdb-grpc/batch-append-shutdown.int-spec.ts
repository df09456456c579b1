import { randomUUID } from 'node:crypto';
import { credentials, type ClientDuplexStream, type ServiceError } from '@grpc/grpc-js';
import { StreamIdentifier, UUID } from './protocol/shared';
import { BatchAppendReq, StreamsClient, type BatchAppendResp } from './protocol/streams';
import { Empty as ProtobufEmpty } from 'google-protobuf/google/protobuf/empty_pb';
import { until } from '@tidemark/infra/testing';
import { esdbTestStores, startTestEsdbServer } from '../testing/esdb-grpc-server';

/** What one BatchAppend call's client saw, each answer and its end numbered in one sequence. */
interface Seen {
  readonly answers: number[];
  end?: { readonly at: number; readonly code: number };
}

function append(streamName: string): BatchAppendReq {
  const message = new BatchAppendReq.ProposedMessage()
    .setId(new UUID().setString(randomUUID()))
    .setData(Buffer.from('{}'))
    .setCustomMetadata(Buffer.alloc(0));
  message.getMetadataMap().set('type', 'Pushed').set('content-type', 'application/json');
  const options = new BatchAppendReq.Options()
    .setStreamIdentifier(new StreamIdentifier().setStreamName(Buffer.from(streamName)))
    .setAny(new ProtobufEmpty());
  return new BatchAppendReq()
    .setCorrelationId(new UUID().setString(randomUUID()))
    .setOptions(options)
    .setProposedMessagesList([message])
    .setIsFinal(true);
}

/*
 * @eventstore/db-client 6.x keeps the pending appends of all its BatchAppend calls (every
 * connection, every client of the process) in one table and empties it when any call fails:
 * an answer that arrives after another call failed makes it throw inside its own handler. So at
 * shutdown no call may end before another call's last answer has gone out. Raw grpc-js calls
 * on two connections, as a client holds after it reconnected: one idle, one busy.
 */
describe.each(esdbTestStores('EventStoreDB gRPC BatchAppend shutdown'))(
  'EventStoreDB gRPC server: BatchAppend calls at shutdown on $name',
  (kind) => {
    it('end together, after the last answer of any of them (3 rounds)', async () => {
      for (let round = 0; round < 3; round += 1) {
        const opened = await kind.open();
        const server = await startTestEsdbServer(opened.store);
        const clients = [0, 1].map(
          () => new StreamsClient(`127.0.0.1:${server.port}`, credentials.createInsecure()),
        );
        try {
          let sequence = 0;
          const calls = clients.map((client) => {
            const call: ClientDuplexStream<BatchAppendReq, BatchAppendResp> = client.batchAppend();
            const seen: Seen = { answers: [] };
            call.on('data', () => seen.answers.push((sequence += 1)));
            call.on('error', (error: ServiceError) => {
              seen.end ??= { at: (sequence += 1), code: error.code };
            });
            call.on('status', (status: { code: number }) => {
              seen.end ??= { at: (sequence += 1), code: status.code };
            });
            return { call, seen };
          });
          const [idle, busy] = calls;
          idle.call.write(append(`idle-${randomUUID()}`));
          await until(() => idle.seen.answers.length === 1, 'the idle call answered once');
          const streams = Array.from({ length: 8 }, () => `busy-${randomUUID()}`);
          for (let n = 0; n < 400; n += 1) busy.call.write(append(streams[n % 8]));
          await until(() => busy.seen.answers.length >= 5, 'the busy call answered');
          await server.close();
          await until(() => calls.every(({ seen }) => seen.end !== undefined), 'both calls ended');
          const lastAnswer = Math.max(...calls.flatMap(({ seen }) => seen.answers));
          for (const { seen } of calls) {
            // UNAVAILABLE (14): the clients retry it.
            expect({ code: seen.end?.code, afterEveryAnswer: seen.end!.at > lastAnswer }).toEqual({
              code: 14,
              afterEveryAnswer: true,
            });
          }
        } finally {
          for (const client of clients) client.close();
          await server.close();
          await opened.dispose();
        }
      }
    });
  },
);
