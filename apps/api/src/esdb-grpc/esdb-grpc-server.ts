import { readFile } from 'node:fs/promises';
import {
  Inject,
  Injectable,
  Logger,
  type BeforeApplicationShutdown,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import {
  EVENT_STORE,
  persistentSubscriptionsOf,
  type EventStore,
  type PersistentSubscriptions,
  type Storage,
} from '@tidemark/infra';
import {
  persistentSubscriptionsService,
  startEsdbGrpcServer,
  type EsdbAuthenticate,
  type EsdbGrpcServer,
} from '@tidemark/infra/esdb-grpc';
import { TIDEMARK_STORAGE } from '@tidemark/infra/nestjs';
import { TidemarkMetrics } from '@tidemark/infra/prometheus';
import { BasicUserRegistry, type ConfiguredBasicUser } from '../access/basic-users';
import { TokenRegistry } from '@tidemark/infra/admin';
import { AppConfig } from '../config';
import { registerLoadMetrics } from './esdb-grpc-metrics';

/**
 * Serves the EventStoreDB gRPC protocol on `ESDB_GRPC_PORT` over the app's event store, from
 * bootstrap until shutdown begins (its calls end before the store closes). Credentials are
 * the HTTP API's (the password is an AUTH_TOKENS token and its role the caller's), or a user
 * name and password pair of `ESDB_BASIC_USERS` (an EventStoreDB application's own).
 */
@Injectable()
export class EsdbGrpcServerRunner implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('EsdbGrpc');
  private server: EsdbGrpcServer | undefined;
  private groups: PersistentSubscriptions | undefined;

  constructor(
    private readonly config: AppConfig,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(TIDEMARK_STORAGE) private readonly storage: Storage,
    metrics: TidemarkMetrics,
  ) {
    if (config.esdbGrpc.enabled) registerLoadMetrics(metrics, () => this.server?.load());
  }

  async onApplicationBootstrap(): Promise<void> {
    const options = this.config.esdbGrpc;
    if (!options.enabled) return;
    const tls = options.tls && {
      cert: await readPem('ESDB_GRPC_TLS_CERT', options.tls.certFile),
      key: await readPem('ESDB_GRPC_TLS_KEY', options.tls.keyFile),
    };
    // Persistent subscriptions keep their groups in the store's own state.
    this.groups = persistentSubscriptionsOf(
      { events: this.store, persistentSubscriptionState: this.storage.persistentSubscriptionState },
      { onError: (error) => this.logger.warn(`persistent subscriptions: ${String(error)}`) },
    );
    this.server = await startEsdbGrpcServer({
      store: this.store,
      host: options.host,
      port: options.port,
      tls,
      insecure: options.insecure,
      authenticate: this.authenticate(options.basicUsers),
      limits: options.limits,
      services: [persistentSubscriptionsService(this.groups)],
      log: {
        info: (message) => this.logger.log(message),
        warn: (message) => this.logger.warn(message),
        error: (message) => this.logger.error(message),
      },
    });
    const scheme = tls ? 'TLS' : 'plaintext (ESDB_GRPC_INSECURE=true)';
    const auth = this.config.auth.enabled ? 'credentials required' : 'auth off: everyone is admin';
    this.logger.log(
      `esdb grpc listening on ${options.host}:${this.server.port} (${scheme}; ${auth}; ` +
        `store: ${this.config.store.kind})`,
    );
    if (!this.config.auth.enabled && options.basicUsers.length > 0) {
      this.logger.warn('ESDB_BASIC_USERS is ignored: auth is off, so every caller is admin');
    }
    if (this.config.auth.enabled && !tls) {
      this.logger.warn(
        'auth is on but the gRPC port is plaintext: the EventStoreDB clients send no ' +
          'credentials with tls=false, so their calls are refused (set ESDB_GRPC_TLS_CERT/KEY)',
      );
    }
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.server?.close();
    this.server = undefined;
    await this.groups?.close();
    this.groups = undefined;
  }

  private authenticate(basicUsers: readonly ConfiguredBasicUser[]): EsdbAuthenticate | undefined {
    if (!this.config.auth.enabled) return undefined;
    const tokens = new TokenRegistry(this.config.auth.tokens);
    const users = new BasicUserRegistry(basicUsers);
    // Both looked up whatever the first gives: the timing tells neither which matched.
    return (username, password) => {
      const user = users.roleOf(username, password);
      const token = tokens.identify(password)?.role;
      return user ?? token;
    };
  }
}

async function readPem(variable: string, file: string): Promise<Buffer> {
  try {
    return await readFile(file);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`${variable}: cannot read ${file}: ${reason}`);
  }
}
