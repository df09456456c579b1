// Installs bench/package.json's packages (the Emmett peer, autocannon: what only `npm run bench`
// needs) into bench/node_modules when they are missing or older than bench's manifest or lock.
// The root install never installs them, so a fresh clone compiles no sqlite3 for a benchmark.
import { spawnSync } from 'node:child_process';
import console from 'node:console';
import { existsSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';

const bench = dirname(fileURLToPath(import.meta.url));
// Written after a successful install; npm's own node_modules/.package-lock.json is not
// rewritten by an install that changes nothing, so it cannot say "installed after this edit".
const stamp = join(bench, 'node_modules', '.tidemark-installed');

const mtime = (file) => (existsSync(file) ? statSync(file).mtimeMs : 0);
const inputs = ['package.json', 'package-lock.json'].map((file) => mtime(join(bench, file)));
const installedAt = mtime(stamp);

if (installedAt === 0 || inputs.some((changed) => changed > installedAt)) {
  console.error(
    installedAt === 0
      ? 'bench: installing its own packages into bench/node_modules (once)'
      : 'bench: bench/package.json or its lock changed; updating bench/node_modules',
  );
  const npm = spawnSync('npm', ['install', '--prefix', bench, '--no-audit', '--no-fund'], {
    stdio: 'inherit',
    shell: process.platform === 'win32',
  });
  if (npm.status !== 0) {
    console.error(
      `bench: npm install --prefix bench failed (${npm.error ?? `exit ${npm.status}`})`,
    );
    process.exit(npm.status || 1);
  }
  // After the install, which may itself have written bench/package-lock.json.
  writeFileSync(stamp, `${new Date().toISOString()}\n`);
}
