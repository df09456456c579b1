import { randomUUID } from 'node:crypto';
import {
  ANY,
  jsonEvent,
  NO_STREAM,
  STREAM_EXISTS,
  StreamDeletedError,
  WrongExpectedVersionError,
} from '@eventstore/db-client';
import { ESDB_APPEND_WAYS, esdbGrpcPerSuite, esdbTestStores } from '../testing/esdb-grpc-server';
import { StreamDeleted, StreamNotFound } from '../errors';

/*
 * Streams.Delete, Streams.Tombstone and stream metadata (appends to `$$<stream>`) through the
 * real client, on SQLite and PostgreSQL. Appends run over BatchAppend and over Append.
 */
describe.each(esdbTestStores('EventStoreDB gRPC lifecycle'))(
  'EventStoreDB gRPC deletes and metadata on $name',
  (kind) => {
    const suite = esdbGrpcPerSuite(kind);

    const event = (n: number) => jsonEvent({ id: randomUUID(), type: 'Counted', data: { n } });
    const stream = () => `life-${kind.name}-${randomUUID()}`;

    describe.each(ESDB_APPEND_WAYS)('appending over $way', ({ options }) => {
      it('soft delete: reads answer StreamNotFound, the next append continues the revisions', async () => {
        const name = stream();
        await suite.client.appendToStream(name, [event(1), event(2)], options);
        const head = await suite.store.headPosition();
        const deleted = await suite.client.deleteStream(name, { expectedRevision: 1n });
        expect(deleted.position).toEqual({ commit: head, prepare: head });
        await expect(suite.store.readStream(name)).rejects.toBeInstanceOf(StreamNotFound);
        const again = await suite.client.appendToStream(name, event(3), options);
        expect(again.nextExpectedRevision).toBe(2n);
        expect((await suite.store.readStream(name)).events.map((e) => e.version)).toEqual([3]);
      });

      it('tombstone: appends, deletes and metadata answer StreamDeletedError', async () => {
        const name = stream();
        await suite.client.appendToStream(name, event(1), options);
        await suite.client.tombstoneStream(name);
        await expect(suite.store.readStream(name)).rejects.toBeInstanceOf(StreamDeleted);
        const refused = await suite.client
          .appendToStream(name, event(2), options)
          .catch((e: unknown) => e);
        expect(refused).toBeInstanceOf(StreamDeletedError);
        expect(refused).toMatchObject({ streamName: name });
        await expect(suite.client.deleteStream(name)).rejects.toBeInstanceOf(StreamDeletedError);
        await expect(suite.client.tombstoneStream(name)).rejects.toBeInstanceOf(StreamDeletedError);
        await expect(
          suite.client.setStreamMetadata(name, { maxCount: 3 }, options),
        ).rejects.toBeInstanceOf(StreamDeletedError);
      });

      it('metadata: set through $$<stream> under its revision, kept by the store', async () => {
        const name = stream();
        await suite.client.appendToStream(name, [event(1), event(2), event(3)], options);
        const first = await suite.client.setStreamMetadata(
          name,
          {
            maxCount: 2,
            maxAge: 3600,
            truncateBefore: 1,
            acl: { readRoles: ['ops'] },
            owner: 'team-a',
          },
          { ...options, expectedRevision: NO_STREAM },
        );
        expect(first).toMatchObject({ success: true, nextExpectedRevision: 0n });
        expect(await suite.store.getStreamMetadata(name)).toEqual({
          streamId: name,
          metadataVersion: 1,
          metadata: {
            maxCount: 2,
            maxAgeSeconds: 3600,
            truncateBefore: 2,
            custom: { $acl: { $r: ['ops'] }, owner: 'team-a' },
          },
        });
        // Reads honour it: the newest two events from version 2 on.
        expect((await suite.store.readStream(name)).events.map((e) => e.version)).toEqual([2, 3]);
        const wrong = await suite.client
          .setStreamMetadata(name, { maxCount: 5 }, { ...options, expectedRevision: NO_STREAM })
          .catch((e: unknown) => e);
        expect(wrong).toBeInstanceOf(WrongExpectedVersionError);
        expect(wrong).toMatchObject({ expectedVersion: 'no_stream', actualVersion: 0n });
        const second = await suite.client.setStreamMetadata(
          name,
          { maxCount: 5 },
          { ...options, expectedRevision: STREAM_EXISTS },
        );
        expect(second.nextExpectedRevision).toBe(1n);
        const third = await suite.client.setStreamMetadata(
          name,
          {},
          { ...options, expectedRevision: 1n },
        );
        expect(third.nextExpectedRevision).toBe(2n);
        expect(await suite.store.getStreamMetadata(name)).toMatchObject({
          metadataVersion: 3,
          metadata: {},
        });
        const none = stream();
        await expect(
          suite.client.setStreamMetadata(
            none,
            { maxCount: 1 },
            { ...options, expectedRevision: STREAM_EXISTS },
          ),
        ).rejects.toBeInstanceOf(WrongExpectedVersionError);
      });

      it('refuses metadata it cannot keep as given, writing nothing', async () => {
        const name = stream();
        const meta = `$$${name}`;
        await expect(
          suite.client.appendToStream(
            meta,
            jsonEvent({ type: '$metadata', data: { $maxCount: 'ten' } }),
            options,
          ),
        ).rejects.toThrow(/\$maxCount must be an integer/);
        await expect(
          suite.client.appendToStream(meta, jsonEvent({ type: 'Other', data: {} }), options),
        ).rejects.toThrow(/one event of type \$metadata/);
        await expect(
          suite.client.appendToStream(
            meta,
            [
              jsonEvent({ type: '$metadata', data: {} }),
              jsonEvent({ type: '$metadata', data: {} }),
            ],
            options,
          ),
        ).rejects.toThrow(/one event of type \$metadata/);
        await expect(
          suite.client.appendToStream(
            '$$bad name',
            jsonEvent({ type: '$metadata', data: {} }),
            options,
          ),
        ).rejects.toThrow(/metadata of an invalid stream id/);
        expect((await suite.store.getStreamMetadata(name)).metadataVersion).toBe(0);
      });
    });

    it('a delete under a wrong expected revision is refused with the expected and actual one', async () => {
      const name = stream();
      await suite.client.appendToStream(name, [event(1), event(2)]);
      const refused = await suite.client
        .deleteStream(name, { expectedRevision: 0n })
        .catch((e: unknown) => e);
      expect(refused).toBeInstanceOf(WrongExpectedVersionError);
      expect(refused).toMatchObject({ streamName: name, expectedVersion: 0n, actualVersion: 1n });
      const tombstone = await suite.client
        .tombstoneStream(name, { expectedRevision: NO_STREAM })
        .catch((e: unknown) => e);
      expect(tombstone).toBeInstanceOf(WrongExpectedVersionError);
      expect((await suite.store.readStream(name)).version).toBe(2);
      await expect(suite.client.deleteStream('$$x')).rejects.toThrow(/metadata stream/);
      await expect(suite.client.deleteStream('no space')).rejects.toThrow(
        /not a Tidemark stream id/,
      );
    });

    it('a delete of a stream that never existed is WrongExpectedVersion, as in EventStoreDB; one with metadata only or soft-deleted is not', async () => {
      const never = stream();
      // (The client cannot send stream_exists in a delete.)
      for (const expectedRevision of [ANY, NO_STREAM, 0n] as const) {
        const refused = await suite.client
          .deleteStream(never, { expectedRevision })
          .catch((e: unknown) => e);
        expect(refused).toBeInstanceOf(WrongExpectedVersionError);
        expect(refused).toMatchObject({ streamName: never });
      }
      expect((await suite.store.getStreamMetadata(never)).metadataVersion).toBe(0);

      const implicit = stream();
      await suite.client.setStreamMetadata(implicit, { cacheControl: 10 });
      await suite.client.deleteStream(implicit, { expectedRevision: NO_STREAM });

      const deleted = stream();
      await suite.client.appendToStream(deleted, event(1));
      await suite.client.deleteStream(deleted);
      await suite.client.deleteStream(deleted, { expectedRevision: ANY });
    });
  },
);
