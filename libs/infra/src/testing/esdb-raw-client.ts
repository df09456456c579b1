import type {
  Client,
  ClientDuplexStream,
  ClientReadableStream,
  ServiceError,
  StatusObject,
} from '@grpc/grpc-js';

/*
 * Raw @grpc/grpc-js calls to an EventStoreDB-protocol server, for tests of what no real client
 * sends (any field may carry any value the wire allows) and of hostile loads (thousands of
 * calls on one connection). The types here need no @grpc/grpc-js: /testing stays loadable
 * without it, and the client loads it when made.
 */
export const ESDB_STREAMS = '/event_store.client.streams.Streams/';
export const ESDB_PERSISTENT =
  '/event_store.client.persistent_subscriptions.PersistentSubscriptions/';

/** A generated protobuf message (the protocol's stubs: Tidemark's own or a client's). */
export interface Serialisable {
  serializeBinary(): Uint8Array;
}

/** How a call ended: its status code (-1: cancelled by the test), details, the messages before. */
export interface RawOutcome {
  readonly code: number;
  readonly details: string;
  readonly messages: readonly Buffer[];
}

/** A streaming call left open: what it answered so far, its end once it came. */
export interface RawCall {
  readonly messages: readonly Buffer[];
  /** Set once the call ended (cancelled by {@link cancel}: code -1). */
  readonly outcome: RawOutcome | undefined;
  readonly ended: Promise<RawOutcome>;
  /** Stops reading: the server's writes then wait on HTTP/2 flow control. */
  pause(): void;
  resume(): void;
  cancel(): void;
}

export interface RawEsdbClient {
  unary(path: string, message: Serialisable): Promise<RawOutcome>;
  /** `requests` written, then the client's side ended. */
  clientStream(path: string, requests: readonly Serialisable[]): Promise<RawOutcome>;
  /** A server-streaming call (Read) left open. */
  open(path: string, message: Serialisable): RawCall;
  /** A bidirectional call: `requests` written, the client's side left open. */
  openBidi(path: string, requests: readonly Serialisable[]): RawCall;
  /** A server-streaming call read to its end; cancelled after `stopAfter` messages if given. */
  serverStream(path: string, message: Serialisable, stopAfter?: number): Promise<RawOutcome>;
  /** A bidirectional call read to its end; cancelled after `stopAfter` messages if given. */
  bidiOutcome(
    path: string,
    requests: readonly Serialisable[],
    stopAfter?: number,
  ): Promise<RawOutcome>;
  /** Closes the connection (calls still open end CANCELLED). */
  close(): void;
}

const asBytes = (message: Serialisable) => Buffer.from(message.serializeBinary());
const same = (bytes: Buffer) => bytes;

/**
 * A raw client of the server at 127.0.0.1:`port` (plaintext): one HTTP/2 connection for every
 * call it makes. `options` are grpc-js channel options.
 */
export async function rawEsdbClient(
  port: number,
  options: Record<string, string | number> = {},
): Promise<RawEsdbClient> {
  const grpc = await import('@grpc/grpc-js');
  const client: Client = new grpc.Client(
    `127.0.0.1:${port}`,
    grpc.credentials.createInsecure(),
    options,
  );
  const answered =
    (resolve: (outcome: RawOutcome) => void) => (error: ServiceError | null, response?: Buffer) =>
      resolve(
        error
          ? { code: error.code, details: error.details, messages: [] }
          : { code: 0, details: '', messages: response ? [response] : [] },
      );
  const openBidi = (path: string, requests: readonly Serialisable[], stopAfter?: number) => {
    const call = client.makeBidiStreamRequest(path, same, same, new grpc.Metadata());
    for (const request of requests) call.write(asBytes(request));
    return tracked(call, stopAfter);
  };
  const open = (path: string, message: Serialisable, stopAfter?: number) =>
    tracked(client.makeServerStreamRequest(path, same, same, asBytes(message)), stopAfter);
  return {
    unary: (path, message) =>
      new Promise((resolve) =>
        client.makeUnaryRequest(path, same, same, asBytes(message), answered(resolve)),
      ),
    clientStream: (path, requests) =>
      new Promise((resolve) => {
        const call = client.makeClientStreamRequest(path, same, same, answered(resolve));
        for (const request of requests) call.write(asBytes(request));
        call.end();
      }),
    open: (path, message) => open(path, message),
    openBidi: (path, requests) => openBidi(path, requests),
    serverStream: (path, message, stopAfter) => open(path, message, stopAfter).ended,
    bidiOutcome: (path, requests, stopAfter) => openBidi(path, requests, stopAfter).ended,
    close: () => client.close(),
  };
}

/** The messages a call answers and its end (code -1: cancelled here, after `stopAfter`). */
function tracked(
  call: ClientReadableStream<Buffer> | ClientDuplexStream<Buffer, Buffer>,
  stopAfter?: number,
): RawCall {
  const messages: Buffer[] = [];
  let outcome: RawOutcome | undefined;
  let settle: (outcome: RawOutcome) => void = () => undefined;
  const ended = new Promise<RawOutcome>((resolve) => {
    settle = (end) => {
      outcome ??= end;
      resolve(outcome);
    };
  });
  const cancel = () => {
    settle({ code: -1, details: 'cancelled by the test', messages });
    call.cancel();
  };
  call.on('data', (bytes: Buffer) => {
    messages.push(bytes);
    if (stopAfter !== undefined && messages.length >= stopAfter) cancel();
  });
  call.on('error', (error: { code: number; details: string }) =>
    settle({ code: error.code, details: error.details, messages }),
  );
  call.on('status', (status: StatusObject) => {
    if (status.code === 0) settle({ code: 0, details: status.details, messages });
  });
  return {
    messages,
    get outcome() {
      return outcome;
    },
    ended,
    pause: () => call.pause(),
    resume: () => call.resume(),
    cancel,
  };
}
