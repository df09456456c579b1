import {
  Inject,
  Injectable,
  Logger,
  Module,
  type DynamicModule,
  type OnApplicationShutdown,
  type OnModuleInit,
} from '@nestjs/common';
import { Forwarder, ListenerRunner, UnknownListener } from '@tidemark/infra';
import { TidemarkModule } from '@tidemark/infra/nestjs';
import { AppConfig, MIN_DEFAULT_BATCH_MS, type ForwardingOptions } from '../config';
import { ForwardingMetrics } from './forwarding-metrics';
import { FORWARDER, NATS_CONNECTION } from './forwarding.tokens';
import { ConnectingDestination, NatsConnector } from './nats-connector';

type EnabledForwarding = Extract<ForwardingOptions, { enabled: true }>;

/**
 * Before the runner starts: tells the forwarder the lease its listener's state shows (a crashed
 * holder's may make resuming risky). At shutdown, after the runner stopped: closes NATS.
 */
@Injectable()
class ForwardingLifecycle implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('Forwarding');

  constructor(
    @Inject(FORWARDER) private readonly forwarder: Forwarder,
    @Inject(NATS_CONNECTION) private readonly connector: NatsConnector,
    private readonly runner: ListenerRunner,
    private readonly config: AppConfig,
  ) {}

  async onModuleInit(): Promise<void> {
    try {
      const info = await this.runner.get(this.forwarder.name);
      this.forwarder.leaseLeftAtStart(info, this.config.projections.leaseMs);
    } catch (error) {
      // Never registered: its first run, nothing was published before.
      if (!(error instanceof UnknownListener)) throw error;
    }
    this.logger.log(`${this.forwarder.name}: forwarding to ${this.forwarder.health().destination}`);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.connector.close();
  }
}

/**
 * Forwarding (outbox) to NATS JetStream, when `FORWARD_NATS_URL` is set: a {@link Forwarder}
 * registered with the app's one runner (so the admin list, pause/resume, leases and lag
 * metrics cover it), publishing through a {@link JetStreamDestination}. Boot does not wait for
 * NATS: the connection retries in the background and the forwarder backs off meanwhile.
 */
@Module({})
export class ForwardingModule {
  static forRoot(config: AppConfig): DynamicModule {
    const options = config.forwarding;
    if (!options.enabled) return { module: ForwardingModule };
    const core: DynamicModule = {
      module: ForwardingCoreModule,
      providers: [
        {
          provide: NATS_CONNECTION,
          // Not awaited: boot does not wait for NATS (the forwarder backs off until it is up).
          useFactory: () =>
            new NatsConnector({
              servers: [...options.servers],
              ...options.credentials,
              name: `tidemark ${options.name}`,
              maxReconnectAttempts: -1,
              reconnectTimeWait: 500,
            }),
        },
        {
          provide: FORWARDER,
          inject: [NATS_CONNECTION],
          useFactory: (connector: NatsConnector) =>
            forwarderOf(options, connector, config.projections.leaseMs),
        },
        ForwardingMetrics,
      ],
      exports: [FORWARDER, NATS_CONNECTION],
    };
    return {
      module: ForwardingModule,
      imports: [
        core,
        TidemarkModule.forFeature({
          imports: [core],
          projections: [{ inject: [FORWARDER], useFactory: (forwarder: Forwarder) => forwarder }],
        }),
      ],
      providers: [ForwardingLifecycle],
    };
  }
}

@Module({})
class ForwardingCoreModule {}

function forwarderOf(
  options: EnabledForwarding,
  connector: NatsConnector,
  leaseMs: number,
): Forwarder {
  const logger = new Logger('Forwarding');
  const destination = new ConnectingDestination(connector, {
    stream: options.stream,
    subject: options.subject,
    setup: {
      create: options.createStream,
      replicas: options.replicas,
      duplicateWindowMs: options.duplicateWindowMs,
    },
    ackTimeoutMs: options.ackTimeoutMs,
  });
  return new Forwarder({
    name: options.name,
    destination,
    filter: {
      types: options.types,
      categories: options.categories,
      streamPrefixes: options.streamPrefixes,
    },
    // Within half a lease by default: a batch that retries longer outlives the lease it began
    // under (another instance would publish the same events too; dedup keeps that harmless).
    maxBatchMs:
      options.maxBatchMs ??
      Math.max(
        MIN_DEFAULT_BATCH_MS,
        Math.min(30_000, Math.floor(leaseMs / 2), Math.floor(options.duplicateWindowMs / 4)),
      ),
    onAlert: (message) => logger.error({ listener: options.name }, message),
  });
}
