#!/usr/bin/env node
/**
 * The entry points of the workspace packages, declared once: `libs/<package>/entry-points.json`
 * maps each subpath (`.`, `./sqlite` …) to its source file. The rest follows from it:
 *
 * - written here: the package's `package.json` (`main`, `types`, `exports` with the CommonJS
 *   and ES module builds of `dist/`, `typesVersions` for TypeScript's node10 resolution) and the
 *   root `tsconfig.json` `paths` (which the app's webpack build follows too);
 * - read at load time: jest.config.js's `moduleNameMapper`, eslint.config.mjs's list of the
 *   specifiers that apps, tests, docs and the bench may import.
 *
 * `node scripts/entry-points.mjs --write` rewrites the written files; `--check` (in `npm run
 * lint`) fails, naming what differs, when one is not what the declarations make.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import console from 'node:console';
import process from 'node:process';

const ROOT = resolve(import.meta.dirname, '..');
const DECLARATION = 'entry-points.json';

/**
 * Each workspace package that declares entry points: its folder (relative to the root), its
 * name and its entries `{ subpath, specifier, source }` in declared order, `source` relative
 * to the package folder.
 */
export function packages(root = ROOT) {
  const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  return manifest.workspaces
    .filter((folder) => existsSync(join(root, folder, DECLARATION)))
    .map((folder) => {
      const { name } = JSON.parse(readFileSync(join(root, folder, 'package.json'), 'utf8'));
      const declared = JSON.parse(readFileSync(join(root, folder, DECLARATION), 'utf8'));
      const entries = Object.entries(declared).map(([subpath, source]) => {
        if (subpath !== '.' && !/^\.\/[a-z0-9-]+$/.test(subpath)) {
          throw new Error(`${folder}/${DECLARATION}: ${subpath} is not "." or "./<name>"`);
        }
        if (!/^src\/.+\.ts$/.test(source) || !existsSync(join(root, folder, source))) {
          throw new Error(`${folder}/${DECLARATION}: ${subpath} → ${source}: no such src/….ts`);
        }
        return { subpath, specifier: name + subpath.slice(1), source };
      });
      if (entries[0]?.subpath !== '.') {
        throw new Error(`${folder}/${DECLARATION}: the root entry "." comes first`);
      }
      return { folder, name, entries };
    });
}

/** Every entry point's specifier and source file (relative to the root), packages in order. */
export function sourceFiles(root = ROOT) {
  return packages(root).flatMap(({ folder, entries }) =>
    entries.map(({ specifier, source }) => ({ specifier, file: `${folder}/${source}` })),
  );
}

/** `src/a/index.ts` built: `./dist/a/index<extension>` (tsc's rootDir src, outDir dist). */
function built(source, extension) {
  return `./dist/${source.slice('src/'.length, -'.ts'.length)}${extension}`;
}

/** The fields of a package's manifest that its entry points make (undefined: absent). */
function manifestFields({ entries }) {
  const exports = Object.fromEntries(
    entries.map(({ subpath, source }) => [
      subpath,
      {
        import: { types: built(source, '.d.mts'), default: built(source, '.mjs') },
        require: { types: built(source, '.d.ts'), default: built(source, '.js') },
        default: built(source, '.js'),
      },
    ]),
  );
  const subpaths = entries.filter(({ subpath }) => subpath !== '.');
  return {
    main: built(entries[0].source, '.js'),
    types: built(entries[0].source, '.d.ts'),
    exports: { ...exports, './package.json': './package.json' },
    typesVersions:
      subpaths.length === 0
        ? undefined
        : {
            '*': Object.fromEntries(
              subpaths.map(({ subpath, source }) => [
                subpath.slice(2),
                [built(source, '.d.ts').slice(2)],
              ]),
            ),
          },
  };
}

/** `manifest` with `fields` set in place; a field it lacks goes after `exports`. */
function withFields(manifest, fields) {
  const keys = Object.keys(manifest);
  const missing = Object.keys(fields).filter((field) => !(field in manifest));
  keys.splice(keys.includes('exports') ? keys.indexOf('exports') + 1 : keys.length, 0, ...missing);
  const result = {};
  for (const key of keys) {
    const value = key in fields ? fields[key] : manifest[key];
    if (value !== undefined) result[key] = value;
  }
  return result;
}

/** `tsconfig.json`'s text with its `paths` object replaced (its comments and layout kept). */
function withPaths(text, paths) {
  const key = text.indexOf('"paths": {');
  if (key < 0) throw new Error('tsconfig.json: no "paths": { … }');
  const open = text.indexOf('{', key);
  let depth = 0;
  let close = open;
  for (; close < text.length; close += 1) {
    if (text[close] === '{') depth += 1;
    if (text[close] === '}' && --depth === 0) break;
  }
  const indent = text.slice(text.lastIndexOf('\n', key) + 1, key);
  const json = JSON.stringify(paths, null, 2).replaceAll('\n', `\n${indent}`);
  return text.slice(0, open) + json + text.slice(close + 1);
}

/** Each written file: `{ file, made, current, differences }`, `file` relative to the root. */
function writtenFiles(root) {
  const declared = packages(root);
  const files = declared.map((pkg) => {
    const file = `${pkg.folder}/package.json`;
    const manifest = JSON.parse(readFileSync(join(root, file), 'utf8'));
    const fields = manifestFields(pkg);
    const differences = Object.keys(fields).filter(
      (field) => JSON.stringify(manifest[field]) !== JSON.stringify(fields[field]),
    );
    const made = `${JSON.stringify(withFields(manifest, fields), null, 2)}\n`;
    return { file, made, differences };
  });
  const paths = Object.fromEntries(
    sourceFiles(root).map(({ specifier, file }) => [specifier, [file]]),
  );
  const tsconfig = readFileSync(join(root, 'tsconfig.json'), 'utf8');
  files.push({ file: 'tsconfig.json', made: withPaths(tsconfig, paths), differences: ['paths'] });
  return files.map((entry) => ({
    ...entry,
    current: readFileSync(join(root, entry.file), 'utf8'),
  }));
}

function main(args) {
  const write = args.includes('--write');
  if (write === args.includes('--check') || args.length !== 1) {
    console.error('usage: node scripts/entry-points.mjs --write | --check');
    return 2;
  }
  const stale = writtenFiles(ROOT).filter(({ made, current }) => made !== current);
  for (const { file, made, differences } of stale) {
    if (write) {
      writeFileSync(join(ROOT, file), made);
      console.log(`wrote ${file}`);
    } else {
      const what = differences.length > 0 ? differences.join(', ') : 'its layout';
      console.error(`${file}: ${what} not as libs/*/${DECLARATION} declare`);
    }
  }
  if (write || stale.length === 0) return 0;
  console.error('Entry points are declared in libs/*/entry-points.json only: edit there, then');
  console.error('run node scripts/entry-points.mjs --write (docs/development.md).');
  return 1;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = main(process.argv.slice(2));
}
