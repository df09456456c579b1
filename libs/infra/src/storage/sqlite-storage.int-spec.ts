import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describeStorageContract } from '@tidemark/infra/testing';
import { openStorage } from './storage';

describeStorageContract('SQLite', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'tidemark-storage-'));
  return {
    open: () => openStorage(`sqlite:${join(dir, 'tidemark.db')}`),
    dispose: async () => rmSync(dir, { recursive: true, force: true }),
  };
});
