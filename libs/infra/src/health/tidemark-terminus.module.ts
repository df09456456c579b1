import { Module, type DynamicModule } from '@nestjs/common';
import { TerminusModule, type TerminusModuleOptions } from '@nestjs/terminus';
import {
  TIDEMARK_HEALTH_OPTIONS,
  TidemarkHealthIndicator,
  type TidemarkHealthOptions,
} from './tidemark-health-indicator';

export interface TidemarkTerminusOptions extends TidemarkHealthOptions {
  /** Terminus' own options. Default `{ logger: false }`: a failing check is the answer, not a log. */
  readonly terminus?: TerminusModuleOptions;
}

/**
 * Import it in the module of your health controller (beside the global `TidemarkModule`): it
 * gives {@link TidemarkHealthIndicator} and Terminus' `HealthCheckService`.
 */
@Module({})
export class TidemarkTerminusModule {
  static forRoot(options: TidemarkTerminusOptions = {}): DynamicModule {
    const { terminus = { logger: false }, ...health } = options;
    return {
      module: TidemarkTerminusModule,
      imports: [TerminusModule.forRoot(terminus)],
      providers: [{ provide: TIDEMARK_HEALTH_OPTIONS, useValue: health }, TidemarkHealthIndicator],
      exports: [TerminusModule, TidemarkHealthIndicator],
    };
  }
}
