import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  postgresTestsEnabled,
  runOnPostgres,
  testPostgresUrl,
  withDatabase,
} from '@tidemark/infra/testing';

export type StoreKind = 'sqlite' | 'postgres';

/** A fresh, empty store for one app (or several runs of it, e.g. before and after a crash). */
export interface StoreTarget {
  readonly url: string;
  dispose(): Promise<void>;
}

export interface StoreTargetKind {
  readonly kind: StoreKind;
  /** False when PostgreSQL is unreachable outside CI (a warning says so); under CI always true. */
  readonly enabled: boolean;
  create(): Promise<StoreTarget>;
}

/** Every store the e2e suites run against: SQLite (a temp file) and PostgreSQL (a new database). */
export function storeTargetKinds(suite: string): StoreTargetKind[] {
  return [
    { kind: 'sqlite', enabled: true, create: sqliteTarget },
    { kind: 'postgres', enabled: postgresTestsEnabled(suite), create: postgresTarget },
  ];
}

export async function sqliteTarget(): Promise<StoreTarget> {
  const dir = mkdtempSync(join(tmpdir(), 'tidemark-e2e-'));
  return {
    url: `sqlite:${join(dir, 'events.db')}`,
    dispose: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

async function postgresTarget(): Promise<StoreTarget> {
  const server = testPostgresUrl();
  const database = `tidemark_e2e_${randomBytes(6).toString('hex')}`;
  await runOnPostgres(server, `CREATE DATABASE ${database}`, 30_000);
  return {
    url: withDatabase(server, database),
    dispose: () => runOnPostgres(server, `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`, 5_000),
  };
}
