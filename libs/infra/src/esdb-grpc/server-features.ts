import type { MethodDefinition, ServiceDefinition, handleUnaryCall } from '@grpc/grpc-js';
import type { Empty } from './protocol/shared';
import { SupportedMethod, SupportedMethods } from './protocol/server-features';

/**
 * The version the server reports. It must be semver (`@kurrent/kurrentdb-client` parses it) and
 * the clients gate features on EventStoreDB versions, so it names the EventStoreDB release whose
 * protocol is served rather than Tidemark's own version.
 */
export const ESDB_SERVER_VERSION = '24.10.0';

/** One served method and its features, as ServerFeatures lists it (`stream`, `all`, …). */
export interface ServedMethod {
  readonly service: string;
  readonly method: string;
  readonly features: readonly string[];
}

/**
 * The served methods of `definition` (its keys: `read`, `batchAppend` …), each with `features`.
 * The names come from the method paths (`/event_store.client.streams.Streams/Read`).
 */
export function servedMethods<S extends ServiceDefinition>(
  definition: S,
  methods: Partial<Record<keyof S & string, readonly string[]>>,
): ServedMethod[] {
  return Object.entries(methods).map(([key, features]) => {
    const path = (definition[key] as MethodDefinition<unknown, unknown>).path;
    const [, service, method] = /^\/([^/]+)\/([^/]+)$/.exec(path) ?? [];
    return { service, method, features: features ?? [] };
  });
}

/** ServerFeatures.GetSupportedMethods: what the clients check before using a method. */
export function serverFeaturesHandler(
  served: readonly ServedMethod[],
): handleUnaryCall<Empty, SupportedMethods> {
  return (_call, callback) => {
    const answer = new SupportedMethods().setEventStoreServerVersion(ESDB_SERVER_VERSION);
    for (const { service, method, features } of served) {
      answer.addMethods(
        new SupportedMethod()
          .setServiceName(service)
          .setMethodName(method)
          .setFeaturesList([...features]),
      );
    }
    callback(null, answer);
  };
}
