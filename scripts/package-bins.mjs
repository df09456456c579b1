// Makes the `bin` files of a package (run in its folder, after tsc) executable in its build
// folder (argument, default dist): tsc writes them 0644, and a workspace's node_modules/.bin
// links to them as they are (npm sets the mode only when it installs a tarball).
import { chmodSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import process from 'node:process';

const pkg = process.cwd();
const outDir = process.argv[2] ?? join(pkg, 'dist');
const { bin = {} } = JSON.parse(readFileSync(join(pkg, 'package.json'), 'utf8'));

for (const file of typeof bin === 'string' ? [bin] : Object.values(bin)) {
  chmodSync(join(outDir, relative('dist', file)), 0o755);
}
