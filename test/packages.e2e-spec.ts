import { execFile, spawn } from 'node:child_process';
import {
  existsSync,
  readFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

// The built packages (libs/*/dist, made by `npm run build`), loaded as a consumer loads them: by
// package name through their `exports`, in a child process that records every module required.

const ROOT = join(__dirname, '..');
const DRIVERS = ['better-sqlite3', 'pg', 'ioredis', '@eventstore/db-client'];
const FRAMEWORK = ['@nestjs/common', '@nestjs/core', '@nestjs/cqrs', 'reflect-metadata', 'rxjs'];

interface Loaded {
  readonly packages: string[];
  readonly exports: string[];
}

function node(args: string[], cwd: string, timeout = 60_000): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(process.execPath, args, { cwd, timeout }, (error, stdout, stderr) =>
      error ? reject(new Error(`${error.message}\n${stdout}\n${stderr}`)) : resolve(stdout),
    );
  });
}

/** Requires `specifier` and lists the bare packages loaded on the way (and what it exports). */
async function load(specifier: string, cwd = ROOT): Promise<Loaded> {
  const script = `
    const Module = require('node:module');
    const packages = new Set();
    const load = Module._load;
    Module._load = function (request, ...rest) {
      if (!request.startsWith('.') && !request.startsWith('/') && !request.startsWith('node:')) {
        const parts = request.split('/');
        packages.add(request.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]);
      }
      return load.call(this, request, ...rest);
    };
    const loaded = require(${JSON.stringify(specifier)});
    process.stdout.write(JSON.stringify({ packages: [...packages], exports: Object.keys(loaded) }));
  `;
  return JSON.parse(await node(['-e', script], cwd)) as Loaded;
}

/** Each entry point's specifier, from the package's own `exports`. */
const entryPoints = (['domain', 'infra'] as const).flatMap((name) => {
  const manifest = JSON.parse(readFileSync(join(ROOT, 'libs', name, 'package.json'), 'utf8')) as {
    exports: Record<string, unknown>;
  };
  return Object.keys(manifest.exports)
    .filter((entry) => entry !== './package.json')
    .map((entry) => `@tidemark/${name}${entry.slice(1)}`);
});

/**
 * What tsc prints for a project of `files` (paths → contents, tsconfig.json among them) in a
 * folder under dist/, where node_modules resolves the packages as a consumer's would.
 */
