// Writes the ES module entry points of a package (run in its folder, after tsc): beside each
// CommonJS entry `dist/X.js` its `package.json` exports under `require`, a native ES module
// `dist/X.mjs` and its types `dist/X.d.mts`, each re-exporting the CommonJS entry. One copy of
// the code, so no dual-package hazard: a DI token, an error class (`instanceof`) or a module's
// state is the same object whether a consumer loads the package through `import` or `require`
// (Node's ES modules see a CommonJS module's named exports; test/packages.e2e-spec.ts checks
// that every name is there). Usage: node esm-entries.mjs [outDir], outDir defaulting to dist.
import { readFileSync, writeFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import process from 'node:process';

const pkg = process.cwd();
const outDir = process.argv[2] ?? join(pkg, 'dist');
const manifest = JSON.parse(readFileSync(join(pkg, 'package.json'), 'utf8'));

for (const [entry, conditions] of Object.entries(manifest.exports)) {
  if (typeof conditions === 'string') continue; // ./package.json
  const required = conditions.require?.default ?? conditions.require;
  if (typeof required !== 'string' || !required.startsWith('./dist/')) {
    throw new Error(`${manifest.name} exports ${entry}: no ./dist/… CommonJS file under require`);
  }
  const file = join(outDir, relative('./dist', required));
  const specifier = `./${basename(file)}`;
  const header = `// ${manifest.name}${entry.slice(1)} as an ES module: the CommonJS build, re-exported.\n`;
  writeFileSync(file.replace(/\.js$/, '.mjs'), `${header}export * from '${specifier}';\n`);
  writeFileSync(file.replace(/\.js$/, '.d.mts'), `${header}export * from '${specifier}';\n`);
}
