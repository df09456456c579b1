/** Unit (*.spec.ts), adapter (*.int-spec.ts) and end-to-end (test/*.e2e-spec.ts) tests. */
const swc = ['@swc/jest', JSON.parse(require('fs').readFileSync(`${__dirname}/.swcrc`, 'utf8'))];
const common = {
  transform: { '^.+\\.ts$': swc },
  moduleFileExtensions: ['ts', 'js', 'json'],
  moduleNameMapper: {
    '^@tidemark/domain$': '<rootDir>/libs/domain/src',
    '^@tidemark/domain/(.*)$': '<rootDir>/libs/domain/src/$1',
    '^@tidemark/infra$': '<rootDir>/libs/infra/src',
    '^@tidemark/infra/(.*)$': '<rootDir>/libs/infra/src/$1',
  },
  testEnvironment: 'node',
  rootDir: __dirname,
};
module.exports = {
  globalSetup: '<rootDir>/jest.global-setup.js',
  projects: [
    { ...common, displayName: 'unit', testMatch: ['<rootDir>/{apps,libs,docs}/**/*.spec.ts'] },
    { ...common, displayName: 'integration', testMatch: ['<rootDir>/{apps,libs}/**/*.int-spec.ts'] },
    { ...common, displayName: 'e2e', testMatch: ['<rootDir>/test/**/*.e2e-spec.ts'] },
  ],
};
