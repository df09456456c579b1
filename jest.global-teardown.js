// Stops the server jest.global-setup.js started: closing its stdin lets it close the store and
// drop its schema; a server that has not exited within the bound is killed by its PID.
const { existsSync, readFileSync, rmSync } = require('node:fs');
const { dirname } = require('node:path');

const STOP_MS = 15_000;

/**
 * The suites skipped for want of a service (PostgreSQL, Redis, NATS, Chromium, a tmpfs,
 * EVENTSTORE_URL=off) and why, as reportSkipped (libs/infra/src/testing/skipped.ts) recorded
 * them in the file jest.global-setup.js named; empty when none was. Printed after jest's own
 * summary, where a user looks: otherwise a skip is one warning among thousands of lines.
 */
function skippedSummary(file) {
  const byReason = new Map();
  for (const line of existsSync(file) ? readFileSync(file, 'utf8').split('\n') : []) {
    if (line.trim() === '') continue;
    const { suite, reason } = JSON.parse(line);
    byReason.set(reason, (byReason.get(reason) ?? new Set()).add(suite));
  }
  if (byReason.size === 0) return '';
  const count = [...byReason.values()].reduce((sum, suites) => sum + suites.size, 0);
  const lines = [`Skipped for want of a service: ${count} suite${count === 1 ? '' : 's'}`];
  for (const [reason, suites] of byReason) {
    lines.push(`  ${reason}:`, ...[...suites].sort().map((suite) => `    - ${suite}`));
  }
  lines.push('  (under CI=true they run and fail instead; see docs/development.md)');
  return `\n${lines.join('\n')}\n`;
}

module.exports = async function globalTeardown() {
  const skipped = process.env.TIDEMARK_SKIPPED_LOG;
  if (skipped) {
    process.stderr.write(skippedSummary(skipped));
    rmSync(dirname(skipped), { recursive: true, force: true });
  }
  const child = globalThis.__TIDEMARK_ESDB_SERVER__;
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.stdin.end();
  const timer = setTimeout(() => process.kill(child.pid, 'SIGKILL'), STOP_MS);
  await exited;
  clearTimeout(timer);
};
