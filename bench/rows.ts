/** One line of the bench table, and of `rows` in bench/results/<timestamp>.json. */
export interface Row {
  store: string;
  workload: string;
  operations: number;
  seconds: number;
  perSecond: number;
  failures: number;
  /** The table's last column: what was counted besides time (decisions, memory figures). */
  notes?: string;
  /** JSON only: the figures behind `notes` (decision counts, memory samples…). */
  details?: Record<string, unknown>;
}

/** Times `run` (which answers its failures) as `operations` operations. */
export async function timed(
  store: string,
  workload: string,
  operations: number,
  run: () => Promise<number>,
): Promise<Row> {
  const started = process.hrtime.bigint();
  const failures = await run();
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  return { store, workload, operations, seconds, perSecond: operations / seconds, failures };
}

/** Runs `work(0)` … `work(count − 1)` in order of start, at most `concurrency` at a time. */
export async function inPool(
  concurrency: number,
  count: number,
  work: (index: number) => Promise<void>,
): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, count) }, async () => {
      while (next < count) {
        const index = next;
        next += 1;
        await work(index);
      }
    }),
  );
}
