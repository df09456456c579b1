import { reportSkipped } from './skipped';

/**
 * The EventStoreDB server tests use: EVENTSTORE_URL (e.g. `esdb://localhost:2113?tls=false`).
 * jest's global setup (jest.global-setup.js) points it at Tidemark's own EventStoreDB-protocol
 * server when it is not set; `off` opts out (undefined here).
 */
export function testEventStoreDbUrl(): string | undefined {
  const url = process.env.EVENTSTORE_URL;
  return url && url !== 'off' ? url : undefined;
}

/**
 * Whether EventStoreDB tests run: wherever EVENTSTORE_URL names a server, which under jest is
 * always, unless it is `off` (reported as skipped, naming the variable). Under CI an unset
 * variable is an error, not a skip: nothing is silently skipped there.
 */
export function eventStoreDbTestsEnabled(suite: string): boolean {
  if (testEventStoreDbUrl() !== undefined) return true;
  if (process.env.CI && process.env.EVENTSTORE_URL !== 'off') {
    throw new Error(
      `${suite}: EVENTSTORE_URL is not set under CI; jest's global setup (jest.global-setup.js) sets it`,
    );
  }
  reportSkipped(
    suite,
    `EVENTSTORE_URL is ${process.env.EVENTSTORE_URL === 'off' ? '"off"' : 'not set'}; ` +
      "unset it to run the suites on Tidemark's own EventStoreDB-protocol server (jest's global setup starts it), " +
      'or point it at a server (e.g. esdb://localhost:2113?tls=false)',
  );
  return false;
}
