import {
  Controller,
  Get,
  Header,
  Inject,
  Logger,
  Module,
  type DynamicModule,
  type Type,
} from '@nestjs/common';
import { prometheusContentType, type Registry } from 'prom-client';
import { AppendObservers } from '../nest/append-observers';
import { TIDEMARK_STORAGE } from '../nest/options';
import type { ListenerInfo } from '../projections/listener-admin';
import { ListenerRunner } from '../projections/listener-runner';
import { SagaWorker } from '../sagas/saga-worker';
import type { Storage } from '../storage/storage.port';
import { registerListenerMetrics, registerSagaMetrics } from './runner-metrics';
import { TidemarkMetrics } from './tidemark-metrics';

export interface TidemarkPrometheusOptions {
  /**
   * Serves the registry at this path (`'metrics'` → `GET /metrics`). Unset: no endpoint; serve
   * `TidemarkMetrics.metrics()` from a controller of your own (behind your guards, say).
   */
  readonly path?: string;
  /** Registers the metrics there. Default: a registry of the app's own (inject `TidemarkMetrics`). */
  readonly registry?: Registry;
  /** Node's default process metrics. Default true. */
  readonly defaultMetrics?: boolean;
}

const messageOf = (error: unknown): string =>
  error instanceof Error ? error.message : String(error);

/** A controller class per path: Nest reads the path from the class' decorator. */
function metricsController(path: string): Type {
  @Controller(path)
  class TidemarkMetricsController {
    constructor(@Inject(TidemarkMetrics) private readonly metrics: TidemarkMetrics) {}

    @Get()
    @Header('Content-Type', prometheusContentType)
    @Header('Cache-Control', 'no-store')
    scrape(): Promise<string> {
      return this.metrics.metrics();
    }
  }
  return TidemarkMetricsController;
}

/**
 * Prometheus metrics of what `TidemarkModule` runs, in a few lines: the append counters (fed by
 * the module's stores), the listeners' lag, checkpoint and state, and the saga worker's counters.
 * Global: any module injects `TidemarkMetrics` to add its own metrics to the same registry.
 */
@Module({})
export class TidemarkPrometheusModule {
  static forRoot(options: TidemarkPrometheusOptions = {}): DynamicModule {
    return {
      module: TidemarkPrometheusModule,
      global: true,
      providers: [
        {
          provide: TidemarkMetrics,
          inject: [
            TIDEMARK_STORAGE,
            AppendObservers,
            // Absent with `TidemarkModule.forRoot({ runners: false })`.
            { token: ListenerRunner, optional: true },
            { token: SagaWorker, optional: true },
          ],
          useFactory: (
            storage: Storage,
            observers: AppendObservers,
            runner: ListenerRunner | undefined,
            worker: SagaWorker | undefined,
          ) => {
            const metrics = new TidemarkMetrics({
              store: storage.kind,
              registry: options.registry,
              defaultMetrics: options.defaultMetrics,
            });
            observers.add(metrics.observeAppend);
            if (runner) registerListenerMetrics(metrics.registry, listenersOf(runner));
            if (worker) registerSagaMetrics(metrics.registry, worker.counters);
            return metrics;
          },
        },
      ],
      controllers: options.path === undefined ? [] : [metricsController(options.path)],
      exports: [TidemarkMetrics],
    };
  }
}

/** The runner's listeners; none (and a warning) when the store does not answer. */
function listenersOf(runner: ListenerRunner): () => Promise<readonly ListenerInfo[]> {
  const logger = new Logger('TidemarkMetrics');
  return async () => {
    try {
      return await runner.list();
    } catch (error) {
      logger.warn(`projection metrics unavailable: ${messageOf(error)}`);
      return [];
    }
  };
}
