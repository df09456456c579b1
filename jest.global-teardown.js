// Stops the server jest.global-setup.js started: closing its stdin lets it close the store and
// drop its schema; a server that has not exited within the bound is killed by its PID.
const STOP_MS = 15_000;

module.exports = async function globalTeardown() {
  const child = globalThis.__TIDEMARK_ESDB_SERVER__;
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.stdin.end();
  const timer = setTimeout(() => process.kill(child.pid, 'SIGKILL'), STOP_MS);
  await exited;
  clearTimeout(timer);
};
