import {
  Inject,
  Injectable,
  Logger,
  Optional,
  type BeforeApplicationShutdown,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { IDEMPOTENCY_STORE, type IdempotencyStore } from '../../idempotency/idempotency-store.port';
import { systemClock, type Clock } from '../../support/ids';
import { DEFAULT_IDEMPOTENCY, TIDEMARK_HTTP_OPTIONS, type TidemarkHttpOptions } from './options';

const MAX_INTERVAL_MS = 10 * 60_000;

/** Deletes expired idempotency keys every min(retention, 10 minutes) while the app runs. */
@Injectable()
export class IdempotencyPurger implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('IdempotencyPurger');
  private readonly clock: Clock;
  readonly intervalMs: number;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;

  constructor(
    @Inject(IDEMPOTENCY_STORE) private readonly store: IdempotencyStore,
    @Optional() @Inject(TIDEMARK_HTTP_OPTIONS) options: TidemarkHttpOptions = {},
  ) {
    this.clock = options.clock ?? systemClock;
    const retentionMs = options.idempotency?.retentionMs ?? DEFAULT_IDEMPOTENCY.retentionMs;
    this.intervalMs = Math.min(retentionMs, MAX_INTERVAL_MS);
  }

  onApplicationBootstrap(): void {
    // unref: the timer alone never keeps the process alive.
    this.timer = setInterval(() => void this.purge(), this.intervalMs).unref();
  }

  /** Before the store closes (on `onApplicationShutdown`): no purge may run into a closed store. */
  async beforeApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }

  /** Deletes the keys expired by the clock's now; returns how many. A failure is logged. */
  purge(): Promise<number> {
    this.running ??= this.store
      .purgeExpired(this.clock())
      .catch((error: unknown) => {
        this.logger.warn(`purge failed: ${error instanceof Error ? error.message : String(error)}`);
        return 0;
      })
      .finally(() => (this.running = undefined));
    return this.running;
  }
}
