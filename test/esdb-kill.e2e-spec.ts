import { randomUUID } from 'node:crypto';
import {
  EventStoreDBClient,
  NO_STREAM,
  jsonEvent,
  type AppendExpectedRevision,
  type AppendResult,
} from '@eventstore/db-client';
import { openStorage, type RecordedEvent } from '@tidemark/infra';
import { startEsdbServer } from './support/esdb-server';
import { storeTargetKinds } from './support/store-targets';

jest.setTimeout(180_000);

const WRITERS = 8;
const EVENTS_PER_BATCH = 3;
const ACKS_BEFORE_KILL = 120;

/** One append of a writer: its stream, ids and expected revision, and what the server answered. */
interface Batch {
  readonly streamName: string;
  readonly ids: readonly string[];
  readonly expected: AppendExpectedRevision;
  result?: { readonly nextExpectedRevision: bigint; readonly commit?: bigint };
}

function answer(result: AppendResult): NonNullable<Batch['result']> {
  return { nextExpectedRevision: result.nextExpectedRevision, commit: result.position?.commit };
}

function append(client: EventStoreDBClient, batch: Batch): Promise<AppendResult> {
  const events = batch.ids.map((id, n) =>
    jsonEvent({ id, type: 'Tick', data: { n, streamName: batch.streamName } }),
  );
  return client.appendToStream(batch.streamName, events, { expectedRevision: batch.expected });
}

/** Every event of the store, read through the store port, not through the server. */
async function storedEvents(storeUrl: string): Promise<RecordedEvent[]> {
  const storage = await openStorage(storeUrl);
  try {
    const events: RecordedEvent[] = [];
    for (let from = 0n; ;) {
      const page = await storage.events.readAll({ from, limit: 1000 });
      events.push(...page.events);
      if (page.events.length === 0) return events;
      from = page.nextPosition;
    }
  } finally {
    await storage.close();
  }
}

for (const target of storeTargetKinds('kill -9 of the EventStoreDB-protocol server')) {
  (target.enabled ? describe : describe.skip)(
    `EventStoreDB-protocol server, kill -9 (${target.kind})`,
    () => {
      it('keeps every acknowledged append and writes nothing twice when re-appended', async () => {
        const store = await target.create();
        try {
          const server = await startEsdbServer(store.url);
          const client = EventStoreDBClient.connectionString(server.url);
          const batches: Batch[] = [];
          const unexpected: string[] = [];
          let acks = 0;
          let killed = false;
          let reached: () => void = () => undefined;
          const enough = new Promise<void>((resolve) => (reached = resolve));

          // Each writer appends batches to its own stream under an exact expected revision, so
          // any failure before the kill is a bug; after it, appends just fail.
          const writers = Array.from({ length: WRITERS }, async (_, writer) => {
            const streamName = `kill-${writer}-${randomUUID().slice(0, 8)}`;
            let expected: AppendExpectedRevision = NO_STREAM;
            while (!killed) {
              const ids = Array.from({ length: EVENTS_PER_BATCH }, () => randomUUID());
              const batch: Batch = { streamName, ids, expected };
              batches.push(batch);
              try {
                batch.result = answer(await append(client, batch));
              } catch (error) {
                if (!killed) unexpected.push(`${streamName}: ${String(error)}`);
                return;
              }
              expected = batch.result.nextExpectedRevision;
              acks += 1;
              if (acks >= ACKS_BEFORE_KILL) reached();
            }
          });

          await Promise.race([enough, Promise.all(writers)]);
          killed = true; // first: the writers' failures arrive before the kill resolves
          const exit = await server.stop('SIGKILL');
          await Promise.all(writers);
          await client.dispose();
          expect(exit.signal).toBe('SIGKILL');
          expect(unexpected).toEqual([]);
          expect(acks).toBeGreaterThanOrEqual(ACKS_BEFORE_KILL);

          const restarted = await startEsdbServer(store.url);
          const again = EventStoreDBClient.connectionString(restarted.url);
          try {
            // Every batch again, each stream's in order: the acknowledged ones are retries,
            // answered as the first time; one cut by the kill is either a retry or written now.
            const changed: string[] = [];
            const streams = new Set(batches.map((batch) => batch.streamName));
            await Promise.all(
              [...streams].map(async (streamName) => {
                for (const batch of batches.filter((b) => b.streamName === streamName)) {
                  const result = answer(await append(again, batch));
                  if (
                    batch.result &&
                    JSON.stringify(result, bigints) !== JSON.stringify(batch.result, bigints)
                  ) {
                    changed.push(
                      `${streamName} ${JSON.stringify({ was: batch.result, now: result }, bigints)}`,
                    );
                  }
                }
              }),
            );
            expect(changed).toEqual([]);
          } finally {
            await again.dispose();
            expect((await restarted.stop('SIGTERM')).code).toBe(0);
          }

          const events = (await storedEvents(store.url)).filter((event) =>
            streams(batches).has(event.streamId),
          );
          const ids = batches.flatMap((batch) => batch.ids);
          expect(events.length).toBe(ids.length);
          expect(new Set(events.map((event) => event.id)).size).toBe(ids.length);
          for (const streamName of streams(batches)) {
            const written = events.filter((event) => event.streamId === streamName);
            const wanted = batches.filter((b) => b.streamName === streamName).flatMap((b) => b.ids);
            expect(written.map((event) => event.id)).toEqual(wanted);
            expect(written.map((event) => event.version)).toEqual(wanted.map((_, n) => n + 1));
          }
        } finally {
          await store.dispose();
        }
      });
    },
  );
}

function streams(batches: readonly Batch[]): Set<string> {
  return new Set(batches.map((batch) => batch.streamName));
}

function bigints(_key: string, value: unknown): unknown {
  return typeof value === 'bigint' ? value.toString() : value;
}
