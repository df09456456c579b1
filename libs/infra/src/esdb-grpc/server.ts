import { Server, ServerCredentials, type ServerOptions } from '@grpc/grpc-js';
import { ServerFeaturesService } from './protocol/server-features';
import type { EventStore } from '../event-store/event-store.port';
import type { EsdbAuthenticate } from './auth';
import { BatchAppendShutdown, SHUTDOWN_ANSWER_MS } from './batch-append-shutdown';
import { binder, type EsdbServiceBinding } from './call-binding';
import { DEFAULT_ESDB_LIMITS, type EsdbLimits, type EsdbLog } from './call-context';
import { callLimit, type CallCount } from './call-limit';
import { servedMethods, serverFeaturesHandler, type ServedMethod } from './server-features';
import { ReadAhead } from './read-sink';
import { StoreGate } from './store-gate';
import { streamsService } from './streams-service';

export interface EsdbGrpcServerOptions {
  readonly store: EventStore;
  /** Default `0.0.0.0`. */
  readonly host?: string;
  /** 0 picks a free port (see the result's `port`). */
  readonly port: number;
  /** PEM certificate chain and key: the server speaks TLS. */
  readonly tls?: { readonly cert: Buffer; readonly key: Buffer };
  /** Plaintext, only when asked for (`ESDB_GRPC_INSECURE=true`); without `tls` it is required. */
  readonly insecure?: boolean;
  /** Basic credentials → role. Absent: no authentication, everyone is admin. */
  readonly authenticate?: EsdbAuthenticate;
  readonly limits?: Partial<EsdbLimits>;
  /**
   * More services (the PersistentSubscriptions service registers here), listed in
   * ServerFeatures with their methods' features.
   */
  readonly services?: readonly EsdbServiceBinding[];
  readonly log?: EsdbLog;
}

/** What the server is doing now, and what it refused so far for load (see `limits`). */
export interface EsdbServerLoad {
  /** Calls running (subscriptions included). */
  readonly calls: number;
  /** Store operations running, and waiting for a turn. */
  readonly storeRunning: number;
  readonly storeQueued: number;
  /** Calls refused RESOURCE_EXHAUSTED: too many running, or too many waiting for the store. */
  readonly refusedCalls: number;
  readonly refusedQueued: number;
  /** Bytes of events read from the store and not yet taken by the clients' transport. */
  readonly readAheadBytes: number;
}

export interface EsdbGrpcServer {
  readonly port: number;
  /** Calls started so far, by method path (`/event_store.client.streams.Streams/Append` …). */
  calls(): ReadonlyMap<string, number>;
  load(): EsdbServerLoad;
  /** Ends subscriptions and calls, then the listener. Idempotent. */
  close(): Promise<void>;
}

const SILENT: EsdbLog = { info: () => undefined, warn: () => undefined, error: () => undefined };
/** How long close() lets running calls finish before cutting them. */
const SHUTDOWN_GRACE_MS = 2_000;

/** Serves the EventStoreDB gRPC protocol (Streams, ServerFeatures, …) over `store`. */
export async function startEsdbGrpcServer(options: EsdbGrpcServerOptions): Promise<EsdbGrpcServer> {
  const credentials = serverCredentials(options);
  const limits: EsdbLimits = { ...DEFAULT_ESDB_LIMITS, ...options.limits };
  const log = options.log ?? SILENT;
  const closing = new AbortController();
  const calls = new Map<string, number>();
  const gate = new StoreGate(limits);
  const readAhead = new ReadAhead(limits.callReadAheadBytes, limits.readAheadBytes);
  const batchAppends = new BatchAppendShutdown(SHUTDOWN_ANSWER_MS);
  const running: CallCount = { running: 0, refused: 0 };
  const bind = binder({
    calls,
    store: options.store,
    authenticate: options.authenticate,
    limits,
    log,
    closing: closing.signal,
    gate,
    readAhead,
    batchAppends,
  });
  const server = new Server({
    ...serverOptions(limits),
    interceptors: [callLimit(limits.maxCalls, running)],
  });
  const services: EsdbServiceBinding[] = [streamsService, ...(options.services ?? [])];
  const served: ServedMethod[] = [
    ...servedMethods(ServerFeaturesService, { getSupportedMethods: [] }),
    ...services.flatMap((service) => service.served),
  ];
  // Not through the binder: the clients ask for it without credentials (EventStoreDB serves
  // it anonymously too), and it tells only the method names and the version.
  server.addService(ServerFeaturesService, {
    getSupportedMethods: serverFeaturesHandler(served),
  });
  for (const service of services)
    server.addService(service.definition, service.implementation(bind));
  const address = `${options.host ?? '0.0.0.0'}:${options.port}`;
  const port = await new Promise<number>((resolve, reject) =>
    server.bindAsync(address, credentials, (error, bound) =>
      error ? reject(error) : resolve(bound),
    ),
  ).catch((error: unknown) => {
    server.forceShutdown();
    throw error;
  });
  let closed: Promise<void> | undefined;
  return {
    port,
    calls: () => new Map(calls),
    load: () => {
      const store = gate.stats();
      return {
        calls: running.running,
        storeRunning: store.running,
        storeQueued: store.queued,
        refusedCalls: running.refused,
        refusedQueued: store.refused,
        readAheadBytes: readAhead.held,
      };
    },
    close: () => (closed ??= shutDown(server, closing, gate)),
  };
}

function serverCredentials(options: EsdbGrpcServerOptions): ServerCredentials {
  if (options.tls) {
    return ServerCredentials.createSsl(
      null,
      [{ cert_chain: options.tls.cert, private_key: options.tls.key }],
      false,
    );
  }
  if (options.insecure === true) return ServerCredentials.createInsecure();
  throw new Error('the EventStoreDB gRPC server needs TLS (cert and key) or insecure: true');
}

function serverOptions(limits: EsdbLimits): ServerOptions {
  return {
    'grpc.max_receive_message_length': limits.maxMessageBytes,
    'grpc.max_send_message_length': limits.maxMessageBytes,
    // Calls at once per connection (the clients multiplex reads, subscriptions and appends);
    // past it the client holds its calls back (HTTP/2 flow).
    'grpc.max_concurrent_streams': limits.maxCallsPerConnection,
    // A peer that vanished (no FIN) is found by keep-alive pings rather than by a full buffer.
    'grpc.keepalive_time_ms': 30_000,
    'grpc.keepalive_timeout_ms': 10_000,
  };
}

async function shutDown(server: Server, closing: AbortController, gate: StoreGate): Promise<void> {
  closing.abort();
  gate.close();
  await new Promise<void>((resolve) => {
    const force = setTimeout(() => {
      server.forceShutdown();
      resolve();
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    server.tryShutdown(() => {
      clearTimeout(force);
      resolve();
    });
  });
}
