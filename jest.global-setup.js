// Once per jest run, before any worker starts. Unless EVENTSTORE_URL names a server already,
// starts Tidemark's own EventStoreDB-protocol server (test/support/esdb-server-main.ts, run from
// source) as a child process and points EVENTSTORE_URL at it, so the EventStoreDB adapter's
// contract suites run in every `npm test`. Its store: a fresh schema in TEST_POSTGRES_URL's
// database under CI or when that is set, else a temporary SQLite file; the server drops it when
// it stops. jest.global-teardown.js stops it; it also stops by itself when this process ends
// (its stdin and IPC channel close), so a crashed jest leaves no server behind.
const { spawn } = require('node:child_process');
const { appendFileSync, mkdtempSync, writeFileSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join } = require('node:path');

const STARTUP_MS = 60_000;

function serverStore() {
  const postgres =
    process.env.TEST_POSTGRES_URL ||
    (process.env.CI ? 'postgres://postgres@127.0.0.1:5432/postgres' : '');
  if (postgres)
    return {
      url: postgres,
      schema: `tidemark_esdb_${process.pid}_${Date.now().toString(36)}`,
      what: 'PostgreSQL',
    };
  const dir = mkdtempSync(join(tmpdir(), 'tidemark-esdb-'));
  return { url: `sqlite:${join(dir, 'events.db')}`, what: 'SQLite' };
}

function startServer() {
  const store = serverStore();
  const args = [
    '-r',
    '@swc-node/register',
    join(__dirname, 'test/support/esdb-server-main.ts'),
    store.url,
    '--dispose',
  ];
  if (store.schema) args.push('--schema', store.schema);
  const child = spawn(process.execPath, args, {
    cwd: __dirname,
    stdio: ['pipe', 'pipe', 'pipe', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    let stdout = '';
    let stderr = '';
    const fail = (why) => {
      clearTimeout(timer);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      reject(
        new Error(`Tidemark's EventStoreDB-protocol server did not start (${why}):\n${stderr}`),
      );
    };
    const timer = setTimeout(() => fail(`not serving after ${STARTUP_MS} ms`), STARTUP_MS);
    child.once('exit', (code, signal) => fail(`exited with ${signal ?? code}`));
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
      // Once it serves, whatever it says is for the person running the tests.
      if (stdout.includes('\n')) process.stderr.write(`[esdb test server] ${chunk}`);
    });
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
      const line = /^(\{.*\})\n/m.exec(stdout);
      if (!line) return;
      clearTimeout(timer);
      child.removeAllListeners('exit');
      resolve({ child, port: JSON.parse(line[1]).port, store });
    });
  });
}

/**
 * The file where suites skipped for want of a service are recorded (reportSkipped of
 * libs/infra/src/testing/skipped.ts, in the workers, which inherit the variable), for
 * jest.global-teardown.js to print after jest's summary and remove.
 */
function skippedLog() {
  const file = join(mkdtempSync(join(tmpdir(), 'tidemark-skipped-')), 'skipped.jsonl');
  writeFileSync(file, '');
  process.env.TIDEMARK_SKIPPED_LOG = file;
  return file;
}

module.exports = async function globalSetup() {
  const skipped = skippedLog();
  const configured = process.env.EVENTSTORE_URL;
  if (configured === 'off') {
    const suite = 'the EventStoreDB contract suites (libs/infra/src/stores/eventstoredb)';
    const reason =
      "EVENTSTORE_URL=off; unset it to run them on Tidemark's own EventStoreDB-protocol server";
    console.log(`\nSKIPPED ${suite}: ${reason}.\n`);
    appendFileSync(skipped, `${JSON.stringify({ suite, reason })}\n`);
    return;
  }
  if (configured) return; // a server of the caller's (e.g. a real EventStoreDB)
  const server = await startServer();
  // Workers start after this and inherit the variable.
  process.env.EVENTSTORE_URL = `esdb://127.0.0.1:${server.port}?tls=false`;
  globalThis.__TIDEMARK_ESDB_SERVER__ = server.child;
  console.log(
    `\nEventStoreDB suites: Tidemark's EventStoreDB-protocol server on ${server.store.what} at ` +
      `${process.env.EVENTSTORE_URL} (pid ${server.child.pid})\n`,
  );
};
