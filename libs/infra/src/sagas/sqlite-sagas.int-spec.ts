import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describeSagaContract } from '@tidemark/infra/testing';
import { openStorage } from '../storage/storage';

describeSagaContract(
  'SQLite',
  async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tidemark-sagas-'));
    return {
      open: () => openStorage(`sqlite:${join(dir, 'tidemark.db')}`),
      dispose: async () => rmSync(dir, { recursive: true, force: true }),
    };
  },
  { multiInstance: false },
);
