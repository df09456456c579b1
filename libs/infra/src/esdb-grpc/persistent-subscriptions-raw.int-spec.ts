import { randomUUID } from 'node:crypto';
import {
  CreateReq,
  DeleteReq,
  GetInfoReq,
  ListReq,
  ReadReq,
  ReplayParkedReq,
  UpdateReq,
} from './protocol/persistent';
import { Empty, StreamIdentifier } from './protocol/shared';
import { Client, credentials, status, type ServiceError } from '@grpc/grpc-js';
import { until } from '@tidemark/infra/testing';
import {
  capturedLog,
  persistentSubscriptionsPerSuite,
  storageTestKinds,
} from '../testing/esdb-grpc-server';

/*
 * PersistentSubscriptions under clients no real client library is, with raw grpc-js calls, on
 * SQLite and PostgreSQL: names the Streams methods refuse, and reads cancelled at every stage.
 */
const SERVICE = '/event_store.client.persistent_subscriptions.PersistentSubscriptions/';
const same = (bytes: Buffer) => bytes;
/** Three bytes that stand for the UTF-8-like encoding of a lone surrogate (ED A0 80). */
const MARK = Buffer.from('~~~');
const LONE_SURROGATE = Buffer.from([0xed, 0xa0, 0x80]);

/**
 * The message's bytes with `~~~` in a string field replaced by ED A0 80: a lone high surrogate
 * once decoded (the generated classes cannot encode one themselves).
 */
function bytesOf(message: { serializeBinary(): Uint8Array }): Buffer {
  const bytes = Buffer.from(message.serializeBinary());
  const at = bytes.indexOf(MARK);
  if (at >= 0) LONE_SURROGATE.copy(bytes, at);
  return bytes;
}

/** EventStoreDB's default settings on a Create's or an Update's settings message. */
function withDefaults<T extends CreateReq.Settings | UpdateReq.Settings>(settings: T): T {
  settings.setRevision('0');
  settings.setMaxRetryCount(10);
  settings.setMinCheckpointCount(10);
  settings.setMaxCheckpointCount(1000);
  settings.setLiveBufferSize(500);
  settings.setReadBatchSize(20);
  settings.setHistoryBufferSize(500);
  settings.setMessageTimeoutMs(30_000);
  settings.setCheckpointAfterMs(2_000);
  return settings;
}

interface Outcome {
  readonly code: number;
  readonly details: string;
}

