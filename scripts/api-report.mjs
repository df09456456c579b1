#!/usr/bin/env node
/**
 * The API report of every entry point of every workspace package (API Extractor, over the
 * built `.d.ts`): `<package>/api/<entry>.api.md`, checked in, so that a change of the public
 * surface shows in review and never happens by accident.
 *
 * `node scripts/api-report.mjs` (in `npm run lint`) fails, with a diff, when a report differs
 * from the checked-in one, or when an entry point has no report or a report no entry point;
 * `node scripts/api-report.mjs --update` (`npm run api:update`) rewrites them. Both read the
 * packages' `dist/`: build them first (`npm run build:packages`).
 *
 * The entry points are the package's `exports` (each one's `require` types), so an entry added
 * there is reported with no change here. The report is the surface only: doc comments and
 * release tags are not part of it (the code has no release tags, and a doc-only change must not
 * fail lint); the types an entry point names that no entry point of the package exports are
 * listed at the end of its report (`ae-forgotten-export`), for review, rather than failing.
 */
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import console from 'node:console';
import process from 'node:process';
import { CompilerState, Extractor, ExtractorConfig } from '@microsoft/api-extractor';

const args = process.argv.slice(2);
const update = args.includes('--update');
// `--root DIR`: the workspace root whose packages are reported (test/api-report.e2e-spec.ts).
const ROOT = args.includes('--root')
  ? resolve(args[args.indexOf('--root') + 1])
  : resolve(import.meta.dirname, '..');
const REPORTS = 'api';
const SUFFIX = '.api.md';

/** Each workspace package's folder, from the root manifest: those that publish types. */
function workspaces() {
  const manifest = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
  return manifest.workspaces
    .flatMap((pattern) =>
      pattern.endsWith('/*') // `libs/*`: each folder in libs
        ? readdirSync(join(ROOT, pattern.slice(0, -2)), { withFileTypes: true })
            .filter((dirent) => dirent.isDirectory())
            .map((dirent) => join(ROOT, pattern.slice(0, -2), dirent.name))
        : [join(ROOT, pattern)],
    )
    .filter((folder) => existsSync(join(folder, 'package.json')))
    .filter((folder) => {
      const pkg = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8'));
      return pkg.exports !== undefined || pkg.types !== undefined; // else an app, not a library
    });
}

/**
 * The entry points of the package in `folder`: `{ specifier, name, types }`, where `name` is
 * the report's file name (`index` for the root entry, `a-b` for `./a/b`).
 */
function entryPoints(folder) {
  const manifest = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8'));
  return Object.entries(manifest.exports ?? { '.': { require: { types: manifest.types } } })
    .filter(([subpath]) => !subpath.endsWith('.json'))
    .map(([subpath, conditions]) => {
      // The CommonJS types, which the ES module entries re-export (scripts/esm-entries.mjs).
      const types = conditions?.require?.types ?? conditions?.types ?? conditions?.import?.types;
      if (typeof types !== 'string') {
        throw new Error(`${manifest.name} exports ${subpath}: no types (require.types or types)`);
      }
      const file = join(folder, types);
      if (!existsSync(file)) {
        throw new Error(`${relative(ROOT, file)} is missing: run npm run build:packages first`);
      }
      return {
        specifier: manifest.name + subpath.slice(1),
        name: subpath === '.' ? 'index' : subpath.slice(2).replaceAll('/', '-'),
        types: file,
      };
    });
}

/** What API Extractor reports, and how loudly; see the header for the choices. */
const MESSAGES = {
  compilerMessageReporting: { default: { logLevel: 'warning' } },
  extractorMessageReporting: {
    default: { logLevel: 'warning' },
    // Collected by reportsOf, which keeps only the types no entry point exports.
    'ae-forgotten-export': { logLevel: 'warning', addToApiReportFile: false },
    'ae-missing-release-tag': { logLevel: 'none' },
    'ae-undocumented': { logLevel: 'none' },
    'ae-unresolved-link': { logLevel: 'none' },
  },
  tsdocMessageReporting: { default: { logLevel: 'none' } },
};

function extractorConfig(folder, entry, outDir) {
  return ExtractorConfig.prepare({
    configObject: {
      projectFolder: folder,
      mainEntryPointFilePath: entry.types,
      newlineKind: 'lf',
      compiler: {
        overrideTsconfig: {
          compilerOptions: {
            target: 'es2022',
            module: 'commonjs',
            moduleResolution: 'node10',
            lib: ['es2023'],
            types: ['node', 'jest'],
            strict: true,
            skipLibCheck: true,
          },
        },
      },
      apiReport: {
        enabled: true,
        reportFileName: entry.name,
        reportFolder: outDir,
        reportTempFolder: join(outDir, 'temp'),
      },
      docModel: { enabled: false },
      dtsRollup: { enabled: false },
      tsdocMetadata: { enabled: false },
      messages: MESSAGES,
    },
    configObjectFullPath: join(folder, 'api-extractor.json'),
    packageJsonFullPath: join(folder, 'package.json'),
  });
}

/**
 * The report as checked in: titled with the entry point rather than the package, without the
 * marks that follow doc comments and release tags, and closing with the types it names that no
 * entry point exports.
 */
