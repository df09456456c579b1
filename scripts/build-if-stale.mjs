// `npm start` and `npm test` run this first: `npm run build` (webpack, tsc and vite: about a
// minute) only when dist/ is missing or older than what it is built from, so starting the built
// app again costs nothing. "Older" compares modification times with dist/.build-stamp, which is
// written after a build that succeeded and dated when that build started: a file saved while
// it ran makes the next start build again.
import { spawnSync } from 'node:child_process';
import console from 'node:console';
import { existsSync, readdirSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const stamp = join(root, 'dist', '.build-stamp');
/** What the app cannot start without; a build that lost one of them is not a build. */
const outputs = [
  'libs/domain/dist/index.js',
  'libs/infra/dist/index.js',
  'dist/apps/api/main.js',
  'libs/infra/dist/cli/main.js',
  'libs/infra/dist/console/index.html',
];
/** Configuration the build reads, besides the source trees. */
const configFiles = [
  'package.json',
  'package-lock.json',
  'tsconfig.base.json',
  'tsconfig.json',
  'tsconfig.build.json',
  'nest-cli.json',
];
/** Trees the build compiles; their own build output and installs are not inputs. */
const sourceTrees = ['apps', 'libs'];
const skippedDirectories = new Set(['node_modules', 'dist', 'coverage']);
// Tests are not built into dist/: editing one needs no new build.
const isTest = (name) => /\.(spec|int-spec|e2e-spec)\.ts$/.test(name);

/** The most recently modified input, or undefined when there is none. */
function newestInput() {
  let newest;
  const consider = (file) => {
    const mtimeMs = statSync(file).mtimeMs;
    if (newest === undefined || mtimeMs > newest.mtimeMs) newest = { file, mtimeMs };
  };
  const walk = (directory) => {
    for (const entry of readdirSync(directory, { withFileTypes: true })) {
      const path = join(directory, entry.name);
      if (entry.isDirectory()) {
        if (!skippedDirectories.has(entry.name)) walk(path);
      } else if (entry.isFile() && !isTest(entry.name)) {
        consider(path);
      }
    }
  };
  for (const file of configFiles) if (existsSync(join(root, file))) consider(join(root, file));
  for (const tree of sourceTrees) if (existsSync(join(root, tree))) walk(join(root, tree));
  return newest;
}

function whyBuild() {
  const missing = outputs.find((output) => !existsSync(join(root, output)));
  if (missing !== undefined) return `${missing} is missing`;
  if (!existsSync(stamp)) return 'dist/ was not built by npm start or npm test';
  const newest = newestInput();
  if (newest !== undefined && newest.mtimeMs > statSync(stamp).mtimeMs) {
    return `${relative(root, newest.file)} changed since the last build`;
  }
  return undefined;
}

const reason = whyBuild();
if (reason !== undefined) {
  // stderr: the app's stdout is JSON log lines only.
  console.error(`build: ${reason}; running npm run build`);
  const startedAt = new Date();
  // A build that fails half-way leaves no stamp that vouches for what it left behind.
  rmSync(stamp, { force: true });
  const build = spawnSync('npm', ['run', 'build', '--silent'], {
    cwd: root,
    stdio: ['ignore', 2, 2],
    shell: process.platform === 'win32',
  });
  if (build.status !== 0) {
    console.error(`build: npm run build failed (${build.error ?? `exit ${build.status}`})`);
    process.exit(build.status || 1);
  }
  writeFileSync(stamp, `built from sources as of ${startedAt.toISOString()}\n`);
  utimesSync(stamp, startedAt, startedAt);
}
