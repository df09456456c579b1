import { Client } from 'pg';
import { boundariesOf, openStorage } from '@tidemark/infra';
import { postgresTestsEnabled, testPostgresUrl } from '@tidemark/infra/testing';
import { postgresMigrations } from './postgres-schema';

function describeTagsMigration(): void {
  describe('PostgreSQL: a schema of the release before tags', () => {
    const schema = `tags_migration_${process.pid}_${Date.now() % 100000}`;
    const client = new Client({ connectionString: testPostgresUrl() });

    beforeAll(async () => {
      await client.connect();
      await client.query(`CREATE SCHEMA "${schema}"`);
      await client.query(
        `CREATE TABLE "${schema}".tidemark_schema (
           version int PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`,
      );
      // Every migration before the tags (the tags and the conditional append are the last two).
      const previous = postgresMigrations(schema).slice(0, -2);
      for (const [index, sql] of previous.entries()) {
        await client.query(sql);
        await client.query(`INSERT INTO "${schema}".tidemark_schema (version) VALUES ($1)`, [
          index + 1,
        ]);
      }
      await client.query(
        `INSERT INTO "${schema}".events
           (position, event_id, stream_id, category, version, type, data, metadata, recorded_at)
         VALUES (1, '0190a000-0000-7000-8000-000000000001', 'course-1', 'course', 1,
                 'CourseDefined', '{"capacity":2}', '{}', now());
         INSERT INTO "${schema}".streams (stream_id, version) VALUES ('course-1', 1);
         UPDATE "${schema}".log_head SET last_position = 1`,
      );
    });

    afterAll(async () => {
      await client.query(`DROP SCHEMA "${schema}" CASCADE`);
      await client.end();
    });

    it('migrates in place: old events read as untagged, new ones carry tags and conditions see both', async () => {
      const storage = await openStorage(testPostgresUrl(), { schema });
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
          {
            condition: { failIfEventsMatch: { items: [{ tags: ['course:1'] }] }, after: all.head },
          },
        );
        expect(appended.lastPosition).toBe(2n);
        const tagged = await boundaries.read({ items: [{ tags: ['course:1'] }] });
        expect(tagged.events.map((e) => e.tags)).toEqual([['course:1']]);
      } finally {
        await storage.close();
      }
    });
  });
}

if (postgresTestsEnabled('PostgreSQL tags migration')) describeTagsMigration();
