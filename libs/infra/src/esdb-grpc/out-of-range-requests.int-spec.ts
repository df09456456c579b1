import { randomUUID } from 'node:crypto';
import {
  EventStoreDBClient,
  persistentSubscriptionToAllSettingsFromDefaults,
  persistentSubscriptionToStreamSettingsFromDefaults,
  START,
} from '@eventstore/db-client';
import { status } from '@grpc/grpc-js';
import { Empty, StreamIdentifier, UUID } from './protocol/shared';
import {
  AppendReq,
  BatchAppendReq,
  BatchAppendResp,
  DeleteReq,
  ReadReq,
  ReadResp,
  TombstoneReq,
} from './protocol/streams';
import {
  ReadReq as PersistentReadReq,
  ReadResp as PersistentReadResp,
  ReplayParkedReq,
} from './protocol/persistent';
import {
  postgresStorageDatabase,
  postgresTestsEnabled,
  sqliteStorageDatabase,
  type StorageDatabase,
} from '@tidemark/infra/testing';
import { persistentSubscriptionsOf } from '../persistent-subscriptions/persistent-subscriptions';
import type { PersistentSubscriptions } from '../persistent-subscriptions/persistent-subscriptions.port';
import type { Storage } from '../storage/storage.port';
import { startTestEsdbServer, type TestEsdbServer } from '../testing/esdb-grpc-server';
import { persistentSubscriptionsService } from './persistent-subscriptions-service';
import {
  ESDB_PERSISTENT as PERSISTENT,
  ESDB_STREAMS as STREAMS,
  rawEsdbClient,
  type RawEsdbClient,
  type RawOutcome,
} from '../testing/esdb-raw-client';

/*
 * Requests with numbers and enums no real client sends (positions, revisions, directions,
 * buffer sizes past what they may be), made with raw grpc-js calls: each is refused with
 * INVALID_ARGUMENT (nothing served or written, nothing logged as a server fault) or served as
 * EventStoreDB would, never INTERNAL.
 */
const stores: { name: string; newDatabase: () => Promise<StorageDatabase> }[] = [
  { name: 'SQLite', newDatabase: sqliteStorageDatabase },
];
if (postgresTestsEnabled('EventStoreDB gRPC out-of-range requests on PostgreSQL')) {
  stores.push({ name: 'PostgreSQL', newDatabase: postgresStorageDatabase });
}

const U64_MAX = (1n << 64n) - 1n;
/** Positions EventStoreDB reads as negative longs ("Invalid position"), u64 max excepted. */
const NEGATIVE_AS_I64 = [1n << 63n, (1n << 63n) + 1n, U64_MAX - 1n];
const { ReadDirection } = ReadReq.Options;

interface AllRead {
  readonly from: { commit: bigint; prepare: bigint } | 'start' | 'end';
  readonly direction?: number;
  readonly subscription?: boolean;
  readonly filter?: 'prefix' | 'regex';
}

function allRead({ from, direction = ReadDirection.FORWARDS, subscription, filter }: AllRead) {
  const all = new ReadReq.Options.AllOptions();
  if (from === 'start') all.setStart(new Empty());
  else if (from === 'end') all.setEnd(new Empty());
  else {
    all.setPosition(
      new ReadReq.Options.Position()
        .setCommitPosition(from.commit.toString())
        .setPreparePosition(from.prepare.toString()),
    );
  }
  const options = new ReadReq.Options()
    .setAll(all)
    .setReadDirection(direction)
    .setUuidOption(new ReadReq.Options.UUIDOption().setString(new Empty()));
  if (subscription) options.setSubscription(new ReadReq.Options.SubscriptionOptions());
  else options.setCount('100');
  if (filter) {
    const expression = new ReadReq.Options.FilterOptions.Expression();
    if (filter === 'prefix') expression.setPrefixList(['read-']);
    else expression.setRegex('^read-');
    options.setFilter(
      new ReadReq.Options.FilterOptions()
        .setStreamIdentifier(expression)
        .setMax(32)
        .setCheckpointintervalmultiplier(1),
    );
  } else options.setNoFilter(new Empty());
  return new ReadReq().setOptions(options);
}

