import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describeProjectionContract } from '@tidemark/infra/testing';
import { openStorage } from '../storage/storage';

describeProjectionContract('SQLite', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'tidemark-projections-'));
  return {
    open: () => openStorage(`sqlite:${join(dir, 'tidemark.db')}`),
    dispose: async () => rmSync(dir, { recursive: true, force: true }),
  };
});
