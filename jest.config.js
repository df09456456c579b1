/** Unit (*.spec.ts), adapter (*.int-spec.ts) and end-to-end (test/*.e2e-spec.ts) tests. */
const swc = ['@swc/jest', JSON.parse(require('fs').readFileSync(`${__dirname}/.swcrc`, 'utf8'))];
const common = {
  transform: { '^.+\\.ts$': swc },
  moduleFileExtensions: ['ts', 'js', 'json'],
  // The packages' public entry points, from source (like tsconfig.json's paths).
  moduleNameMapper: {
    '^@tidemark/domain$': '<rootDir>/libs/domain/src/index.ts',
    '^@tidemark/infra$': '<rootDir>/libs/infra/src/index.ts',
    '^@tidemark/infra/(sqlite|postgres|eventstoredb|jetstream|redis)$':
      '<rootDir>/libs/infra/src/stores/$1/index.ts',
    '^@tidemark/infra/(esdb-grpc|nestjs|admin|terminus|prometheus)$':
      '<rootDir>/libs/infra/src/$1.ts',
    '^@tidemark/infra/testing$': '<rootDir>/libs/infra/src/testing/index.ts',
  },
  modulePathIgnorePatterns: ['<rootDir>/libs/[^/]+/dist/', '<rootDir>/dist/'],
  testEnvironment: 'node',
  rootDir: __dirname,
};
module.exports = {
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
