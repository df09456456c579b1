import {
  BACKWARDS,
  END,
  FORWARDS,
  START,
  StreamDeletedError,
  StreamNotFoundError,
  type AllStreamResolvedEvent,
  type ResolvedEvent,
} from '@eventstore/db-client';
import { credentials, type ClientReadableStream } from '@grpc/grpc-js';
import { Empty, StreamIdentifier } from './protocol/shared';
import { ReadReq, StreamsClient, type ReadResp } from './protocol/streams';
import type { RecordedEvent } from '../event-store/event-store.port';
import { uuidText } from './protocol-mapping';
import {
  appendInChunks,
  describeOnStores,
  freshStream,
  numbered,
  type ReadHarness,
} from './streams-read.shared-spec';

async function collect<E>(read: AsyncIterable<E>): Promise<E[]> {
  const events: E[] = [];
  for await (const event of read) events.push(event);
  return events;
}

function revisions(events: readonly ResolvedEvent[]): bigint[] {
  return events.map((resolved) => resolved.event?.revision ?? -1n);
}

function positionsOf(events: readonly (ResolvedEvent | AllStreamResolvedEvent)[]): bigint[] {
  return events.map((resolved) => resolved.event?.position?.commit ?? -1n);
}

/** Every event of the store's log, oldest first (the store's own answer, to compare with). */
async function wholeLog(harness: ReadHarness): Promise<RecordedEvent[]> {
  const events: RecordedEvent[] = [];
  let from = 0n;
  for (;;) {
    const page = await harness.store.readAll({ from, limit: 1000 });
    events.push(...page.events);
    if (page.events.length < 1000) return events;
    from = page.nextPosition;
  }
}

/**
 * A filtered `$all` read as the protocol allows it (`@eventstore/db-client` 6 sends filters on
 * subscriptions only; `@kurrent/kurrentdb-client` on reads too): the client's own generated
 * stubs and messages, so the server sees exactly what a client sends.
 */
function filteredReadAll(
  port: number,
  filter: { on: 'stream' | 'type'; prefixes?: string[]; regex?: string },
  count: bigint,
  direction: 'forward' | 'backward' = 'forward',
): Promise<ReadResp[]> {
  const expression = new ReadReq.Options.FilterOptions.Expression();
  if (filter.prefixes) expression.setPrefixList(filter.prefixes);
  if (filter.regex) expression.setRegex(filter.regex);
  const filterOptions = new ReadReq.Options.FilterOptions().setCount(new Empty());
  if (filter.on === 'stream') filterOptions.setStreamIdentifier(expression);
  else filterOptions.setEventType(expression);
  filterOptions.setCheckpointintervalmultiplier(1);
  const all = new ReadReq.Options.AllOptions();
  if (direction === 'forward') all.setStart(new Empty());
  else all.setEnd(new Empty());
  const options = new ReadReq.Options()
    .setAll(all)
    .setReadDirection(
      direction === 'forward'
        ? ReadReq.Options.ReadDirection.FORWARDS
        : ReadReq.Options.ReadDirection.BACKWARDS,
    )
    .setCount(count.toString())
    .setFilter(filterOptions)
    .setUuidOption(new ReadReq.Options.UUIDOption().setStructured(new Empty()));
  const client = new StreamsClient(`127.0.0.1:${port}`, credentials.createInsecure());
  return new Promise<ReadResp[]>((resolve, reject) => {
    const responses: ReadResp[] = [];
    const call: ClientReadableStream<ReadResp> = client.read(new ReadReq().setOptions(options));
    call.on('data', (response: ReadResp) => responses.push(response));
    call.on('error', (error) => {
      client.close();
      reject(error);
    });
    call.on('end', () => {
      client.close();
      resolve(responses);
    });
  });
}

function streamsOf(responses: readonly ReadResp[]): string[] {
  return responses
    .filter((response) => response.hasEvent())
    .map((response) =>
      Buffer.from(
        (
          response.getEvent()?.getEvent()?.getStreamIdentifier() ?? new StreamIdentifier()
        ).getStreamName_asU8(),
      ).toString('utf8'),
    );
}

