import {
  readAuthOptions,
  readCorsOptions,
  readRateLimitOptions,
  type AuthOptions,
  type CorsOptions,
  type RateLimitOptions,
} from './config/auth.config';
import type { Env, Read } from './config/env';
import { readEsdbGrpcOptions, type EsdbGrpcOptions } from './config/esdb-grpc.config';
import { readForwardingOptions, type ForwardingOptions } from './config/forwarding.config';
import { readGraphQLOptions, type GraphQLOptions } from './config/graphql.config';
import { readHttpOptions, type HttpOptions } from './config/http.config';
import { readIdempotencyOptions, type IdempotencyOptions } from './config/idempotency.config';
import { readDedupOptions, type DedupOptions, type DedupVocabulary } from './config/dedup.config';
import { readObservabilityOptions, type ObservabilityOptions } from './config/observability.config';
import { readProjectionsOptions, type ProjectionsOptions } from './config/projections.config';
import { readSagasOptions, type SagasOptions } from './config/sagas.config';
import {
  readNotificationLimitsOptions,
  readShopOptions,
  type NotificationLimitsOptions,
  type ShopOptions,
} from './config/shop.config';
import { readStoreOptions, type StoreOptions } from './config/store.config';

export type { AuthOptions, CorsOptions, RateLimitOptions } from './config/auth.config';
export type { Env } from './config/env';
export type { EsdbGrpcOptions } from './config/esdb-grpc.config';
export {
  MIN_DEFAULT_BATCH_MS,
  type ForwardingOptions,
  type NatsCredentials,
} from './config/forwarding.config';
export type { GraphQLOptions } from './config/graphql.config';
export type { HttpOptions } from './config/http.config';
export type { IdempotencyOptions } from './config/idempotency.config';
export type { DedupOptions, DedupStoreOptions, DedupVocabulary } from './config/dedup.config';
export {
  LOG_LEVELS,
  type LogLevel,
  type ObservabilityOptions,
} from './config/observability.config';
export type { ProjectionsOptions } from './config/projections.config';
export type { SagasOptions } from './config/sagas.config';
export type { NotificationLimitsOptions, ShopOptions } from './config/shop.config';
export type { StoreKind, StoreOptions } from './config/store.config';

/**
 * The app's configuration, read from the environment once at boot (libraries never read it),
 * one group of options per concern. A class so that Nest injects it by type.
 */
export class AppConfig {
  readonly http: HttpOptions;
  readonly idempotency: IdempotencyOptions;
  readonly projections: ProjectionsOptions;
  readonly sagas: SagasOptions;
  readonly shop: ShopOptions;
  readonly dedup: DedupOptions;
  readonly notificationLimits: NotificationLimitsOptions;
  readonly auth: AuthOptions;
  readonly rateLimit: RateLimitOptions;
  readonly cors: CorsOptions;
  readonly graphql: GraphQLOptions;
  readonly observability: ObservabilityOptions;
  readonly store: StoreOptions;
  readonly esdbGrpc: EsdbGrpcOptions;
  readonly forwarding: ForwardingOptions;

  constructor(options: AppConfig) {
    this.http = options.http;
    this.idempotency = options.idempotency;
    this.projections = options.projections;
    this.sagas = options.sagas;
    this.shop = options.shop;
    this.dedup = options.dedup;
    this.notificationLimits = options.notificationLimits;
    this.auth = options.auth;
    this.rateLimit = options.rateLimit;
    this.cors = options.cors;
    this.graphql = options.graphql;
    this.observability = options.observability;
    this.store = options.store;
    this.esdbGrpc = options.esdbGrpc;
    this.forwarding = options.forwarding;
  }
}

export class ConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/**
 * Reads and checks the whole configuration, listing every problem at once. `dedupVocabulary`:
 * the sources and fact types the dedup settings may name (the shop's, from the composition root);
 * `listenerNames`: the app's listeners (`FORWARD_NAME` must not take one's name).
 */
export function loadConfig(
  env: Env,
  dedupVocabulary: DedupVocabulary,
  listenerNames: readonly string[] = [],
): AppConfig {
  const problems: string[] = [];
  const take = <T>(read: Read<T>): T => {
    problems.push(...read.problems);
    return read.value;
  };
  // Read in the order the problems have always been listed in.
  const http = take(readHttpOptions(env));
  const idempotency = take(readIdempotencyOptions(env));
  const projections = take(readProjectionsOptions(env));
  const sagas = take(readSagasOptions(env));
  const shop = take(readShopOptions(env));
  const dedup = take(readDedupOptions(env, shop.timeZone, dedupVocabulary));
  const notificationLimits = take(readNotificationLimitsOptions(env, shop.timeZone));
  const auth = take(readAuthOptions(env));
  const rateLimit = take(readRateLimitOptions(env));
  const cors = take(readCorsOptions(env));
  const graphql = take(readGraphQLOptions(env));
  const observability = take(readObservabilityOptions(env));
  const store = take(readStoreOptions(env));
  const esdbGrpc = take(readEsdbGrpcOptions(env, store.kind, http.host));
  const forwarding = take(readForwardingOptions(env, listenerNames));
  if (problems.length > 0) throw new ConfigError(problems);
  return new AppConfig({
    http,
    idempotency,
    projections,
    sagas,
    shop,
    dedup,
    notificationLimits,
    auth,
    rateLimit,
    cors,
    graphql,
    observability,
    store,
    esdbGrpc,
    forwarding,
  });
}
