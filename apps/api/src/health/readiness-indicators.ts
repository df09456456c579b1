import { Inject, Injectable } from '@nestjs/common';
import { HealthIndicatorService, type HealthIndicatorResult } from '@nestjs/terminus';
import { EVENT_STORE, ProjectionRunner, type EventStore } from '@tidemark/infra';

const messageOf = (error: unknown): string =>
  error instanceof Error ? error.message : String(error);

/** The checks of `GET /ready`, each named by its key. */
@Injectable()
export class ReadinessIndicators {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly runner: ProjectionRunner,
    private readonly indicators: HealthIndicatorService,
  ) {}

  /** `store`: up when the store answers a cheap query (its head position). */
  async storeAnswers(): Promise<HealthIndicatorResult<'store'>> {
    const check = this.indicators.check('store');
    try {
      const head = await this.store.headPosition();
      return check.up({ headPosition: head.toString() });
    } catch (error) {
      return check.down({ message: messageOf(error) });
    }
  }

  /** `projections`: down when a listener stopped on an error (status `failed`), naming it. */
  async noProjectionFailed(): Promise<HealthIndicatorResult<'projections'>> {
    const check = this.indicators.check('projections');
    try {
      const listeners = await this.runner.list();
      const failed = listeners
        .filter((listener) => listener.status === 'failed')
        .map((listener) => ({ name: listener.name, lastError: listener.lastError }));
      return failed.length > 0 ? check.down({ failed }) : check.up({ listeners: listeners.length });
    } catch (error) {
      return check.down({ message: messageOf(error) });
    }
  }
}
