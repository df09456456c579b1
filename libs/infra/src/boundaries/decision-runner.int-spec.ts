import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openStorage } from '../stores/open-storage';
import {
  postgresTestsEnabled,
  runOnPostgres,
  testPostgresUrl,
  uniqueSchemaName,
} from '../testing/postgres';
import { describeDecisionRunner } from './courses.shared-spec';
import { boundariesOf } from './event-boundaries';

describe('DecisionRunner on SQLite (a file: one writer, readers beside it)', () => {
  describeDecisionRunner(async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tidemark-decisions-'));
    const storage = await openStorage(`sqlite:${join(dir, 'courses.db')}`);
    return {
      boundaries: boundariesOf(storage),
      close: async () => {
        await storage.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  });
});

const onPostgres = postgresTestsEnabled('DecisionRunner on PostgreSQL') ? describe : describe.skip;

onPostgres('DecisionRunner on PostgreSQL', () => {
  describeDecisionRunner(async () => {
    const url = testPostgresUrl();
    const schema = uniqueSchemaName('tidemark_decisions');
    const storage = await openStorage(url, { schema });
    return {
      boundaries: boundariesOf(storage),
      close: async () => {
        await storage.close();
        await runOnPostgres(url, `DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      },
    };
  });
});
