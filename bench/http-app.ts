/**
 * What the HTTP rows share: the built app (or the no-op app) started as a child process on a
 * free port, its peak RSS, autocannon's load, and in-process workers timed the same way.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { join } from 'node:path';
import autocannon from 'autocannon';
import type { Measurement } from './comparison';
import { sampleRss } from './sample-rss';

const ROOT = join(__dirname, '..');
export const MAIN = join(ROOT, 'dist', 'apps', 'api', 'main.js');
export const NOOP_APP = ['-r', '@swc-node/register', join(__dirname, 'noop-app.ts')];
/** Concurrent clients on both sides: autocannon's connections, in-process workers. */
export const CONNECTIONS = 16;
const LISTENING = /listening on (http:\/\/[^\s"]+)/;

export interface RunningApp {
  readonly url: string;
  readonly child: ChildProcess;
  stop(): Promise<void>;
}

/** A port nobody listens on now (the app's own start-up line is info: not logged at warn). */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/**
 * Starts `script` (the built app by default) with auth off and no write rate limit, and waits
 * for `GET /health`. BENCH_CPU_PROF=<dir> starts it with `--cpu-prof` into that directory.
 */
export async function startApp(
  env: Readonly<Record<string, string>>,
  script: readonly string[] = [MAIN],
): Promise<RunningApp> {
  const profileDir = process.env.BENCH_CPU_PROF;
  const flags = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
  const port = await freePort();
  const child = spawn(process.execPath, [...flags, ...script], {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      NO_COLOR: '1',
      AUTH: 'off',
      RATE_LIMIT_WRITES_PER_MINUTE: '0',
      ...env,
    },
    // stdout is read to its end (info logs a line per request): a full pipe would block the app.
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let output = '';
  const onData = (chunk: Buffer) => {
    if (output.length < 100_000) output += chunk.toString('utf8');
  };
  child.stdout?.on('data', onData);
  child.stderr?.on('data', onData);
  const app: RunningApp = {
    url: `http://127.0.0.1:${port}`,
    child,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`app exited before answering GET /health:\n${output}`);
    }
    const healthy = await fetch(`${app.url}/health`).then(
      (response) => response.status === 200,
      () => false,
    );
    if (healthy) break;
    if (Date.now() > deadline) {
      await app.stop();
      throw new Error(`GET /health never answered 200 in 30 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  // At info, the app says where it listens: check it is the port it was given.
  const listening = LISTENING.exec(output)?.[1];
  if (listening !== undefined && listening !== app.url) {
    await app.stop();
    throw new Error(`app listens on ${listening}, not ${app.url}`);
  }
  return app;
}

/** The child's peak resident set (VmHWM) in MB, or its current RSS where /proc is missing. */
export function childPeakRssMb(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = /VmHWM:\s+(\d+) kB/.exec(status)?.[1];
    if (kb) return Number(kb) / 1024;
  } catch {
    // not Linux
  }
  const kb = execFileSync('ps', ['-o', 'rss=', '-p', String(pid)], { encoding: 'utf8' });
  return Number(kb.trim()) / 1024;
}

export interface HttpMeasurement extends Measurement {
  readonly logLevel: string;
  /** Answers of the status the row counts (2xx, or one status such as 201). */
  readonly counted: number;
  readonly non2xx: number;
  readonly errors: number;
  readonly p97_5Ms: number;
}

/** How long a load lasts: for some seconds, or until `amount` requests were answered. */
export type LoadLength = { readonly seconds: number } | { readonly amount: number };

/** autocannon's load on the app: CONNECTIONS connections sending `request`. */
export function load(
  url: string,
  length: LoadLength,
  request: autocannon.Request,
): Promise<autocannon.Result> {
  return autocannon({
    url,
    connections: CONNECTIONS,
    ...('seconds' in length ? { duration: length.seconds } : { amount: length.amount }),
    requests: [request],
  });
}

/**
 * A timed load's measurement: `counted` answers (those of the status the row counts) per
 * second, failures = every other answer, errors and timeouts.
 */
export function httpMeasurement(
  result: autocannon.Result,
  counted: number,
  logLevel: string,
  peakRssMb: number,
): HttpMeasurement {
  return {
    logLevel,
    operations: counted,
    seconds: result.duration,
    perSecond: counted / result.duration,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    p97_5Ms: result.latency.p97_5,
    peakRssMb,
    failures:
      result['1xx'] + result['2xx'] + result.non2xx - counted + result.errors + result.timeouts,
    counted,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

/**
 * CONNECTIONS in-process workers running `operation` (n = 1, 2, …) until `seconds` have passed
 * (Infinity: no limit) or `operation` answers false (no more work); p50/p99 per operation, peak RSS of this process.
 */
export async function inProcess(
  seconds: number,
  operation: (n: number) => Promise<boolean>,
): Promise<Measurement & { readonly firstError?: string }> {
  (globalThis as { gc?: () => void }).gc?.();
  const rss = sampleRss();
  const latencies: number[] = [];
  let failures = 0;
  let firstError: string | undefined;
  let n = 0;
  let exhausted = false;
  const started = process.hrtime.bigint();
  const deadline = Number.isFinite(seconds)
    ? started + BigInt(Math.round(seconds * 1e9))
    : undefined;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (!exhausted && (deadline === undefined || process.hrtime.bigint() < deadline)) {
        n += 1;
        const at = process.hrtime.bigint();
        try {
          if (await operation(n)) latencies.push(Number(process.hrtime.bigint() - at) / 1e6);
          else exhausted = true;
        } catch (error) {
          failures += 1;
          firstError ??= error instanceof Error ? error.message : String(error);
        }
      }
    }),
  );
  const elapsed = Number(process.hrtime.bigint() - started) / 1e9;
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))];
  return {
    operations: latencies.length,
    seconds: elapsed,
    perSecond: latencies.length / elapsed,
    p50Ms: at(0.5),
    p99Ms: at(0.99),
    peakRssMb: rss.stop(),
    failures,
    ...(firstError === undefined ? {} : { firstError }),
  };
}
