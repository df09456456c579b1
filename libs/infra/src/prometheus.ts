// `@tidemark/infra/prometheus`: Prometheus metrics of the store, the listeners and the sagas
// (peers: prom-client and those of `/nestjs`).
export { TidemarkMetrics, type TidemarkMetricsOptions } from './metrics/tidemark-metrics';
export { registerListenerMetrics, registerSagaMetrics } from './metrics/runner-metrics';
export {
  TidemarkPrometheusModule,
  type TidemarkPrometheusOptions,
} from './metrics/tidemark-prometheus.module';
