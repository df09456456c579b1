import { connect, type ConnectionOptions, type NatsConnection } from 'nats';
import type { ForwardedBatch, ForwardingDestination, PublishReport } from '@tidemark/infra';
import { JetStreamDestination, type JetStreamDestinationOptions } from '@tidemark/infra/jetstream';

/**
 * The forwarder's NATS connection, opened in the background so that boot never waits for NATS
 * (nor fails on it): a first connect that fails (server down, refused credentials) is tried
 * again every `retryMs`; once connected, the client reconnects by itself.
 */
export class NatsConnector {
  private connection: NatsConnection | undefined;
  private failure: unknown;
  private closed = false;
  private retry: NodeJS.Timeout | undefined;

  constructor(
    private readonly options: ConnectionOptions,
    private readonly retryMs = 1000,
    private readonly connectTo: (options: ConnectionOptions) => Promise<NatsConnection> = connect,
  ) {
    this.attempt();
  }

  /** The open connection; throws why there is none (yet). */
  current(): NatsConnection {
    if (this.connection) return this.connection;
    const why = this.failure === undefined ? 'not connected yet' : messageOf(this.failure);
    throw new Error(`NATS: ${why}`);
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retry);
    await this.connection?.close().catch(() => undefined);
  }

  private attempt(): void {
    this.connectTo(this.options).then(
      (connection) => {
        if (this.closed) void connection.close().catch(() => undefined);
        else this.connection = connection;
      },
      (error: unknown) => {
        this.failure = error;
        if (this.closed) return;
        this.retry = setTimeout(() => this.attempt(), this.retryMs);
        this.retry.unref();
      },
    );
  }
}

/**
 * A {@link JetStreamDestination} over a {@link NatsConnector}: `open` fails (and the forwarder
 * backs off and opens again) until the connection is up.
 */
export class ConnectingDestination implements ForwardingDestination {
  readonly description: string;
  private destination: JetStreamDestination | undefined;

  constructor(
    private readonly connector: NatsConnector,
    private readonly options: Omit<JetStreamDestinationOptions, 'connection'>,
  ) {
    this.description = `jetstream stream ${options.stream}`;
  }

  get duplicateWindowMs(): number {
    return this.destination?.duplicateWindowMs ?? 0;
  }

  async open(): Promise<void> {
    const destination =
      this.destination ??
      new JetStreamDestination({ ...this.options, connection: this.connector.current() });
    await destination.open();
    this.destination = destination;
  }

  publish(batch: ForwardedBatch): Promise<PublishReport> {
    if (!this.destination) return Promise.reject(new Error(`${this.description} is not open`));
    return this.destination.publish(batch);
  }

  async close(): Promise<void> {
    await this.destination?.close();
  }
}

const messageOf = (error: unknown): string =>
  error instanceof Error ? error.message : String(error);
