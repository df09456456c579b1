// Installs bench/package.json's packages (the Emmett peer, autocannon: what only `npm run bench`
// needs) into bench/node_modules when they are missing or older than bench's manifest or lock.
// The root install never installs them, so a fresh clone compiles no sqlite3 for a benchmark.
// `--types-only` (`npm run lint:bench`, in CI): without their install scripts, which only build
// sqlite3 (minutes) and which type-checking does not need; a later `npm run bench` runs them.
import { spawnSync } from 'node:child_process';
import console from 'node:console';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';

const bench = dirname(fileURLToPath(import.meta.url));
const typesOnly = process.argv.includes('--types-only');
// Written after a successful install; npm's own node_modules/.package-lock.json is not
// rewritten by an install that changes nothing, so it cannot say "installed after this edit".
// It says whether the install scripts ran.
const stamp = join(bench, 'node_modules', '.tidemark-installed');
const TYPES_ONLY = 'types-only';

const mtime = (file) => (existsSync(file) ? statSync(file).mtimeMs : 0);
const inputs = ['package.json', 'package-lock.json'].map((file) => mtime(join(bench, file)));
const installedAt = mtime(stamp);
const scriptsRan = installedAt > 0 && !readFileSync(stamp, 'utf8').startsWith(TYPES_ONLY);

function npm(args, what) {
  const run = spawnSync('npm', [...args, '--prefix', bench, '--no-audit', '--no-fund'], {
    stdio: 'inherit',
    shell: process.platform === 'win32',
  });
  if (run.status !== 0) {
    console.error(`bench: ${what} failed (${run.error ?? `exit ${run.status}`})`);
    process.exit(run.status || 1);
  }
}

if (installedAt === 0 || inputs.some((changed) => changed > installedAt)) {
  console.error(
    installedAt === 0
      ? `bench: installing its own packages into bench/node_modules${typesOnly ? ' (types only)' : ' (once)'}`
      : 'bench: bench/package.json or its lock changed; updating bench/node_modules',
  );
  npm(['install', ...(typesOnly ? ['--ignore-scripts'] : [])], 'npm install --prefix bench');
  // After the install, which may itself have written bench/package-lock.json.
  writeFileSync(stamp, `${typesOnly ? TYPES_ONLY : 'with scripts'} ${new Date().toISOString()}\n`);
} else if (!typesOnly && !scriptsRan) {
  console.error('bench: running the install scripts lint:bench skipped (builds sqlite3)');
  npm(['rebuild'], 'npm rebuild --prefix bench');
  writeFileSync(stamp, `with scripts ${new Date().toISOString()}\n`);
}
