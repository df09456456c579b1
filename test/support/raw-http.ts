import { connect } from 'node:net';

/** A request written byte for byte: fetch refuses what malformed-input tests must send. */
export interface RawRequest {
  readonly method: string;
  /** The request target as sent (already percent-encoded, or deliberately not). */
  readonly target: string;
  /** Header values are written as Latin-1 bytes, NUL and all. */
  readonly headers?: readonly (readonly [string, string])[];
  readonly body?: string | Buffer;
  /** An event stream: once a 200 and its headers arrived, hang up (read any other answer whole). */
  readonly headersOnly?: boolean;
}

export interface RawResponse {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string;
}

/** Sends one request on its own connection (`Connection: close`) and reads the answer. */
export function rawRequest(
  baseUrl: string,
  request: RawRequest,
  timeoutMs = 60_000,
): Promise<RawResponse> {
  const { hostname, port } = new URL(baseUrl);
  const body =
    request.body === undefined
      ? undefined
      : Buffer.isBuffer(request.body)
        ? request.body
        : Buffer.from(request.body, 'utf8');
  const lines = [
    `${request.method} ${request.target} HTTP/1.1`,
    `host: ${hostname}:${port}`,
    'connection: close',
    ...(request.headers ?? []).map(([name, value]) => `${name}: ${value}`),
    ...(body === undefined ? [] : [`content-length: ${body.length}`]),
  ];
  const head = Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'latin1');
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    const chunks: Buffer[] = [];
    let settled = false;
    const finish = (error?: Error) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      if (error) return reject(error);
      try {
        resolve(parseResponse(Buffer.concat(chunks), request.headersOnly === true));
      } catch (parseError) {
        reject(parseError as Error);
      }
    };
    const timer = setTimeout(
      () =>
        finish(
          new Error(`no answer within ${timeoutMs} ms to ${request.method} ${request.target}`),
        ),
      timeoutMs,
    );
    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      const received = Buffer.concat(chunks);
      if (
        request.headersOnly &&
        received.includes('\r\n\r\n') &&
        / 200 /.test(statusLine(received))
      ) {
        finish();
      }
    });
    socket.once('end', () => finish());
    socket.once('error', (error) => (chunks.length > 0 ? finish() : finish(error)));
    socket.write(body === undefined ? head : Buffer.concat([head, body]));
  });
}

function statusLine(raw: Buffer): string {
  return raw.subarray(0, raw.indexOf('\r\n')).toString('latin1');
}

function parseResponse(raw: Buffer, headersOnly: boolean): RawResponse {
  const end = raw.indexOf('\r\n\r\n');
  if (end === -1)
    throw new Error(`not an HTTP response: ${JSON.stringify(raw.toString('latin1'))}`);
  const [statusLine, ...headerLines] = raw.subarray(0, end).toString('latin1').split('\r\n');
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1]);
  if (!Number.isInteger(status)) throw new Error(`not a status line: ${statusLine}`);
  const headers: Record<string, string> = {};
  for (const line of headerLines) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const rest = raw.subarray(end + 4);
  const chunked = headers['transfer-encoding']?.toLowerCase() === 'chunked';
  const body =
    headersOnly && status === 200 ? '' : (chunked ? dechunk(rest) : rest).toString('utf8');
  return { status, headers, body };
}

function dechunk(raw: Buffer): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  for (;;) {
    const lineEnd = raw.indexOf('\r\n', at);
    if (lineEnd === -1) break;
    const size = parseInt(raw.subarray(at, lineEnd).toString('latin1'), 16);
    if (!(size > 0)) break;
    parts.push(raw.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(parts);
}
