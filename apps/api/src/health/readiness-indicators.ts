import { Inject, Injectable } from '@nestjs/common';
import { HealthIndicatorService, type HealthIndicatorResult } from '@nestjs/terminus';
import {
  ProjectionRunner,
  SEEN_KEY_STORE,
  type ListenerInfo,
  type SeenKeyStore,
  type Storage,
} from '@tidemark/infra';
import { TIDEMARK_STORAGE } from '@tidemark/infra/nestjs';
import { BoundedProbe } from './bounded-probe';

const messageOf = (error: unknown): string =>
  error instanceof Error ? error.message : String(error);

/** The checks of `GET /ready`, each named by its key, each answering within a second. */
@Injectable()
export class ReadinessIndicators {
  private readonly store: BoundedProbe<bigint>;
  private readonly listeners: BoundedProbe<readonly ListenerInfo[]>;
  private readonly dedup: BoundedProbe<void>;

  constructor(
    @Inject(TIDEMARK_STORAGE) storage: Storage,
    runner: ProjectionRunner,
    @Inject(SEEN_KEY_STORE) private readonly seenKeys: SeenKeyStore,
    private readonly indicators: HealthIndicatorService,
  ) {
    this.store = new BoundedProbe(async () => {
      const head = await storage.events.headPosition();
      await storage.writable();
      return head;
    });
    this.listeners = new BoundedProbe(() => runner.list());
    this.dedup = new BoundedProbe(() => seenKeys.ping());
  }

  /** `store`: up when the store answers a cheap query (its head position) and can be written. */
  async storeAnswers(): Promise<HealthIndicatorResult<'store'>> {
    const check = this.indicators.check('store');
    try {
      const head = await this.store.run();
      return check.up({ headPosition: head.toString() });
    } catch (error) {
      return check.down({ message: messageOf(error) });
    }
  }

  /** `projections`: down when a listener stopped on an error (status `failed`), naming it. */
  async noProjectionFailed(): Promise<HealthIndicatorResult<'projections'>> {
    const check = this.indicators.check('projections');
    try {
      const listeners = await this.listeners.run();
      const failed = listeners
        .filter((listener) => listener.status === 'failed')
        .map((listener) => ({ name: listener.name, lastError: listener.lastError }));
      return failed.length > 0 ? check.down({ failed }) : check.up({ listeners: listeners.length });
    } catch (error) {
      return check.down({ message: messageOf(error) });
    }
  }

  /**
   * `forwarding` (with `FORWARD_READY_CHECK=true`): down while the forwarder `name` fails
   * (status `failing` or `failed`), with its error; as every instance's admin list shows it.
   */
  async forwarderRuns(name: string): Promise<HealthIndicatorResult<'forwarding'>> {
    const check = this.indicators.check('forwarding');
    try {
      const forwarder = (await this.listeners.run()).find((listener) => listener.name === name);
      if (forwarder === undefined) return check.down({ listener: name, message: 'not registered' });
      const { status, lastError } = forwarder;
      return status === 'failing' || status === 'failed'
        ? check.down({ listener: name, state: status, lastError })
        : check.up({ listener: name, state: status });
    } catch (error) {
      return check.down({ listener: name, message: messageOf(error) });
    }
  }

  /** `dedupStore`: up when the seen-key store of `DEDUP_STORE` answers (Redis: a PING). */
  async dedupStoreAnswers(): Promise<HealthIndicatorResult<'dedupStore'>> {
    const check = this.indicators.check('dedupStore');
    try {
      await this.dedup.run();
      return check.up({ kind: this.seenKeys.kind });
    } catch (error) {
      return check.down({ kind: this.seenKeys.kind, message: messageOf(error) });
    }
  }
}