describeOnStores('Streams.Read of a stream', (harness) => {
  const streamId = freshStream('order');

  beforeAll(async () => {
    await harness().store.appendToStream(streamId, [
      ...numbered(4),
      { type: 'Noted', data: { note: 'héllo' }, metadata: { correlationId: 'c-1' } },
    ]);
  });

  it('reads forward from the start: revisions from 0, data, metadata, ids, positions, created', async () => {
    const { client, store } = harness();
    const read = await collect(client.readStream(streamId));
    const stored = (await store.readStream(streamId)).events;
    expect(revisions(read)).toEqual([0n, 1n, 2n, 3n, 4n]);
    expect(read.map((resolved) => resolved.event?.id)).toEqual(stored.map((event) => event.id));
    expect(positionsOf(read)).toEqual(stored.map((event) => event.position));
    expect(read.map((resolved) => resolved.event?.position?.prepare)).toEqual(
      stored.map((event) => event.position),
    );
    const last = read[4].event;
    expect(last).toMatchObject({
      streamId,
      type: 'Noted',
      isJson: true,
      data: { note: 'héllo' },
      metadata: { correlationId: 'c-1' },
    });
    expect(last?.created.toISOString()).toBe(stored[4].recordedAt);
    // An event appended without metadata reads back without any, as EventStoreDB gives it.
    expect(read[0].event?.metadata).toBeUndefined();
    expect(read[0].event?.data).toEqual({ n: 0 });
  });

  it('reads backward from the end, from a revision either way, and honours maxCount', async () => {
    const { client } = harness();
    const backward = { direction: BACKWARDS, fromRevision: END } as const;
    expect(revisions(await collect(client.readStream(streamId, backward)))).toEqual([
      4n,
      3n,
      2n,
      1n,
      0n,
    ]);
    expect(
      revisions(await collect(client.readStream(streamId, { ...backward, maxCount: 2 }))),
    ).toEqual([4n, 3n]);
    expect(
      revisions(await collect(client.readStream(streamId, { fromRevision: 2n, maxCount: 2 }))),
    ).toEqual([2n, 3n]);
    expect(
      revisions(
        await collect(client.readStream(streamId, { direction: BACKWARDS, fromRevision: 2n })),
      ),
    ).toEqual([2n, 1n, 0n]);
    expect(revisions(await collect(client.readStream(streamId, { fromRevision: 99n })))).toEqual(
      [],
    );
    expect(
      revisions(
        await collect(client.readStream(streamId, { direction: BACKWARDS, fromRevision: 99n })),
      ),
    ).toEqual([4n, 3n, 2n, 1n, 0n]);
    expect(
      revisions(
        await collect(client.readStream(streamId, { direction: FORWARDS, fromRevision: END })),
      ),
    ).toEqual([]);
  });

  it('answers StreamNotFoundError for a stream without events', async () => {
    const { client } = harness();
    const missing = freshStream('missing');
    const error = await collect(client.readStream(missing)).then(
      () => undefined,
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(StreamNotFoundError);
    expect((error as StreamNotFoundError).streamName).toBe(missing);
  });

  it('answers StreamNotFoundError after a soft delete, StreamDeletedError after a tombstone', async () => {
    const { client, store } = harness();
    const soft = freshStream('soft');
    const gone = freshStream('gone');
    await store.appendToStream(soft, numbered(2));
    await store.appendToStream(gone, numbered(2));
    await store.deleteStream(soft);
    await store.tombstoneStream(gone);
    const failure = (name: string) =>
      collect(client.readStream(name)).then(
        () => undefined,
        (thrown: unknown) => thrown,
      );
    expect(await failure(soft)).toBeInstanceOf(StreamNotFoundError);
    const deleted = await failure(gone);
    expect(deleted).toBeInstanceOf(StreamDeletedError);
    expect((deleted as StreamDeletedError).streamName).toBe(gone);
    // Recreated after the soft delete: versions continue.
    await store.appendToStream(soft, numbered(1, 'Numbered', 2));
    expect(revisions(await collect(client.readStream(soft)))).toEqual([2n]);
  });

  it('reads a stream`s metadata ($$<stream>) as getStreamMetadata expects it', async () => {
    const { client, store } = harness();
    const described = freshStream('described');
    expect(await client.getStreamMetadata(described)).toEqual({ streamName: described });
    await store.appendToStream(described, numbered(3));
    await store.setStreamMetadata(described, { maxCount: 2, custom: { owner: 'shop' } });
    const read = await client.getStreamMetadata(described);
    expect(read.metadata).toMatchObject({ maxCount: 2, owner: 'shop' });
    const metastream = await collect(client.readStream(`$$${described}`));
    expect(revisions(metastream)).toEqual([0n]);
    expect(metastream[0].event?.type).toBe('$metadata');
    // maxCount is honoured by stream reads.
    expect(revisions(await collect(client.readStream(described)))).toEqual([1n, 2n]);
  });

  it('refuses a stream name Tidemark cannot hold with INVALID_ARGUMENT', async () => {
    const { client } = harness();
    const error = await collect(client.readStream('$bad name')).then(
      () => undefined,
      (thrown: unknown) => thrown as { code?: number; message?: string },
    );
    expect(error?.code).toBe(3);
    expect(error?.message).toMatch(/system stream/);
  });

  it('serves a long stream page by page, the whole of it for u64-max counts', async () => {
    const { client, store } = harness();
    const long = freshStream('long');
    await appendInChunks(store, long, numbered(1234));
    const all = await collect(client.readStream(long, { maxCount: 18446744073709551615n }));
    expect(all).toHaveLength(1234);
    expect(revisions(all)).toEqual(Array.from({ length: 1234 }, (_, i) => BigInt(i)));
    const tail = await collect(
      client.readStream(long, { direction: BACKWARDS, fromRevision: END, maxCount: 700 }),
    );
    expect(revisions(tail)).toEqual(Array.from({ length: 700 }, (_, i) => BigInt(1233 - i)));
  });
});

describeOnStores('Streams.Read of $all', (harness) => {
  let mine: RecordedEvent[] = [];

  beforeAll(async () => {
    const { store } = harness();
    const head = await store.headPosition();
    await store.appendToStream(freshStream('alpha'), numbered(3, 'AlphaHappened'));
    await store.appendToStream(freshStream('beta'), numbered(2, 'BetaHappened'));
    await store.appendToStream(freshStream('alpha'), numbered(2, 'AlphaNoted'));
    mine = (await store.readAll({ from: head, limit: 100 })).events.slice();
  });

  it('reads forward from the start: the whole log in order, as the store has it', async () => {
    const { client } = harness();
    const read = await collect(client.readAll());
    const log = await wholeLog(harness());
    expect(positionsOf(read)).toEqual(log.map((event) => event.position));
    expect(read.map((resolved) => resolved.event?.streamId)).toEqual(
      log.map((event) => event.streamId),
    );
  });

  it('reads forward from a position, inclusively, with maxCount', async () => {
    const { client } = harness();
    const third = mine[2].position;
    const read = await collect(
      client.readAll({ fromPosition: { commit: third, prepare: third }, maxCount: 3 }),
    );
    expect(positionsOf(read)).toEqual(mine.slice(2, 5).map((event) => event.position));
    expect(await collect(client.readAll({ fromPosition: END }))).toEqual([]);
  });

  it('reads backward from the end and from a position, exclusively', async () => {
    const { client } = harness();
    const newest = await collect(
      client.readAll({ direction: BACKWARDS, fromPosition: END, maxCount: 3 }),
    );
    expect(positionsOf(newest)).toEqual(
      mine
        .slice(-3)
        .reverse()
        .map((event) => event.position),
    );
    const fifth = mine[4].position;
    const before = await collect(
      client.readAll({
        direction: BACKWARDS,
        fromPosition: { commit: fifth, prepare: fifth },
        maxCount: 4,
      }),
    );
    expect(positionsOf(before)).toEqual(
      mine
        .slice(0, 4)
        .reverse()
        .map((event) => event.position),
    );
    expect(await collect(client.readAll({ direction: BACKWARDS, fromPosition: START }))).toEqual(
      [],
    );
  });

  it('filters on stream-name prefixes, event-type prefixes and regexes', async () => {
    const { server } = harness();
    const alphas = mine.filter((event) => event.streamId.startsWith('alpha-'));
    const byPrefix = await filteredReadAll(
      server.port,
      { on: 'stream', prefixes: ['alpha-'] },
      1000n,
    );
    // Other suites' alpha streams may stand before ours in the log: compare our tail.
    expect(streamsOf(byPrefix).slice(-alphas.length)).toEqual(
      alphas.map((event) => event.streamId),
    );
    expect(streamsOf(byPrefix).every((stream) => stream.startsWith('alpha-'))).toBe(true);
    const byRegex = await filteredReadAll(server.port, { on: 'stream', regex: '^beta-' }, 1000n);
    expect(streamsOf(byRegex).every((stream) => stream.startsWith('beta-'))).toBe(true);
    expect(streamsOf(byRegex).slice(-2)).toEqual(
      mine.filter((event) => event.streamId.startsWith('beta-')).map((event) => event.streamId),
    );
    const byType = await filteredReadAll(server.port, { on: 'type', prefixes: ['AlphaN'] }, 1000n);
    expect(byType.filter((response) => response.hasEvent())).toHaveLength(
      (await wholeLog(harness())).filter((event) => event.type === 'AlphaNoted').length,
    );
    const typeRegex = await filteredReadAll(
      server.port,
      { on: 'type', regex: 'Happened$' },
      2n,
      'backward',
    );
    expect(streamsOf(typeRegex)).toEqual(
      mine
        .filter((event) => event.type.endsWith('Happened'))
        .slice(-2)
        .reverse()
        .map((event) => event.streamId),
    );
  });

  it('sends structured ids when asked, and takes .NET-style regexes (excludeSystemEvents)', async () => {
    const { server } = harness();
    const log = await wholeLog(harness());
    // What `excludeSystemEvents()` sends: every event type not starting with `$`.
    const responses = await filteredReadAll(server.port, { on: 'type', regex: '^[^\\$].*' }, 1000n);
    const ids = responses.map((response) => uuidText(response.getEvent()?.getEvent()?.getId()));
    expect(ids).toEqual(log.map((event) => event.id));
    expect(responses[0].getEvent()?.getEvent()?.getId()?.hasStructured()).toBe(true);
  });

  it('refuses an invalid regex with INVALID_ARGUMENT', async () => {
    const { server } = harness();
    await expect(
      filteredReadAll(server.port, { on: 'type', regex: '(' }, 10n),
    ).rejects.toMatchObject({ code: 3 });
  });
});