function normalised(report, entry, unexported) {
  const forgotten = unexported.length
    ? `// Named here, exported by no entry point (ae-forgotten-export):\n` +
      unexported.map((name) => `//   ${name}\n`).join('')
    : '';
  return report
    .replace(/^## API Report File for "[^"]*"/m, `## API Report File for "${entry.specifier}"`)
    .replace(/^\s*\/\/ @public( \(undocumented\))?\n/gm, '')
    .replace(/^\s*\/\/ \(undocumented\)\n/gm, '')
    .replace(/^(\s*\/\/ .*) \(undocumented\)$/gm, '$1')
    .replace(/^\/\/ \(No @packageDocumentation comment for this package\)\n/m, forgotten)
    .replace(/\n{3,}/g, '\n\n');
}

function readableDiff(checkedIn, generated) {
  const labels = ['--label', `${relative(ROOT, checkedIn)} (checked in)`, '--label', 'built'];
  const diff = spawnSync('diff', ['-u', ...labels, checkedIn, generated], { encoding: 'utf8' });
  return diff.stdout || '(no diff program here: `npm run api:update`, then `git diff` shows it)\n';
}

/** The names an entry point's report declares as exported. */
function exportedNames(report) {
  const declared = report.matchAll(
    /^export (?:declare )?(?:abstract )?(?:class|interface|type|function|const|let|var|enum|namespace) ([\w$]+)/gm,
  );
  const listed = [...report.matchAll(/^export \{([^}]+)\}/gm)].flatMap((match) =>
    match[1].split(',').map((name) =>
      name
        .trim()
        .split(/\s+as\s+/)
        .pop(),
    ),
  );
  return [...[...declared].map((match) => match[1]), ...listed];
}

/**
 * Runs API Extractor on every entry point of the package in `folder`. A type that an entry
 * point names without exporting it is a forgotten export only when no entry point of the
 * package exports it: a store's entry point naming the root's ports is fine.
 */
function reportsOf(folder, outDir) {
  const entries = entryPoints(folder);
  // One TypeScript program for all entry points of the package: they share most files.
  const compilerState = CompilerState.create(extractorConfig(folder, entries[0], outDir), {
    additionalEntryPoints: entries.map((entry) => entry.types),
  });
  const generated = entries.map((entry) => {
    const forgotten = new Set();
    const result = Extractor.invoke(extractorConfig(folder, entry, outDir), {
      localBuild: true,
      compilerState,
      messageCallback: (message) => {
        if (message.messageId === 'ae-forgotten-export') {
          forgotten.add(/"([^"]+)"/.exec(message.text)?.[1] ?? message.text);
          message.handled = true;
        } else if (message.messageId.startsWith('console-') && message.logLevel !== 'error') {
          message.handled = true; // "report created", "bundled TypeScript": the scratch folder's
        } else if (message.logLevel === 'warning') {
          warnings += 1;
        }
      },
    });
    if (!result.succeeded) {
      throw new Error(`${entry.specifier}: API Extractor failed (${result.errorCount} errors)`);
    }
    const report = readFileSync(join(outDir, entry.name + SUFFIX), 'utf8');
    return { entry, report, forgotten };
  });
  const exported = new Set(generated.flatMap(({ report }) => exportedNames(report)));
  return generated.map(({ entry, report, forgotten }) => {
    const unexported = [...forgotten].filter((name) => !exported.has(name)).sort();
    return { entry, report: normalised(report, entry, unexported) };
  });
}

function check(folder, outDir) {
  const reportsDir = join(folder, REPORTS);
  const reports = reportsOf(folder, outDir);
  for (const { entry, report } of reports) {
    const reportFile = join(reportsDir, entry.name + SUFFIX);
    const current = existsSync(reportFile) ? readFileSync(reportFile, 'utf8') : undefined;
    if (current === report) continue;
    if (update) {
      mkdirSync(reportsDir, { recursive: true });
      writeFileSync(reportFile, report);
      console.log(`api-report: wrote ${relative(ROOT, reportFile)}`);
    } else if (current === undefined) {
      problems.push(`${entry.specifier} has no report ${relative(ROOT, reportFile)}`);
    } else {
      const generatedFile = join(outDir, `${entry.name}.generated${SUFFIX}`);
      writeFileSync(generatedFile, report);
      problems.push(
        `${entry.specifier}: its public API differs from ${relative(ROOT, reportFile)}\n` +
          readableDiff(reportFile, generatedFile),
      );
    }
  }
  const reported = new Set(reports.map(({ entry }) => entry.name + SUFFIX));
  const stale = existsSync(reportsDir)
    ? readdirSync(reportsDir).filter((file) => file.endsWith(SUFFIX) && !reported.has(file))
    : [];
  for (const file of stale) {
    const path = join(reportsDir, file);
    if (update) {
      rmSync(path);
      console.log(`api-report: removed ${relative(ROOT, path)} (no such entry point)`);
    } else {
      problems.push(`${relative(ROOT, path)} reports no entry point of ${relative(ROOT, folder)}`);
    }
  }
}

const scratch = mkdtempSync(join(tmpdir(), 'tidemark-api-'));
const problems = [];
let warnings = 0;
try {
  for (const folder of workspaces()) check(folder, join(scratch, relative(ROOT, folder)));
} finally {
  rmSync(scratch, { recursive: true, force: true });
}

if (warnings > 0) console.warn(`api-report: ${warnings} warnings from API Extractor (above)`);
if (problems.length > 0) {
  console.error(problems.join('\n'));
  console.error(
    'api-report: the public API changed. If that is on purpose, run `npm run api:update` and ' +
      'commit the reports (say in CHANGELOG.md what changed).',
  );
  process.exit(1);
}
