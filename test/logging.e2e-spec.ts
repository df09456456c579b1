import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import type { RunningApp } from './support/app';
import { append, call, unique, type ReadStreamResponse } from './support/http';
import { until } from './support/read-models';
import { newOrder, Shop } from './support/shop';
import { sqliteTarget, type StoreTargetKind } from './support/store-targets';
import { appPerSuite } from './support/suite';

jest.setTimeout(60_000);

/** Sent as a bearer token (auth is off: the app ignores it), never to be logged. */
const TOKEN = 'secret-token-logging-0123456789';
const SQLITE: StoreTargetKind = { kind: 'sqlite', enabled: true, create: sqliteTarget };

/** One line of the app's log. */
interface LogLine {
  level: string;
  time: string;
  msg: string;
  context: string;
  [field: string]: unknown;
}

interface HttpLogLine extends LogLine {
  correlationId: string;
  req: { method: string; url: string; headers: Record<string, string> };
  res: { statusCode: number };
  responseTime: number;
}

/** Every complete line the app wrote to stdout, parsed: a line that is not JSON fails here. */
function logLines(app: RunningApp): LogLine[] {
  const text = app.stdout();
  return text
    .slice(0, text.lastIndexOf('\n') + 1)
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => {
      try {
        return JSON.parse(line) as LogLine;
      } catch {
        throw new Error(`not a JSON log line: ${line}`);
      }
    });
}

/** The lines matching `match`, once there are `count` of them. */
async function linesOf<T extends LogLine>(
  app: RunningApp,
  match: (line: LogLine) => boolean,
  what: string,
  count = 1,
): Promise<T[]> {
  await until(async () => logLines(app).filter(match).length >= count, what);
  return logLines(app).filter(match) as T[];
}

const isHttp = (line: LogLine): line is HttpLogLine => line.context === 'HTTP';

function expectWellFormed(lines: readonly LogLine[]): void {
  for (const line of lines) {
    expect(['fatal', 'error', 'warn', 'info']).toContain(line.level);
    expect(new Date(line.time).toISOString()).toBe(line.time);
    expect(typeof line.msg).toBe('string');
    expect(typeof line.context).toBe('string');
  }
}

