import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { DeadLetterAlert } from '@tidemark/infra';
import { DeadLetterAlerts } from './dead-letter-alerts';

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
    const lines: string[] = [];
    const warnings: string[] = [];
    const subject = new DeadLetterAlerts({
      webhookUrl,
      write: (line) => lines.push(line),
      warn: (message) => warnings.push(message),
      now: () => NOW,
      webhookTimeoutMs: 2000,
    });
    return { subject, lines, warnings };
  }

  it('writes one JSON log line with the dead letter, saga, step, error and attempts', async () => {
    const { subject, lines, warnings } = alerts(undefined);
    await subject.raise(ALERT);
    expect(lines).toHaveLength(1);
    expect(lines[0]).not.toContain('\n');
    expect(JSON.parse(lines[0])).toEqual({
      level: 'error',
      alert: 'DeadLetter',
      time: NOW.toISOString(),
      ...ALERT,
    });
    expect(warnings).toEqual([]);
    expect(received).toEqual([]);
  });

  it('POSTs the same JSON to the webhook', async () => {
    const { subject, lines, warnings } = alerts(url);
    await subject.raise(ALERT);
    expect(received).toEqual([{ method: 'POST', type: 'application/json', body: lines[0] }]);
    expect(warnings).toEqual([]);
  });

  it('logs a webhook that answers an error or cannot be reached, and never throws', async () => {
    status = 500;
    const failing = alerts(url);
    await expect(failing.subject.raise(ALERT)).resolves.toBeUndefined();
    expect(failing.lines).toHaveLength(1);
    expect(failing.warnings).toEqual([expect.stringContaining('answered 500 for dl-1')]);

    const unreachable = alerts(`http://127.0.0.1:1/hook`);
    await expect(unreachable.subject.raise(ALERT)).resolves.toBeUndefined();
    expect(unreachable.lines).toHaveLength(1);
    expect(unreachable.warnings).toEqual([expect.stringContaining('webhook failed for dl-1')]);
  });
});
