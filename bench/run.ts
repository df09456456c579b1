/**
 * `npm run bench [-- --quick] [-- <part>…]`: each part measures ours against a peer and the raw
 * driver's floor in the same run and answers Comparison rows. Prints them as a Markdown table and
 * writes bench/results/latest.json (and a timestamped copy). Never part of `npm test`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, release, totalmem, type } from 'node:os';
import { join } from 'node:path';
import { appendsBench } from './appends';
import { boundariesBench } from './boundaries';
import type { BenchOptions, Comparison } from './comparison';
import { dedupBench } from './dedup';
import { httpBench } from './http';
import { projectionBench } from './projection';
import { rebuildBench } from './rebuild';
import { storesBench } from './stores';
import type { Row } from './rows';

type Part = (options: BenchOptions) => Promise<Comparison[]>;

/** The dedup part's rows as comparisons: it has no peer or floor. */
async function dedupPart(options: BenchOptions): Promise<Comparison[]> {
  const rows = await dedupBench({ ...options, scale: options.quick ? 0.05 : 1 });
  return rows.map((row: Row) => ({
    name: `dedup.${slug(row.store)}.${slug(row.workload.replace(/^dedup /, ''))}`,
    unit: 'ops/s',
    ours: Math.round(row.perSecond),
    peer: null,
    floor: null,
    notes: [
      `${row.store}: ${row.workload}`,
      `${row.operations} operations`,
      ...(row.failures > 0 ? [`FAILED: ${row.failures}`] : []),
      ...(row.notes === undefined ? [] : [row.notes]),
    ].join('; '),
    ...(row.details === undefined ? {} : { details: row.details }),
  }));
}

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Every part, in run order; `npm run bench -- <part>…` runs those named, none named runs all. */
const PARTS: Readonly<Record<string, Part>> = {
  appends: appendsBench,
  projection: projectionBench,
  rebuild: rebuildBench,
  http: httpBench,
  dedup: dedupPart,
  stores: storesBench,
  boundaries: boundariesBench,
};

/** Earlier names of parts, still accepted. */
const ALIASES: Readonly<Record<string, string>> = { events: 'appends', dcb: 'boundaries' };

function parseArgs(args: readonly string[]): { quick: boolean; parts: string[] } {
  const quick = args.includes('--quick');
  const named = args.filter((arg) => arg !== '--quick').map((arg) => ALIASES[arg] ?? arg);
  const unknown = named.filter((name) => !(name in PARTS));
  if (unknown.length > 0) {
    throw new Error(
      `unknown bench part ${unknown.join(', ')}: use npm run bench [-- --quick] [-- ${Object.keys(PARTS).join('|')}]`,
    );
  }
  const parts = Object.keys(PARTS).filter((part) => named.length === 0 || named.includes(part));
  return { quick, parts };
}

function figure(value: number | null): string {
  if (value === null) return '–';
  if (Math.abs(value) >= 1000) return Math.round(value).toLocaleString('en-US');
  return String(Number(value.toPrecision(3)));
}

function ratio(ours: number | null, other: number | null): string {
  if (ours === null || other === null || other === 0) return '–';
  return `${(ours / other).toFixed(2)}×`;
}

function markdownTable(results: readonly Comparison[]): string {
  const lines = [
    '| name | unit | ours | peer | floor | ours/peer | ours/floor | notes |',
    '|---|---|---:|---:|---:|---:|---:|---|',
  ];
  for (const r of results) {
    const unit = r.lowerIsBetter ? `${r.unit} (lower is better)` : r.unit;
    lines.push(
      `| ${r.name} | ${unit} | ${figure(r.ours)} | ${figure(r.peer)} | ${figure(r.floor)} | ` +
        `${ratio(r.ours, r.peer)} | ${ratio(r.ours, r.floor)} | ${(r.notes ?? '').replace(/\|/g, '\\|')} |`,
    );
  }
  return lines.join('\n');
}

function machine() {
  const cpu = cpus();
  return {
    cpus: cpu.length,
    cpu: cpu[0]?.model ?? 'unknown',
    memoryGb: Math.round(totalmem() / 2 ** 30),
    node: process.version,
    os: `${type()} ${release()}`,
  };
}

async function main(): Promise<void> {
  const { quick, parts } = parseArgs(process.argv.slice(2));
  const options: BenchOptions = {
    quick,
    postgresUrl: process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    redisUrl: process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379',
  };
  const date = new Date().toISOString();
  const results: Comparison[] = [];
  for (const part of parts) {
    const run = PARTS[part];
    const started = Date.now();
    if (run) results.push(...(await run(options)));
    console.error(`bench: ${part} took ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }

  const host = machine();
  console.log(
    `\n${date}${quick ? ' (quick)' : ''}: ${host.cpus} × ${host.cpu}, ${host.memoryGb} GB, ` +
      `Node ${host.node}, ${host.os}\n`,
  );
  console.log(markdownTable(results));

  const dir = join(__dirname, 'results');
  mkdirSync(dir, { recursive: true });
  const json = JSON.stringify({ date, machine: host, quick, parts, results }, null, 2);
  writeFileSync(join(dir, 'latest.json'), json);
  writeFileSync(join(dir, `${date.replace(/[:.]/g, '-')}.json`), json);
  console.log(`\nwritten ${join(dir, 'latest.json')}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
