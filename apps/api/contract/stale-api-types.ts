import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const API_TYPES_FILE = join(__dirname, 'api-types.d.ts');

/**
 * What differs between the committed api-types.d.ts and the types generated now, from the
 * app's document or from `documentFile` (a saved /docs/json); undefined when nothing does.
 * The generator runs in a process of its own: openapi-typescript loads ES modules, which
 * jest's runtime cannot.
 */
export function staleApiTypes(documentFile?: string): string | undefined {
  const args = ['-r', '@swc-node/register', join(__dirname, 'write-api-types.ts'), '--stdout'];
  const run = spawnSync(
    process.execPath,
    documentFile === undefined ? args : [...args, '--document', documentFile],
    { cwd: join(__dirname, '..', '..', '..'), encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  if (run.status !== 0) throw new Error(`write-api-types.ts failed:\n${run.stderr}`);
  const fresh = run.stdout.split('\n');
  const committed = readFileSync(API_TYPES_FILE, 'utf8').split('\n');
  const differing = fresh.findIndex((text, i) => text !== committed[i]);
  const line = differing === -1 && fresh.length !== committed.length ? fresh.length : differing;
  if (line === -1) return undefined;
  return (
    `apps/api/contract/api-types.d.ts is stale from line ${line + 1} (committed ` +
    `${JSON.stringify(committed[line])}, generated ${JSON.stringify(fresh[line])}): ` +
    'run npm run openapi:types'
  );
}
