/** The EventStoreDB server tests use: EVENTSTORE_URL (e.g. `esdb://localhost:2113?tls=false`). */
export function testEventStoreDbUrl(): string | undefined {
  return process.env.EVENTSTORE_URL || undefined;
}

/**
 * Whether EventStoreDB tests run: only where EVENTSTORE_URL points at a server (none can run
 * on our CI machines). Otherwise they are reported as skipped, naming the variable.
 */
export function eventStoreDbTestsEnabled(suite: string): boolean {
  if (testEventStoreDbUrl() !== undefined) return true;
  console.warn(
    `SKIPPED ${suite}: EVENTSTORE_URL is not set. No EventStoreDB server runs here; ` +
      'point EVENTSTORE_URL at one (e.g. esdb://localhost:2113?tls=false) to run the contract suites on it',
  );
  return false;
}
