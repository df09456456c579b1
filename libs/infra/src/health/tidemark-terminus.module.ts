import { Controller, Get, Inject, Module, type DynamicModule, type Type } from '@nestjs/common';
import {
  HealthCheck,
  HealthCheckService,
  TerminusModule,
  type HealthCheckResult,
  type TerminusModuleOptions,
} from '@nestjs/terminus';
import {
  TIDEMARK_HEALTH_OPTIONS,
  TidemarkHealthIndicator,
  type TidemarkChecks,
  type TidemarkHealthOptions,
} from './tidemark-health-indicator';

export interface TidemarkTerminusOptions extends TidemarkHealthOptions, TidemarkChecks {
  /**
   * Serves `TidemarkHealthIndicator.checks()` at this path (`'health'` → `GET /health`: 200, or
   * 503 naming what is down). Unset: no endpoint; call the indicator from a controller of yours
   * (beside checks of your own).
   */
  readonly path?: string;
  /** Terminus' own options. Default `{ logger: false }`: a failing check is the answer, not a log. */
  readonly terminus?: TerminusModuleOptions;
}

/** A controller class per path: Nest reads the path from the class' decorator. */
function healthController(path: string, checks: TidemarkChecks): Type {
  @Controller(path)
  class TidemarkHealthController {
    constructor(
      @Inject(HealthCheckService) private readonly health: HealthCheckService,
      @Inject(TidemarkHealthIndicator) private readonly tidemark: TidemarkHealthIndicator,
    ) {}

    @Get()
    @HealthCheck()
    check(): Promise<HealthCheckResult> {
      return this.health.check(this.tidemark.checks(checks));
    }
  }
  return TidemarkHealthController;
}

/**
 * Import it in the module of your health controller (beside the global `TidemarkModule`): it
 * gives {@link TidemarkHealthIndicator} and Terminus' `HealthCheckService`, and with `path`
 * serves the checks itself.
 */
@Module({})
export class TidemarkTerminusModule {
  static forRoot(options: TidemarkTerminusOptions = {}): DynamicModule {
    const { terminus = { logger: false }, path, forwarder, ...health } = options;
    return {
      module: TidemarkTerminusModule,
      imports: [TerminusModule.forRoot(terminus)],
      providers: [{ provide: TIDEMARK_HEALTH_OPTIONS, useValue: health }, TidemarkHealthIndicator],
      controllers: path === undefined ? [] : [healthController(path, { forwarder })],
      exports: [TerminusModule, TidemarkHealthIndicator],
    };
  }
}
