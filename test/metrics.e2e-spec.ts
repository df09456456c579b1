import { append, call, newEvent, unique } from './support/http';
import { clientPayment, Ingest } from './support/ingest';
import { newOrder, Shop } from './support/shop';
import { storeTargetKinds, type StoreTargetKind } from './support/store-targets';
import { appPerSuite } from './support/suite';

jest.setTimeout(120_000);

interface Sample {
  readonly name: string;
  readonly labels: Record<string, string>;
  readonly value: number;
}

/** The samples of a Prometheus text exposition (enough of the format for our metrics). */
function parse(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match) continue;
    const labels: Record<string, string> = {};
    for (const [, key, value] of (match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)) {
      labels[key] = value;
    }
    samples.push({ name: match[1], labels, value: Number(match[3]) });
  }
  return samples;
}

/** The sum of the samples named `name` whose labels include `labels` (0 when none). */
function valueOf(samples: Sample[], name: string, labels: Record<string, string> = {}): number {
  return samples
    .filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v))
    .reduce((sum, s) => sum + s.value, 0);
}

async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function describeMetrics(target: StoreTargetKind): void {
  describe(`GET /metrics and GET /ready (${target.kind})`, () => {
    const suite = appPerSuite(target);
    const shop = new Shop(() => suite.app.url);
    const ingest = new Ingest(() => suite.app.url);

    async function scrape(): Promise<Sample[]> {
      const response = await fetch(`${suite.app.url}/metrics`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
      return parse(await response.text());
    }

    it('counts appends, conflicts, dedup decisions and saga attempts by their exact deltas', async () => {
      const store = target.kind;
      const before = await scrape();

      const streamId = unique('metrics-');
      const event = newEvent();
      expect((await append(suite.app.url, streamId, [event], 'no_stream')).status).toBe(201);
      expect((await append(suite.app.url, streamId, [event], 'no_stream')).status).toBe(200);
      expect((await append(suite.app.url, streamId, [newEvent()], 0)).status).toBe(409);

      const paidOrder = await shop.placed(newOrder());
      const paid = await shop.pay(paidOrder, { paymentReference: 'psp-1', amountCents: 1500 });
      expect(paid.status).toBe(200);
      const ingestedOrder = await shop.placed(newOrder());
      const fact = await ingest.post(
        'client',
        clientPayment(ingestedOrder, new Date().toISOString(), unique('r-')),
      );
      expect(fact.status).toBe(201);
      expect(fact.body.decision).toBe('Accept');

      // Two paid orders: grantPoints and sendConfirmation each, run by the saga worker.
      const after = await eventually(scrape, (s) => {
        const attempts = valueOf(s, 'tidemark_saga_attempts_total');
        const lags = s.filter((x) => x.name === 'tidemark_projection_lag');
        return (
          attempts - valueOf(before, 'tidemark_saga_attempts_total') >= 4 &&
          lags.length > 0 &&
          lags.every((x) => x.value === 0)
        );
      });
      const delta = (name: string, labels: Record<string, string> = {}) =>
        valueOf(after, name, labels) - valueOf(before, name, labels);

      // Written: the generic append, two placements, a payment, the ingested payment.
      expect(delta('tidemark_appends_total', { store, outcome: 'written' })).toBe(5);
      expect(delta('tidemark_appends_total', { store, outcome: 'deduplicated' })).toBe(1);
      expect(delta('tidemark_events_appended_total', { store })).toBe(5);
      expect(delta('tidemark_append_conflicts_total', { store })).toBe(1);
      expect(
        delta('tidemark_dedup_decisions_total', { source: 'client', decision: 'Accept' }),
      ).toBe(1);
      expect(delta('tidemark_dedup_decisions_total')).toBe(1);
      expect(delta('tidemark_saga_attempts_total')).toBe(4);
      expect(delta('tidemark_saga_retries_total')).toBe(0);
      expect(delta('tidemark_saga_dead_letters_total')).toBe(0);

      const lags = after.filter((s) => s.name === 'tidemark_projection_lag');
      expect(lags.map((s) => s.labels.listener).sort()).toEqual(
        ['customer_summary', 'order_list', 'order_sources', 'shop'].sort(),
      );
      expect(lags.every((s) => s.value === 0)).toBe(true);
      const head = valueOf(after, 'tidemark_projection_checkpoint', { listener: 'order_list' });
      expect(head).toBeGreaterThan(0);
      expect(valueOf(after, 'tidemark_projection_failed')).toBe(0);
    });

    it('times requests by route pattern, errors included, never by raw URL', async () => {
      const streamId = unique('timed-');
      await append(suite.app.url, streamId, [newEvent()], 'no_stream');
      await append(suite.app.url, streamId, [newEvent()], 7);
      await call(suite.app.url, 'GET', `/no-such-route/${streamId}`);
      const samples = await scrape();
      const count = (labels: Record<string, string>) =>
        valueOf(samples, 'tidemark_http_request_duration_seconds_count', labels);
      const route = '/streams/:streamId/events';
      expect(count({ method: 'POST', route, status: '201' })).toBeGreaterThanOrEqual(1);
      expect(count({ method: 'POST', route, status: '409' })).toBeGreaterThanOrEqual(1);
      expect(count({ method: 'GET', route: 'unmatched', status: '404' })).toBeGreaterThanOrEqual(1);
      const routes = samples
        .filter((s) => s.name === 'tidemark_http_request_duration_seconds_count')
        .map((s) => s.labels.route);
      expect(routes.some((r) => r.includes(streamId))).toBe(false);
      expect(
        valueOf(samples, 'tidemark_http_request_duration_seconds_bucket', {
          method: 'POST',
          route,
          status: '201',
          le: '+Inf',
        }),
      ).toBe(count({ method: 'POST', route, status: '201' }));
    });

    it('answers GET /ready 200 naming its checks, and keeps GET /health as it was', async () => {
      const ready = await call<{
        status: string;
        details: Record<string, { status: string }>;
      }>(suite.app.url, 'GET', '/ready');
      expect(ready.status).toBe(200);
      expect(ready.body.status).toBe('ok');
      expect(ready.body.details).toMatchObject({
        store: { status: 'up' },
        projections: { status: 'up' },
      });
      const health = await call(suite.app.url, 'GET', '/health');
      expect(health).toMatchObject({ status: 200, body: { status: 'ok', store: target.kind } });
    });

    // The 503 naming a failed projection (a read model's table broken from outside, on
    // PostgreSQL), its tidemark_projection_failed gauge, and the 503 of an unreachable store
    // are in readiness.e2e-spec.ts.
  });
}

for (const target of storeTargetKinds('metrics e2e')) {
  if (target.enabled) describeMetrics(target);
  else it.skip(`metrics (${target.kind}): PostgreSQL not reachable`, () => undefined);
}
