/** Unit (*.spec.ts), adapter (*.int-spec.ts) and end-to-end (test/*.e2e-spec.ts) tests. */
module.exports = async () => {
  const swc = ['@swc/jest', JSON.parse(require('fs').readFileSync(`${__dirname}/.swcrc`, 'utf8'))];
  // The packages' public entry points, from source (like tsconfig.json's paths), as declared in
  // libs/*/entry-points.json.
  const { sourceFiles } = await import('./scripts/entry-points.mjs');
  const common = {
    transform: { '^.+\\.ts$': swc },
    moduleFileExtensions: ['ts', 'js', 'json'],
    moduleNameMapper: Object.fromEntries(
      sourceFiles().map(({ specifier, file }) => [
        `^${specifier.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`,
        `<rootDir>/${file}`,
      ]),
    ),
    modulePathIgnorePatterns: ['<rootDir>/libs/[^/]+/dist/', '<rootDir>/dist/'],
    testEnvironment: 'node',
    rootDir: __dirname,
  };
  return {
    // Never jest's 5 s default: these tests talk to real databases and child processes, and a
    // busy machine only makes them slower (SLOW_TEST_TIMEOUT_MS in libs/infra/src/testing/wait.ts).
    // A test waits on conditions; this bound only ends a hung one.
    testTimeout: 120_000,
    globalSetup: '<rootDir>/jest.global-setup.js',
    globalTeardown: '<rootDir>/jest.global-teardown.js',
    projects: [
      {
        ...common,
        displayName: 'unit',
        testMatch: ['<rootDir>/{apps,libs,docs}/**/*.spec.ts'],
        moduleNameMapper: {
          // ES module sources name their relative imports with .js (as docs/examples/quick-start,
          // like the README, does for Nest 12's nodenext scaffold).
          '^(\\.{1,2}/.*)\\.js$': '$1',
          ...common.moduleNameMapper,
        },
      },
      {
        ...common,
        displayName: 'integration',
        testMatch: ['<rootDir>/{apps,libs}/**/*.int-spec.ts'],
      },
      { ...common, displayName: 'e2e', testMatch: ['<rootDir>/test/**/*.e2e-spec.ts'] },
    ],
  };
};
