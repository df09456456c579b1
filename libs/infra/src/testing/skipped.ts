import { appendFileSync } from 'node:fs';

/**
 * The variable naming the file where skipped suites are recorded for the run's summary: jest's
 * global setup (jest.global-setup.js) names it, its global teardown prints it after jest's own
 * summary.
 */
export const SKIPPED_LOG_VARIABLE = 'TIDEMARK_SKIPPED_LOG';

/**
 * Says that `suite` is skipped and why (a service or tool it needs is missing): at once on the
 * console, and in the summary that ends the jest run, where a user sees it. Callers skip only
 * outside CI; under `CI` a missing service fails the tests instead.
 */
export function reportSkipped(suite: string, reason: string): void {
  console.warn(`SKIPPED ${suite}: ${reason} (under CI=true these tests fail instead of skipping)`);
  const log = process.env[SKIPPED_LOG_VARIABLE];
  if (log) appendFileSync(log, `${JSON.stringify({ suite, reason })}\n`);
}
