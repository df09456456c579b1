import { execFile, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { closedPort } from '@tidemark/infra/testing';
import { startApp, type RunningApp } from './support/app';
import { append, call, newEvent, unique } from './support/http';
import { PROJECTIONS, until, type ListenerJson } from './support/read-models';
import { Shop } from './support/shop';
import { sqliteTarget, type StoreTarget } from './support/store-targets';

jest.setTimeout(120_000);

const BIN = join(__dirname, '..', 'bin', 'tidemark.js');
const ADMIN_TOKEN = 'admin-0123456789abcdef';

interface CliRun {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/** `tidemark …` (bin/tidemark.js, the built CLI) as a child process, without a TTY. */
function tidemark(args: string[], env: Record<string, string> = {}): Promise<CliRun> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [BIN, ...args],
      { env: { ...process.env, TIDEMARK_URL: '', TIDEMARK_TOKEN: '', ...env }, timeout: 60_000 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : null) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

async function json<T>(args: string[], env: Record<string, string> = {}): Promise<T> {
  const result = await tidemark([...args, '--json'], env);
  if (result.code !== 0) throw new Error(`tidemark ${args.join(' ')}: ${JSON.stringify(result)}`);
  return JSON.parse(result.stdout) as T;
}

describe('tidemark CLI (sqlite)', () => {
  let store: StoreTarget;
  let app: RunningApp;
  let url: Record<string, string>;
  const shop = new Shop(() => app.url);

  beforeAll(async () => {
    store = await sqliteTarget();
    app = await startApp({ EVENT_STORE_URL: store.url, PROJECTIONS_BATCH_SIZE: '5' });
    url = { TIDEMARK_URL: app.url };
  });
  afterAll(async () => {
    const exit = await app?.stop('SIGTERM');
    await store?.dispose();
    expect(exit?.code).toBe(0);
  });

  it('lists the projections as a table and as JSON', async () => {
    await shop.placed();
    await until(async () => {
      const { projections } = await json<{ projections: ListenerJson[] }>(
        ['projections', 'list'],
        url,
      );
      return projections.every((p) => p.lag === '0' && p.checkpoint !== '0');
    }, 'the projections to catch up');

    const table = await tidemark(['projections', 'list', '--url', app.url]);
    expect(table).toMatchObject({ code: 0, stderr: '' });
    const lines = table.stdout.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^NAME\s+KIND\s+STATUS\s+CHECKPOINT\s+HEAD\s+LAG\s+APPLIED/);
    expect(lines.slice(1).map((line) => line.split(/\s+/)[0])).toEqual(
      expect.arrayContaining([...PROJECTIONS]),
    );
    expect(lines[1]).toMatch(
      /^customer_summary\s+projection\s+running\s+\d+\s+\d+\s+0\s+1\s+0\s+-\s+-$/,
    );

    const listed = await json<{ projections: ListenerJson[] }>(['projections', 'list'], url);
    expect(listed.projections.map((p) => p.name)).toEqual(expect.arrayContaining([...PROJECTIONS]));
    expect(listed.projections[0]).toMatchObject({ kind: 'projection', status: 'running' });
  });

  it('pauses and resumes a projection', async () => {
    const paused = await tidemark(['projections', 'pause', 'order_list'], url);
    expect(paused).toMatchObject({ code: 0, stderr: '' });
    expect(paused.stdout).toMatch(/^order_list: paused \(checkpoint \d+\)\n$/);
    expect((await json<ListenerJson>(['projections', 'resume', 'order_list'], url)).status).toBe(
      'running',
    );
  });

  it('rebuilds a projection and waits for the swap, as JSON and as lines', async () => {
    for (let i = 0; i < 12; i++) await shop.placed();
    const rebuilt = await json<ListenerJson>(
      ['projections', 'rebuild', 'order_list', '--interval', '20'],
      url,
    );
    expect(rebuilt).toMatchObject({ name: 'order_list', status: 'running', rebuild: null });
    expect(Number(rebuilt.checkpoint)).toBeGreaterThanOrEqual(13);

    const lines = await tidemark(
      ['projections', 'rebuild', 'customer_summary', '--interval', '20'],
      url,
    );
    expect(lines).toMatchObject({ code: 0, stderr: '' });
    const out = lines.stdout.trimEnd().split('\n');
    expect(out.length).toBeGreaterThanOrEqual(1);
    for (const line of out.slice(0, -1)) {
      expect(line).toMatch(/^customer_summary: rebuilding \d+% \(position \d+\/\d+\), ETA /);
    }
    expect(out[out.length - 1]).toMatch(
      /^customer_summary: rebuilt and swapped in \S+ \(checkpoint \d+, status running\)$/,
    );

    const started = await json<ListenerJson>(
      ['projections', 'rebuild', 'order_list', '--no-wait'],
      url,
    );
    expect(started.name).toBe('order_list');
    await until(
      async () =>
        (await call<ListenerJson>(app.url, 'GET', '/admin/projections/order_list')).body.rebuild ===
        null,
      'the rebuild to swap',
    );
  });

  it('replays a stream, skipping what was applied unless forced', async () => {
    const orderId = await shop.placed();
    const streamId = `order-${orderId}`;
    await until(
      async () =>
        (await call<ListenerJson>(app.url, 'GET', '/admin/projections/order_list')).body.lag ===
        '0',
      'order_list to catch up',
    );
    const replayed = await tidemark(['projections', 'replay', 'order_list', streamId], url);
    expect(replayed).toMatchObject({ code: 0, stderr: '' });
    expect(replayed.stdout).toBe(`order_list: replayed ${streamId}: applied 0, skipped 1\n`);
    expect(
      await json(['projections', 'replay', 'order_list', streamId, '--force'], url),
    ).toMatchObject({ streamId, applied: 1, skipped: 0, deadLettered: 0, failed: 0 });

    // An event the projection cannot apply: dead-lettered again by its policy, named, exit 0.
    const malformed = `order-${unique('cli-replay')}`;
    expect(
      (await append(app.url, malformed, [newEvent('OrderPlaced', { note: 'no customer' })])).status,
    ).toBe(201);
    await until(
      async () =>
        (await call<ListenerJson>(app.url, 'GET', '/admin/projections/order_list')).body.lag ===
        '0',
      'order_list to pass it',
    );
    const poisoned = await tidemark(
      ['projections', 'replay', 'order_list', malformed, '--force'],
      url,
    );
    expect(poisoned).toMatchObject({ code: 0, stderr: '' });
    expect(poisoned.stdout).toMatch(
      new RegExp(
        `^order_list: replayed ${malformed}: applied 0, skipped 0, dead-lettered 1\n` +
          `  ${malformed}@1 OrderPlaced \\(position \\d+\\): dead-lettered after 1 attempt\\(s\\): ` +
          '.*customerId.* \\(dead letter [0-9a-f-]{36}\\)\n$',
      ),
    );
  });

  it('lists, shows, retries and discards a dead letter', async () => {
    const streamId = `order-${unique('cli')}`;
    expect(
      (await append(app.url, streamId, [newEvent('OrderPlaced', { note: 'no customer' })])).status,
    ).toBe(201);
    type Page = { items: { id: string; streamId: string; status: string }[]; next: string | null };
    let page: Page = { items: [], next: null };
    await until(async () => {
      page = await json<Page>(['dead-letters', 'list', '--listener', 'order_list'], url);
      return page.items.some((d) => d.streamId === streamId);
    }, 'order_list to dead-letter the event');
    const id = page.items.find((d) => d.streamId === streamId)?.id ?? '';

    const table = await tidemark(
      ['dead-letters', 'list', '--status', 'pending', '--limit', '10'],
      url,
    );
    expect(table).toMatchObject({ code: 0, stderr: '' });
    expect(table.stdout).toMatch(
      /^ID\s+LISTENER\s+STEP\s+STREAM\s+ATTEMPTS\s+STATUS\s+CREATED\s+ERROR\n/,
    );
    expect(table.stdout).toContain(id);
    expect(table.stdout).toContain(`${streamId}@1`);

    const shown = await tidemark(['dead-letters', 'show', id], url);
    expect(shown).toMatchObject({ code: 0, stderr: '' });
    expect(shown.stdout).toContain(`id:            ${id}`);
    expect(shown.stdout).toContain('listener:      order_list');
    expect(shown.stdout).toContain('data.customerId must be a string');
    expect(shown.stdout).toContain('"note": "no customer"');
    expect((await json<{ id: string }>(['dead-letters', 'show', id], url)).id).toBe(id);

    const retried = await tidemark(['dead-letters', 'retry', id], url);
    expect(retried).toMatchObject({ code: 0, stderr: '' });
    expect(retried.stdout).toContain(`not redrivable: ${id}`);

    const discarded = await json<{ status: string; resolution: string }>(
      ['dead-letters', 'discard', id, '--reason', 'test data written by hand'],
      url,
    );
    expect(discarded).toMatchObject({
      status: 'discarded',
      resolution: 'test data written by hand',
    });
    const again = await tidemark(['dead-letters', 'discard', id, '--reason', 'twice'], url);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('DeadLetterNotPending');

    const missing = await tidemark(['dead-letters', 'show', 'no-such-id'], url);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toBe(
      'tidemark: DeadLetterNotFound: no dead letter no-such-id (HTTP 404)\n',
    );
  });

  it('reads a stream and the global log', async () => {
    const streamId = `cli-${unique('s')}`;
    await append(app.url, streamId, [newEvent('First', { n: 1 }), newEvent('Second', { n: 2 })]);

    const forward = await tidemark(['stream', 'read', streamId], url);
    expect(forward).toMatchObject({ code: 0, stderr: '' });
    const lines = forward.stdout.trimEnd().split('\n');
    expect(lines[0]).toBe(`stream ${streamId}, version 2, 2 events`);
    expect(lines[1]).toMatch(/^POSITION\s+VERSION\s+TYPE\s+RECORDED\s+DATA$/);
    expect(lines[2]).toMatch(/^\s*\d+\s+1\s+First\s+\S+\s+\{"n":1\}$/);
    expect(lines[3]).toMatch(/^\s*\d+\s+2\s+Second\s+\S+\s+\{"n":2\}$/);

    const last = await json<{ version: number; events: { type: string }[] }>(
      ['stream', 'read', streamId, '--backward', '--limit', '1'],
      url,
    );
    expect(last.events.map((e) => e.type)).toEqual(['Second']);
    const fromTwo = await json<{ events: { version: number }[] }>(
      ['stream', 'read', streamId, '--from', '2'],
      url,
    );
    expect(fromTwo.events.map((e) => e.version)).toEqual([2]);

    const category = streamId.split('-')[0];
    const log = await json<{ events: { type: string; streamId: string }[]; nextPosition: string }>(
      ['log', 'read', '--categories', category, '--types', 'Second'],
      url,
    );
    expect(log.events.map((e) => [e.streamId, e.type])).toEqual([[streamId, 'Second']]);
    const rest = await json<{ events: unknown[] }>(
      ['log', 'read', '--from', log.nextPosition, '--categories', category],
      url,
    );
    expect(rest.events).toEqual([]);

    const text = await tidemark(['log', 'read', '--categories', category, '--limit', '5'], url);
    expect(text).toMatchObject({ code: 0, stderr: '' });
    expect(text.stdout).toMatch(/^POSITION\s+STREAM\s+VERSION\s+TYPE\s+RECORDED\s+DATA\n/);
    expect(text.stdout).toMatch(/\nnext position: \d+ {2}\(--from \d+\)\n$/);
  });

  it('deletes, tombstones, sets metadata and scavenges; reads the log backward by prefix', async () => {
    const prefix = unique('cli');
    const kept = `${prefix}-kept`;
    const gone = `${prefix}-gone`;
    await append(app.url, kept, [newEvent('A'), newEvent('B'), newEvent('C')]);
    await append(app.url, gone, [newEvent('A')]);

    const shown = await tidemark(['stream', 'metadata', kept], url);
    expect(shown).toMatchObject({ code: 0, stderr: '' });
    expect(shown.stdout).toContain('metadata version: 0\n');
    const set = await json<{ metadata: { maxCount: number | null }; metadataVersion: number }>(
      ['streams', 'metadata', kept, '--max-count', '2', '--custom', '{"owner":"ops"}'],
      url,
    );
    expect(set).toMatchObject({ metadata: { maxCount: 2 }, metadataVersion: 1 });
    // Only the fields named change: the custom part stays.
    const aged = await json<{ metadata: Record<string, unknown> }>(
      ['stream', 'metadata', kept, '--max-age', '3600', '--max-count', 'none'],
      url,
    );
    expect(aged.metadata).toEqual({
      maxCount: null,
      maxAgeSeconds: 3600,
      truncateBefore: null,
      custom: { owner: 'ops' },
    });

    const stale = await tidemark(['stream', 'delete', gone, '--expected-version', '5'], url);
    expect(stale.code).toBe(1);
    expect(stale.stderr).toContain('WrongExpectedVersion');
    const deleted = await tidemark(['stream', 'delete', gone, '--tombstone'], url);
    expect(deleted).toMatchObject({ code: 0, stderr: '' });
    expect(deleted.stdout).toMatch(
      new RegExp(`^${gone}: tombstoned \\(for good\\) at position \\d+\n$`),
    );
    const read = await tidemark(['stream', 'read', gone], url);
    expect(read.code).toBe(1);
    expect(read.stderr).toContain('StreamDeleted');
    expect(read.stderr).toContain('(HTTP 410)');

    const backward = await json<{ events: { streamId: string; type: string }[] }>(
      ['log', 'read', '--backward', '--limit', '2', '--stream-prefixes', `${prefix}-`],
      url,
    );
    expect(backward.events.map((e) => `${e.streamId}:${e.type}`)).toEqual([
      `${gone}:A`,
      `${kept}:C`,
    ]);
    const scavenged = await tidemark(['scavenge'], url);
    expect(scavenged).toMatchObject({ code: 0, stderr: '' });
    expect(scavenged.stdout).toMatch(/^scavenged: [1-9]\d* events removed\n$/);
    const after = await json<{ events: { streamId: string }[] }>(
      ['log', 'read', '--stream-prefixes', `${prefix}-`, '--type-prefixes', 'A,B,C'],
      url,
    );
    expect(after.events.map((e) => e.streamId)).toEqual([kept, kept, kept]);
  });

  it('exits 1 on an API error, 2 on bad usage and 3 when nothing listens', async () => {
    const unknown = await tidemark(['projections', 'pause', 'nope'], url);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toMatch(/^tidemark: ListenerNotFound: .*\(HTTP 404\)\n$/);
    expect(unknown.stdout).toBe('');

    const invalid = await tidemark(['stream', 'read', '$bad'], url);
    expect(invalid.code).toBe(1);
    expect(invalid.stderr).toContain('ValidationError');

    for (const args of [
      [],
      ['projections', 'explode'],
      ['projections', 'pause'],
      ['projections', 'list', '--bogus'],
      ['dead-letters', 'discard', 'x'],
    ]) {
      const usage = await tidemark(args, url);
      expect(usage.code).toBe(2);
      expect(usage.stderr).toContain('Usage: tidemark <command> [options]');
    }
    const help = await tidemark(['--help']);
    expect(help).toMatchObject({ code: 0, stderr: '' });
    expect(help.stdout).toContain('Usage: tidemark');

    const port = await closedPort();
    const down = await tidemark(['projections', 'list', '--url', `http://127.0.0.1:${port}`]);
    expect(down.code).toBe(3);
    expect(down.stderr).toContain(`cannot reach the API at http://127.0.0.1:${port}`);
  });

  it('exits quietly with 0 when the reader of its output goes away (`| head -1`)', async () => {
    for (const args of [
      ['projections', 'list'],
      ['log', 'read', '--json'],
    ]) {
      const child = spawn(process.execPath, [BIN, ...args], {
        env: { ...process.env, TIDEMARK_TOKEN: '', ...url },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      // The reader is gone before the CLI writes: its first write fails with EPIPE.
      child.stdout.destroy();
      let stderr = '';
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
      const [code, signal] = (await once(child, 'close')) as [number | null, string | null];
      expect({ args, code, signal, stderr }).toEqual({ args, code: 0, signal: null, stderr: '' });
    }
  });
});

describe('tidemark CLI with auth on', () => {
  let store: StoreTarget;
  let app: RunningApp;

  beforeAll(async () => {
    store = await sqliteTarget();
    app = await startApp({
      EVENT_STORE_URL: store.url,
      AUTH: 'on',
      AUTH_TOKENS: `reader:read-0123456789abcdef,admin:${ADMIN_TOKEN}`,
    });
  });
  afterAll(async () => {
    const exit = await app?.stop('SIGTERM');
    await store?.dispose();
    expect(exit?.code).toBe(0);
  });

  it('sends the token from --token or TIDEMARK_TOKEN; a wrong or missing one is refused', async () => {
    const env = { TIDEMARK_URL: app.url };
    const withEnv = await tidemark(['projections', 'list', '--json'], {
      ...env,
      TIDEMARK_TOKEN: ADMIN_TOKEN,
    });
    expect(withEnv.code).toBe(0);
    expect(
      (JSON.parse(withEnv.stdout) as { projections: ListenerJson[] }).projections.map(
        (p) => p.name,
      ),
    ).toEqual(expect.arrayContaining([...PROJECTIONS]));
    expect((await tidemark(['log', 'read', '--token', ADMIN_TOKEN], env)).code).toBe(0);

    const wrong = await tidemark(['projections', 'list', '--token', 'wrong-0123456789abcdef'], env);
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toBe('tidemark: Unauthorized (HTTP 401)\n');
    expect((await tidemark(['projections', 'list'], env)).stderr).toContain('Unauthorized');

    const reader = await tidemark(['projections', 'list', '--token', 'read-0123456789abcdef'], env);
    expect(reader.code).toBe(1);
    expect(reader.stderr).toBe('tidemark: Forbidden (HTTP 403)\n  required role: admin\n');
  });
});

/** A server that answers 200 with bodies no Tidemark API sends (a proxy, another service, an old version). */
describe('tidemark CLI against a server answering an unexpected shape', () => {
  const bodies: Record<string, { type: string; body: string }> = {
    '/admin/projections': { type: 'application/json', body: '{"listeners":[]}' },
    '/admin/projections/order_list/pause': { type: 'application/json', body: '{}' },
    '/admin/dead-letters': { type: 'application/json', body: '[]' },
    '/all': { type: 'text/html', body: '<html><body>Welcome to nginx!</body></html>' },
    '/streams/invoice-1': {
      type: 'application/json',
      body: '{"streamId":"invoice-1","events":"none"}',
    },
  };
  let server: Server;
  let base = '';
  beforeAll(async () => {
    server = createServer((request, response) => {
      const answer = bodies[new URL(request.url ?? '/', 'http://x').pathname];
      response.writeHead(answer ? 200 : 404, { 'content-type': answer?.type ?? 'text/plain' });
      response.end(answer?.body ?? 'not found');
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it.each([
    [['projections', 'list'], 'GET /admin/projections'],
    [['projections', 'pause', 'order_list'], 'POST /admin/projections/order_list/pause'],
    [['dead-letters', 'list'], 'GET /admin/dead-letters'],
    [['log', 'read'], 'GET /all'],
    [['stream', 'read', 'invoice-1'], 'GET /streams/invoice-1'],
    [['log', 'read', '--json'], 'GET /all'],
  ])('tidemark %j: exit 4 with a message naming the request, no stack', async (args, request) => {
    const run = await tidemark([...args, '--url', base]);
    expect(run.code).toBe(4);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(
      new RegExp(
        `^tidemark: unexpected answer from ${base}: ${request.replace(/[/.]/g, '\\$&')} \\(HTTP 200\\) .+\\n$`,
      ),
    );
    expect(run.stderr).not.toMatch(/\n\s+at /);
  });
});