describe.each(storageTestKinds('EventStoreDB gRPC persistent subscriptions (raw calls)'))(
  'EventStoreDB gRPC persistent subscriptions, raw calls, on $name',
  (kind) => {
    const log = capturedLog();
    const suite = persistentSubscriptionsPerSuite(kind, { log });
    let raw: Client;
    beforeAll(() => {
      raw = new Client(`127.0.0.1:${suite.server.port}`, credentials.createInsecure());
    });
    afterAll(() => raw?.close());

    const identifier = (name: string) =>
      new StreamIdentifier().setStreamName(Buffer.from(name, 'utf8'));
    const readOptions = (stream: string, group: string) =>
      new ReadReq.Options()
        .setStreamIdentifier(identifier(stream))
        .setGroupName(group)
        .setBufferSize(10)
        .setUuidOption(new ReadReq.Options.UUIDOption().setString(new Empty()));

    it('refuses a stream name with a space and a group name with a lone surrogate in every method', async () => {
      const unary = (method: string, message: { serializeBinary(): Uint8Array }) =>
        new Promise<Outcome>((resolve) =>
          raw.makeUnaryRequest(SERVICE + method, same, same, bytesOf(message), (error) =>
            resolve(
              error ? { code: error.code, details: error.details } : { code: 0, details: '' },
            ),
          ),
        );
      const read = (options: ReadReq.Options) =>
        new Promise<Outcome>((resolve) => {
          const call = raw.makeBidiStreamRequest(SERVICE + 'Read', same, same);
          // Served (a confirmation came): that is the defect; end the call rather than wait.
          call.on('data', () => {
            resolve({ code: status.OK, details: 'served' });
            call.cancel();
          });
          call.on('error', (error: ServiceError) =>
            resolve({ code: error.code, details: error.details }),
          );
          call.on('status', (s) => resolve({ code: s.code, details: s.details }));
          call.write(bytesOf(new ReadReq().setOptions(options)));
        });
      const stream = `order-${randomUUID()}`;
      const names = [
        { what: 'a stream name with a space', stream: 'order 1', group: 'billing' },
        { what: 'a group name with a lone surrogate', stream, group: 'bill~~~ing' },
      ];
      const notRefused: string[] = [];
      for (const name of names) {
        const outcomes: Record<string, Outcome> = {
          Create: await unary(
            'Create',
            new CreateReq().setOptions(
              new CreateReq.Options()
                .setStreamIdentifier(identifier(name.stream))
                .setGroupName(name.group)
                .setSettings(
                  withDefaults(new CreateReq.Settings()).setConsumerStrategy('RoundRobin'),
                ),
            ),
          ),
          Update: await unary(
            'Update',
            new UpdateReq().setOptions(
              new UpdateReq.Options()
                .setStreamIdentifier(identifier(name.stream))
                .setGroupName(name.group)
                .setSettings(
                  withDefaults(new UpdateReq.Settings()).setNamedConsumerStrategy(
                    UpdateReq.ConsumerStrategy.ROUNDROBIN,
                  ),
                ),
            ),
          ),
          GetInfo: await unary(
            'GetInfo',
            new GetInfoReq().setOptions(
              new GetInfoReq.Options()
                .setStreamIdentifier(identifier(name.stream))
                .setGroupName(name.group),
            ),
          ),
          ReplayParked: await unary(
            'ReplayParked',
            new ReplayParkedReq().setOptions(
              new ReplayParkedReq.Options()
                .setStreamIdentifier(identifier(name.stream))
                .setGroupName(name.group)
                .setNoLimit(new Empty()),
            ),
          ),
          Read: await read(readOptions(name.stream, name.group)),
          Delete: await unary(
            'Delete',
            new DeleteReq().setOptions(
              new DeleteReq.Options()
                .setStreamIdentifier(identifier(name.stream))
                .setGroupName(name.group),
            ),
          ),
        };
        for (const [method, outcome] of Object.entries(outcomes)) {
          if (outcome.code !== status.INVALID_ARGUMENT) {
            notRefused.push(`${method} of ${name.what}: ${status[outcome.code]}`);
          }
        }
      }
      const listSpace = await unary(
        'List',
        new ListReq().setOptions(
          new ListReq.Options().setListForStream(
            new ListReq.StreamOption().setStream(identifier('order 1')),
          ),
        ),
      );
      if (listSpace.code !== status.INVALID_ARGUMENT) {
        notRefused.push(`List of a stream name with a space: ${status[listSpace.code]}`);
      }
      expect(notRefused).toEqual([]);
      expect(await suite.engine.list()).toEqual([]);
    });

    it('reads cancelled at every stage (before their options, while connecting, delivering) leave no consumer, events in flight or error log', async () => {
      const stream = `order-${randomUUID()}`;
      const events = Array.from({ length: 30 }, (_, n) => ({ n }));
      await suite.storage.events.appendToStream(
        stream,
        events.map((data) => ({ type: 'Counted', data, metadata: {} })),
      );
      await suite.engine.create({ stream, group: 'g' }, { settings: { startFrom: 'start' } });
      const options = bytesOf(new ReadReq().setOptions(readOptions(stream, 'g')));
      const before = log.lines.length;
      for (let i = 0; i < 60; i += 1) {
        const call = raw.makeBidiStreamRequest(SERVICE + 'Read', same, same);
        call.on('error', () => undefined);
        call.on('data', () => undefined);
        if (i % 10 !== 0) call.write(options);
        // 0-5 ms: before the options arrive, while the group connects, once events flow.
        await new Promise((resolve) => setTimeout(resolve, i % 6));
        call.cancel();
      }
      const left = async () => {
        const info = await suite.engine.info({ stream, group: 'g' });
        return { connections: info.connections.length, inFlight: info.inFlight };
      };
      // Waited for, then compared: a failure shows what was left.
      await until(
        async () => (await left()).connections + (await left()).inFlight === 0,
        'no consumer left, nothing in flight',
      ).catch(() => undefined);
      expect(await left()).toEqual({ connections: 0, inFlight: 0 });
      expect(log.lines.slice(before).filter((line) => !line.startsWith('info:'))).toEqual([]);
    });
  },
);
