import type { AppConfig } from '../config';
import { AppMetrics } from './app-metrics';

const config = { store: { kind: 'sqlite' } } as AppConfig;

async function valueOf(metrics: AppMetrics, name: string, labels: Record<string, string>) {
  const metric = await metrics.registry.getSingleMetric(name)?.get();
  const sample = metric?.values.find((v) =>
    Object.entries(labels).every(([k, value]) => v.labels[k] === value),
  );
  return sample?.value;
}

describe('AppMetrics', () => {
  it('counts appends by outcome, the events written, and conflicts apart', async () => {
    const metrics = new AppMetrics(config);
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

  it('labels an unmatched request with a fixed route, never its URL', async () => {
    const metrics = new AppMetrics(config);
    metrics.observeRequest('GET', undefined, 404, 0.002);
    expect(await metrics.metrics()).toContain(
      'tidemark_http_request_duration_seconds_count{method="GET",route="unmatched",status="404"} 1',
    );
  });

  it('keeps one registry per instance: two apps in one process do not clash', async () => {
    const one = new AppMetrics(config);
    const two = new AppMetrics(config);
    one.observeAppend({ streamId: 's-1', outcome: 'written', events: 1 });
    expect(await valueOf(two, 'tidemark_events_appended_total', { store: 'sqlite' })).toBe(0);
    expect(await two.metrics()).toContain('tidemark_events_appended_total{store="sqlite"} 0');
  });
});
