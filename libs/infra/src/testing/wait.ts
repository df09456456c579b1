/**
 * How long a test may wait for a condition: generous, so that a busy machine only slows a
 * test down. The bound ends a hung test with a message; it is never what makes one pass.
 */
export const CONDITION_TIMEOUT_MS = 30_000;

/**
 * A test's own time bound, for suites that run against real databases and child processes:
 * above every {@link CONDITION_TIMEOUT_MS} wait, and far above jest's and vitest's 5 s default.
 */
export const SLOW_TEST_TIMEOUT_MS = 120_000;

/** Polls `check` until it holds; throws naming `what` after `timeoutMs`. */
export async function until(
  check: () => boolean | Promise<boolean>,
  what: string,
  timeoutMs = CONDITION_TIMEOUT_MS,
  intervalMs = 50,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline)
      throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
