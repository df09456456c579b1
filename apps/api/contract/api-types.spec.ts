import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const API_TYPES_FILE = join(__dirname, 'api-types.d.ts');

// In a process of its own: openapi-typescript loads ES modules, which jest's runtime cannot.
function generated(): string {
  const script = join(__dirname, 'write-api-types.ts');
  const run = spawnSync(process.execPath, ['-r', '@swc-node/register', script, '--stdout'], {
    cwd: join(__dirname, '..', '..', '..'),
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.status !== 0) throw new Error(`write-api-types.ts failed:\n${run.stderr}`);
  return run.stdout;
}

describe('the API types the console, the CLI and the e2e tests use', () => {
  it('are generated from the document /docs/json serves (else: npm run openapi:types)', () => {
    const fresh = generated().split('\n');
    const committed = readFileSync(API_TYPES_FILE, 'utf8').split('\n');
    const line = fresh.findIndex((text, i) => text !== committed[i]);
    const first = line === -1 && fresh.length !== committed.length ? fresh.length : line;
    expect(
      first === -1
        ? 'fresh'
        : `stale from line ${first + 1} (committed ${JSON.stringify(committed[first])}, ` +
            `generated ${JSON.stringify(fresh[first])}): run npm run openapi:types`,
    ).toBe('fresh');
  });
});
