// The stores the tests run on: SQLite always, PostgreSQL when TEST_POSTGRES_URL is set
// (consumer-test.sh sets it under CI, where a missing PostgreSQL fails instead of skipping).

export const postgresUrl = process.env.TEST_POSTGRES_URL;

if (!postgresUrl && process.env.CI) {
  throw new Error(
    'CI is set but TEST_POSTGRES_URL is not: the PostgreSQL run would be skipped',
  );
}

export type StoreName = 'sqlite' | 'postgres';

export const storeNames: StoreName[] = postgresUrl
  ? ['sqlite', 'postgres']
  : ['sqlite'];

let schemas = 0;

/** A PostgreSQL schema no other test uses. */
export function uniqueSchema(prefix: string): string {
  schemas += 1;
  return `${prefix}_${process.pid}_${Date.now().toString(36)}_${schemas}`;
}
