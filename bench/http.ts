/**
 * HTTP appends (`npm run bench -- http`): autocannon POSTs single-event appends
 * (`POST /streams/:streamId/events`, expectedVersion "any", 1,000 streams) with 16 connections
 * for 10 s (3 s with --quick) to the built app (dist/apps/api/main.js, built first) running as a
 * child process (on a free port, checked against its `listening on` line at info), once with LOG_LEVEL=warn and once with LOG_LEVEL=info (one log line per
 * request). The floor is the direct append rate on the same store through the EventStore port,
 * in-process, 16 concurrent writers, for the same time: HTTP should reach half of it.
 *
 * The same load against bench/noop-app.ts (NestJS + Fastify, the same route doing nothing) gives
 * the framework's ceiling on this machine, `http.noop.nest`.
 *
 * BENCH_CPU_PROF=<dir> starts the app with `--cpu-prof` into that directory.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createServer, type AddressInfo } from 'node:net';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { Client } from 'pg';
import { openStorage, type Storage } from '@tidemark/infra';
import { withDatabase } from '@tidemark/infra/testing';
import type { BenchOptions, Comparison, Measurement } from './comparison';
import { sampleRss } from './sample-rss';

const ROOT = join(__dirname, '..');
const MAIN = join(ROOT, 'dist', 'apps', 'api', 'main.js');
const CONNECTIONS = 16;
const STREAMS = 1000;
const LISTENING = /listening on (http:\/\/[^\s"]+)/;

/** The body of every append: one event of about 100 bytes of data. */
function appendBody(n: number): string {
  return JSON.stringify({
    expectedVersion: 'any',
    events: [{ type: 'BenchHappened', data: { n, payload: 'x'.repeat(100) } }],
  });
}

interface RunningApp {
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

const NOOP_APP = ['-r', '@swc-node/register', join(__dirname, 'noop-app.ts')];

async function startApp(
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
function childPeakRssMb(pid: number): number {
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

interface HttpMeasurement extends Measurement {
  readonly logLevel: string;
  readonly non2xx: number;
  readonly errors: number;
  readonly p97_5Ms: number;
}

async function cannon(url: string, seconds: number): Promise<autocannon.Result> {
  let n = 0;
  return autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        setupRequest: (request) => {
          n += 1;
          return { ...request, path: `/streams/bench-${n % STREAMS}/events`, body: appendBody(n) };
        },
      },
    ],
  });
}

/** One app start on `storeUrl` (or the no-op app): a 1 s warm-up, then the timed run. */
async function httpRun(
  storeUrl: string | 'noop',
  logLevel: string,
  seconds: number,
): Promise<HttpMeasurement> {
  const app =
    storeUrl === 'noop'
      ? await startApp({}, NOOP_APP)
      : await startApp({ EVENT_STORE_URL: storeUrl, LOG_LEVEL: logLevel });
  try {
    await cannon(app.url, 1);
    const result = await cannon(app.url, seconds);
    const peakRssMb = childPeakRssMb(app.child.pid as number);
    const ok = result['2xx'];
    return {
      logLevel,
      operations: ok,
      seconds: result.duration,
      perSecond: ok / result.duration,
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      p97_5Ms: result.latency.p97_5,
      peakRssMb,
      failures: result.non2xx + result.errors + result.timeouts,
      non2xx: result.non2xx,
      errors: result.errors,
    };
  } finally {
    await app.stop();
  }
}

