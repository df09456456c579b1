import {
  END,
  EventStoreDBClient,
  UnavailableError,
  eventTypeFilter,
  START,
  StreamDeletedError,
  streamNameFilter,
  type AllStreamSubscription,
  type Position,
  type ResolvedEvent,
  type StreamSubscription,
} from '@eventstore/db-client';
import { until } from '@tidemark/infra/testing';
import { startTestEsdbServer } from '../testing/esdb-grpc-server';
import {
  appendInChunks,
  describeOnStores,
  freshStream,
  numbered,
} from './streams-read.shared-spec';

/** What a subscription delivered so far, gathered as it flows. */
interface Seen {
  readonly events: ResolvedEvent[];
  caughtUp: boolean;
  confirmed: boolean;
  error: unknown;
}

/** Subscriptions a test opened: each is ended after the test, whatever became of it. */
const opened: Array<{ unsubscribe(): Promise<void> }> = [];

function watch(subscription: StreamSubscription | AllStreamSubscription): Seen {
  opened.push(subscription);
  const seen: Seen = { events: [], caughtUp: false, confirmed: false, error: undefined };
  subscription.on('confirmation', () => (seen.confirmed = true));
  subscription.on('caughtUp', () => (seen.caughtUp = true));
  subscription.on('error', (error: unknown) => (seen.error = error));
  subscription.on('data', (event: ResolvedEvent) => seen.events.push(event));
  return seen;
}

const revisionsOf = (events: readonly ResolvedEvent[]) => events.map((e) => e.event?.revision);
const dataOf = (events: readonly ResolvedEvent[]) =>
  events.map((e) => (e.event?.data as { n?: number } | undefined)?.n);

