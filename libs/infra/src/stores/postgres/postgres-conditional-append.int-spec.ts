import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import type { EventQuery } from '@tidemark/domain';
import {
  postgresTestsEnabled,
  runOnPostgres,
  testPostgresUrl,
  uniqueSchemaName,
  until,
} from '@tidemark/infra/testing';
import { EventBoundaries } from '../../boundaries';
import { AppendConditionFailed } from '../../errors';
import { PostgresEventStore } from './postgres-event-store';

const connectionString = testPostgresUrl();

const course = (id: string): EventQuery => ({ items: [{ types: ['Enrolled'], tags: [id] }] });
const enrolled = (tag: string) => ({ type: 'Enrolled', data: {}, tags: [tag] });

/** Two instances of the store on one schema: their appends meet only in the database. */
async function twoInstances() {
  const schema = uniqueSchemaName();
  const stores = [
    await PostgresEventStore.open({ connectionString, schema }),
    await PostgresEventStore.open({ connectionString, schema }),
  ];
  const boundaries = stores.map((events) => new EventBoundaries({ events, store: 'postgres' }));
  return {
    schema,
    stores,
    boundaries,
    dispose: async () => {
      for (const store of stores) await store.close();
      await runOnPostgres(connectionString, `DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    },
  };
}

if (postgresTestsEnabled('PostgreSQL conditional appends')) {
  describe('PostgreSQL: a lone conditional append (one round trip) under racers', () => {
    it('reads its condition after the head lock: an event committed while it waited fails it', async () => {
      const { schema, stores, boundaries, dispose } = await twoInstances();
      const other = new Client({ connectionString });
      await other.connect();
      try {
        const after = await stores[0].headPosition();
        // Another writer holds the head's lock and appends a matching event under it.
        await other.query('BEGIN');
        const { rows } = await other.query<{ p: string }>(
          `UPDATE "${schema}".log_head SET last_position = last_position + 1 WHERE id = 1
           RETURNING last_position AS p`,
        );
        const position = rows[0].p;
        await other.query(
          `INSERT INTO "${schema}".events
             (position, event_id, stream_id, category, version, type, data, metadata, recorded_at, tags)
           VALUES ($1, $2, 'other-1', 'other', 1, 'Enrolled', '{}', '{}', now(), ARRAY['course:1']);
           `.trim(),
          [position, randomUUID()],
        );
        await other.query(
          `INSERT INTO "${schema}".event_tags (tag, position) VALUES ('course:1', $1)`,
          [position],
        );
        await other.query(
          `INSERT INTO "${schema}".streams (stream_id, version) VALUES ('other-1', 1)`,
        );
        const append = boundaries[0]
          .append([enrolled('course:1')], {
            condition: { failIfEventsMatch: course('course:1'), after },
          })
          .catch((error: unknown) => error);
        await until(async () => {
          const { rows: waiting } = await other.query(
            `SELECT 1 FROM pg_stat_activity
              WHERE wait_event_type = 'Lock' AND query LIKE $1`,
            // Whatever statement takes the lock (append_if's call names the schema).
            [`%"${schema}".%`],
          );
          return waiting.length > 0;
        }, 'the conditional append to wait for the head lock');
        await other.query('COMMIT');
        const error = await append;
        expect(error).toBeInstanceOf(AppendConditionFailed);
        const { events } = await boundaries[1].read(course('course:1'));
        expect(events.map((e) => e.streamId)).toEqual(['other-1']);
      } finally {
        await other.query('ROLLBACK').catch(() => undefined);
        await other.end();
        await dispose();
      }
    });

    it('16 racers over two instances on one boundary: exactly one commits per round', async () => {
      const { boundaries, stores, dispose } = await twoInstances();
      try {
        for (let round = 0; round < 5; round += 1) {
          const tag = `course:hot-${round}`;
          const after = await stores[0].headPosition();
          const outcomes = await Promise.allSettled(
            Array.from({ length: 16 }, (_, i) =>
              boundaries[i % 2].append([enrolled(tag)], {
                condition: { failIfEventsMatch: course(tag), after },
              }),
            ),
          );
          const won = outcomes.filter((o) => o.status === 'fulfilled');
          const lost = outcomes.flatMap((o) => (o.status === 'rejected' ? [o.reason] : []));
          expect(won).toHaveLength(1);
          expect(lost.every((e) => e instanceof AppendConditionFailed)).toBe(true);
          const { events } = await boundaries[1].read(course(tag));
          expect(events).toHaveLength(1);
        }
      } finally {
        await dispose();
      }
    });

    it('16 racers over two instances on disjoint boundaries: every one commits', async () => {
      const { boundaries, stores, dispose } = await twoInstances();
      try {
        const after = await stores[0].headPosition();
        const results = await Promise.all(
          Array.from({ length: 16 }, (_, i) =>
            boundaries[i % 2].append([enrolled(`course:${i}`)], {
              condition: { failIfEventsMatch: course(`course:${i}`), after },
            }),
          ),
        );
        expect(results.every((r) => r.written)).toBe(true);
      } finally {
        await dispose();
      }
    });

    it('a group commit checks conditions of every shape, each on its own', async () => {
      const { boundaries, stores, dispose } = await twoInstances();
      try {
        await boundaries[0].append([
          { type: 'Enrolled', data: {}, tags: ['course:a', 'student:1'] },
          { type: 'Left', data: {}, tags: ['course:b'] },
        ]);
        const after = await stores[0].headPosition();
        await boundaries[0].append([{ type: 'Opened', data: {}, tags: ['course:c'] }]);
        const cases: [EventQuery, bigint, boolean][] = [
          [{ items: [{ tags: ['course:a', 'student:1'] }] }, 0n, false],
          [{ items: [{ tags: ['course:a', 'student:2'] }] }, 0n, true],
          [{ items: [{ types: ['Left'] }] }, 0n, false],
          [{ items: [{ types: ['Left'] }] }, after, true],
          [{ items: [{ types: ['Enrolled'], tags: ['course:b'] }] }, 0n, true],
          [{ items: [{ types: ['Closed'] }, { tags: ['course:c'] }] }, after, false],
          [{ items: [{}] }, after, false],
          [{ items: [{ types: ['Opened'], tags: ['course:c'] }] }, after + 1n, true],
        ];
        // Appended in one tick: one batch, one condition query under the head's lock.
        const outcomes = await Promise.allSettled(
          cases.map(([query, at]) =>
            boundaries[0].append([{ type: 'Noted', data: {}, tags: ['note'] }], {
              condition: { failIfEventsMatch: query, after: at },
            }),
          ),
        );
        outcomes.forEach((outcome, i) => {
          const expected = cases[i][2];
          expect([i, outcome.status]).toEqual([i, expected ? 'fulfilled' : 'rejected']);
          if (outcome.status === 'rejected') {
            expect(outcome.reason).toBeInstanceOf(AppendConditionFailed);
          }
        });
      } finally {
        await dispose();
      }
    });

    it('a retry of a conditional append answers its positions though the condition now fails', async () => {
      const { boundaries, dispose } = await twoInstances();
      try {
        const id = randomUUID();
        const condition = { failIfEventsMatch: course('course:r'), after: 0n };
        const first = await boundaries[0].append([{ id, ...enrolled('course:r') }], { condition });
        const again = await boundaries[1].append([{ id, ...enrolled('course:r') }], { condition });
        expect(again).toEqual({ ...first, written: false });
        await expect(
          boundaries[0].append([enrolled('course:r')], { condition }),
        ).rejects.toBeInstanceOf(AppendConditionFailed);
      } finally {
        await dispose();
      }
    });
  });
} else {
  it.skip('PostgreSQL conditional appends (PostgreSQL not reachable)', () => undefined);
}
