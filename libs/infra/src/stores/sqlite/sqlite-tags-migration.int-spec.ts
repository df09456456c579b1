import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { boundariesOf, openStorage } from '@tidemark/infra';
import { SQLITE_MIGRATIONS } from './sqlite-schema';

/** A database file as the release before tags left it: every migration but the tags'. */
function previousRelease(filename: string): void {
  const db = new Database(filename);
  db.exec(`CREATE TABLE tidemark_schema (version INTEGER PRIMARY KEY, applied_at TEXT NOT NULL)`);
  SQLITE_MIGRATIONS.slice(0, -1).forEach((sql, index) => {
    db.exec(sql);
    db.prepare('INSERT INTO tidemark_schema VALUES (?, ?)').run(index + 1, '2026-11-01T00:00:00Z');
  });
  db.prepare(
    `INSERT INTO events (event_id, stream_id, category, version, type, data, metadata, recorded_at)
     VALUES ('0190a000-0000-7000-8000-000000000001', 'course-1', 'course', 1, 'CourseDefined',
             '{"capacity":2}', '{}', '2026-11-01T00:00:00.000Z')`,
  ).run();
  db.prepare(`INSERT INTO streams (stream_id, version) VALUES ('course-1', 1)`).run();
  db.close();
}

describe('SQLite: a database of the release before tags', () => {
  it('migrates in place: old events read as untagged, new ones carry tags and conditions see both', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tidemark-tags-migration-'));
    const filename = join(dir, 'events.db');
    previousRelease(filename);
    const storage = await openStorage(`sqlite:${filename}`);
    try {
      const old = await storage.events.readStream('course-1');
      expect(old.events.map((e) => [e.type, e.tags])).toEqual([['CourseDefined', undefined]]);
      const boundaries = boundariesOf(storage);
      const all = await boundaries.read({ items: [{ types: ['CourseDefined'] }] });
      expect(all.events.map((e) => e.id)).toEqual(['0190a000-0000-7000-8000-000000000001']);
      expect(all.head).toBe(1n);
      await expect(
        boundaries.append([{ type: 'X', data: {} }], {
          condition: { failIfEventsMatch: { items: [{ types: ['CourseDefined'] }] } },
        }),
      ).rejects.toMatchObject({ code: 'AppendConditionFailed' });
      const appended = await boundaries.append(
        [{ type: 'StudentSubscribed', data: {}, tags: ['course:1'] }],
        { condition: { failIfEventsMatch: { items: [{ tags: ['course:1'] }] }, after: all.head } },
      );
      expect(appended.lastPosition).toBe(2n);
      const tagged = await boundaries.read({ items: [{ tags: ['course:1'] }] });
      expect(tagged.events.map((e) => e.tags)).toEqual([['course:1']]);
    } finally {
      await storage.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
