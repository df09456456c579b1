import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';

// scripts/api-report.mjs (npm run lint:api, npm run api:update) on a workspace of its own: a
// package with two entry points, built .d.ts written here. The workspace sits inside the
// repository so that TypeScript finds its @types.
const ROOT = join(__dirname, '..');
const SCRIPT = join(ROOT, 'scripts', 'api-report.mjs');

interface Run {
  readonly code: number;
  readonly output: string;
}

async function apiReport(root: string, ...args: string[]): Promise<Run> {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      [SCRIPT, '--root', root, ...args],
      { timeout: 100_000 },
    );
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? -1, output: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
  }
}

const entry = (types: string) => ({ require: { types }, default: types.replace('.d.ts', '.js') });

describe('the API report of every entry point (scripts/api-report.mjs)', () => {
  let root: string;
  let pkg: string;
  const write = (path: string, text: string) => writeFileSync(join(pkg, path), text);
  const manifest = (exports: Record<string, unknown>) =>
    write('package.json', JSON.stringify({ name: '@fixture/shapes', exports }));
  const report = (name: string) => readFileSync(join(pkg, 'api', `${name}.api.md`), 'utf8');

  beforeAll(() => {
    mkdirSync(join(ROOT, 'test-artifacts'), { recursive: true });
    root = mkdtempSync(join(ROOT, 'test-artifacts', 'api-report-'));
    pkg = join(root, 'shapes');
    mkdirSync(join(pkg, 'dist'), { recursive: true });
    // An app among the workspaces publishes no types: it has no report.
    writeFileSync(join(root, 'package.json'), JSON.stringify({ workspaces: ['shapes', 'app'] }));
    mkdirSync(join(root, 'app'));
    writeFileSync(join(root, 'app', 'package.json'), JSON.stringify({ name: 'app', main: 'x.js' }));
    manifest({
      '.': entry('./dist/index.d.ts'),
      './extra': entry('./dist/extra.d.ts'),
      './package.json': './package.json',
    });
    write(
      'dist/index.d.ts',
      'export declare function area(width: number, height: number): number;\n' +
        'export interface Shape {\n    readonly sides: number;\n}\n',
    );
    write('dist/corner.d.ts', 'export interface Corner {\n    readonly angle: number;\n}\n');
    write(
      'dist/extra.d.ts',
      "import type { Shape } from './index';\nimport type { Corner } from './corner';\n" +
        'export declare function square(): Shape;\nexport declare function corner(): Corner;\n',
    );
  });

  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('writes one report per entry of `exports`, naming only the types no entry exports', async () => {
    const run = await apiReport(root, '--update');

    expect(run).toMatchObject({ code: 0 });
    expect(report('index')).toContain('## API Report File for "@fixture/shapes"');
    expect(report('index')).toContain(
      'export function area(width: number, height: number): number;',
    );
    expect(report('index')).not.toContain('undocumented');
    expect(report('extra')).toContain('## API Report File for "@fixture/shapes/extra"');
    expect(report('extra')).toContain(
      'exported by no entry point (ae-forgotten-export):\n//   Corner\n',
    );
    expect(report('extra')).not.toMatch(/\/\/ {3}Shape/);
    expect(existsSync(join(root, 'app', 'api'))).toBe(false);
  });

  it('passes while the built API matches the reports', async () => {
    expect(await apiReport(root)).toMatchObject({ code: 0 });
  });

  it('fails with a diff when a signature changes, and leaves the report as it was', async () => {
    const before = report('index');
    write(
      'dist/index.d.ts',
      readFileSync(join(pkg, 'dist/index.d.ts'), 'utf8').replace(
        'height: number',
        'height?: number',
      ),
    );

    const run = await apiReport(root);

    expect(run.code).toBe(1);
    expect(run.output).toContain('@fixture/shapes: its public API differs from');
    expect(run.output).toContain('-export function area(width: number, height: number): number;');
    expect(run.output).toContain('+export function area(width: number, height?: number): number;');
    expect(report('index')).toBe(before);
  });

  it('fails on an entry point with no report and on a report with no entry point', async () => {
    manifest({
      '.': entry('./dist/index.d.ts'),
      './more': entry('./dist/extra.d.ts'),
      './package.json': './package.json',
    });

    const run = await apiReport(root);

    expect(run.code).toBe(1);
    expect(run.output).toContain('@fixture/shapes/more has no report');
    expect(run.output).toMatch(/extra\.api\.md reports no entry point/);
  });

  it('--update follows the entry points: adds the new one, removes the one gone', async () => {
    expect(await apiReport(root, '--update')).toMatchObject({ code: 0 });

    expect(report('index')).toContain('height?: number');
    expect(report('more')).toContain('## API Report File for "@fixture/shapes/more"');
    expect(existsSync(join(pkg, 'api', 'extra.api.md'))).toBe(false);
    expect(await apiReport(root)).toMatchObject({ code: 0 });
  });
});
