import { randomUUID } from 'node:crypto';
import { credentials, type ClientDuplexStream } from '@grpc/grpc-js';
import { EventStoreDBClient, jsonEvent } from '@eventstore/db-client';
import { StreamIdentifier, UUID } from './protocol/shared';
import { BatchAppendReq, BatchAppendResp, StreamsClient } from './protocol/streams';
import { Empty as ProtobufEmpty } from 'google-protobuf/google/protobuf/empty_pb';
import { until } from '@tidemark/infra/testing';
import {
  esdbTestStores,
  startTestEsdbServer,
  type TestEsdbServer,
} from '../testing/esdb-grpc-server';
import type { EventStore } from '../event-store/event-store.port';

/*
 * BatchAppend driven by grpc-js's own client over the generated service, to do what
 * @eventstore/db-client never does: stop reading the answers, and leave appends unfinished.
 */
describe('EventStoreDB gRPC BatchAppend: a client that does not read', () => {
  let store: EventStore;
  let dispose: () => Promise<void>;
  let server: TestEsdbServer;
  let raw: StreamsClient;

  beforeAll(async () => {
    ({ store, dispose } = await esdbTestStores('BatchAppend back-pressure')[0].open());
    server = await startTestEsdbServer(store);
    raw = new StreamsClient(`127.0.0.1:${server.port}`, credentials.createInsecure());
  });
  afterAll(async () => {
    raw?.close();
    await server?.close();
    await dispose?.();
  });

  const request = (correlation: string, streamName: string, final: boolean, n?: number) => {
    const options = new BatchAppendReq.Options()
      .setStreamIdentifier(new StreamIdentifier().setStreamName(Buffer.from(streamName)))
      .setAny(new ProtobufEmpty());
    const message = new BatchAppendReq.ProposedMessage()
      .setId(new UUID().setString(randomUUID()))
      .setData(Buffer.from(JSON.stringify({ n })))
      .setCustomMetadata(Buffer.alloc(0));
    message.getMetadataMap().set('type', 'Pushed').set('content-type', 'application/json');
    return new BatchAppendReq()
      .setCorrelationId(new UUID().setString(correlation))
      .setOptions(options)
      .setProposedMessagesList(n === undefined ? [] : [message])
      .setIsFinal(final);
  };

  it('stalls only its own call: others append meanwhile, and it gets every answer once it reads', async () => {
    const call: ClientDuplexStream<BatchAppendReq, BatchAppendResp> = raw.batchAppend();
    call.pause();
    const total = 2_000;
    const correlations = Array.from({ length: total }, () => randomUUID());
    correlations.forEach((correlation, n) =>
      call.write(request(correlation, `pushed-${n % 10}`, true, n)),
    );
    await until(async () => (await store.headPosition()) > 0n, 'the first appends to commit');
    // The server is not stalled by the call whose answers nobody reads.
    const other = EventStoreDBClient.connectionString(server.connectionString);
    try {
      const result = await other.appendToStream(
        'other-1',
        jsonEvent({ type: 'Meanwhile', data: {} }),
      );
      expect(result.success).toBe(true);
    } finally {
      await other.dispose();
    }
    const answered = new Map<string, BatchAppendResp>();
    call.on('data', (response: BatchAppendResp) => {
      answered.set(response.getCorrelationId()!.getString(), response);
    });
    call.resume();
    await until(() => answered.size === total, `${total} answers`);
    expect(correlations.every((id) => answered.get(id)?.hasSuccess())).toBe(true);
    const all = await store.readAll({ limit: 10_000 });
    expect(all.events.filter((e) => e.type === 'Pushed')).toHaveLength(total);
    call.end();
  });

  it('answers each correlation id on its own: an unfinished append stays unwritten', async () => {
    const call: ClientDuplexStream<BatchAppendReq, BatchAppendResp> = raw.batchAppend();
    const answers: BatchAppendResp[] = [];
    call.on('data', (response: BatchAppendResp) => answers.push(response));
    const open = randomUUID();
    const done = randomUUID();
    call.write(request(open, 'unfinished-1', false, 1));
    // No options in the first request of an append: refused with a detail, the call goes on.
    call.write(
      new BatchAppendReq().setCorrelationId(new UUID().setString(randomUUID())).setIsFinal(true),
    );
    call.write(request(done, 'finished-1', true, 2));
    await until(() => answers.length === 2, 'two answers');
    const [refused, written] = answers;
    expect(refused.getError()?.getDetails()?.getTypeName()).toBe('event_store.client.BadRequest');
    expect(refused.getError()?.getMessage()).toMatch(/must carry options/);
    expect(refused.hasAny()).toBe(true);
    expect(written.getCorrelationId()?.getString()).toBe(done);
    expect(written.getSuccess()?.getCurrentRevision()).toBe('0');
    const ended = new Promise<void>((resolve) => call.on('status', () => resolve()));
    call.end();
    await ended;
    await expect(store.readStream('unfinished-1')).rejects.toThrow(/no events/);
  });
});
