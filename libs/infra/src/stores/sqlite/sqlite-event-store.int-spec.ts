import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describeEventStoreContract } from '@tidemark/infra/testing';
import { SqliteDatabase } from './sqlite-database';
import { SqliteEventStore } from './sqlite-event-store';

describeEventStoreContract(
  'SQLite (file, WAL)',
  async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tidemark-sqlite-'));
    const filename = join(dir, 'events.db');
    return {
      open: (options) => SqliteEventStore.open({ filename, pollIntervalMs: 200, ...options }),
      dispose: async () => rmSync(dir, { recursive: true, force: true }),
    };
  },
  { multiInstance: false },
);

describe('SQLite event store: a full disk inside a group commit', () => {
  it('fails only the append that did not fit, atomically, and keeps the others', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tidemark-sqlite-full-'));
    const db = new SqliteDatabase({ filename: join(dir, 'events.db') });
    const pages = Number(db.writer.pragma('page_count', { simple: true }));
    // SQLITE_FULL rolls the whole transaction back, not just the savepoint.
    db.writer.pragma(`max_page_count = ${pages + 40}`);
    const store = await SqliteEventStore.on(db);
    try {
      const big = { type: 'Big', data: { blob: 'x'.repeat(2_000_000) } };
      const outcomes = await Promise.all(
        [[{ type: 'A', data: {} }], [{ type: 'B', data: {} }, big], [{ type: 'C', data: {} }]].map(
          (events, i) =>
            store.appendToStream(`full-${i}`, events).then(
              (r) => r.nextExpectedVersion,
              (error: unknown) => (error as { code?: string }).code,
            ),
        ),
      );
      expect(outcomes).toEqual([1, 'StoreFull', 1]);
      const stored = await store.readAll();
      expect(stored.events.map((e) => `${e.streamId}:${e.type}`)).toEqual(['full-0:A', 'full-2:C']);
    } finally {
      await store.close();
      db.release();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
