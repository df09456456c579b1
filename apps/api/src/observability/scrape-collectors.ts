import { Injectable, Logger } from '@nestjs/common';
import { Counter, Gauge } from 'prom-client';
import { ProjectionRunner, SagaWorker, type ListenerInfo } from '@tidemark/infra';
import { DedupCounters } from '../dedup/dedup-counters';
import { AppMetrics } from './app-metrics';

/**
 * The metrics read at scrape time from what already counts: the projection runner's
 * listeners, the saga worker's counters and the ingest's dedup decisions.
 */
@Injectable()
export class ScrapeCollectors {
  private readonly logger = new Logger('Metrics');

  constructor(
    metrics: AppMetrics,
    private readonly runner: ProjectionRunner,
    worker: SagaWorker,
    dedup: DedupCounters,
  ) {
    const registers = [metrics.registry];
    const listeners = (): Promise<ListenerInfo[]> => this.listeners();
    // One gauge per listener of what the admin list says of it, read at scrape time.
    const listenerGauge = (name: string, help: string, value: (info: ListenerInfo) => number) =>
      new Gauge({
        name,
        help,
        labelNames: ['listener'],
        registers,
        async collect() {
          const list = await listeners();
          this.reset();
          for (const info of list) this.set({ listener: info.name }, value(info));
        },
      });
    listenerGauge(
      'tidemark_projection_lag',
      'Events between the head of the global log and the listener checkpoint.',
      (info) => Number(info.lag),
    );
    listenerGauge(
      'tidemark_projection_checkpoint',
      'Global position of the last event the listener fully handled.',
      (info) => Number(info.checkpoint),
    );
    listenerGauge(
      'tidemark_projection_failed',
      '1 when the listener stopped on an error (status failed), else 0.',
      (info) => (info.status === 'failed' ? 1 : 0),
    );
    listenerGauge(
      'tidemark_projection_failing',
      '1 while the listener runs but its turns fail and are retried (status failing), else 0.',
      (info) => (info.status === 'failing' ? 1 : 0),
    );
    const sagaCounter = (name: string, help: string, read: () => number): void => {
      new Counter({
        name,
        help,
        registers,
        collect() {
          this.reset();
          this.inc(read());
        },
      });
    };
    const { counters } = worker;
    sagaCounter(
      'tidemark_saga_attempts_total',
      'Saga step attempts this instance finished (succeeded, to be retried or dead-lettered).',
      () => counters.succeeded + counters.retried + counters.deadLettered,
    );
    sagaCounter(
      'tidemark_saga_retries_total',
      'Saga step attempts that failed and were scheduled again.',
      () => counters.retried,
    );
    sagaCounter(
      'tidemark_saga_dead_letters_total',
      'Saga work items moved to the dead-letter store.',
      () => counters.deadLettered,
    );
    new Counter({
      name: 'tidemark_dedup_decisions_total',
      help: 'Outcomes of POST /ingest/:source per source: Accept, Replace, Drop, Limited, InFlight, Rejected.',
      labelNames: ['source', 'decision'],
      registers,
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

  /** None when the store does not answer: the scrape still serves the other metrics. */
  private async listeners(): Promise<ListenerInfo[]> {
    try {
      return await this.runner.list();
    } catch (error) {
      this.logger.warn(
        `projection metrics unavailable: ${error instanceof Error ? error.message : String(error)}`,
      );
      return [];
    }
  }
}
