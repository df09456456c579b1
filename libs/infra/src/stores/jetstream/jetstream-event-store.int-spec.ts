import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  describeEventStoreContract,
  describeProjectionContract,
  describeStorageContract,
  natsTestsEnabled,
  testNatsUrl,
  uniqueSchemaName,
  type StorageDatabase,
} from '@tidemark/infra/testing';
import { openStorage } from '../open-storage';
import { JetStreamEventStore } from './jetstream-event-store';

// One server for every test: each "fresh database" is a JetStream stream (and id bucket) of
// its own, deleted afterwards.
if (natsTestsEnabled('JetStream event store')) {
  const url = testNatsUrl();
  const freshStream = () => uniqueSchemaName('tm').replace(/[^A-Za-z0-9_-]/g, '_');

  describeEventStoreContract(
    'JetStream',
    async () => {
      const stream = freshStream();
      return {
        open: () => JetStreamEventStore.connect(url, { stream }),
        dispose: () => JetStreamEventStore.destroy(url, stream),
      };
    },
    {
      multiInstance: true,
      // `recordedAt` and max ages are the server's time, as on EventStoreDB.
      injectedClock: false,
      // JetStream removes whole messages, and one message holds a whole append.
      scavenges: false,
      conditions: false,
    },
  );

  // Events in JetStream, everything else in a companion SQLite file.
  const jetStreamStorage = async (): Promise<StorageDatabase> => {
    const stream = freshStream();
    const dir = mkdtempSync(join(tmpdir(), 'tidemark-js-state-'));
    return {
      open: () =>
        openStorage(`${url}?stream=${stream}`, {
          stateStoreUrl: `sqlite:${join(dir, 'state.db')}`,
        }),
      dispose: async () => {
        await JetStreamEventStore.destroy(url, stream);
        rmSync(dir, { recursive: true, force: true });
      },
    };
  };
  describeStorageContract('JetStream + SQLite state', jetStreamStorage);
  describeProjectionContract('JetStream + SQLite state', jetStreamStorage);
} else {
  it.skip('JetStream event store, storage and projections (no NATS server)', () => undefined);
}