function streamRead(stream: string, revision: bigint, direction: number, subscription = false) {
  const options = new ReadReq.Options()
    .setStream(
      new ReadReq.Options.StreamOptions()
        .setStreamIdentifier(new StreamIdentifier().setStreamName(Buffer.from(stream)))
        .setRevision(revision.toString()),
    )
    .setReadDirection(direction)
    .setNoFilter(new Empty())
    .setUuidOption(new ReadReq.Options.UUIDOption().setString(new Empty()));
  if (subscription) options.setSubscription(new ReadReq.Options.SubscriptionOptions());
  else options.setCount('100');
  return new ReadReq().setOptions(options);
}

const kinds = (outcome: RawOutcome) =>
  outcome.messages.map((bytes) => ReadResp.deserializeBinary(bytes).getContentCase());
const revisionsOf = (outcome: RawOutcome) =>
  outcome.messages
    .map((bytes) => ReadResp.deserializeBinary(bytes).getEvent()?.getEvent()?.getStreamRevision())
    .filter((revision) => revision !== undefined);
const Content = ReadResp.ContentCase;

describe.each(stores)('EventStoreDB gRPC out-of-range requests on $name', ({ newDatabase }) => {
  let database: StorageDatabase;
  let storage: Storage;
  let engine: PersistentSubscriptions;
  let server: TestEsdbServer;
  let raw: RawEsdbClient;
  const faults: string[] = [];
  const stream = `read-${randomUUID()}`;

  beforeAll(async () => {
    database = await newDatabase();
    storage = await database.open();
    engine = persistentSubscriptionsOf(storage, { pollIntervalMs: 50 });
    server = await startTestEsdbServer(storage.events, {
      services: [persistentSubscriptionsService(engine)],
      log: { info: () => undefined, warn: () => undefined, error: (line) => faults.push(line) },
    });
    raw = await rawEsdbClient(server.port);
    await storage.events.appendToStream(
      stream,
      [1, 2, 3].map((n) => ({ type: 'Counted', data: { n } })),
    );
  });

  afterAll(async () => {
    raw?.close();
    await server?.close();
    await engine?.close();
    await storage?.close();
    await database?.dispose();
  });

  afterEach(() => expect(faults.splice(0)).toEqual([]));

  /** A new persistent subscription group on `stream`, from its start. */
  async function newGroup(): Promise<string> {
    const group = `g-${randomUUID()}`;
    const client = EventStoreDBClient.connectionString(server.connectionString);
    try {
      await client.createPersistentSubscriptionToStream(
        stream,
        group,
        persistentSubscriptionToStreamSettingsFromDefaults({ startFrom: START }),
      );
    } finally {
      await client.dispose();
    }
    return group;
  }

  const invalid = (details: string | RegExp) => ({
    code: status.INVALID_ARGUMENT,
    details: expect.stringMatching(details),
    messages: 0,
  });
  /** A refusal's status, and how many messages came before it (none expected). */
  const refusal = ({ code, details, messages }: RawOutcome) => ({
    code,
    details,
    messages: messages.length,
  });

  it('refuses $all positions past 2^63 − 1 (other than u64 max) in reads and subscriptions', async () => {
    const answers: Record<string, string> = {};
    for (const at of NEGATIVE_AS_I64) {
      const from = { commit: at, prepare: at };
      const requests = {
        forward: allRead({ from }),
        backward: allRead({ from, direction: ReadDirection.BACKWARDS }),
        'forward, prefix filter': allRead({ from, filter: 'prefix' }),
        'backward, regex filter': allRead({
          from,
          filter: 'regex',
          direction: ReadDirection.BACKWARDS,
        }),
        subscription: allRead({ from, subscription: true }),
        'subscription, prefix filter': allRead({ from, subscription: true, filter: 'prefix' }),
        'prepare only': allRead({ from: { commit: 1n, prepare: at } }),
      };
      for (const [name, request] of Object.entries(requests)) {
        const { code, details, messages } = refusal(
          await raw.serverStream(`${STREAMS}Read`, request, 2),
        );
        answers[`${at} ${name}`] = `${status[code] ?? code}, ${messages} messages`;
        if (code === status.INVALID_ARGUMENT) {
          expect(details).toMatch(
            /^Invalid position: (commit|prepare)_position \d+ is past the largest position, 2\^63 - 1/,
          );
        }
      }
    }
    expect(answers).toEqual(
      Object.fromEntries(Object.keys(answers).map((key) => [key, 'INVALID_ARGUMENT, 0 messages'])),
    );
  });

  it('serves the largest position and u64 max (the end) as EventStoreDB does', async () => {
    const largest = (1n << 63n) - 1n;
    const forward = await raw.serverStream(
      `${STREAMS}Read`,
      allRead({ from: { commit: largest, prepare: largest } }),
    );
    expect(refusal(forward)).toEqual({ code: 0, details: expect.any(String), messages: 0 });
    const backward = await raw.serverStream(
      `${STREAMS}Read`,
      allRead({ from: { commit: largest, prepare: largest }, direction: ReadDirection.BACKWARDS }),
    );
    expect(backward.code).toBe(0);
    expect(revisionsOf(backward).slice(0, 3)).toEqual(['2', '1', '0']);
    for (const from of [
      { commit: largest, prepare: largest },
      { commit: U64_MAX, prepare: U64_MAX },
    ]) {
      const subscription = await raw.serverStream(
        `${STREAMS}Read`,
        allRead({ from, subscription: true }),
        2,
      );
      expect(kinds(subscription)).toEqual([Content.CONFIRMATION, Content.CAUGHT_UP]);
    }
  });

  it('serves stream revisions up to u64 max: past the end forward, the last backward', async () => {
    for (const revision of [1n << 63n, U64_MAX - 1n, U64_MAX]) {
      const forward = await raw.serverStream(
        `${STREAMS}Read`,
        streamRead(stream, revision, ReadDirection.FORWARDS),
      );
      expect({ code: forward.code, revisions: revisionsOf(forward) }).toEqual({
        code: 0,
        revisions: [],
      });
      const backward = await raw.serverStream(
        `${STREAMS}Read`,
        streamRead(stream, revision, ReadDirection.BACKWARDS),
      );
      expect({ code: backward.code, revisions: revisionsOf(backward) }).toEqual({
        code: 0,
        revisions: ['2', '1', '0'],
      });
      const subscription = await raw.serverStream(
        `${STREAMS}Read`,
        streamRead(stream, revision, ReadDirection.FORWARDS, true),
        2,
      );
      expect(kinds(subscription)).toEqual([Content.CONFIRMATION, Content.CAUGHT_UP]);
    }
  });

  it('refuses expected revisions past what a stream holds: Append, BatchAppend, Delete, Tombstone', async () => {
    const answers: Record<string, string> = {};
    const target = new StreamIdentifier().setStreamName(Buffer.from(stream));
    for (const revision of [1n << 63n, U64_MAX - 1n, U64_MAX]) {
      const text = revision.toString();
      const message = new AppendReq.ProposedMessage()
        .setId(new UUID().setString(randomUUID()))
        .setData(Buffer.from('{"n":4}'))
        .setCustomMetadata(Buffer.alloc(0));
      message.getMetadataMap().set('type', 'Counted').set('content-type', 'application/json');
      const appended = await raw.clientStream(`${STREAMS}Append`, [
        new AppendReq().setOptions(
          new AppendReq.Options().setStreamIdentifier(target).setRevision(text),
        ),
        new AppendReq().setProposedMessage(message),
      ]);
      answers[`Append ${text}`] = `${status[appended.code]} ${appended.details}`;
      const deleted = await raw.unary(
        `${STREAMS}Delete`,
        new DeleteReq().setOptions(
          new DeleteReq.Options().setStreamIdentifier(target).setRevision(text),
        ),
      );
      answers[`Delete ${text}`] = `${status[deleted.code]} ${deleted.details}`;
      const tombstoned = await raw.unary(
        `${STREAMS}Tombstone`,
        new TombstoneReq().setOptions(
          new TombstoneReq.Options().setStreamIdentifier(target).setRevision(text),
        ),
      );
      answers[`Tombstone ${text}`] = `${status[tombstoned.code]} ${tombstoned.details}`;
      const batch = await raw.bidiOutcome(
        `${STREAMS}BatchAppend`,
        [
          new BatchAppendReq()
            .setCorrelationId(new UUID().setString(randomUUID()))
            .setOptions(
              new BatchAppendReq.Options().setStreamIdentifier(target).setStreamPosition(text),
            )
            .setProposedMessagesList([
              new BatchAppendReq.ProposedMessage()
                .setId(new UUID().setString(randomUUID()))
                .setData(Buffer.from('{}')),
            ])
            .setIsFinal(true),
        ],
        1,
      );
      const error = BatchAppendResp.deserializeBinary(batch.messages[0]).getError();
      answers[`BatchAppend ${text}`] = `${status[error?.getCode() ?? 0]} ${error?.getMessage()}`;
    }
    expect(answers).toEqual(
      Object.fromEntries(
        Object.keys(answers).map((key) => [
          key,
          `INVALID_ARGUMENT expected revision ${key.split(' ')[1]} is out of range`,
        ]),
      ),
    );
    // Nothing written, and the stream neither deleted nor tombstoned.
    expect((await storage.events.readStream(stream)).version).toBe(3);
  });

  it('refuses a ReadDirection other than forwards and backwards', async () => {
    for (const direction of [2, 7, -1]) {
      expect(
        refusal(await raw.serverStream(`${STREAMS}Read`, allRead({ from: 'start', direction }), 1)),
      ).toEqual(invalid(`read_direction ${direction} is neither forwards \\(0\\) nor backwards`));
      expect(
        refusal(await raw.serverStream(`${STREAMS}Read`, streamRead(stream, 0n, direction), 1)),
      ).toEqual(invalid('read_direction'));
    }
  });

  it('refuses a persistent Read with a buffer_size below 1; serves 1', async () => {
    const group = await newGroup();
    const read = (bufferSize: number) =>
      new PersistentReadReq().setOptions(
        new PersistentReadReq.Options()
          .setStreamIdentifier(new StreamIdentifier().setStreamName(Buffer.from(stream)))
          .setGroupName(group)
          .setBufferSize(bufferSize)
          .setUuidOption(new PersistentReadReq.Options.UUIDOption().setString(new Empty())),
      );
    for (const bufferSize of [0, -1, -(2 ** 31)]) {
      expect(refusal(await raw.bidiOutcome(`${PERSISTENT}Read`, [read(bufferSize)], 2))).toEqual(
        invalid(`buffer_size ${bufferSize} must be at least 1`),
      );
    }
    const served = await raw.bidiOutcome(`${PERSISTENT}Read`, [read(1)], 2);
    expect(
      served.messages.map((bytes) => PersistentReadResp.deserializeBinary(bytes).getContentCase()),
    ).toEqual([
      PersistentReadResp.ContentCase.SUBSCRIPTION_CONFIRMATION,
      PersistentReadResp.ContentCase.EVENT,
    ]);
  });

  it('refuses a ReplayParked stop_at below 0; one past what a group can park replays them all', async () => {
    const group = await newGroup();
    const replay = (stopAt: string) =>
      raw.unary(
        `${PERSISTENT}ReplayParked`,
        new ReplayParkedReq().setOptions(
          new ReplayParkedReq.Options()
            .setStreamIdentifier(new StreamIdentifier().setStreamName(Buffer.from(stream)))
            .setGroupName(group)
            .setStopAt(stopAt),
        ),
      );
    const answers: Record<string, string> = {};
    for (const stopAt of ['-1', '-9223372036854775808', '9223372036854775807', '0', '5']) {
      const { code, details } = await replay(stopAt);
      answers[stopAt] = code === 0 ? 'OK' : `${status[code]} ${details}`;
    }
    expect(answers).toEqual({
      '-1': 'INVALID_ARGUMENT stop_at -1 must be 0 or more',
      '-9223372036854775808': 'INVALID_ARGUMENT stop_at -9223372036854775808 must be 0 or more',
      '9223372036854775807': 'OK',
      '0': 'OK',
      '5': 'OK',
    });
  });

  it('refuses a $all group starting past 2^63 − 1; nothing is created', async () => {
    const client = EventStoreDBClient.connectionString(server.connectionString);
    try {
      for (const at of NEGATIVE_AS_I64) {
        const group = `g-${randomUUID()}`;
        await expect(
          client.createPersistentSubscriptionToAll(
            group,
            persistentSubscriptionToAllSettingsFromDefaults({
              startFrom: { commit: at, prepare: at },
            }),
          ),
        ).rejects.toThrow(/Invalid position: commit_position \d+ is past the largest position/);
        expect(
          (await client.listAllPersistentSubscriptions()).filter((g) => g.groupName === group),
        ).toEqual([]);
      }
    } finally {
      await client.dispose();
    }
  });
});