/** The floor: 16 in-process writers appending single events for `seconds`, p50/p99 per append. */
async function directAppends(storage: Storage, seconds: number): Promise<Measurement> {
  (globalThis as { gc?: () => void }).gc?.();
  const rss = sampleRss();
  const latencies: number[] = [];
  let failures = 0;
  let n = 0;
  const started = process.hrtime.bigint();
  const deadline = started + BigInt(Math.round(seconds * 1e9));
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (process.hrtime.bigint() < deadline) {
        n += 1;
        const at = process.hrtime.bigint();
        try {
          await storage.events.appendToStream(
            `bench-${n % STREAMS}`,
            [{ type: 'BenchHappened', data: { n, payload: 'x'.repeat(100) } }],
            { expectedVersion: 'any' },
          );
          latencies.push(Number(process.hrtime.bigint() - at) / 1e6);
        } catch {
          failures += 1;
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
  };
}

function comparison(
  name: string,
  warn: HttpMeasurement,
  info: HttpMeasurement,
  floor: Measurement,
  noop: HttpMeasurement,
): Comparison {
  const ratio = (m: Measurement) => `${Math.round((100 * m.perSecond) / floor.perSecond)}%`;
  // One event loop serves the requests and runs the appends: each request costs at least the
  // framework's no-op request plus one direct append.
  const ceiling = 1 / (1 / noop.perSecond + 1 / floor.perSecond);
  const failures = warn.failures + info.failures + floor.failures;
  return {
    name,
    unit: 'req/s',
    ours: Math.round(warn.perSecond),
    peer: null,
    floor: Math.round(floor.perSecond),
    notes:
      `LOG_LEVEL=warn ${ratio(warn)} of direct, p99 ${warn.p99Ms} ms; ` +
      `LOG_LEVEL=info ${Math.round(info.perSecond)} req/s (${ratio(info)}), p99 ${info.p99Ms} ms; ` +
      `direct p99 ${floor.p99Ms?.toFixed(1)} ms; app peak RSS ${warn.peakRssMb.toFixed(0)} MB ` +
      `(info ${info.peakRssMb.toFixed(0)} MB); no-op route + direct append in one process: ` +
      `≤ ${Math.round(ceiling)} req/s (${Math.round((100 * ceiling) / floor.perSecond)}% of direct)` +
      `${failures > 0 ? `; ${failures} failures` : ''}`,
    details: {
      warn,
      info,
      floor,
      noopCeiling: Math.round(ceiling),
      connections: CONNECTIONS,
      streams: STREAMS,
    },
  };
}

async function sqliteRow(seconds: number, noop: HttpMeasurement): Promise<Comparison> {
  const dir = mkdtempSync(join(tmpdir(), 'tidemark-bench-http-'));
  try {
    const warn = await httpRun(`sqlite:${join(dir, 'warn.db')}`, 'warn', seconds);
    const info = await httpRun(`sqlite:${join(dir, 'info.db')}`, 'info', seconds);
    const storage = await openStorage(`sqlite:${join(dir, 'direct.db')}`, { synchronous: 'FULL' });
    try {
      const direct = await directAppends(storage, seconds);
      return comparison('http.append.sqlite', warn, info, direct, noop);
    } finally {
      await storage.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The app has no schema setting: each run gets a fresh database, dropped after. */
async function postgresRow(
  url: string,
  seconds: number,
  noop: HttpMeasurement,
): Promise<Comparison | null> {
  const admin = new Client({ connectionString: url });
  try {
    await admin.connect();
  } catch (error) {
    console.warn(`http.append.pg skipped (${url} unreachable: ${String(error)})`);
    return null;
  }
  const database = `tidemark_bench_http_${Date.now()}`;
  await admin.query(`CREATE DATABASE "${database}"`);
  try {
    const warn = await httpRun(withDatabase(url, database), 'warn', seconds);
    await admin.query(`DROP DATABASE "${database}" WITH (FORCE)`);
    await admin.query(`CREATE DATABASE "${database}"`);
    const info = await httpRun(withDatabase(url, database), 'info', seconds);
    const storage = await openStorage(withDatabase(url, database), { schema: 'bench_direct' });
    try {
      const direct = await directAppends(storage, seconds);
      return comparison('http.append.pg', warn, info, direct, noop);
    } finally {
      await storage.close();
    }
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
    await admin.end();
  }
}

export async function httpBench(options: BenchOptions): Promise<Comparison[]> {
  const seconds = options.quick ? 3 : 10;
  execFileSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'ignore' });
  const noop = await httpRun('noop', 'silent', seconds);
  const rows: Comparison[] = [
    {
      name: 'http.noop.nest',
      unit: 'req/s',
      ours: Math.round(noop.perSecond),
      peer: null,
      floor: null,
      notes:
        `the framework's ceiling: NestJS + Fastify answering the same POST with a fixed body, ` +
        `no validation, store, guards or logging; p99 ${noop.p99Ms} ms`,
      details: { noop },
    },
    await sqliteRow(seconds, noop),
  ];
  const pg = await postgresRow(options.postgresUrl, seconds, noop);
  if (pg) rows.push(pg);
  return rows;
}
