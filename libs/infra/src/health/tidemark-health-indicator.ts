import { Inject, Injectable, Optional } from '@nestjs/common';
import {
  HealthIndicatorService,
  type HealthIndicatorFunction,
  type HealthIndicatorResult,
} from '@nestjs/terminus';
import { TIDEMARK_STORAGE } from '../nest/options';
import type { ListenerInfo } from '../projections/listener-admin';
import { ListenerRunner } from '../projections/listener-runner';
import type { Storage } from '../storage/storage.port';
import { BoundedProbe, PROBE_TIMEOUT_MS } from './bounded-probe';

export interface TidemarkHealthOptions {
  /** How long each check waits for the store's answer. Default 800 ms: a probe answers within a second. */
  readonly timeoutMs?: number;
}

export const TIDEMARK_HEALTH_OPTIONS = Symbol('tidemark.HealthOptions');

/** What {@link TidemarkHealthIndicator.checks} runs. */
export interface TidemarkChecks {
  /**
   * The forwarder's listener name: adds the `forwarding` check. Unset, no forwarding check
   * (the forwarder is not part of TidemarkModule: the app registers it with the runner).
   */
  readonly forwarder?: string;
}

const messageOf = (error: unknown): string =>
  error instanceof Error ? error.message : String(error);

/**
 * Terminus checks of what TidemarkModule runs, each under its own key, each answering within
 * its timeout whatever the database does: a check still running when the next probe comes is
 * shared, not repeated, so a frozen database is not sent one more query per probe.
 */
@Injectable()
export class TidemarkHealthIndicator {
  private readonly store: BoundedProbe<bigint>;
  private readonly listeners: BoundedProbe<readonly ListenerInfo[]> | undefined;

  constructor(
    @Inject(TIDEMARK_STORAGE) storage: Storage,
    private readonly indicators: HealthIndicatorService,
    @Optional() @Inject(TIDEMARK_HEALTH_OPTIONS) options?: TidemarkHealthOptions,
    // Absent with `TidemarkModule.forRoot({ runners: false })`.
    @Optional() runner?: ListenerRunner,
  ) {
    const timeoutMs = options?.timeoutMs ?? PROBE_TIMEOUT_MS;
    this.store = new BoundedProbe(async () => {
      const head = await storage.events.headPosition();
      await storage.writable();
      return head;
    }, timeoutMs);
    this.listeners = runner && new BoundedProbe(() => runner.list(), timeoutMs);
  }

  /**
   * The checks for `HealthCheckService.check(…)`: the store, the listeners (when the module
   * runs them) and, when named, the forwarder.
   */
  checks(options: TidemarkChecks = {}): HealthIndicatorFunction[] {
    const { forwarder } = options;
    return [
      () => this.storeAnswers(),
      ...(this.listeners ? [() => this.noProjectionFailed()] : []),
      ...(forwarder === undefined ? [] : [() => this.forwarderRuns(forwarder)]),
    ];
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

  /**
   * `projections`: down when a listener of the runner (projection, saga reactor, forwarder)
   * stopped on an error (status `failed`), naming it. A listener that is `failing` (retried
   * with back-off) or paused is up: it recovers, or an admin paused it on purpose.
   */
  async noProjectionFailed(): Promise<HealthIndicatorResult<'projections'>> {
    const check = this.indicators.check('projections');
    try {
      const listeners = await this.listRunners();
      const failed = listeners
        .filter((listener) => listener.status === 'failed')
        .map((listener) => ({ name: listener.name, lastError: listener.lastError }));
      return failed.length > 0 ? check.down({ failed }) : check.up({ listeners: listeners.length });
    } catch (error) {
      return check.down({ message: messageOf(error) });
    }
  }

  /**
   * `forwarding`: down while the forwarder's listener `name` fails (status `failing` or
   * `failed`), with its error, as every instance's admin list shows it; down when not registered.
   */
  async forwarderRuns(name: string): Promise<HealthIndicatorResult<'forwarding'>> {
    const check = this.indicators.check('forwarding');
    try {
      const forwarder = (await this.listRunners()).find((listener) => listener.name === name);
      if (forwarder === undefined) return check.down({ listener: name, message: 'not registered' });
      const { status, lastError } = forwarder;
      return status === 'failing' || status === 'failed'
        ? check.down({ listener: name, state: status, lastError })
        : check.up({ listener: name, state: status });
    } catch (error) {
      return check.down({ listener: name, message: messageOf(error) });
    }
  }

  private async listRunners(): Promise<readonly ListenerInfo[]> {
    if (!this.listeners) throw new Error('no projection runner (TidemarkModule runners: false)');
    return this.listeners.run();
  }
}
