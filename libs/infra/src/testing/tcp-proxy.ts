import { connect, createServer, type Server, type Socket } from 'node:net';

/** A local port nothing listens on (the OS gave it, then it was closed): connections are refused. */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** Where the proxy forwards connections. */
export interface TcpProxyOptions {
  readonly targetHost: string;
  readonly targetPort: number;
}

interface Link {
  readonly client: Socket;
  readonly upstream: Socket;
}

/**
 * A TCP proxy between a client and a server, for fault tests: it can freeze the link as a
 * network partition does — nothing forwarded either way, no FIN, no RST: both sockets are only
 * paused, their bytes left in the kernel's buffers — and thaw it again. PostgreSQL-aware in
 * one respect: it can freeze right after forwarding a query that contains some text, so that
 * the server has run it (a lock is held) and its answer never arrives.
 */
export class TcpProxy {
  private readonly links = new Set<Link>();
  private frozen = false;
  private cutOff = false;
  private freezeOn: string | undefined;
  private onFrozen: (() => void) | undefined;
  private injectAfterReady: Buffer | undefined;

  private constructor(
    private readonly server: Server,
    readonly port: number,
  ) {}

  /** Listens on a free port of 127.0.0.1. */
  static async start(options: TcpProxyOptions): Promise<TcpProxy> {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    if (address === null || typeof address === 'string') throw new Error('proxy has no port');
    const proxy = new TcpProxy(server, address.port);
    server.on('connection', (client: Socket) => proxy.accept(client, options));
    return proxy;
  }

  /** `url` (a postgres:// URL) with its host and port replaced by the proxy's. */
  url(url: string): string {
    const parsed = new URL(url);
    parsed.hostname = '127.0.0.1';
    parsed.port = String(this.port);
    return parsed.toString();
  }

  /** Connections open now. */
  get connections(): number {
    return this.links.size;
  }

  /** Stops forwarding on every connection, present and future, until {@link thaw}. */
  freeze(): void {
    this.frozen = true;
    for (const { client, upstream } of this.links) {
      client.pause();
      upstream.pause();
    }
  }

  /**
   * Freezes the link as soon as a client sends bytes containing `text` (forwarded first, so
   * the server runs it); resolves once frozen.
   */
  freezeAfter(text: string): Promise<void> {
    this.freezeOn = text;
    return new Promise<void>((resolve) => (this.onFrozen = resolve));
  }

  /**
   * Cuts the link as a crashed or restarting server does: every connection is reset, and new
   * ones are accepted and reset at once, until {@link thaw}.
   */
  cut(): void {
    this.cutOff = true;
    for (const { client, upstream } of this.links) {
      client.destroy();
      upstream.destroy();
    }
    this.links.clear();
  }

  /** Forwards again what every connection holds, and what follows (and accepts, after a cut). */
  thaw(): void {
    this.frozen = false;
    this.cutOff = false;
    for (const { client, upstream } of this.links) {
      client.resume();
      upstream.resume();
    }
  }

  /**
   * The next new connection gets `bytes` from the "server" in the same chunk as its first
   * ReadyForQuery (the end of PostgreSQL's start-up), then is closed: an error the server
   * sends right as the connection becomes ready, as a connection reset does.
   */
  injectAfterFirstReady(bytes: Buffer): void {
    this.injectAfterReady = bytes;
  }

  /** Closes every connection (RST) and stops listening. */
  async close(): Promise<void> {
    for (const { client, upstream } of this.links) {
      client.destroy();
      upstream.destroy();
    }
    this.links.clear();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private accept(client: Socket, options: TcpProxyOptions): void {
    if (this.cutOff) {
      client.destroy();
      return;
    }
    const upstream = connect(options.targetPort, options.targetHost);
    const link = { client, upstream };
    this.links.add(link);
    const inject = this.injectAfterReady;
    this.injectAfterReady = undefined;
    let ready = false;
    if (this.frozen) {
      client.pause();
      upstream.pause();
    }
    const drop = () => {
      this.links.delete(link);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', drop).on('close', drop);
    upstream.on('error', drop).on('close', drop);
    client.on('data', (chunk: Buffer) => {
      upstream.write(chunk);
      if (this.freezeOn !== undefined && chunk.includes(this.freezeOn)) {
        this.freezeOn = undefined;
        this.freeze();
        this.onFrozen?.();
      }
    });
    upstream.on('data', (chunk: Buffer) => {
      if (inject && !ready) {
        const at = readyForQueryEnd(chunk);
        if (at >= 0) {
          ready = true;
          client.end(Buffer.concat([chunk.subarray(0, at), inject]));
          return;
        }
      }
      client.write(chunk);
    });
  }
}

/** Where the first ReadyForQuery message (`Z`, length 5, status) in `chunk` ends, or -1. */
function readyForQueryEnd(chunk: Buffer): number {
  const at = chunk.indexOf(Buffer.from([0x5a, 0, 0, 0, 5]));
  return at < 0 || at + 6 > chunk.length ? -1 : at + 6;
}

/** A PostgreSQL ErrorResponse message with severity FATAL, `code` and `message`. */
export function postgresFatal(code: string, message: string): Buffer {
  const fields = Buffer.concat([
    ...[
      ['S', 'FATAL'],
      ['V', 'FATAL'],
      ['C', code],
      ['M', message],
    ].map(([type, value]) => Buffer.from(`${type}${value}\0`, 'utf8')),
    Buffer.from([0]),
  ]);
  const header = Buffer.alloc(5);
  header.write('E', 0, 'ascii');
  header.writeInt32BE(fields.length + 4, 1);
  return Buffer.concat([header, fields]);
}
