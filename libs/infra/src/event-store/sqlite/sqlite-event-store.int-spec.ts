import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describeEventStoreContract } from '@tidemark/infra/testing';
import { SqliteEventStore } from './sqlite-event-store';

describeEventStoreContract(
  'SQLite (file, WAL)',
  async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tidemark-sqlite-'));
    const filename = join(dir, 'events.db');
    return {
      open: () => SqliteEventStore.open({ filename, pollIntervalMs: 200 }),
      dispose: async () => rmSync(dir, { recursive: true, force: true }),
    };
  },
  { multiInstance: false },
);
