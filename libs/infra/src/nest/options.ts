import type { InjectionToken, ModuleMetadata, OptionalFactoryDependency } from '@nestjs/common';
import type { ListenerRunnerOptions } from '../projections/listener-runner';
import type { SagaWorkerOptions } from '../sagas/saga-worker';
import type { OpenStorageOptions } from '../storage/storage.port';

/** What the projection runner takes beyond what the module gives it (storage, listeners, clock). */
export type ProjectionOptions = Omit<
  ListenerRunnerOptions,
  'storage' | 'listeners' | 'clock' | 'instanceId'
>;

/** What the saga worker takes beyond what the module gives it (storage, sagas, clock). */
export type SagaOptions = Omit<SagaWorkerOptions, 'storage' | 'sagas' | 'clock' | 'instanceId'>;

export interface TidemarkModuleOptions extends OpenStorageOptions {
  /** `sqlite:./data/tidemark.db`, `sqlite::memory:`, `postgres://…` or `esdb://…`. */
  readonly url: string;
  /** Names this instance in the listeners' leases and the work items' claims. Default `<host>:<pid>:<random>`. */
  readonly instanceId?: string;
  /**
   * The projection runner (projections and the sagas' reactors): `leaseMs`, `batchSize`,
   * `retry`, `onEventFailed`, `onLoopError`… Unset hooks log through Nest's Logger.
   * `takeOverLeasesAtStart` defaults to true on a SQLite state store (one process per file).
   */
  readonly projections?: ProjectionOptions;
  /**
   * The saga worker: `concurrency`, `leaseMs`, `onDeadLetter`, `onRetry`, `onError`… Unset
   * hooks log through Nest's Logger.
   */
  readonly sagas?: SagaOptions;
  /**
   * False: this instance runs no listener and no saga step (e.g. an HTTP-only instance beside
   * workers on the same PostgreSQL); the runner and the worker are still there for admin
   * calls. Default true.
   */
  readonly listeners?: boolean;
}

/** Decided where the module is declared: it decides which providers exist. */
export interface RunnerChoice {
  /**
   * False: the module provides no ListenerRunner and no SagaWorker, for an app that wires
   * its own by hand (two runners would compete for the same listeners' leases); `forFeature`
   * then takes aggregates only. Default true.
   */
  readonly runners?: boolean;
}

export interface TidemarkModuleAsyncOptions extends Pick<ModuleMetadata, 'imports'>, RunnerChoice {
  readonly inject?: Array<InjectionToken | OptionalFactoryDependency>;
  readonly useFactory: (...args: never[]) => TidemarkModuleOptions | Promise<TidemarkModuleOptions>;
}

export const TIDEMARK_STORAGE = Symbol('tidemark.Storage');
export const TIDEMARK_OPTIONS = Symbol('tidemark.Options');
