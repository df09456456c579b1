import { spawnSync } from 'node:child_process';
import { reportSkipped } from './skipped';

/** The PostgreSQL server tests use: TEST_POSTGRES_URL, or the local default. */
export function testPostgresUrl(): string {
  return process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
}

/** A URL of the same server naming another database. */
export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

let reachable: boolean | undefined;

/**
 * Whether PostgreSQL tests should run. Outside CI an unreachable server skips them with a
 * message; under CI (`CI` set) they run and fail, so nothing is silently skipped there.
 * Checked synchronously because jest declares tests synchronously.
 */
export function postgresTestsEnabled(suite: string): boolean {
  if (reachable === undefined) {
    const probe = spawnSync(
      process.execPath,
      [
        '-e',
        `const { Client } = require('pg');
         const c = new Client({ connectionString: process.argv[1], connectionTimeoutMillis: 3000 });
         c.connect().then(() => c.end()).then(() => process.exit(0), () => process.exit(1));`,
        testPostgresUrl(),
      ],
      { timeout: 10_000, cwd: process.cwd() },
    );
    reachable = probe.status === 0;
  }
  if (reachable || process.env.CI) return true;
  reportSkipped(
    suite,
    `PostgreSQL is not reachable at ${testPostgresUrl()} (set TEST_POSTGRES_URL)`,
  );
  return false;
}

/** Runs one statement on its own connection (creating or dropping a schema or database). */
export async function runOnPostgres(
  connectionString: string,
  sql: string,
  connectionTimeoutMillis?: number,
): Promise<void> {
  // Loaded here, not at import: `/testing` serves SQLite-only users too.
  const { Client } = await import('pg');
  const client = new Client({ connectionString, connectionTimeoutMillis });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

let schemas = 0;

/** A schema name no other test uses. */
export function uniqueSchemaName(prefix = 'tidemark_t'): string {
  schemas += 1;
  return `${prefix}_${process.pid}_${Date.now().toString(36)}_${schemas}`;
}
