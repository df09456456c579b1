import type { HttpAdapterHost } from '@nestjs/core';
import { TidemarkMetrics } from '@tidemark/infra/prometheus';
import { HttpTiming } from './http-timing';

describe('HttpTiming', () => {
  it('labels an unmatched request with a fixed route, never its URL', async () => {
    const metrics = new TidemarkMetrics({ store: 'sqlite', defaultMetrics: false });
    const timing = new HttpTiming({} as HttpAdapterHost, metrics);
    timing.observeRequest('GET', undefined, 404, 0.002);
    expect(await metrics.metrics()).toContain(
      'tidemark_http_request_duration_seconds_count{method="GET",route="unmatched",status="404"} 1',
    );
  });
});
