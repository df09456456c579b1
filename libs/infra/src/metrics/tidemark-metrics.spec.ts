import { TidemarkMetrics } from './tidemark-metrics';

const options = { store: 'sqlite', defaultMetrics: false } as const;

async function valueOf(metrics: TidemarkMetrics, name: string, labels: Record<string, string>) {
  const metric = await metrics.registry.getSingleMetric(name)?.get();
  const sample = metric?.values.find((v) =>
    Object.entries(labels).every(([k, value]) => v.labels[k] === value),
  );
  return sample?.value;
}

describe('TidemarkMetrics', () => {
  it('counts appends by outcome, the events written, and conflicts apart', async () => {
    const metrics = new TidemarkMetrics(options);
    metrics.observeAppend({ streamId: 's-1', outcome: 'written', events: 3 });
    metrics.observeAppend({ streamId: 's-1', outcome: 'deduplicated', events: 3 });
    metrics.observeAppend({ streamId: 's-1', outcome: 'conflict', events: 1 });
    const store = 'sqlite';
    expect(await valueOf(metrics, 'tidemark_appends_total', { store, outcome: 'written' })).toBe(1);
    expect(
      await valueOf(metrics, 'tidemark_appends_total', { store, outcome: 'deduplicated' }),
    ).toBe(1);
    expect(await valueOf(metrics, 'tidemark_events_appended_total', { store })).toBe(3);
    expect(await valueOf(metrics, 'tidemark_append_conflicts_total', { store })).toBe(1);
  });

  it('keeps one registry per instance: two apps in one process do not clash', async () => {
    const one = new TidemarkMetrics(options);
    const two = new TidemarkMetrics(options);
    one.observeAppend({ streamId: 's-1', outcome: 'written', events: 1 });
    expect(await valueOf(two, 'tidemark_events_appended_total', { store: 'sqlite' })).toBe(0);
    expect(await two.metrics()).toContain('tidemark_events_appended_total{store="sqlite"} 0');
  });

  it("includes Node's process metrics unless told not to", async () => {
    expect(await new TidemarkMetrics({ store: 'postgres' }).metrics()).toContain(
      'process_cpu_seconds_total',
    );
    expect(await new TidemarkMetrics(options).metrics()).not.toContain('process_cpu_seconds_total');
  });
});
