import { Counter, Gauge, type Registry } from 'prom-client';
import type { ListenerInfo } from '../projections/listener-admin';
import type { WorkerCounters } from '../sagas/saga-worker';

/**
 * The listeners' gauges (`tidemark_projection_lag`, `…_checkpoint`, `…_failed`, `…_failing`,
 * labelled `listener`), read at scrape time from what the admin list says of each listener.
 * `list` answers none when the store does not: the scrape still serves the other metrics.
 */
export function registerListenerMetrics(
  registry: Registry,
  list: () => Promise<readonly ListenerInfo[]>,
): void {
  const registers = [registry];
  const listenerGauge = (name: string, help: string, value: (info: ListenerInfo) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ['listener'],
      registers,
      async collect() {
        const listeners = await list();
        this.reset();
        for (const info of listeners) this.set({ listener: info.name }, value(info));
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
}

/** The saga worker's counters (this instance's), read at scrape time. */
export function registerSagaMetrics(registry: Registry, counters: WorkerCounters): void {
  const registers = [registry];
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
}
