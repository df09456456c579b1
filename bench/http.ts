/**
 * HTTP appends (`npm run bench -- http`): autocannon POSTs single-event appends
 * (`POST /streams/:streamId/events`, expectedVersion "any", 1,000 streams) with 16 connections
 * for 10 s (3 s with --quick) to the built app (dist/apps/api/main.js, built when stale) running as a
 * child process (on a free port, checked against its `listening on` line at info), once with LOG_LEVEL=warn and (not with --quick) once with LOG_LEVEL=info (one log line per
 * request). The floor is the direct append rate on the same store through the EventStore port,
 * in-process, 16 concurrent writers, for the same time: HTTP should reach half of it.
 *
 * The same load against bench/noop-app.ts (NestJS + Fastify, the same route doing nothing) gives
 * the framework's ceiling on this machine, `http.noop.nest`.
 *
 * Then the shop's commands, each against the same operation in-process (bench/http-commands.ts):
 * `http.order.keyed.<store>` and `http.ingest.<store>`.
 *
 * BENCH_CPU_PROF=<dir> starts the app with `--cpu-prof` into that directory.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { openStorage, type Storage } from '@tidemark/infra';
import { withDatabase } from '@tidemark/infra/testing';
import type { BenchOptions, Comparison, Measurement } from './comparison';
import { postgresCommandRows, sqliteCommandRows } from './http-commands';
import {
  childPeakRssMb,
  CONNECTIONS,
  httpMeasurement,
  inProcess,
  load,
  NOOP_APP,
  startApp,
  type HttpMeasurement,
} from './http-app';

const ROOT = join(__dirname, '..');
const STREAMS = 1000;

/** The body of every append: one event of about 100 bytes of data. */
function appendBody(n: number): string {
  return JSON.stringify({
    expectedVersion: 'any',
    events: [{ type: 'BenchHappened', data: { n, payload: 'x'.repeat(100) } }],
  });
}

function cannon(url: string, seconds: number) {
  let n = 0;
  return load(
    url,
    { seconds },
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      setupRequest: (request) => {
        n += 1;
        return { ...request, path: `/streams/bench-${n % STREAMS}/events`, body: appendBody(n) };
      },
    },
  );
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
    return httpMeasurement(
      result,
      result['2xx'],
      logLevel,
      childPeakRssMb(app.child.pid as number),
    );
  } finally {
    await app.stop();
  }
}

/** The floor: 16 in-process writers appending single events for `seconds`, p50/p99 per append. */
function directAppends(storage: Storage, seconds: number): Promise<Measurement> {
  return inProcess(seconds, async (n) => {
    await storage.events.appendToStream(
      `bench-${n % STREAMS}`,
      [{ type: 'BenchHappened', data: { n, payload: 'x'.repeat(100) } }],
      { expectedVersion: 'any' },
    );
    return true;
  });
}

function comparison(
  name: string,
  warn: HttpMeasurement,
  info: HttpMeasurement | null,
  floor: Measurement,
  noop: HttpMeasurement,
): Comparison {
  const ratio = (m: Measurement) => `${Math.round((100 * m.perSecond) / floor.perSecond)}%`;
  // One event loop serves the requests and runs the appends: each request costs at least the
  // framework's no-op request plus one direct append.
  const ceiling = 1 / (1 / noop.perSecond + 1 / floor.perSecond);
  const failures = warn.failures + (info?.failures ?? 0) + floor.failures;
  return {
    name,
    unit: 'req/s',
    ours: Math.round(warn.perSecond),
    peer: null,
    floor: Math.round(floor.perSecond),
    notes:
      `LOG_LEVEL=warn ${ratio(warn)} of direct, p99 ${warn.p99Ms} ms; ` +
      (info
        ? `LOG_LEVEL=info ${Math.round(info.perSecond)} req/s (${ratio(info)}), p99 ${info.p99Ms} ms; `
        : 'LOG_LEVEL=info not run (--quick); ') +
      `direct p99 ${floor.p99Ms?.toFixed(1)} ms; app peak RSS ${warn.peakRssMb.toFixed(0)} MB` +
      `${info ? ` (info ${info.peakRssMb.toFixed(0)} MB)` : ''}; no-op route + direct append in one process: ` +
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

async function sqliteRow(
  seconds: number,
  noop: HttpMeasurement,
  withInfo: boolean,
): Promise<Comparison> {
  const dir = mkdtempSync(join(tmpdir(), 'tidemark-bench-http-'));
  try {
    const warn = await httpRun(`sqlite:${join(dir, 'warn.db')}`, 'warn', seconds);
    const info = withInfo ? await httpRun(`sqlite:${join(dir, 'info.db')}`, 'info', seconds) : null;
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
  withInfo: boolean,
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
    let info: HttpMeasurement | null = null;
    if (withInfo) {
      await admin.query(`DROP DATABASE "${database}" WITH (FORCE)`);
      await admin.query(`CREATE DATABASE "${database}"`);
      info = await httpRun(withDatabase(url, database), 'info', seconds);
    }
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
  // The app as `npm start` runs it: built only when dist/ is older than its sources.
  execFileSync('node', ['scripts/build-if-stale.mjs'], { cwd: ROOT, stdio: 'ignore' });
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
    await sqliteRow(seconds, noop, !options.quick),
  ];
  const pg = await postgresRow(options.postgresUrl, seconds, noop, !options.quick);
  if (pg) rows.push(pg);
  // Shorter with --quick: four app starts more, and the whole quick run stays under 2 minutes.
  const commandSeconds = options.quick ? 2 : seconds;
  rows.push(...(await sqliteCommandRows(commandSeconds)));
  rows.push(...(await postgresCommandRows(options.postgresUrl, commandSeconds)));
  return rows;
}
