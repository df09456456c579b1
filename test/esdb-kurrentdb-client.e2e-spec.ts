// The served RPCs driven through `@kurrent/kurrentdb-client` (reads through its native Rust
// bridge, the rest through its own grpc-js), against Tidemark's server in a child process on
// each store. Never imports `@eventstore/db-client`: the two clients register the same global
// protobuf classes and cannot share a process.
import { randomUUID } from 'node:crypto';
import {
  BACKWARDS,
  END,
  FORWARDS,
  NO_STREAM,
  START,
  STREAM_EXISTS,
  StreamDeletedError,
  StreamNotFoundError,
  WrongExpectedVersionError,
  eventTypeFilter,
  streamNameFilter,
  type AppendResult,
  type ResolvedEvent,
} from '@kurrent/kurrentdb-client';
import { until } from '@tidemark/infra/testing';
import { collect, idsOf, kurrentPerSuite, revisionsOf, streamOf, ticks } from './support/kurrentdb';
import { storeTargetKinds } from './support/store-targets';

jest.setTimeout(120_000);

for (const target of storeTargetKinds('@kurrent/kurrentdb-client suite')) {
  (target.enabled ? describe : describe.skip)(
    `@kurrent/kurrentdb-client on Tidemark's server (${target.kind})`,
    () => {
      const suite = kurrentPerSuite(target);
      const client = () => suite.client;

      describe('appends (BatchAppend, and Append with call credentials)', () => {
        it('appends, answers a re-append of the same ids with the first result', async () => {
          const stream = streamOf('order');
          const events = ticks(3);
          const first = await client().appendToStream(stream, events, { streamState: NO_STREAM });
          expect(first.success).toBe(true);
          expect(first.nextExpectedRevision).toBe(2n);
          expect(first.position?.commit).toBeGreaterThan(0n);
          const again = await client().appendToStream(stream, events, { streamState: NO_STREAM });
          expect(again).toEqual(first);
          const more = await client().appendToStream(stream, ticks(1), { streamState: 2n });
          expect(more.nextExpectedRevision).toBe(3n);
          expect(more.position?.commit).toBeGreaterThan(first.position?.commit ?? 0n);
        });

        it('throws WrongExpectedVersionError and writes nothing', async () => {
          const stream = streamOf('order');
          await client().appendToStream(stream, ticks(2), { streamState: NO_STREAM });
          const wrong = await client()
            .appendToStream(stream, ticks(1), { streamState: 5n })
            .catch((error: unknown) => error);
          expect(wrong).toBeInstanceOf(WrongExpectedVersionError);
          expect((wrong as WrongExpectedVersionError).streamName).toBe(stream);
          expect((wrong as WrongExpectedVersionError).actualState).toBe(1n);
          const missing = await client()
            .appendToStream(streamOf('order'), ticks(1), { streamState: STREAM_EXISTS })
            .catch((error: unknown) => error);
          expect(missing).toBeInstanceOf(WrongExpectedVersionError);
          expect(revisionsOf(await collect(client().readStream(stream)))).toEqual([0n, 1n]);
        });

        it('appends through Streams.Append too (a call with credentials skips BatchAppend)', async () => {
          const stream = streamOf('order');
          const credentials = { username: 'admin', password: 'changeit' };
          const events = ticks(2);
          const first: AppendResult = await client().appendToStream(stream, events, {
            streamState: NO_STREAM,
            credentials,
          });
          expect(first.nextExpectedRevision).toBe(1n);
          const again = await client().appendToStream(stream, events, {
            streamState: NO_STREAM,
            credentials,
          });
          expect(again).toEqual(first);
          const wrong = await client()
            .appendToStream(stream, ticks(1), { streamState: 0n, credentials })
            .catch((error: unknown) => error);
          expect(wrong).toBeInstanceOf(WrongExpectedVersionError);
        });
      });

      describe('reads (through the native bridge)', () => {
        it('reads a stream forwards and backwards, from a revision, with a count', async () => {
          const stream = streamOf('order');
          const events = ticks(4);
          await client().appendToStream(stream, events, { streamState: NO_STREAM });
          const forwards = await collect(client().readStream(stream, { direction: FORWARDS }));
          expect(idsOf(forwards)).toEqual(events.map((event) => event.id));
          expect(revisionsOf(forwards)).toEqual([0n, 1n, 2n, 3n]);
          expect(forwards[0].event?.type).toBe('Tick');
          expect(forwards[0].event?.data).toEqual({ n: 0 });
          expect(forwards[0].event?.metadata).toEqual({ source: 'kurrent-suite' });
          expect(forwards[0].event?.streamId).toBe(stream);
          const backwards = await collect(
            client().readStream(stream, { direction: BACKWARDS, fromRevision: END }),
          );
          expect(revisionsOf(backwards)).toEqual([3n, 2n, 1n, 0n]);
          const page = await collect(
            client().readStream(stream, { fromRevision: 1n, maxCount: 2 }),
          );
          expect(revisionsOf(page)).toEqual([1n, 2n]);
        });

        it('throws StreamNotFoundError for a stream with no events', async () => {
          const stream = streamOf('never');
          const error = await collect(client().readStream(stream)).catch((e: unknown) => e);
          expect(error).toBeInstanceOf(StreamNotFoundError);
        });

        it('reads $all forwards and backwards, and filtered on the server', async () => {
          const prefix = `all${randomUUID().slice(0, 6)}`;
          const a = streamOf(prefix);
          const b = streamOf(prefix);
          await client().appendToStream(a, ticks(2, 'Opened'), { streamState: NO_STREAM });
          await client().appendToStream(b, ticks(2, 'Closed'), { streamState: NO_STREAM });
          const ours = (events: ResolvedEvent[]) =>
            events.filter((e) => e.event?.streamId.startsWith(`${prefix}-`));

          const forwards = ours(await collect(client().readAll({ fromPosition: START })));
          expect(forwards.map((e) => e.event?.streamId)).toEqual([a, a, b, b]);
          const commits = forwards.map((e) => e.event?.position?.commit ?? 0n);
          expect([...commits].sort((x, y) => (x < y ? -1 : 1))).toEqual(commits);

          const backwards = await collect(
            client().readAll({ direction: BACKWARDS, fromPosition: END, maxCount: 4 }),
          );
          expect(backwards.map((e) => e.event?.id)).toEqual(
            [...forwards].reverse().map((e) => e.event?.id),
          );

          const byStream = await collect(
            client().readAll({ filter: streamNameFilter({ prefixes: [`${prefix}-`] }) }),
          );
          expect(idsOf(byStream)).toEqual(idsOf(forwards));
          const byType = ours(
            await collect(client().readAll({ filter: eventTypeFilter({ prefixes: ['Closed'] }) })),
          );
          expect(byType.map((e) => e.event?.streamId)).toEqual([b, b]);
          const byRegex = await collect(
            client().readAll({ filter: streamNameFilter({ regex: `^${prefix}-` }), maxCount: 3 }),
          );
          expect(idsOf(byRegex)).toEqual(idsOf(forwards).slice(0, 3));
        });
      });

      describe('subscriptions', () => {
        it('subscribes to $all with a filter: catch-up, caughtUp, then live', async () => {
          const prefix = `sub${randomUUID().slice(0, 6)}`;
          const stream = streamOf(prefix);
          const before = ticks(2);
          await client().appendToStream(stream, before, { streamState: NO_STREAM });
          const subscription = client().subscribeToAll({
            fromPosition: START,
            filter: streamNameFilter({ prefixes: [`${prefix}-`] }),
          });
          const seen: string[] = [];
          let caughtUpAfter: number | undefined;
          subscription.on('data', (resolved: ResolvedEvent) => seen.push(resolved.event?.id ?? ''));
          subscription.on('caughtUp', () => (caughtUpAfter ??= seen.length));
          try {
            await until(() => caughtUpAfter !== undefined, 'caughtUp');
            expect(seen).toEqual(before.map((event) => event.id));
            const live = ticks(1);
            await client().appendToStream(stream, live, { streamState: 1n });
            await until(() => seen.length === 3, 'the live event');
            expect(seen[2]).toBe(live[0].id);
          } finally {
            await subscription.unsubscribe();
          }
        });

        it('subscribes to a stream from the start: catch-up, caughtUp, then live', async () => {
          const stream = streamOf('order');
          await client().appendToStream(stream, ticks(2), { streamState: NO_STREAM });
          const subscription = client().subscribeToStream(stream, { fromRevision: START });
          const seen: bigint[] = [];
          let caughtUp = false;
          subscription.on('data', (resolved: ResolvedEvent) =>
            seen.push(resolved.event?.revision ?? -1n),
          );
          subscription.on('caughtUp', () => (caughtUp = true));
          try {
            await until(() => caughtUp && seen.length === 2, 'caughtUp');
            await client().appendToStream(stream, ticks(1), { streamState: 1n });
            await until(() => seen.length === 3, 'the live event');
            expect(seen).toEqual([0n, 1n, 2n]);
          } finally {
            await subscription.unsubscribe();
          }
        });
      });

      describe('stream lifecycle and metadata', () => {
        it('deletes (StreamNotFound; a later append continues the revisions) and tombstones', async () => {
          const stream = streamOf('order');
          await client().appendToStream(stream, ticks(2), { streamState: NO_STREAM });
          await client().deleteStream(stream);
          expect(
            await collect(client().readStream(stream)).catch((e: unknown) => e),
          ).toBeInstanceOf(StreamNotFoundError);
          const after = await client().appendToStream(stream, ticks(1));
          expect(after.nextExpectedRevision).toBe(2n);
          expect(revisionsOf(await collect(client().readStream(stream)))).toEqual([2n]);

          await client().tombstoneStream(stream);
          expect(
            await collect(client().readStream(stream)).catch((e: unknown) => e),
          ).toBeInstanceOf(StreamDeletedError);
          const append = await client()
            .appendToStream(stream, ticks(1))
            .catch((e: unknown) => e);
          expect(append).toBeInstanceOf(StreamDeletedError);
        });

        it('sets and gets stream metadata; reads honour maxCount', async () => {
          const stream = streamOf('order');
          await client().appendToStream(stream, ticks(4), { streamState: NO_STREAM });
          await client().setStreamMetadata(stream, { maxCount: 2, owner: 'kurrent-suite' });
          const { metadata } = await client().getStreamMetadata(stream);
          expect(metadata).toEqual({ maxCount: 2, owner: 'kurrent-suite' });
          expect(revisionsOf(await collect(client().readStream(stream)))).toEqual([2n, 3n]);
        });
      });
    },
  );
}
