import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import prettier from 'eslint-config-prettier';
import { packages } from './scripts/entry-points.mjs';

// The database and messaging drivers: each is loaded by its store's folder only.
const driverPackages = ['better-sqlite3', 'pg', 'ioredis', 'nats', '@eventstore/db-client'];
const driversInStoresOnly = {
  group: driverPackages.flatMap((name) => [name, `${name}/*`]),
  message: 'A driver is imported by its store kind only: libs/infra/src/stores/<kind>/.',
};
// The packages' entry points (libs/*/entry-points.json): all that apps, tests, docs and the bench
// may import of them.
const entryPointsOnly = {
  group: packages().flatMap(({ name, entries }) => [
    `${name}/*`,
    ...entries.filter(({ subpath }) => subpath !== '.').map(({ specifier }) => `!${specifier}`),
  ]),
  message: 'Import the packages through their entry points (libs/*/entry-points.json).',
};
const infraImportsDomainOnly = { group: ['**/apps/**', '@nestjs/platform-*'], message: 'libs/infra imports libs/domain only.' };

export default tseslint.config(
  { ignores: ['dist/**', 'libs/*/dist/**', 'examples/**', 'node_modules/**', 'coverage/**', 'data/**', '*.js', '*.mjs'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  prettier,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    // bin/tidemark.js: the CommonJS launcher of the compiled CLI (libs/infra/src/cli).
    files: ['bin/**/*.js'],
    languageOptions: {
      sourceType: 'commonjs',
      globals: { require: 'readonly', process: 'readonly', __dirname: 'readonly' },
    },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // The dependency rules (dependency-cruiser's config and the folder-cycle check of `npm run lint`).
    files: ['.dependency-cruiser.cjs', 'scripts/folder-cycles.mjs'],
    languageOptions: {
      globals: { module: 'writable', process: 'readonly', console: 'readonly' },
    },
  },
  {
    // Like any consumer: the packages' public entry points only, never their files.
    files: ['apps/**/*.ts', 'test/**/*.ts', 'docs/**/*.ts', 'bench/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            entryPointsOnly,
            { group: ['**/libs/**'], message: 'Import @tidemark/domain or @tidemark/infra[/entry], not libs/ files.' },
          ],
        },
      ],
    },
  },
  {
    files: ['libs/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'error' },
  },
  {
    // `@tidemark/infra/testing` runs under jest and vitest alike: bounds go to each test and
    // hook (testing/slow-tests.ts), never through one framework's object.
    files: ['libs/infra/src/testing/**/*.ts'],
    ignores: ['**/*.spec.ts', '**/*.int-spec.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'jest', message: 'Exists under jest only: see libs/infra/src/testing/slow-tests.ts.' },
        { name: 'vi', message: 'Exists under vitest only: see libs/infra/src/testing/slow-tests.ts.' },
      ],
    },
  },
  {
    files: ['libs/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@nestjs/*', 'pg', 'better-sqlite3', 'ioredis', '@eventstore/*', 'node:*', 'fs', 'crypto'], message: 'libs/domain is pure: no framework, no IO.' },
            { group: ['@tidemark/infra', '@tidemark/infra/*', '**/apps/**'], message: 'libs/domain imports nothing from infra or apps.' },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']", message: 'Time is injected in libs/domain.' },
        { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: 'Time is injected in libs/domain.' },
        { selector: "CallExpression[callee.object.name='Math'][callee.property.name='random']", message: 'Randomness is injected in libs/domain.' },
      ],
    },
  },
  {
    files: ['libs/infra/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [infraImportsDomainOnly] }],
    },
  },
  {
    // A store kind is one folder: its driver is imported there and nowhere else in the package
    // (tests and the /testing helpers, which start and inspect real servers, excepted).
    files: ['libs/infra/src/**/*.ts'],
    ignores: [
      'libs/infra/src/stores/**',
      'libs/infra/src/testing/**',
      '**/*.spec.ts',
      '**/*.int-spec.ts',
      '**/*.shared-spec.ts',
      // The EventStoreDB protocol server takes the generated gRPC stubs from the client package
      // until they have a home of their own (issue 31, item 5).
      'libs/infra/src/esdb-grpc/**',
    ],
    rules: {
      'no-restricted-imports': ['error', { patterns: [infraImportsDomainOnly, driversInStoresOnly] }],
      'no-restricted-syntax': [
        'error',
        ...driverPackages.map((name) => ({
          selector: `ImportExpression[source.value=/^${name.replace(/[/.]/g, '\\$&')}(\\/|$)/]`,
          message: driversInStoresOnly.message,
        })),
      ],
    },
  },
);
