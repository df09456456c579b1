import { Injectable } from '@nestjs/common';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';
import type { AppendObservation } from '@tidemark/infra';
import { AppConfig } from '../config';

/** Seconds: from 1 ms to 10 s. */
const HTTP_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * This app instance's Prometheus registry (never the global default one, so that several apps
 * in one process do not clash) and the metrics that are counted as things happen. Those read
 * at scrape time are registered by {@link ScrapeCollectors}.
 */
@Injectable()
export class AppMetrics {
  readonly registry = new Registry();
  readonly appends: Counter<'store' | 'outcome'>;
  readonly eventsAppended: Counter<'store'>;
  readonly appendConflicts: Counter<'store'>;
  readonly httpDuration: Histogram<'method' | 'route' | 'status'>;

  constructor(private readonly config: AppConfig) {
    const registers = [this.registry];
    collectDefaultMetrics({ register: this.registry });
    this.appends = new Counter({
      name: 'tidemark_appends_total',
      help: 'Appends to the event store: written, or recognised as a retry by their event ids.',
      labelNames: ['store', 'outcome'],
      registers,
    });
    this.eventsAppended = new Counter({
      name: 'tidemark_events_appended_total',
      help: 'Events written to the event store (a deduplicated retry writes none).',
      labelNames: ['store'],
      registers,
    });
    this.appendConflicts = new Counter({
      name: 'tidemark_append_conflicts_total',
      help: 'Appends refused with WrongExpectedVersion (an aggregate command counts each conflicting try).',
      labelNames: ['store'],
      registers,
    });
    this.httpDuration = new Histogram({
      name: 'tidemark_http_request_duration_seconds',
      help: 'HTTP request duration by method, route pattern and status.',
      labelNames: ['method', 'route', 'status'],
      buckets: HTTP_BUCKETS,
      registers,
    });
    const store = config.store.kind;
    for (const outcome of ['written', 'deduplicated'] as const)
      this.appends.inc({ store, outcome }, 0);
    this.eventsAppended.inc({ store }, 0);
    this.appendConflicts.inc({ store }, 0);
  }

  /** The event store's append observer. */
  readonly observeAppend = (observation: AppendObservation): void => {
    const store = this.config.store.kind;
    if (observation.outcome === 'conflict') {
      this.appendConflicts.inc({ store });
      return;
    }
    this.appends.inc({ store, outcome: observation.outcome });
    if (observation.outcome === 'written') this.eventsAppended.inc({ store }, observation.events);
  };

  /** One HTTP request; `route` is the pattern it matched (`/streams/:streamId/events`). */
  observeRequest(method: string, route: string | undefined, status: number, seconds: number): void {
    this.httpDuration.observe(
      { method, route: route ?? UNMATCHED_ROUTE, status: String(status) },
      seconds,
    );
  }

  metrics(): Promise<string> {
    return this.registry.metrics();
  }

  get contentType(): string {
    return this.registry.contentType;
  }
}

/** The route label of a request that matched no route (404): never the raw URL. */
export const UNMATCHED_ROUTE = 'unmatched';
