import { randomUUID } from 'node:crypto';
import { jsonEvent } from '@eventstore/db-client';
import { credentials, Client, Metadata, status, type ServiceError } from '@grpc/grpc-js';
import { Empty, StreamIdentifier, UUID } from './protocol/shared';
import {
  AppendReq,
  BatchAppendReq,
  BatchAppendResp,
  DeleteReq,
  TombstoneReq,
} from './protocol/streams';
import { esdbGrpcPerSuite, esdbTestStores } from '../testing/esdb-grpc-server';

/*
 * Requests no real client sends, made with raw grpc-js calls and the generated messages: each
 * is refused with a clear status and writes nothing.
 */
const STREAMS = '/event_store.client.streams.Streams/';
const asBytes = (message: { serializeBinary(): Uint8Array }) =>
  Buffer.from(message.serializeBinary());
const same = (bytes: Buffer) => bytes;

interface Outcome {
  readonly code: number;
  readonly details: string;
  readonly response?: Buffer;
}

const outcome =
  (resolve: (o: Outcome) => void) => (error: ServiceError | null, response?: Buffer) =>
    resolve(
      error ? { code: error.code, details: error.details } : { code: 0, details: '', response },
    );

function identifier(name: string): StreamIdentifier {
  return new StreamIdentifier().setStreamName(Buffer.from(name));
}

describe.each(esdbTestStores('EventStoreDB gRPC malformed requests'))(
  'EventStoreDB gRPC malformed requests on $name',
  (kind) => {
    const suite = esdbGrpcPerSuite(kind);
    let raw: Client;
    beforeAll(() => {
      raw = new Client(`127.0.0.1:${suite.server.port}`, credentials.createInsecure());
    });
    afterAll(() => raw?.close());

    const unary = (method: string, message: { serializeBinary(): Uint8Array }) =>
      new Promise<Outcome>((resolve) =>
        raw.makeUnaryRequest(STREAMS + method, same, same, asBytes(message), outcome(resolve)),
      );
    const append = (messages: AppendReq[]) =>
      new Promise<Outcome>((resolve) => {
        const call = raw.makeClientStreamRequest(STREAMS + 'Append', same, same, outcome(resolve));
        for (const message of messages) call.write(asBytes(message));
        call.end();
      });
    const proposed = () => {
      const message = new AppendReq.ProposedMessage()
        .setId(new UUID().setString(randomUUID()))
        .setData(Buffer.from('{"n":1}'))
        .setCustomMetadata(Buffer.alloc(0));
      message.getMetadataMap().set('type', 'Counted').set('content-type', 'application/json');
      return new AppendReq().setProposedMessage(message);
    };
    const metadataEvent = (json: string) => {
      const request = proposed();
      request
        .getProposedMessage()!
        .setData(Buffer.from(json))
        .getMetadataMap()
        .set('type', '$metadata');
      return request;
    };
    const seeded = async () => {
      const stream = `malformed-${randomUUID()}`;
      await suite.client.appendToStream(stream, jsonEvent({ type: 'Counted', data: { n: 0 } }));
      return stream;
    };

    it('refuses an Append, BatchAppend, Delete or Tombstone without an expected revision', async () => {
      const stream = await seeded();
      const head = await suite.store.readAll({ direction: 'backward', limit: 1 });
      const options = new AppendReq.Options().setStreamIdentifier(identifier(stream));
      const appended = await append([new AppendReq().setOptions(options), proposed()]);
      expect(appended).toMatchObject({
        code: status.INVALID_ARGUMENT,
        details: expect.stringContaining('the expected revision is missing'),
      });
      for (const [method, request] of [
        [
          'Delete',
          new DeleteReq().setOptions(
            new DeleteReq.Options().setStreamIdentifier(identifier(stream)),
          ),
        ],
        [
          'Tombstone',
          new TombstoneReq().setOptions(
            new TombstoneReq.Options().setStreamIdentifier(identifier(stream)),
          ),
        ],
      ] as const) {
        expect(await unary(method, request)).toMatchObject({
          code: status.INVALID_ARGUMENT,
          details: expect.stringContaining('the expected revision is missing'),
        });
      }
      const batch = await new Promise<BatchAppendResp[]>((resolve, reject) => {
        const answers: BatchAppendResp[] = [];
        const call = raw.makeBidiStreamRequest(STREAMS + 'BatchAppend', same, same, new Metadata());
        call.on('data', (bytes: Buffer) => answers.push(BatchAppendResp.deserializeBinary(bytes)));
        call.on('error', reject);
        call.on('end', () => resolve(answers));
        const message = new BatchAppendReq.ProposedMessage()
          .setId(new UUID().setString(randomUUID()))
          .setData(Buffer.from('{}'));
        message.getMetadataMap().set('type', 'Counted').set('content-type', 'application/json');
        const request = new BatchAppendReq()
          .setCorrelationId(new UUID().setString(randomUUID()))
          .setOptions(new BatchAppendReq.Options().setStreamIdentifier(identifier(stream)))
          .setProposedMessagesList([message])
          .setIsFinal(true);
        call.write(asBytes(request));
        call.end();
      });
      expect(batch).toHaveLength(1);
      expect(batch[0].getError()?.getCode()).toBe(status.INVALID_ARGUMENT);
      expect(batch[0].getError()?.getMessage()).toContain('the expected revision is missing');
      // Nothing written, and the stream neither deleted nor tombstoned.
      expect(await suite.store.readAll({ direction: 'backward', limit: 1 })).toEqual(head);
      expect((await suite.store.readStream(stream)).version).toBe(1);
      const options2 = new AppendReq.Options()
        .setStreamIdentifier(identifier(stream))
        .setAny(new Empty());
      expect(await append([new AppendReq().setOptions(options2), proposed()])).toMatchObject({
        code: 0,
      });
    });

    it('refuses a $maxAge whose cut-off is no timestamp; the stream stays readable', async () => {
      const stream = await seeded();
      const options = new AppendReq.Options()
        .setStreamIdentifier(identifier(`$$${stream}`))
        .setAny(new Empty());
      const refused = await append([
        new AppendReq().setOptions(options),
        metadataEvent(`{"$maxAge":${Number.MAX_SAFE_INTEGER}}`),
      ]);
      expect(refused).toMatchObject({
        code: status.INVALID_ARGUMENT,
        details: expect.stringContaining('maxAgeSeconds must be at most'),
      });
      expect((await suite.store.readStream(stream)).events).toHaveLength(1);
      expect(await suite.store.getStreamMetadata(stream)).toMatchObject({ metadataVersion: 0 });
    });
  },
);
