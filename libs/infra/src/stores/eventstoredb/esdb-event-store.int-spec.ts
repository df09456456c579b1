import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  describeEventStoreContract,
  describeProjectionContract,
  describeStorageContract,
  eventStoreDbTestsEnabled,
  testEventStoreDbUrl,
  uniqueSchemaName,
  type StorageDatabase,
} from '@tidemark/infra/testing';
import { openStorage } from '../open-storage';
import { EsdbEventStore } from './esdb-event-store';

// One server for every test (jest's global setup starts Tidemark's own unless EVENTSTORE_URL names
// one): each "fresh database" is a namespace of its own.
if (eventStoreDbTestsEnabled('EventStoreDB event store')) {
  const url = testEventStoreDbUrl() as string;

  describeEventStoreContract(
    'EventStoreDB',
    async () => {
      const namespace = uniqueSchemaName('tidemark-test');
      return {
        open: () => EsdbEventStore.connect(url, { namespace }),
        dispose: async () => undefined,
      };
    },
    {
      multiInstance: true,
      idsUniqueAcrossStreams: true,
      subscriptionsReadPages: false,
      injectedClock: false,
      scavenges: false,
      eventStoreDbLifecycle: true,
      // `<namespace>:<streamId>` on a server that serves names of 200 characters at most.
      longestStreamId: 150,
      tags: false,
      conditions: false,
    },
  );

  // Events in EventStoreDB, everything else in a companion SQLite file.
  const esdbStorage = async (): Promise<StorageDatabase> => {
    const namespace = uniqueSchemaName('tidemark-test');
    const dir = mkdtempSync(join(tmpdir(), 'tidemark-esdb-state-'));
    return {
      open: () => openStorage(url, { namespace, stateStoreUrl: `sqlite:${join(dir, 'state.db')}` }),
      dispose: async () => rmSync(dir, { recursive: true, force: true }),
    };
  };
  describeStorageContract('EventStoreDB + SQLite state', esdbStorage);
  describeProjectionContract('EventStoreDB + SQLite state', esdbStorage);
} else {
  it.skip('EventStoreDB event store, storage and projections (EVENTSTORE_URL=off)', () =>
    undefined);
}
