import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { SEEN_KEY_STORE, type Clock, type SeenKeyStore } from '@tidemark/infra';
import { CLOCK } from '../clock';
import { AppConfig } from '../config';

/** Sweeps expired seen keys now and then, and closes the store on shutdown. */
@Injectable()
export class SeenKeySweeper implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Dedup');
  private timer: NodeJS.Timeout | undefined;
  private sweeping: Promise<void> = Promise.resolve();

  constructor(
    @Inject(SEEN_KEY_STORE) private readonly store: SeenKeyStore,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => {
      this.sweeping = this.store.sweep(this.clock().getTime()).then(
        () => undefined,
        (error: unknown) => this.logger.warn(`sweeping seen keys failed: ${String(error)}`),
      );
    }, this.config.dedup.sweepIntervalMs);
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.sweeping;
    await this.store.close();
  }
}
