import type { EventStore } from '../event-store/event-store.port';
import type { EsdbGrpcServerOptions } from '../esdb-grpc/server';

export interface TestEsdbServer {
  readonly port: number;
  /** `esdb://127.0.0.1:<port>?tls=false`, for `EventStoreDBClient.connectionString`. */
  readonly connectionString: string;
  /** The same with `user:password@` (a Tidemark AUTH_TOKENS token as the password). */
  connectionStringAs(username: string, password: string): string;
  close(): Promise<void>;
}

/**
 * Starts Tidemark's EventStoreDB gRPC server over `store`, plaintext on a free port of
 * 127.0.0.1. Closing it does not close the store.
 */
export async function startTestEsdbServer(
  store: EventStore,
  options: Partial<Omit<EsdbGrpcServerOptions, 'store'>> = {},
): Promise<TestEsdbServer> {
  // Loaded here, not at import: `/testing` serves users without @grpc/grpc-js too.
  const { startEsdbGrpcServer } = await import('../esdb-grpc/server');
  const server = await startEsdbGrpcServer({
    host: '127.0.0.1',
    port: 0,
    insecure: true,
    ...options,
    store,
  });
  const base = `127.0.0.1:${server.port}?tls=false`;
  return {
    port: server.port,
    connectionString: `esdb://${base}`,
    connectionStringAs: (username, password) =>
      `esdb://${encodeURIComponent(username)}:${encodeURIComponent(password)}@${base}`,
    close: () => server.close(),
  };
}
