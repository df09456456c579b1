import type { BenchOptions, Comparison } from './comparison';

export async function httpBench(options: BenchOptions): Promise<Comparison[]> {
  void options;
  return Promise.resolve([]);
}
