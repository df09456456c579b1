import type { StorageDatabase } from '@tidemark/infra/testing';
import type { Sql, SqlAccess } from '../../sql/sql';
import { SqlSeenKeyStore } from './sql-seen-key-store';

/** Passes everything through, noting how many rows each transaction changed. */
class CountingAccess implements SqlAccess {
  readonly dialect: SqlAccess['dialect'];
  readonly query: Sql;
  readonly changed: number[] = [];

  constructor(private readonly inner: SqlAccess) {
    this.dialect = inner.dialect;
    this.query = inner.query;
  }

  async transaction<T>(work: (tx: Sql) => Promise<T>): Promise<T> {
    let changed = 0;
    try {
      return await this.inner.transaction((tx) =>
        work({
          run: async (sql, params) => {
            const rows = await tx.run(sql, params);
            changed += rows;
            return rows;
          },
          all: <R extends object>(sql: string, params?: readonly unknown[]) =>
            tx.all<R>(sql, params),
          get: <R extends object>(sql: string, params?: readonly unknown[]) =>
            tx.get<R>(sql, params),
        }),
      );
    } finally {
      this.changed.push(changed);
    }
  }
}

const NOW = 1_800_000_000_000;
const SERIES = 'WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < $1) ';
const NAME = 'CAST($2 AS TEXT) || CAST(i AS TEXT)';

/** `count` rows in each dedup table, expiring at `expiresAt`. */
async function fill(tx: Sql, count: number, prefix: string, expiresAt: number): Promise<void> {
  await tx.run(
    `${SERIES}INSERT INTO dedup_seen (key, fact_id, occurred_at, source, priority, revision,
       expires_at, pending_until, previous_source, previous_priority)
     SELECT ${NAME}, 'f', CAST($3 AS BIGINT), 's', 1, 1, CAST($4 AS BIGINT), NULL, NULL, NULL
       FROM n`,
    [count, prefix, NOW - 5000, expiresAt],
  );
  await tx.run(
    `${SERIES}INSERT INTO dedup_limit_hits (limit_key, at, expires_at)
     SELECT ${NAME}, CAST($3 AS BIGINT), CAST($4 AS BIGINT) FROM n`,
    [count, prefix, NOW - 5000, expiresAt],
  );
  await tx.run(
    `${SERIES}INSERT INTO dedup_limit_buckets (limit_key, hits, expires_at)
     SELECT ${NAME}, 1, CAST($3 AS BIGINT) FROM n`,
    [count, prefix, expiresAt],
  );
}

/** SqlSeenKeyStore's own sweep tests, for each database. */
export function describeSqlSeenKeyStoreSweep(
  name: string,
  database: () => Promise<StorageDatabase>,
): void {
  describe(`SqlSeenKeyStore sweep on ${name}`, () => {
    it('deletes in transactions of at most 500 rows, from all three tables, keeping what lives', async () => {
      const data = await database();
      const storage = await data.open();
      try {
        await storage.sql.transaction(async (tx) => {
          await fill(tx, 1234, 'old-', NOW);
          await fill(tx, 7, 'new-', NOW + 1);
          // Hits of one limit in one millisecond share (limit_key, at): the live ones stay.
          for (const expiresAt of [NOW, NOW, NOW, NOW + 1, NOW + 1]) {
            await tx.run(
              'INSERT INTO dedup_limit_hits (limit_key, at, expires_at) VALUES ($1, $2, $3)',
              ['same', NOW - 1000, expiresAt],
            );
          }
        });
        const access = new CountingAccess(storage.sql);
        const store = new SqlSeenKeyStore(access);

        expect(await store.sweep(NOW)).toBe(1234);
        expect(access.changed.reduce((a, b) => a + b, 0)).toBe(3 * 1234 + 3);
        expect(access.changed.length).toBeGreaterThanOrEqual(3 * 3);
        expect(Math.max(...access.changed)).toBeLessThanOrEqual(500);
        for (const [table, rows] of [
          ['dedup_seen', 7],
          ['dedup_limit_hits', 9],
          ['dedup_limit_buckets', 7],
        ] as const) {
          expect(
            await storage.sql.query.get(
              `SELECT COUNT(*) AS rows, MIN(expires_at) AS soonest FROM ${table}`,
            ),
          ).toEqual({ rows, soonest: NOW + 1 });
        }
        expect(await store.sweep(NOW)).toBe(0);
      } finally {
        await storage.close();
        await data.dispose();
      }
    });
  });
}
