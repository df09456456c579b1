import { Injectable } from '@nestjs/common';
import { Counter } from 'prom-client';
import { TidemarkMetrics } from '@tidemark/infra/prometheus';
import { DedupCounters } from '../dedup/dedup-counters';

/**
 * The demo's metrics read at scrape time: the ingest's dedup decisions. The listeners' and the
 * sagas' come with the package's TidemarkPrometheusModule.
 */
@Injectable()
export class ScrapeCollectors {
  constructor(metrics: TidemarkMetrics, dedup: DedupCounters) {
    new Counter({
      name: 'tidemark_dedup_decisions_total',
      help: 'Outcomes of POST /ingest/:source per source: Accept, Replace, Drop, Limited, InFlight, Rejected.',
      labelNames: ['source', 'decision'],
      registers: [metrics.registry],
      collect() {
        this.reset();
        for (const { source, counts } of dedup.all()) {
          for (const [decision, count] of Object.entries(counts)) {
            this.inc({ source, decision }, count);
          }
        }
      },
    });
  }
}