describe('structured logs (sqlite)', () => {
  const suite = appPerSuite(SQLITE, {
    // Every confirmation fails permanently: the saga dead-letters the step at once.
    NOTIFIER_PERMANENT_FAILURE: 'true',
  });
  const shop = new Shop(() => suite.app.url);
  const eventsOf = async (orderId: string) => {
    const read = await call<ReadStreamResponse>(suite.app.url, 'GET', `/streams/order-${orderId}`);
    expect(read.status).toBe(200);
    return read.body.events;
  };

  it('writes one JSON object per line with level, time, msg and context, the start-up line first', () => {
    const lines = logLines(suite.app);
    expectWellFormed(lines);
    expect(lines[0]).toMatchObject({
      level: 'info',
      context: 'Tidemark',
      msg: `listening on ${suite.app.url} (store: sqlite)`,
    });
  });

  it('logs a command sent with X-Correlation-Id under that id, without its token or body; its events carry the id', async () => {
    const order = newOrder();
    const placed = await shop.place(order, {
      'idempotency-key': randomUUID(),
      'x-correlation-id': 'corr-123',
      authorization: `Bearer ${TOKEN}`,
    });
    expect(placed.status).toBe(201);

    const [line] = await linesOf<HttpLogLine>(
      suite.app,
      (l) => isHttp(l) && l.correlationId === 'corr-123',
      'the request’s log line',
    );
    expect(line).toMatchObject({
      level: 'info',
      context: 'HTTP',
      msg: 'POST /orders 201',
      correlationId: 'corr-123',
      req: { method: 'POST', url: '/orders' },
      res: { statusCode: 201 },
    });
    expect(typeof line.responseTime).toBe('number');
    expect(line.req.headers.authorization).toBe('[redacted]');
    const stdout = suite.app.stdout();
    expect(stdout).not.toContain(TOKEN);
    expect(stdout).not.toContain(order.customerId); // no request bodies

    const [event] = await eventsOf(placed.body.orderId);
    expect(event.metadata).toMatchObject({ correlationId: 'corr-123', source: 'http' });
  });

  it('without the header, the id a command’s request is logged with is its events’ correlationId', async () => {
    const orderId = await shop.placed();
    const paid = await shop.pay(orderId, { amountCents: 1500, paymentReference: unique('p-') });
    expect(paid.status).toBe(200);

    const [placedEvent, paidEvent] = await eventsOf(orderId);
    expect(paidEvent.type).toBe('OrderPaid');
    const correlationId = paidEvent.metadata.correlationId;
    expect(correlationId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-/); // a UUIDv7
    expect(placedEvent.metadata.correlationId).not.toBe(correlationId); // one id per request
    const [line] = await linesOf<HttpLogLine>(
      suite.app,
      (l) => isHttp(l) && l.req.url === `/orders/${orderId}/payments`,
      'the payment’s log line',
    );
    expect(line).toMatchObject({ correlationId, res: { statusCode: 200 } });
    const placing = logLines(suite.app).filter(
      (l) => isHttp(l) && l.correlationId === placedEvent.metadata.correlationId,
    );
    expect(placing).toEqual([
      expect.objectContaining({ req: expect.objectContaining({ url: '/orders' }) }),
    ]);
  });

  it('logs a saga step that is dead-lettered with the correlation id of the event it was for', async () => {
    const orderId = await shop.placed();
    const correlationId = unique('corr-pay-');
    const paid = await shop.pay(
      orderId,
      { amountCents: 1500, paymentReference: unique('p-') },
      { 'x-correlation-id': correlationId },
    );
    expect(paid.status).toBe(200);
    const paidEvent = (await eventsOf(orderId))[1];

    const [line] = await linesOf(
      suite.app,
      (l) => l.alert === 'DeadLetter' && l.streamId === `order-${orderId}`,
      'the dead-letter alert',
    );
    expect(line).toMatchObject({
      level: 'error',
      context: 'DeadLetters',
      listener: 'shop',
      saga: 'shop',
      step: 'sendConfirmation',
      reason: 'permanent',
      eventId: paidEvent.id,
      eventType: 'OrderPaid',
      correlationId,
    });
    expect(line.msg).toContain('sendConfirmation');
  });

  it('logs a projection’s failures with the event’s correlation and causation ids', async () => {
    const streamId = `order-${randomUUID()}`;
    const bad = { type: 'OrderPlaced', data: { note: 'no customer' } };
    const metadata = { correlationId: unique('corr-bad-'), causationId: unique('cause-') };
    const appended = await append(suite.app.url, streamId, [{ ...bad, metadata }]);
    expect(appended.status).toBe(201);

    const about = (l: LogLine) => l.context === 'Projections' && l.streamId === streamId;
    const [deadLettered] = await linesOf(
      suite.app,
      (l) => about(l) && l.listener === 'order_list' && l.outcome === 'dead-lettered',
      'order_list to dead-letter the event',
    );
    expect(deadLettered).toMatchObject({ level: 'error', eventType: 'OrderPlaced', ...metadata });
    expect(deadLettered.err).toMatchObject({ type: 'MalformedEvent' });
    const retries = logLines(suite.app).filter(
      (l) => about(l) && l.listener === 'order_list' && l.outcome === 'retry',
    );
    expect(retries.length).toBeGreaterThan(0);
    for (const retry of retries) expect(retry).toMatchObject({ level: 'warn', ...metadata });
  });

  it('does not log the probes (/health, /ready, /metrics) at info', async () => {
    for (const path of ['/health', '/ready', '/metrics']) {
      expect((await fetch(`${suite.app.url}${path}`)).status).toBe(200);
    }
    // Lines are written in order: once this request's line is there, the probes' would be too.
    const marker = unique('corr-after-probes-');
    await call(suite.app.url, 'GET', '/all?limit=1', undefined, { 'x-correlation-id': marker });
    await linesOf(suite.app, (l) => isHttp(l) && l.correlationId === marker, 'a later line');
    const probes = logLines(suite.app).filter(
      (l) => isHttp(l) && ['/health', '/ready', '/metrics'].includes(l.req.url),
    );
    expect(probes).toEqual([]);
  });

  it('wrote every line of all of the above as JSON with level, time, msg and context, on stdout only', () => {
    const lines = logLines(suite.app);
    expect(new Set(lines.map((line) => line.level))).toEqual(new Set(['info', 'warn', 'error']));
    expectWellFormed(lines);
    expect(suite.app.output()).toHaveLength(suite.app.stdout().length); // nothing on stderr
  });
});

describe('a start that fails', () => {
  it('logs why as JSON, and exits 1', () => {
    const result = spawnSync(
      process.execPath,
      [join(__dirname, '..', 'dist', 'apps', 'api', 'main.js')],
      {
        // Nothing listens on port 1: the store cannot be opened.
        env: { ...process.env, PORT: '0', EVENT_STORE_URL: 'postgres://postgres@127.0.0.1:1/none' },
        encoding: 'utf8',
        timeout: 30_000,
      },
    );
    expect(result.status).toBe(1);
    expect(result.stderr).toBe('');
    const lines = result.stdout
      .split('\n')
      .filter((line) => line !== '')
      .map((line) => JSON.parse(line) as LogLine);
    expect(lines).toContainEqual(
      expect.objectContaining({ level: 'error', msg: expect.stringContaining('ECONNREFUSED') }),
    );
  });
});
