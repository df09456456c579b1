import type { Measurement } from './comparison';

export interface Workload {
  readonly operations: number;
  readonly concurrency: number;
  /**
   * Operation `index`, run by `worker` (0 … concurrency − 1). Worker w runs the indices
   * w, w + C, w + 2C … one after another, so work a worker owns is never run concurrently.
   * Answers how many items (events) it handled; a throw counts as a failure.
   */
  readonly operation: (index: number, worker: number) => Promise<number>;
  /** No operation starts after this many seconds: a side that stalls (retrying on a busy lock) ends. */
  readonly budgetSeconds?: number;
}

/** A measurement, and the items (events) the successful operations handled. */
export interface Measured extends Measurement {
  readonly items: number;
  /** The operations asked for; `operations` counts those run (fewer when the budget ran out). */
  readonly planned: number;
  /** RSS when the workload began, after a GC: the process's own baseline. */
  readonly startRssMb: number;
  /** The first failure's message, when any operation failed. */
  readonly firstError?: string;
  /**
   * Every operation's latency, sorted: what merges measurements taken in turns. Not enumerable,
   * so that it stays out of the results' JSON (see {@link withLatencies}).
   */
  readonly latenciesMs: readonly number[];
}

const RSS_SAMPLE_MS = 20;

/**
 * Runs a workload on a pool of `concurrency` workers, timing each operation; `perSecond` counts
 * the items of successful operations. Peak RSS is sampled every 20 ms, after a full GC when the
 * process runs with `--expose-gc` (as `npm run bench` does), so an earlier workload's garbage
 * does not count.
 */
export async function measure(workload: Workload): Promise<Measured> {
  global.gc?.();
  const latencies: number[] = [];
  let failures = 0;
  let firstError: string | undefined;
  let items = 0;
  let run = 0;
  const startRss = process.memoryUsage().rss;
  let peakRss = startRss;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
  }, RSS_SAMPLE_MS);

  const started = process.hrtime.bigint();
  const deadline =
    workload.budgetSeconds === undefined
      ? undefined
      : started + BigInt(Math.round(workload.budgetSeconds * 1e9));
  try {
    await Promise.all(
      Array.from({ length: Math.min(workload.concurrency, workload.operations) }, async (_, w) => {
        for (let index = w; index < workload.operations; index += workload.concurrency) {
          const begun = process.hrtime.bigint();
          if (deadline !== undefined && begun > deadline) break;
          run += 1;
          try {
            const handled = await workload.operation(index, w);
            items += handled;
          } catch (error) {
            failures += 1;
            firstError ??= error instanceof Error ? error.message : String(error);
          }
          latencies.push(Number(process.hrtime.bigint() - begun) / 1e6);
        }
      }),
    );
  } finally {
    clearInterval(sampler);
  }
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  peakRss = Math.max(peakRss, process.memoryUsage().rss);

  latencies.sort((a, b) => a - b);
  return withLatencies(
    {
      operations: run,
      planned: workload.operations,
      seconds,
      perSecond: items / seconds,
      p50Ms: percentile(latencies, 0.5),
      p99Ms: percentile(latencies, 0.99),
      peakRssMb: peakRss / 2 ** 20,
      failures,
      items,
      startRssMb: startRss / 2 ** 20,
      ...(firstError === undefined ? {} : { firstError }),
    },
    latencies,
  );
}

/** `measured` with its sorted latencies attached, out of JSON and spreads. */
export function withLatencies(
  measured: Omit<Measured, 'latenciesMs'>,
  latencies: readonly number[],
): Measured {
  return Object.defineProperty({ ...measured }, 'latenciesMs', {
    value: latencies,
    enumerable: false,
  }) as Measured;
}

/** Nearest-rank percentile of sorted values. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? 0;
}
