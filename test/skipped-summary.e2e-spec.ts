import { execFile } from 'node:child_process';
import { join } from 'node:path';

jest.setTimeout(120_000);

const ROOT = join(__dirname, '..');
const JEST = join(ROOT, 'node_modules', 'jest', 'bin', 'jest.js');

/** A jest run of `files` as `npm test` makes one, in a child process: its exit code and stderr. */
function jestRun(files: string[], env: Record<string, string>) {
  // Not under CI (where a missing service fails instead), and not as one of this run's workers.
  const inherited = { ...process.env };
  delete inherited.CI;
  delete inherited.JEST_WORKER_ID;
  return new Promise<{ code: number | null; stderr: string }>((resolve) => {
    execFile(
      process.execPath,
      [JEST, ...files],
      { cwd: ROOT, env: { ...inherited, ...env }, timeout: 110_000 },
      (error, _stdout, stderr) => {
        resolve({ code: error ? (typeof error.code === 'number' ? error.code : null) : 0, stderr });
      },
    );
  });
}

/*
 * Outside CI a suite whose service is missing is skipped: the end of the run (after jest's own
 * summary, where a user looks) says which suites were skipped and why.
 */
describe('the summary of skipped suites', () => {
  it('names each suite skipped for want of a service, with the reason, after the totals', async () => {
    const run = await jestRun(['test/console.e2e-spec.ts', 'libs/infra/src/support/ids.spec.ts'], {
      CHROMIUM_PATH: '/nonexistent/chromium',
      EVENTSTORE_URL: 'off',
    });
    expect(run.code).toBe(0);
    const tail = run.stderr.slice(run.stderr.lastIndexOf('Test Suites:'));
    expect(tail).toContain('Skipped for want of a service: 2 suites');
    expect(tail).toContain(
      '  no browser at /nonexistent/chromium (apt-get install chromium, or set CHROMIUM_PATH):\n' +
        '    - admin console in Chromium (test/console.e2e-spec.ts)',
    );
    expect(tail).toMatch(/EVENTSTORE_URL=off.*:\n {4}- the EventStoreDB contract suites/);
  });

  it('says nothing when nothing was skipped', async () => {
    // A server of the caller's (not started, not asked): nothing to skip, nothing to start.
    const run = await jestRun(['libs/infra/src/support/ids.spec.ts'], {
      EVENTSTORE_URL: 'esdb://127.0.0.1:1?tls=false',
    });
    expect(run.code).toBe(0);
    expect(run.stderr).not.toContain('Skipped for want of a service');
  });
});
