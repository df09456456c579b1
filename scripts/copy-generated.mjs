// Copies generated JavaScript modules and their declarations (files under a `generated/` folder
// of src/, such as the EventStoreDB-protocol stubs) into a package's build folder (run in the
// package's folder, after tsc): tsc compiles the TypeScript that imports them but emits
// nothing for a .js file or a .d.ts. Usage: node copy-generated.mjs [outDir], default dist.
import { copyFileSync, existsSync, mkdirSync, readdirSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import process from 'node:process';

const pkg = process.cwd();
const src = join(pkg, 'src');
const outDir = process.argv[2] ?? join(pkg, 'dist');

if (existsSync(src)) {
  for (const entry of readdirSync(src, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.(js|d\.ts)$/.test(entry.name)) continue;
    const file = relative(src, join(entry.parentPath, entry.name));
    if (!file.split(sep).includes('generated')) continue;
    mkdirSync(dirname(join(outDir, file)), { recursive: true });
    copyFileSync(join(src, file), join(outDir, file));
  }
}