async function typeCheck(name: string, files: Record<string, string>): Promise<string> {
  const dir = join(ROOT, 'dist', `${name}-${process.pid}`);
  try {
    for (const [file, contents] of Object.entries(files)) {
      mkdirSync(dirname(join(dir, file)), { recursive: true });
      writeFileSync(join(dir, file), contents);
    }
    const tsc = join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc');
    return await node([tsc, '-p', dir], dir, 300_000);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('the built packages, loaded by name', () => {
  it('@tidemark/infra loads no driver and no @nestjs/* package', async () => {
    const { packages, exports } = await load('@tidemark/infra');
    expect(packages.filter((p) => [...DRIVERS, ...FRAMEWORK].includes(p))).toEqual([]);
    expect(exports).toEqual(
      expect.arrayContaining([
        'AggregateRepository',
        'ListenerRunner',
        'SagaWorker',
        'DeadLetters',
        'FactDeduplicator',
        'MemorySeenKeyStore',
        'openStorage',
        'WrongExpectedVersion',
        'MissingPeerDependency',
      ]),
    );
  });

  it('@tidemark/domain loads nothing but itself', async () => {
    const { packages, exports } = await load('@tidemark/domain');
    expect(packages).toEqual(['@tidemark/domain']);
    expect(exports).toEqual(expect.arrayContaining(['given', 'afterFailure', 'domainError']));
    expect(exports).not.toContain('orderDecider');
  });

  it.each([
    ['sqlite', ['better-sqlite3'], 'SqliteEventStore'],
    ['postgres', ['pg'], 'PostgresEventStore'],
    ['eventstoredb', ['@eventstore/db-client'], 'EsdbEventStore'],
    ['redis', ['ioredis'], 'RedisSeenKeyStore'],
    // The gRPC server's protocol stubs are its own (@grpc/grpc-js, google-protobuf): no client.
    ['esdb-grpc', [], 'startEsdbGrpcServer'],
  ])('@tidemark/infra/%s loads its own driver only', async (entry, drivers, exported) => {
    const { packages, exports } = await load(`@tidemark/infra/${entry}`);
    expect(packages.filter((p) => DRIVERS.includes(p)).sort()).toEqual(drivers);
    expect(packages.filter((p) => FRAMEWORK.includes(p))).toEqual([]);
    expect(exports).toContain(exported);
  });

  it('/terminus and /prometheus load their library; the root and /nestjs load neither', async () => {
    const OPTIONAL = ['@nestjs/terminus', 'prom-client'];
    const optionalOf = async (entry: string) =>
      (await load(entry)).packages.filter((p) => OPTIONAL.includes(p));
    expect(await optionalOf('@tidemark/infra')).toEqual([]);
    expect(await optionalOf('@tidemark/infra/nestjs')).toEqual([]);
    expect(await optionalOf('@tidemark/infra/terminus')).toEqual(['@nestjs/terminus']);
    expect(await optionalOf('@tidemark/infra/prometheus')).toEqual(['prom-client']);
    expect((await load('@tidemark/infra/terminus')).exports).toEqual(
      expect.arrayContaining(['TidemarkHealthIndicator', 'TidemarkTerminusModule']),
    );
    expect((await load('@tidemark/infra/prometheus')).exports).toEqual(
      expect.arrayContaining(['TidemarkMetrics', 'TidemarkPrometheusModule']),
    );
  });

  it.each(entryPoints)(
    '%s through import is the same module as through require (no dual-package hazard)',
    async (specifier) => {
      // An ES module consumer: `import`, and `require` through createRequire, in one process.
      const script = `
        import { createRequire } from 'node:module';
        const esm = await import(${JSON.stringify(specifier)});
        const cjs = createRequire(process.cwd() + '/')(${JSON.stringify(specifier)});
        const names = Object.keys(cjs).filter((name) => name !== '__esModule');
        process.stdout.write(JSON.stringify({
          esModuleEntry: import.meta.resolve(${JSON.stringify(specifier)}).endsWith('.mjs'),
          names: names.length,
          missing: names.filter((name) => !(name in esm)),
          different: names.filter((name) => name in esm && esm[name] !== cjs[name]),
          extra: Object.keys(esm).filter((name) => !(name in cjs) && name !== 'default'),
        }));
      `;
      const seen = JSON.parse(await node(['--input-type=module', '-e', script], ROOT)) as {
        names: number;
      };
      expect(seen).toEqual({
        esModuleEntry: true,
        names: seen.names,
        missing: [],
        different: [],
        extra: [],
      });
      expect(seen.names).toBeGreaterThan(0);
    },
  );

  it('@tidemark/infra/nestjs exports the module, and no file outside the entry points is reachable', async () => {
    const { exports } = await load('@tidemark/infra/nestjs');
    expect(exports).toContain('TidemarkModule');
    await expect(load('@tidemark/infra/dist/storage/storage')).rejects.toThrow(
      /ERR_PACKAGE_PATH_NOT_EXPORTED/,
    );
  });

  it('@tidemark/infra/admin serves the admin module; no other entry point loads @nestjs/swagger', async () => {
    const admin = await load('@tidemark/infra/admin');
    expect(admin.exports).toEqual(
      expect.arrayContaining(['TidemarkAdminModule', 'TidemarkAdminRoleGuard']),
    );
    expect(admin.packages).toContain('@nestjs/swagger');
    for (const entry of ['@tidemark/infra', '@tidemark/infra/nestjs']) {
      expect({ entry, packages: (await load(entry)).packages }).toEqual({
        entry,
        packages: expect.not.arrayContaining(['@nestjs/swagger']),
      });
    }
  });

  it('every entry point type-checks as published, under skipLibCheck false', async () => {
    // Declarations that name what stripInternal removed compile here and fail in a consumer.
    const namespaces = [
      ...entryPoints.map((entry, i) => `import * as e${i} from '${entry}';`),
      `export const all = [${entryPoints.map((_, i) => `e${i}`).join(', ')}];`,
    ];
    // A CommonJS consumer (require's types) and an ES module one (import's: the .d.mts).
    const output = typeCheck('typecheck', {
      'entries.ts': namespaces.join('\n'),
      'entries.mts': [
        ...namespaces,
        "import { openStorage } from '@tidemark/infra';",
        "import { TidemarkModule } from '@tidemark/infra/nestjs';",
        "import { given } from '@tidemark/domain';",
        'export const named = [openStorage, TidemarkModule, given];',
      ].join('\n'),
      'tsconfig.json': JSON.stringify({
        compilerOptions: {
          strict: true,
          noEmit: true,
          skipLibCheck: false,
          module: 'node16',
          moduleResolution: 'node16',
          target: 'es2022',
          types: ['node', 'jest'],
        },
        files: ['entries.ts', 'entries.mts'],
      }),
    });
    await expect(output).resolves.toBe('');
  }, 300_000);

  it("the README's quick start type-checks as Nest 12's scaffold compiles it (ES module, nodenext)", async () => {
    // tsconfig.json as `nest new` (Nest 12) writes it; package.json type module.
    const sources = Object.fromEntries(
      ['account.ts', 'app.module.ts', 'accounts.controller.ts', 'account.spec.ts'].map((file) => [
        `src/${file}`,
        readFileSync(join(ROOT, 'docs/examples/quick-start', file), 'utf8'),
      ]),
    );
    // docs/operations.md's health and metrics example, in the same scaffold.
    for (const file of ['app.module.ts', 'health.controller.ts']) {
      sources[`src/health-and-metrics/${file}`] = readFileSync(
        join(ROOT, 'docs/examples/health-and-metrics', file),
        'utf8',
      );
    }
    const output = typeCheck('quick-start-esm', {
      ...sources,
      'package.json': JSON.stringify({ type: 'module' }),
      'tsconfig.json': JSON.stringify({
        compilerOptions: {
          module: 'nodenext',
          moduleResolution: 'nodenext',
          resolvePackageJsonExports: true,
          esModuleInterop: true,
          isolatedModules: true,
          emitDecoratorMetadata: true,
          experimentalDecorators: true,
          target: 'ES2023',
          strict: true,
          strictPropertyInitialization: false,
          skipLibCheck: true,
          noEmit: true,
          // The scaffold names 'vitest/globals', which this repository does not install: jest's
          // types declare the same describe/it/expect. consumer-test.sh checks it with vitest's.
          types: ['node', 'jest'],
        },
        include: ['src'],
      }),
    });
    await expect(output).resolves.toBe('');
  }, 300_000);

  describe('installed without a driver', () => {
    let dir: string;
    beforeAll(() => {
      // A project whose node_modules holds only the two packages and infra's one dependency
      // (@opentelemetry/api): no driver can be found.
      dir = mkdtempSync(join(tmpdir(), 'tidemark-nodriver-'));
      mkdirSync(join(dir, 'node_modules', '@tidemark'), { recursive: true });
      mkdirSync(join(dir, 'node_modules', '@opentelemetry'), { recursive: true });
      for (const name of ['domain', 'infra']) {
        symlinkSync(join(ROOT, 'libs', name), join(dir, 'node_modules', '@tidemark', name));
      }
      symlinkSync(
        join(ROOT, 'node_modules', '@opentelemetry', 'api'),
        join(dir, 'node_modules', '@opentelemetry', 'api'),
      );
    });
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    it('loads the root, and openStorage names the missing driver', async () => {
      const script = `
        const { openStorage, MissingPeerDependency } = require('@tidemark/infra');
        openStorage('postgres://127.0.0.1:1/x').then(
          () => process.stdout.write('opened'),
          (e) => process.stdout.write(JSON.stringify({ typed: e instanceof MissingPeerDependency, ...e.toJSON() })),
        );
      `;
      const out = JSON.parse(await node(['--preserve-symlinks', '-e', script], dir)) as {
        typed: boolean;
        error: string;
        packageName: string;
        message: string;
      };
      expect(out).toMatchObject({
        typed: true,
        error: 'MissingPeerDependency',
        packageName: 'pg',
      });
      expect(out.message).toContain('npm install pg');
    });
  });

  it('the tidemark CLI (the bin of @tidemark/infra) loads its own files only: no @nestjs/*, no driver', async () => {
    const main = join(ROOT, 'libs', 'infra', 'dist', 'cli', 'main.js');
    // Run as `tidemark --help` would be, from this checkout where every peer can be found.
    const script = `
      process.argv = [process.execPath, ${JSON.stringify(main)}, '--help'];
      process.on('exit', () => {
        process.stderr.write(JSON.stringify(Object.keys(require.cache)));
      });
      require(${JSON.stringify(main)});
    `;
    const loaded = await new Promise<{ stdout: string; files: string[] }>((resolve, reject) =>
      execFile(process.execPath, ['-e', script], { cwd: ROOT }, (error, stdout, stderr) =>
        error
          ? reject(new Error(`${error.message}\n${stderr}`))
          : resolve({ stdout, files: JSON.parse(stderr) as string[] }),
      ),
    );
    expect(loaded.stdout).toMatch(/^Usage: tidemark /);
    expect(loaded.files.length).toBeGreaterThan(1);
    expect(loaded.files.filter((file) => !file.startsWith(dirname(main)))).toEqual([]);
  });

  it('@tidemark/infra packs the CLI as its executable bin and the built admin console', async () => {
    const destination = mkdtempSync(join(tmpdir(), 'tidemark-pack-infra-'));
    const tar = (args: string[]) =>
      new Promise<string>((resolve, reject) =>
        execFile('tar', args, { cwd: destination }, (error, out) =>
          error ? reject(error) : resolve(out),
        ),
      );
    try {
      const packed = await new Promise<number | null>((resolve) =>
        spawn('npm', ['pack', '-w', 'libs/infra', '--pack-destination', destination], {
          cwd: ROOT,
          stdio: 'ignore',
        }).once('exit', resolve),
      );
      expect(packed).toBe(0);
      const tarball = join(destination, readdirSync(destination)[0]);
      const listing = (await tar(['tvzf', tarball])).split('\n');
      const entry = (path: string) => listing.find((line) => line.endsWith(` package/${path}`));
      expect(entry('dist/cli/main.js')).toMatch(/^-rwxr-xr-x /);
      expect(entry('dist/console/index.html')).toBeDefined();
      await tar(['xzf', tarball]);
      const manifest = JSON.parse(
        readFileSync(join(destination, 'package', 'package.json'), 'utf8'),
      ) as { bin: Record<string, string> };
      expect(manifest.bin).toEqual({ tidemark: 'dist/cli/main.js' });
      const main = readFileSync(join(destination, 'package', 'dist', 'cli', 'main.js'), 'utf8');
      expect(main.split('\n')[0]).toBe('#!/usr/bin/env node');
      // The page and every script and style it names, as /console/ serves them.
      const page = readFileSync(
        join(destination, 'package', 'dist', 'console', 'index.html'),
        'utf8',
      );
      const assets = [...page.matchAll(/(?:src|href)="\/console\/(assets\/[^"]+)"/g)].map(
        (match) => match[1],
      );
      expect(assets).toEqual(expect.arrayContaining([expect.stringMatching(/\.js$/)]));
      for (const asset of assets) expect(entry(`dist/console/${asset}`)).toBeDefined();
    } finally {
      rmSync(destination, { recursive: true, force: true });
    }
  }, 300_000);

  it('stay loadable from this checkout while `npm pack` builds them, and pack that build only', async () => {
    // Apps and tests running here load the packages from libs/*/dist: its prepack used to
    // remove dist first, so they failed with MODULE_NOT_FOUND until its build ended.
    const dist = join(ROOT, 'libs', 'domain', 'dist');
    const stale = join(dist, `stale-${process.pid}.js`);
    writeFileSync(stale, '// the output of a source deleted since\n');
    const destination = mkdtempSync(join(tmpdir(), 'tidemark-pack-'));
    try {
      const npm = spawn('npm', ['pack', '-w', 'libs/domain', '--pack-destination', destination], {
        cwd: ROOT,
        stdio: 'ignore',
      });
      const packed = new Promise<number | null>((resolve) => npm.once('exit', resolve));
      let running = true;
      void packed.then(() => (running = false));
      let looks = 0;
      let missing = 0;
      while (running) {
        looks += 1;
        if (!existsSync(join(dist, 'index.js')) || !existsSync(join(dist, 'index.d.ts'))) {
          missing += 1;
        }
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      expect(await packed).toBe(0);
      expect({ looks: looks > 0, missing }).toEqual({ looks: true, missing: 0 });
      expect(existsSync(stale)).toBe(false);
      const listing = await new Promise<string>((resolve, reject) =>
        execFile('tar', ['tzf', join(destination, readdirSync(destination)[0])], (error, out) =>
          error ? reject(error) : resolve(out),
        ),
      );
      expect(listing).toContain('package/dist/index.js');
      expect(listing).not.toContain('stale-');
      await expect(load('@tidemark/domain')).resolves.toMatchObject({
        packages: ['@tidemark/domain'],
      });
    } finally {
      rmSync(stale, { force: true });
      rmSync(destination, { recursive: true, force: true });
    }
  }, 300_000);
});
