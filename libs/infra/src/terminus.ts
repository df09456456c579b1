// `@tidemark/infra/terminus`: health checks of the store, the listeners and the forwarder for
// @nestjs/terminus (peers: @nestjs/terminus and those of `/nestjs`).
export {
  TIDEMARK_HEALTH_OPTIONS,
  TidemarkHealthIndicator,
  type TidemarkChecks,
  type TidemarkHealthOptions,
} from './health/tidemark-health-indicator';
export {
  TidemarkTerminusModule,
  type TidemarkTerminusOptions,
} from './health/tidemark-terminus.module';
export { BoundedProbe, ProbeTimedOut, PROBE_TIMEOUT_MS } from './health/bounded-probe';
