// The prepack of libs/domain and libs/infra (run in the package's folder): builds the package
// into a fresh folder, then brings its dist/ to exactly that build file by file, each changed
// file replaced by a rename, and removes what the build no longer writes (outputs of deleted
// sources). dist/ is never removed: apps and tests running from this checkout load the packages
// from it (node_modules/@tidemark/* link here), and `rm -rf dist` first made them fail with
// MODULE_NOT_FOUND for the whole build.
import { spawnSync } from 'node:child_process';
import console from 'node:console';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmdirSync,
  rmSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import process from 'node:process';

const pkg = process.cwd();
const dist = join(pkg, 'dist');
const fresh = join(pkg, `.dist-build-${process.pid}`);

/** Every file under `dir`, as paths relative to it. */
function filesUnder(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)));
}

const same = (a, b) => existsSync(b) && readFileSync(a).equals(readFileSync(b));

try {
  const tsc = createRequire(join(pkg, 'package.json')).resolve('typescript/bin/tsc');
  const build = spawnSync(process.execPath, [tsc, '-p', 'tsconfig.build.json', '--outDir', fresh], {
    cwd: pkg,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status || 1);
  const esm = spawnSync(process.execPath, [join(import.meta.dirname, 'esm-entries.mjs'), fresh], {
    cwd: pkg,
    stdio: 'inherit',
  });
  if (esm.status !== 0) process.exit(esm.status || 1);
  const generated = spawnSync(
    process.execPath,
    [join(import.meta.dirname, 'copy-generated.mjs'), fresh],
    { cwd: pkg, stdio: 'inherit' },
  );
  if (generated.status !== 0) process.exit(generated.status || 1);
  const bins = spawnSync(process.execPath, [join(import.meta.dirname, 'package-bins.mjs'), fresh], {
    cwd: pkg,
    stdio: 'inherit',
  });
  if (bins.status !== 0) process.exit(bins.status || 1);
  // A package with a browser app (@tidemark/infra's admin console) ships it built, in dist/.
  const consoleConfig = join(pkg, 'console', 'vite.config.mjs');
  if (existsSync(consoleConfig)) {
    const packageJson = createRequire(join(pkg, 'package.json')).resolve('vite/package.json');
    const vite = spawnSync(
      process.execPath,
      [
        join(dirname(packageJson), 'bin', 'vite.js'),
        'build',
        '--config',
        consoleConfig,
        '--outDir',
        join(fresh, 'console'),
        '--emptyOutDir',
      ],
      { cwd: pkg, stdio: 'inherit' },
    );
    if (vite.status !== 0) process.exit(vite.status || 1);
  }

  const built = new Set(filesUnder(fresh));
  for (const file of built) {
    const target = join(dist, file);
    if (same(join(fresh, file), target)) continue;
    mkdirSync(dirname(target), { recursive: true });
    const next = `${target}.${process.pid}.next`;
    copyFileSync(join(fresh, file), next);
    renameSync(next, target);
  }
  for (const file of filesUnder(dist)) {
    if (!built.has(file)) rmSync(join(dist, file));
  }
  // Folders the build no longer writes to, deepest first.
  const folders = readdirSync(dist, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort((a, b) => b.length - a.length);
  for (const folder of folders) if (readdirSync(folder).length === 0) rmdirSync(folder);
  console.error(`${relative(process.cwd(), dist) || 'dist'}: ${built.size} files, as built`);
} finally {
  rmSync(fresh, { recursive: true, force: true });
}
