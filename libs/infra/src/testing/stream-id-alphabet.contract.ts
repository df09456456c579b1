import type { EventStore, RecordedEvent } from '../event-store/event-store.port';
import { event, take } from './event-store.helpers';
import { it } from './slow-tests';

/** What the alphabet case needs of the event-store contract that includes it. */
export interface StreamIdAlphabetContext {
  /** The store of the running test (opened in the suite's `beforeEach`). */
  store(): EventStore;
  /**
   * Stores on the test's database through each of its servers (each node of a cluster), closed
   * after the test; where there is one server, stores opened on it.
   */
  openOnEachServer(): Promise<EventStore[]>;
  readonly longestStreamId: number;
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_.:@-';

/** Ids that use every character a stream id may hold, where each may be awkward. */
function alphabetIds(longest: number): string[] {
  const long = `z${ALPHABET.repeat(Math.ceil(longest / ALPHABET.length))}`.slice(0, longest);
  return [
    'a@b-1',
    'acct-x@y',
    'acct-@',
    '@-lead',
    'acct-a@b@c.d',
    'dot.ted-a.b',
    'co:lon-a:b',
    'under_score-a_b',
    'acct--x',
    '@',
    '-',
    '.',
    long,
  ];
}

interface Expected {
  readonly id: string;
  readonly streamId: string;
  readonly version: number;
  /** Known where the append's result names it (its last event). */
  readonly position?: bigint;
}

/** Ids, streams and versions in order; positions where known, and strictly monotonic. */
function expectSame(
  actual: readonly RecordedEvent[],
  expected: readonly Expected[],
  where: string,
): void {
  const shape = (e: Expected | RecordedEvent) => `${e.streamId} v${e.version} ${e.id}`;
  expect({ where, events: actual.map(shape) }).toEqual({ where, events: expected.map(shape) });
  const positions = actual.map((e, i) => expected[i].position ?? e.position);
  expect({ where, positions: actual.map((e) => e.position) }).toEqual({ where, positions });
  const steps = positions.slice(1).map((p, i) => (p > positions[i] ? 1 : -1));
  expect({ where, monotonic: new Set(steps).size <= 1 }).toEqual({ where, monotonic: true });
}

/**
 * Stream ids of the whole alphabet (`[A-Za-z0-9_.:@-]`), appended through each server and read
 * back through each: versions, ids and the positions the appends returned, in stream reads both
 * ways, the global log both ways and filtered by category, and subscriptions. Run by
 * `describeEventStoreContract`.
 */
export function describeStreamIdAlphabetContract(context: StreamIdAlphabetContext): void {
  describe('stream ids of the whole alphabet', () => {
    it('read back with the versions and positions appended, through every server, in every read', async () => {
      const stores = [context.store(), ...(await context.openOnEachServer())];
      const ids = alphabetIds(context.longestStreamId);
      const log: Expected[] = [];
      // Two rounds, through each server in turn: one event per stream, then two.
      for (const size of [1, 2]) {
        for (const [i, streamId] of ids.entries()) {
          const writer = stores[i % stores.length];
          const batch = Array.from({ length: size }, () => event(`T${size}`));
          const result = await writer.appendToStream(streamId, batch);
          batch.forEach((e, k) => {
            const last = k === batch.length - 1;
            const version = result.firstVersion + k;
            log.push({
              id: e.id as string,
              streamId,
              version,
              position: last ? result.position : undefined,
            });
          });
        }
      }
      const ofStream = (streamId: string) => log.filter((e) => e.streamId === streamId);
      const ofCategory = (category: string) =>
        log.filter((e) => e.streamId.split('-')[0] === category);
      const middle = log[ids.length - 1];

      for (const [n, reader] of stores.entries()) {
        const at = (what: string) => `server ${n}: ${what}`;
        for (const streamId of ids) {
          const forward = await reader.readStream(streamId);
          expect({ streamId, version: forward.version }).toEqual({ streamId, version: 3 });
          expectSame(forward.events, ofStream(streamId), at(`readStream ${streamId}`));
          const backward = await reader.readStream(streamId, { direction: 'backward' });
          expectSame(backward.events, ofStream(streamId).reverse(), at(`backward ${streamId}`));
        }

        const all = await reader.readAll({ limit: 1000 });
        expectSame(all.events, log, at('readAll'));
        expect(all.nextPosition).toBe(log.at(-1)?.position);
        const page = await reader.readAll({ from: middle.position, limit: 5 });
        expectSame(page.events, log.slice(ids.length, ids.length + 5), at('readAll from'));

        const newestFirst = await reader.readAll({ direction: 'backward', limit: 1000 });
        expectSame(newestFirst.events, [...log].reverse(), at('readAll backward'));
        const newest = await reader.readAll({ direction: 'backward', limit: 1 });
        expectSame(newest.events, log.slice(-1), at('readAll backward, limit 1'));
        expect(await reader.headPosition()).toBe(log.at(-1)?.position);

        for (const category of ['@', 'a@b', 'acct', 'dot.ted']) {
          const filtered = await reader.readAll({ filter: { categories: [category] } });
          expectSame(filtered.events, ofCategory(category), at(`category ${category}`));
          const backward = await reader.readAll({
            direction: 'backward',
            filter: { categories: [category] },
          });
          expectSame(backward.events, ofCategory(category).reverse(), at(`back ${category}`));
        }

        const subscription = reader.subscribe();
        expectSame(await take(subscription, log.length), log, at('subscription'));
        await subscription.return?.();
        const resumed = reader.subscribe({ from: middle.position, filter: { categories: ['@'] } });
        const rest = log.slice(ids.length).filter((e) => e.streamId.split('-')[0] === '@');
        expectSame(await take(resumed, rest.length), rest, at('subscription from, filtered'));
        await resumed.return?.();
      }
    });
  });
}
