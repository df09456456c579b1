import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { DeadLetterAlert, RecordedEvent } from '@tidemark/infra';
import { DeadLetterAlerts, type DeadLetterAlertFields } from './dead-letter-alerts';

const ALERT: DeadLetterAlert = {
  deadLetterId: 'dl-1',
  saga: 'shop',
  sagaKey: 'order-1',
  step: 'sendConfirmation',
  workItemId: 'wi-1',
  attempts: 5,
  error: 'smtp unavailable',
  reason: 'exhausted',
};
const EVENT: RecordedEvent = {
  id: 'ev-1',
  type: 'OrderPaid',
  data: {},
  metadata: { correlationId: 'corr-1', causationId: 'cause-1', source: 'http' },
  streamId: 'order-1',
  version: 2,
  position: 7n,
  recordedAt: '2026-11-29T23:59:59.000Z',
};
/** What the log line carries: the alert, the listener, and the event with its correlation ids. */
const FIELDS: DeadLetterAlertFields = {
  alert: 'DeadLetter',
  ...ALERT,
  listener: 'shop',
  eventId: 'ev-1',
  eventType: 'OrderPaid',
  streamId: 'order-1',
  version: 2,
  position: '7',
  correlationId: 'corr-1',
  causationId: 'cause-1',
};
const NOW = new Date('2026-11-30T00:00:00.000Z');

describe('DeadLetterAlerts', () => {
  let server: Server;
  let url: string;
  let status: number;
  const received: { method?: string; type?: string; body: string }[] = [];

  beforeAll(async () => {
    server = createServer((request: IncomingMessage, response) => {
      let body = '';
      request.setEncoding('utf8');
      request.on('data', (chunk: string) => (body += chunk));
      request.on('end', () => {
        received.push({ method: request.method, type: request.headers['content-type'], body });
        response.statusCode = status;
        response.end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => {
    received.length = 0;
    status = 204;
  });

  function alerts(webhookUrl: string | undefined) {
    const lines: { fields: DeadLetterAlertFields; message: string }[] = [];
    const warnings: string[] = [];
    const subject = new DeadLetterAlerts({
      webhookUrl,
      log: (fields, message) => lines.push({ fields, message }),
      warn: (message) => warnings.push(message),
      now: () => NOW,
      webhookTimeoutMs: 2000,
    });
    return { subject, lines, warnings };
  }

  it('logs the dead letter, saga, step, error and attempts with the event’s correlation ids', async () => {
    const { subject, lines, warnings } = alerts(undefined);
    await subject.raise(ALERT, EVENT);
    expect(lines).toEqual([
      {
        fields: FIELDS,
        message:
          'dead letter dl-1: shop step sendConfirmation gave up after 5 attempt(s) (exhausted): ' +
          'smtp unavailable',
      },
    ]);
    expect(warnings).toEqual([]);
    expect(received).toEqual([]);
  });

  it('POSTs the same fields as JSON to the webhook, with the level and time', async () => {
    const { subject, lines, warnings } = alerts(url);
    await subject.raise(ALERT, EVENT);
    expect(lines).toHaveLength(1);
    expect(received).toEqual([
      { method: 'POST', type: 'application/json', body: expect.any(String) },
    ]);
    expect(JSON.parse(received[0].body)).toEqual({
      level: 'error',
      time: NOW.toISOString(),
      ...FIELDS,
    });
    expect(warnings).toEqual([]);
  });

  it('logs a webhook that answers an error or cannot be reached, and never throws', async () => {
    status = 500;
    const failing = alerts(url);
    await expect(failing.subject.raise(ALERT, EVENT)).resolves.toBeUndefined();
    expect(failing.lines).toHaveLength(1);
    expect(failing.warnings).toEqual([expect.stringContaining('answered 500 for dl-1')]);

    const unreachable = alerts(`http://127.0.0.1:1/hook`);
    await expect(unreachable.subject.raise(ALERT, EVENT)).resolves.toBeUndefined();
    expect(unreachable.lines).toHaveLength(1);
    expect(unreachable.warnings).toEqual([expect.stringContaining('webhook failed for dl-1')]);
  });
});
