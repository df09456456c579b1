// Persistent subscriptions (competing consumers) through `@kurrent/kurrentdb-client`, against
// Tidemark's server in a child process on each store. Never imports `@eventstore/db-client`.
import {
  PARK,
  PersistentSubscriptionDoesNotExistError,
  PersistentSubscriptionExistsError,
  RETRY,
  START,
  NO_STREAM,
  persistentSubscriptionToAllSettingsFromDefaults,
  persistentSubscriptionToStreamSettingsFromDefaults,
  streamNameFilter,
  type PersistentSubscriptionBase,
  type PersistentSubscriptionToAllResolvedEvent,
  type PersistentSubscriptionToStreamResolvedEvent,
} from '@kurrent/kurrentdb-client';
import { randomUUID } from 'node:crypto';
import { until } from '@tidemark/infra/testing';
import { kurrentPerSuite, streamOf, ticks } from './support/kurrentdb';
import { storeTargetKinds } from './support/store-targets';

jest.setTimeout(120_000);

/** Collects what `consumer` is sent into `into`; `decide` acks or nacks each event. */
function consume<E>(
  consumer: PersistentSubscriptionBase<E>,
  into: E[],
  decide: (event: E) => Promise<void>,
): void {
  consumer.on('data', (event: E) => {
    into.push(event);
    void decide(event);
  });
}

function group(): string {
  return `group-${randomUUID().slice(0, 8)}`;
}

for (const target of storeTargetKinds('@kurrent/kurrentdb-client persistent subscriptions')) {
  (target.enabled ? describe : describe.skip)(
    `@kurrent/kurrentdb-client persistent subscriptions on Tidemark's server (${target.kind})`,
    () => {
      const suite = kurrentPerSuite(target);
      const client = () => suite.client;
      /** A new group on a fresh stream, from its start. */
      const groupOnNewStream = async () => {
        const stream = streamOf('order');
        const name = group();
        await client().createPersistentSubscriptionToStream(
          stream,
          name,
          persistentSubscriptionToStreamSettingsFromDefaults({ startFrom: START }),
        );
        return { stream, name };
      };

      it('creates one on a stream; two consumers of the group share its events, each once', async () => {
        const { stream, name } = await groupOnNewStream();
        expect(
          await client()
            .createPersistentSubscriptionToStream(
              stream,
              name,
              persistentSubscriptionToStreamSettingsFromDefaults(),
            )
            .catch((error: unknown) => error),
        ).toBeInstanceOf(PersistentSubscriptionExistsError);
        const events = ticks(10);
        await client().appendToStream(stream, events, { streamState: NO_STREAM });

        const first = client().subscribeToPersistentSubscriptionToStream(stream, name);
        const second = client().subscribeToPersistentSubscriptionToStream(stream, name);
        const seen: PersistentSubscriptionToStreamResolvedEvent[][] = [[], []];
        consume(first, seen[0], (event) => first.ack(event));
        consume(second, seen[1], (event) => second.ack(event));
        try {
          await until(() => seen[0].length + seen[1].length >= events.length, 'all ten events');
          const ids = seen.flat().map((event) => event.event?.id);
          expect([...ids].sort()).toEqual(events.map((event) => event.id).sort());
          const info = await client().getPersistentSubscriptionToStreamInfo(stream, name);
          expect(info.groupName).toBe(name);
          expect(info.eventSource).toBe(stream);
          expect(info.connections).toHaveLength(2);
          const listed = await client().listPersistentSubscriptionsToStream(stream);
          expect(listed.map((listing) => listing.groupName)).toEqual([name]);
        } finally {
          await Promise.all([first.unsubscribe(), second.unsubscribe()]);
        }
      });

      it('redelivers a nack with retry, parks a nack with park, replays the parked', async () => {
        const { stream, name } = await groupOnNewStream();
        const [retried, parked] = ticks(2);
        await client().appendToStream(stream, [retried, parked], { streamState: NO_STREAM });
        const consumer = client().subscribeToPersistentSubscriptionToStream(stream, name);
        const seen: PersistentSubscriptionToStreamResolvedEvent[] = [];
        const times = (id: string) => seen.filter((event) => event.event?.id === id).length;
        consume(consumer, seen, async (event) => {
          const id = event.event?.id ?? '';
          if (id === retried.id && times(id) === 1) return consumer.nack(RETRY, 'later', event);
          if (id === parked.id && times(id) === 1) return consumer.nack(PARK, 'poison', event);
          return consumer.ack(event);
        });
        try {
          await until(() => times(retried.id) === 2 && times(parked.id) === 1, 'retry, park');
          const deliveries = seen.filter((event) => event.event?.id === retried.id);
          expect(deliveries.map((event) => event.retryCount)).toEqual([0, 1]);
          await until(
            async () =>
              (await client().getPersistentSubscriptionToStreamInfo(stream, name)).stats
                .parkedMessageCount === 1n,
            'one parked message',
          );
          await client().replayParkedMessagesToStream(stream, name);
          await until(() => times(parked.id) === 2, 'the parked event again');
        } finally {
          await consumer.unsubscribe();
        }
      });

      it('updates and deletes one; a deleted group cannot be joined', async () => {
        const { stream, name } = await groupOnNewStream();
        await client().updatePersistentSubscriptionToStream(
          stream,
          name,
          persistentSubscriptionToStreamSettingsFromDefaults({ maxRetryCount: 3 }),
        );
        const info = await client().getPersistentSubscriptionToStreamInfo(stream, name);
        expect(info.settings.maxRetryCount).toBe(3);
        await client().deletePersistentSubscriptionToStream(stream, name);
        expect(
          await client()
            .getPersistentSubscriptionToStreamInfo(stream, name)
            .catch((error: unknown) => error),
        ).toBeInstanceOf(PersistentSubscriptionDoesNotExistError);
        const joined = client().subscribeToPersistentSubscriptionToStream(stream, name);
        const failure = await new Promise<unknown>((resolve) => joined.once('error', resolve));
        expect(failure).toBeInstanceOf(PersistentSubscriptionDoesNotExistError);
      });

      it('creates one on $all with a stream-name filter and delivers only those', async () => {
        const prefix = `ps${randomUUID().slice(0, 6)}`;
        const name = group();
        await client().createPersistentSubscriptionToAll(
          name,
          persistentSubscriptionToAllSettingsFromDefaults({ startFrom: START }),
          { filter: streamNameFilter({ prefixes: [`${prefix}-`] }) },
        );
        const ours = ticks(3);
        await client().appendToStream(streamOf('other'), ticks(2));
        await client().appendToStream(streamOf(prefix), ours);
        const consumer = client().subscribeToPersistentSubscriptionToAll(name);
        const seen: PersistentSubscriptionToAllResolvedEvent[] = [];
        consume(consumer, seen, (event) => consumer.ack(event));
        try {
          await until(() => seen.length >= 3, 'the filtered events');
          expect(seen.map((event) => event.event?.id)).toEqual(ours.map((event) => event.id));
          const all = await client().listPersistentSubscriptionsToAll();
          expect(all.map((listing) => listing.groupName)).toContain(name);
          expect((await client().getPersistentSubscriptionToAllInfo(name)).eventSource).toBe(
            '$all',
          );
        } finally {
          await consumer.unsubscribe();
          await client().deletePersistentSubscriptionToAll(name);
        }
      });
    },
  );
}
