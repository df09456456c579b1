/**
 * One line of the benchmark's comparison table (and of `results` in bench/results/latest.json):
 * the same workload measured on Tidemark (`ours`), on a peer (Emmett) and on the raw driver
 * (`floor`), in the same run. A side that was not measured is null.
 */
export interface Comparison {
  /** `<store>.<workload>`, e.g. `pg.append.single.c16`, `sqlite.read.stream10k`, `http.append.sqlite`. */
  readonly name: string;
  /** What the figures count, e.g. `events/s`, `req/s`, `ms`, `MB`. Higher is better unless `lowerIsBetter`. */
  readonly unit: string;
  readonly ours: number | null;
  readonly peer: number | null;
  readonly floor: number | null;
  readonly lowerIsBetter?: boolean;
  /** Shown in the table's last column: latency percentiles, peak RSS, failures… */
  readonly notes?: string;
  /** JSON only: figures behind the notes (p50/p99 per side, RSS per side, counts). */
  readonly details?: Record<string, unknown>;
}

/** What one timed run of a workload on one side measured. */
export interface Measurement {
  readonly operations: number;
  readonly seconds: number;
  readonly perSecond: number;
  /** Per-operation latency in ms, when the workload timed each operation. */
  readonly p50Ms?: number;
  readonly p99Ms?: number;
  /** Highest resident set size seen while it ran (sampled), in MB. */
  readonly peakRssMb: number;
  readonly failures: number;
}

/** Options every part of the bench receives. */
export interface BenchOptions {
  /** `npm run bench -- --quick`: smaller workloads, the whole run under 2 minutes. */
  readonly quick: boolean;
  readonly postgresUrl: string;
  readonly redisUrl: string;
}
