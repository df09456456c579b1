import { collectDefaultMetrics, Counter, Registry } from 'prom-client';
import type { AppendObservation } from '../event-store/observed-event-store';
import type { StoreKind } from '../storage/storage.port';

export interface TidemarkMetricsOptions {
  /** The `store` label of the append counters. */
  readonly store: StoreKind;
  /** Where the metrics are registered. Default: a registry of this instance's own. */
  readonly registry?: Registry;
  /** Node's default process metrics (`process_cpu_seconds_total`…) in the registry. Default true. */
  readonly defaultMetrics?: boolean;
}

/**
 * An app's Prometheus registry (by default never the global one, so that several apps in one
 * process do not clash) and the append counters, counted as appends happen. The metrics read
 * at scrape time (listeners, sagas) are registered by `registerRunnerMetrics`.
 */
export class TidemarkMetrics {
  readonly registry: Registry;
  readonly appends: Counter<'store' | 'outcome'>;
  readonly eventsAppended: Counter<'store'>;
  readonly appendConflicts: Counter<'store'>;
  private readonly store: StoreKind;

  constructor(options: TidemarkMetricsOptions) {
    this.store = options.store;
    this.registry = options.registry ?? new Registry();
    const registers = [this.registry];
    if (options.defaultMetrics ?? true) collectDefaultMetrics({ register: this.registry });
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
    // Present at 0 from the start: a rate over a counter that appears late misses its first value.
    const store = this.store;
    for (const outcome of ['written', 'deduplicated'] as const)
      this.appends.inc({ store, outcome }, 0);
    this.eventsAppended.inc({ store }, 0);
    this.appendConflicts.inc({ store }, 0);
  }

  /** The event store's append observer. */
  readonly observeAppend = (observation: AppendObservation): void => {
    const store = this.store;
    if (observation.outcome === 'conflict') {
      this.appendConflicts.inc({ store });
      return;
    }
    this.appends.inc({ store, outcome: observation.outcome });
    if (observation.outcome === 'written') this.eventsAppended.inc({ store }, observation.events);
  };

  /** The registry in the Prometheus text format. */
  metrics(): Promise<string> {
    return this.registry.metrics();
  }

  get contentType(): string {
    return this.registry.contentType;
  }
}
