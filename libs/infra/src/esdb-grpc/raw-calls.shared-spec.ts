import {
  Client,
  credentials,
  Metadata,
  type ClientDuplexStream,
  type ClientReadableStream,
  type StatusObject,
} from '@grpc/grpc-js';

/*
 * Raw @grpc/grpc-js calls for the tests of requests no real client sends: the generated
 * messages serialised by hand, so any field may carry any value the wire allows.
 */
export const STREAMS = '/event_store.client.streams.Streams/';
export const PERSISTENT = '/event_store.client.persistent_subscriptions.PersistentSubscriptions/';

export interface Serialisable {
  serializeBinary(): Uint8Array;
}

/** How a call ended: its status, and every message it answered before. */
export interface RawOutcome {
  readonly code: number;
  readonly details: string;
  readonly messages: readonly Buffer[];
}

const asBytes = (message: Serialisable) => Buffer.from(message.serializeBinary());
const same = (bytes: Buffer) => bytes;

/** A raw client of one server (one HTTP/2 connection); `close()` after the tests. */
export class RawEsdbClient {
  readonly client: Client;

  constructor(port: number, options: Record<string, unknown> = {}) {
    this.client = new Client(`127.0.0.1:${port}`, credentials.createInsecure(), options);
  }

  unary(path: string, message: Serialisable): Promise<RawOutcome> {
    return new Promise((resolve) =>
      this.client.makeUnaryRequest(path, same, same, asBytes(message), (error, response) =>
        resolve(
          error
            ? { code: error.code, details: error.details, messages: [] }
            : { code: 0, details: '', messages: response ? [response] : [] },
        ),
      ),
    );
  }

  /** A client-streaming call: `requests` written, then the client's side ended. */
  clientStream(path: string, requests: readonly Serialisable[]): Promise<RawOutcome> {
    return new Promise((resolve) => {
      const call = this.client.makeClientStreamRequest(path, same, same, (error, response) =>
        resolve(
          error
            ? { code: error.code, details: error.details, messages: [] }
            : { code: 0, details: '', messages: response ? [response] : [] },
        ),
      );
      for (const request of requests) call.write(asBytes(request));
      call.end();
    });
  }

  /**
   * A server-streaming call, read to its status; `stopAfter` cancels it once that many
   * messages came (a subscription never ends by itself): it then resolves with code -1.
   */
  serverStream(path: string, message: Serialisable, stopAfter?: number): Promise<RawOutcome> {
    const call = this.client.makeServerStreamRequest(path, same, same, asBytes(message));
    return outcomeOf(call, stopAfter);
  }

  /** A bidirectional call: `requests` written, the client's side left open. */
  bidi(path: string, requests: readonly Serialisable[]): ClientDuplexStream<Buffer, Buffer> {
    const call = this.client.makeBidiStreamRequest(path, same, same, new Metadata());
    for (const request of requests) call.write(asBytes(request));
    return call;
  }

  /** A bidirectional call read to its status (`stopAfter` as in {@link serverStream}). */
  bidiOutcome(
    path: string,
    requests: readonly Serialisable[],
    stopAfter?: number,
  ): Promise<RawOutcome> {
    return outcomeOf(this.bidi(path, requests), stopAfter);
  }

  close(): void {
    this.client.close();
  }
}

/** The messages a call answers and its status (code -1: cancelled after `stopAfter` messages). */
function outcomeOf(
  call: ClientReadableStream<Buffer> | ClientDuplexStream<Buffer, Buffer>,
  stopAfter: number | undefined,
): Promise<RawOutcome> {
  return new Promise((resolve) => {
    const messages: Buffer[] = [];
    call.on('data', (bytes: Buffer) => {
      messages.push(bytes);
      if (stopAfter !== undefined && messages.length >= stopAfter) {
        call.cancel();
        resolve({ code: -1, details: 'cancelled by the test', messages });
      }
    });
    call.on('error', (error: { code: number; details: string }) =>
      resolve({ code: error.code, details: error.details, messages }),
    );
    call.on('status', (status: StatusObject) => {
      if (status.code === 0) resolve({ code: 0, details: status.details, messages });
    });
  });
}