describeOnStores('Streams.Read subscriptions', (harness) => {
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((subscription) => subscription.unsubscribe()));
    // Every subscription a test ended has released the store's iterator.
    await until(() => harness().probe.liveSubscriptions === 0, 'subscriptions to end');
  });

  it('subscribeToStream from the start: catch-up, caughtUp, then live events', async () => {
    const { client, store } = harness();
    const streamId = freshStream('sub');
    await store.appendToStream(streamId, numbered(3));
    const subscription = client.subscribeToStream(streamId, { fromRevision: START });
    const got = watch(subscription);
    await until(() => got.caughtUp && got.events.length === 3, 'catch-up');
    expect(got.confirmed).toBe(true);
    await store.appendToStream(freshStream('other'), numbered(1));
    await store.appendToStream(streamId, numbered(2, 'Numbered', 3));
    await until(() => got.events.length === 5, 'live events');
    expect(revisionsOf(got.events)).toEqual([0n, 1n, 2n, 3n, 4n]);
    await subscription.unsubscribe();
    expect(got.error).toBeUndefined();
  });

  it('subscribeToStream from a revision (exclusive) and from the end', async () => {
    const { client, store } = harness();
    const streamId = freshStream('sub');
    await store.appendToStream(streamId, numbered(4));
    const fromOne = client.subscribeToStream(streamId, { fromRevision: 1n });
    const fromEnd = client.subscribeToStream(streamId, { fromRevision: END });
    const afterOne = watch(fromOne);
    const atEnd = watch(fromEnd);
    await until(() => afterOne.caughtUp && atEnd.caughtUp, 'both caught up');
    expect(revisionsOf(afterOne.events)).toEqual([2n, 3n]);
    expect(atEnd.events).toEqual([]);
    await store.appendToStream(streamId, numbered(1, 'Numbered', 4));
    await until(() => afterOne.events.length === 3 && atEnd.events.length === 1, 'live event');
    expect(revisionsOf(atEnd.events)).toEqual([4n]);
    await Promise.all([fromOne.unsubscribe(), fromEnd.unsubscribe()]);
  });

  it('subscribeToStream of a stream that does not exist yet waits for it', async () => {
    const { client, store } = harness();
    const streamId = freshStream('later');
    const subscription = client.subscribeToStream(streamId);
    const got = watch(subscription);
    await until(() => got.caughtUp, 'caught up on nothing');
    await store.appendToStream(streamId, numbered(2));
    await until(() => got.events.length === 2, 'the first events');
    expect(revisionsOf(got.events)).toEqual([0n, 1n]);
    await subscription.unsubscribe();
  });

  it('subscribeToStream of a tombstoned stream ends with StreamDeletedError', async () => {
    const { client, store } = harness();
    const streamId = freshStream('tombstoned');
    await store.appendToStream(streamId, numbered(1));
    await store.tombstoneStream(streamId);
    const got = watch(client.subscribeToStream(streamId));
    await until(() => got.error !== undefined, 'the error');
    expect(got.error).toBeInstanceOf(StreamDeletedError);
    expect((got.error as StreamDeletedError).streamName).toBe(streamId);
  });

  it('subscribeToAll from the start, the end and a position (exclusive)', async () => {
    const { client, store } = harness();
    const streamId = freshStream('all');
    const head = await store.headPosition();
    await store.appendToStream(streamId, numbered(3));
    const mine = (await store.readAll({ from: head })).events;
    const first = mine[0].position;
    const fromStart = client.subscribeToAll({ fromPosition: START });
    const fromEnd = client.subscribeToAll({ fromPosition: END });
    const fromFirst = client.subscribeToAll({ fromPosition: { commit: first, prepare: first } });
    const all = watch(fromStart);
    const end = watch(fromEnd);
    const after = watch(fromFirst);
    await until(() => all.caughtUp && end.caughtUp && after.caughtUp, 'all caught up');
    expect(all.events.map((e) => e.event?.position?.commit)).toEqual(
      (await store.readAll({ limit: 100_000 })).events.map((e) => e.position),
    );
    expect(end.events).toEqual([]);
    expect(after.events.map((e) => e.event?.position?.commit)).toEqual(
      mine.slice(1).map((e) => e.position),
    );
    await store.appendToStream(streamId, numbered(1, 'Numbered', 3));
    await until(
      () => end.events.length === 1 && after.events.length === 3 && all.events.length > 0,
      'the live event everywhere',
    );
    expect(dataOf(end.events)).toEqual([3]);
    expect(all.events.at(-1)?.event?.streamId).toBe(streamId);
    await Promise.all([fromStart.unsubscribe(), fromEnd.unsubscribe(), fromFirst.unsubscribe()]);
  });

  it('filtered subscribeToAll: only matching events, checkpoints as the log moves on', async () => {
    const { client, store } = harness();
    const wanted = freshStream('wanted');
    await store.appendToStream(wanted, numbered(2, 'WantedThing'));
    await appendInChunks(store, freshStream('noise'), numbered(100, 'Noise'));
    const head = await store.headPosition();
    const checkpoints: Position[] = [];
    const subscription = client.subscribeToAll({
      fromPosition: START,
      filter: streamNameFilter({
        prefixes: [wanted],
        checkpointInterval: 1,
        checkpointReached: (_subscription, position) => {
          checkpoints.push(position);
          return Promise.resolve();
        },
      }),
    });
    const typeCheckpoints: Position[] = [];
    const byType = client.subscribeToAll({
      fromPosition: START,
      filter: eventTypeFilter({
        regex: '^Wanted',
        checkpointInterval: 1,
        checkpointReached: (_subscription, position) => {
          typeCheckpoints.push(position);
          return Promise.resolve();
        },
      }),
    });
    const got = watch(subscription);
    const typed = watch(byType);
    await until(() => got.events.length === 2 && got.caughtUp, 'catch-up of the matches');
    // The prefix filter runs in the store: a checkpoint at the head on catching up.
    expect(checkpoints.at(-1)?.commit).toBe(head);
    // The regex runs here, over every event: a checkpoint every 32 scanned (the default search
    // window × 1), and at the head on catching up.
    await until(() => typed.caughtUp, 'the type filter to catch up');
    expect(typeCheckpoints.at(-1)?.commit).toBe(head);
    const commits = typeCheckpoints.map((p) => p.commit);
    expect(commits).toEqual([...commits].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(new Set(commits).size).toBe(commits.length);
    expect(commits.length).toBeGreaterThanOrEqual(Math.floor(Number(head) / 32));
    // Live: noise moves the checkpoint on, a match arrives.
    await appendInChunks(store, freshStream('noise'), numbered(40, 'Noise'));
    const liveHead = await store.headPosition();
    await until(() => checkpoints.some((p) => p.commit > head), 'a live checkpoint');
    expect(checkpoints.every((p) => p.commit <= liveHead)).toBe(true);
    await store.appendToStream(wanted, numbered(1, 'WantedThing', 2));
    await until(() => got.events.length === 3, 'the live match');
    expect(got.events.every((e) => e.event?.streamId === wanted)).toBe(true);
    await until(() => typed.caughtUp && typed.events.length >= 3, 'the type filter');
    expect(typed.events.every((e) => e.event?.type.startsWith('Wanted'))).toBe(true);
  });

  it('checkpoints every maxSearchWindow × checkpointInterval scanned events', async () => {
    const { client, store } = harness();
    const start = await store.headPosition();
    await appendInChunks(store, freshStream('windowed'), numbered(50, 'Windowed'));
    const checkpoints: bigint[] = [];
    const got = watch(
      client.subscribeToAll({
        fromPosition: { commit: start, prepare: start },
        filter: eventTypeFilter({
          regex: '^Nothing',
          maxSearchWindow: 5,
          checkpointInterval: 2,
          checkpointReached: (_subscription, position) => {
            checkpoints.push(position.commit);
            return Promise.resolve();
          },
        }),
      }),
    );
    await until(() => got.caughtUp, 'caught up');
    // Every 10 events scanned after the start, then the head (already there: not repeated).
    expect(checkpoints).toEqual([1, 2, 3, 4, 5].map((i) => start + BigInt(10 * i)));
    expect(got.events).toEqual([]);
  });

  it('a slow consumer gets every event once, while the server reads only as it takes them', async () => {
    const { client, store, probe } = harness();
    const streamId = freshStream('slow');
    const total = 10_000;
    const head = await store.headPosition();
    await appendInChunks(store, streamId, numbered(total));
    const subscription = client.subscribeToAll({
      fromPosition: { commit: head, prepare: head },
    });
    opened.push(subscription);
    const numbers: number[] = [];
    let mostAhead = 0;
    const pulledAtStart = probe.pulled;
    for await (const resolved of subscription) {
      numbers.push((resolved.event?.data as { n: number }).n);
      // Let the transport run between events, as a consumer doing IO would.
      for (let i = 0; i < 20; i += 1) await new Promise((resolve) => setImmediate(resolve));
      if (numbers.length % 100 === 0) {
        mostAhead = Math.max(mostAhead, probe.pulled - pulledAtStart - numbers.length);
      }
      if (numbers.length === total) break;
    }
    expect(numbers).toEqual(Array.from({ length: total }, (_, i) => i));
    // What the transport buffers (a store page, grpc-js and HTTP/2 windows), not the backlog.
    expect(mostAhead).toBeLessThan(3000);
  });

  it('ends the store subscription when the client cancels, live or in catch-up', async () => {
    const { client, store, probe } = harness();
    const streamId = freshStream('cancel');
    await appendInChunks(store, streamId, numbered(2000));
    const live = client.subscribeToAll({ fromPosition: END });
    const liveSeen = watch(live);
    await until(() => liveSeen.caughtUp, 'live');
    await until(() => probe.liveSubscriptions >= 1, 'the store subscription');
    await live.unsubscribe();
    await until(() => probe.liveSubscriptions === 0, 'the store subscription to end');
    // Cancelled while catching up (the client stops reading early).
    const catchingUp = client.subscribeToAll({ fromPosition: START });
    opened.push(catchingUp);
    for await (const event of catchingUp) {
      void event;
      break;
    }
    await catchingUp.unsubscribe();
    expect(liveSeen.error).toBeUndefined();
  });

  it('ends live subscriptions UNAVAILABLE when the server closes, so clients reconnect', async () => {
    const { store, probe } = harness();
    const own = await startTestEsdbServer(store);
    const client = EventStoreDBClient.connectionString(own.connectionString);
    try {
      const got = watch(client.subscribeToAll({ fromPosition: END }));
      await until(() => got.caughtUp, 'live');
      await own.close();
      await until(() => got.error !== undefined, 'the subscription to fail');
      expect(got.error).toBeInstanceOf(UnavailableError);
      await until(() => probe.liveSubscriptions === 0, 'the store subscription to end');
    } finally {
      await client.dispose();
      await own.close();
    }
  });
});
