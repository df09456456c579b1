import { SLOW_TEST_TIMEOUT_MS } from './wait';

/**
 * `it` and the hooks, bound to {@link SLOW_TEST_TIMEOUT_MS}, for the contract suites: they run
 * under jest and vitest alike, so each test and hook carries its own bound (an argument both
 * frameworks take) instead of a framework's `setTimeout`. The runner's globals are looked up
 * when a suite declares its tests, never when this module loads, so importing
 * `@tidemark/infra/testing` outside a test run costs nothing; under vitest they need
 * `test: { globals: true }`.
 */

type Body = () => unknown;

interface TestGlobals {
  it: ((name: string, body: Body, timeoutMs?: number) => void) & {
    skip(name: string, body: Body): void;
  };
  beforeAll(body: Body, timeoutMs?: number): void;
  afterAll(body: Body, timeoutMs?: number): void;
  beforeEach(body: Body, timeoutMs?: number): void;
  afterEach(body: Body, timeoutMs?: number): void;
}

function runner(): TestGlobals {
  const globals = globalThis as unknown as Partial<TestGlobals>;
  if (typeof globals.it !== 'function') {
    throw new Error(
      "Tidemark's contract suites need the test runner's globals (it, describe, expect): " +
        'run them under jest, or under vitest with `test: { globals: true }`',
    );
  }
  return globals as TestGlobals;
}

type Test = ((name: string, body: Body, timeoutMs?: number) => void) & {
  readonly skip: (name: string, body: Body) => void;
};

export const it: Test = Object.assign(
  (name: string, body: Body, timeoutMs = SLOW_TEST_TIMEOUT_MS) =>
    runner().it(name, body, timeoutMs),
  { skip: (name: string, body: Body) => runner().it.skip(name, body) },
);

type Hook = 'beforeAll' | 'afterAll' | 'beforeEach' | 'afterEach';

const hook =
  (name: Hook) =>
  (body: Body, timeoutMs = SLOW_TEST_TIMEOUT_MS): void =>
    runner()[name](body, timeoutMs);

export const beforeAll = hook('beforeAll');
export const afterAll = hook('afterAll');
export const beforeEach = hook('beforeEach');
export const afterEach = hook('afterEach');
