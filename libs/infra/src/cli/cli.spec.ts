import { run, type CliIo } from './cli';
import type { Fetch } from './client';

function listener(rebuild: { checkpoint: string; progress: number } | null, status = 'running') {
  return {
    name: 'order_list',
    kind: 'projection',
    status,
    checkpoint: '100',
    headPosition: '100',
    lag: '0',
    leaseOwner: 'me',
    leaseUntil: null,
    applied: 100,
    skipped: 0,
    lastError: status === 'failed' ? 'boom' : null,
    failedEvent: null,
    rebuild: rebuild && { ...rebuild, startedAt: '2026-01-01T00:00:00.000Z' },
  };
}

/** A fake API answering each request with the next of `answers`; records the requests. */
function fakeApi(answers: { status: number; body: unknown }[]) {
  const requests: { method: string; url: string; headers: unknown; body: unknown }[] = [];
  const fetchFn = (async (url: string, init: RequestInit) => {
    requests.push({ method: init.method ?? 'GET', url, headers: init.headers, body: init.body });
    const answer = answers.shift();
    if (!answer) throw new Error('no more answers');
    return new Response(JSON.stringify(answer.body), { status: answer.status });
  }) as unknown as Fetch;
  return { fetchFn, requests };
}

function io(fetchFn: Fetch, isTTY = false) {
  const out: string[] = [];
  const err: string[] = [];
  let clock = 0;
  const value: CliIo = {
    stdout: { write: (text: string) => out.push(text), isTTY },
    stderr: { write: (text: string) => err.push(text) },
    env: { TIDEMARK_URL: 'http://api.test', TIDEMARK_TOKEN: 'secret-0123456789abcdef' },
    fetch: fetchFn,
    now: () => clock,
    sleep: async (ms) => {
      clock += ms;
    },
  };
  return { value, out: () => out.join(''), err: () => err.join('') };
}

const REBUILD = [
  { status: 202, body: listener({ checkpoint: '0', progress: 0 }) },
  { status: 200, body: listener({ checkpoint: '40', progress: 0.4 }) },
  { status: 200, body: listener({ checkpoint: '80', progress: 0.8 }) },
  { status: 200, body: listener(null) },
];

describe('tidemark projections rebuild', () => {
  it('starts the rebuild, polls until the swap and logs a line per poll without a TTY', async () => {
    const api = fakeApi([...REBUILD]);
    const cli = io(api.fetchFn);
    const code = await run(
      ['projections', 'rebuild', 'order_list', '--interval', '100'],
      cli.value,
    );
    expect(code).toBe(0);
    expect(api.requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'POST http://api.test/admin/projections/order_list/rebuild',
      'GET http://api.test/admin/projections/order_list',
      'GET http://api.test/admin/projections/order_list',
      'GET http://api.test/admin/projections/order_list',
    ]);
    expect(api.requests[0].headers).toMatchObject({
      authorization: 'Bearer secret-0123456789abcdef',
    });
    expect(cli.out().split('\n')).toEqual([
      'order_list: rebuilding 0% (position 0/100), ETA --',
      'order_list: rebuilding 40% (position 40/100), ETA 150ms',
      'order_list: rebuilding 80% (position 80/100), ETA 50ms',
      'order_list: rebuilt and swapped in 300ms (checkpoint 100, status running)',
      '',
    ]);
  });

  it('draws one progress bar on a TTY', async () => {
    const api = fakeApi([...REBUILD]);
    const cli = io(api.fetchFn, true);
    expect(await run(['projections', 'rebuild', 'order_list'], cli.value)).toBe(0);
    const text = cli.out();
    expect(text.match(/\r/g)).toHaveLength(3);
    expect(text).toContain('\rorder_list [██████████░░░░░░░░░░░░░░]  40%  40/100  ETA');
    expect(text).toContain('\x1b[K\norder_list: rebuilt and swapped in');
  });

  it('prints only the final listener with --json, or the started one with --no-wait', async () => {
    const api = fakeApi([...REBUILD]);
    const cli = io(api.fetchFn);
    expect(await run(['projections', 'rebuild', 'order_list', '--json'], cli.value)).toBe(0);
    expect(JSON.parse(cli.out())).toEqual(listener(null));

    const once = fakeApi([REBUILD[0]]);
    const noWait = io(once.fetchFn);
    expect(await run(['projections', 'rebuild', 'order_list', '--no-wait'], noWait.value)).toBe(0);
    expect(noWait.out()).toBe('order_list: rebuild started\n');
    expect(once.requests).toHaveLength(1);
  });

  it('exits 1 when the projection fails during the rebuild', async () => {
    const api = fakeApi([
      REBUILD[0],
      { status: 200, body: listener({ checkpoint: '3', progress: 0.03 }, 'failed') },
    ]);
    const cli = io(api.fetchFn);
    expect(await run(['projections', 'rebuild', 'order_list'], cli.value)).toBe(1);
    expect(cli.err()).toContain('order_list failed during the rebuild: boom');
  });
});

describe('tidemark exit codes', () => {
  it('1 with the error code and message when the API answers an error', async () => {
    const api = fakeApi([
      { status: 404, body: { error: 'ListenerNotFound', message: 'no listener nope' } },
    ]);
    const cli = io(api.fetchFn);
    expect(await run(['projections', 'pause', 'nope'], cli.value)).toBe(1);
    expect(cli.err()).toBe('tidemark: ListenerNotFound: no listener nope (HTTP 404)\n');
  });

  it('2 with the usage for a bad command line, without calling the API', async () => {
    const api = fakeApi([]);
    const cli = io(api.fetchFn);
    expect(await run(['projections', 'explode'], cli.value)).toBe(2);
    expect(cli.err()).toContain('tidemark: unknown command: projections explode\n\nUsage:');
    expect(api.requests).toHaveLength(0);
  });

  it('3 when the API cannot be reached', async () => {
    const failing = (async () => {
      throw new TypeError('fetch failed', {
        cause: Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
      });
    }) as unknown as Fetch;
    const cli = io(failing);
    expect(await run(['log', 'read'], cli.value)).toBe(3);
    expect(cli.err()).toBe(
      'tidemark: cannot reach the API at http://api.test: ECONNREFUSED (connect ECONNREFUSED)\n',
    );
  });
});

describe('tidemark stream lifecycle', () => {
  const metadata = (version: number, fields: Record<string, unknown> = {}) => ({
    streamId: 'order-1',
    metadata: {
      maxCount: null,
      maxAgeSeconds: null,
      truncateBefore: null,
      custom: null,
      ...fields,
    },
    metadataVersion: version,
  });

  it('deletes or tombstones a stream under an expected version', async () => {
    const api = fakeApi([
      { status: 200, body: { streamId: 'order-1', deletion: 'tombstone', position: '7' } },
    ]);
    const cli = io(api.fetchFn);
    const argv = ['stream', 'delete', 'order-1', '--tombstone', '--expected-version', '3'];
    expect(await run(argv, cli.value)).toBe(0);
    expect(api.requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'DELETE http://api.test/admin/streams/order-1?expectedVersion=3&tombstone=true',
    ]);
    expect(cli.out()).toBe('order-1: tombstoned (for good) at position 7\n');
  });

  it('changes the metadata fields given and keeps the others, under the version read', async () => {
    const api = fakeApi([
      { status: 200, body: metadata(2, { maxCount: 5, custom: { owner: 'ops' } }) },
      {
        status: 200,
        body: metadata(3, { maxCount: 5, maxAgeSeconds: 60, custom: { owner: 'ops' } }),
      },
    ]);
    const cli = io(api.fetchFn);
    expect(await run(['streams', 'metadata', 'order-1', '--max-age', '60'], cli.value)).toBe(0);
    expect(api.requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'GET http://api.test/admin/streams/order-1/metadata',
      'PUT http://api.test/admin/streams/order-1/metadata',
    ]);
    expect(JSON.parse(String(api.requests[1].body))).toEqual({
      maxCount: 5,
      maxAgeSeconds: 60,
      custom: { owner: 'ops' },
      expectedMetadataVersion: 2,
    });
    expect(cli.out()).toContain('max age (s):      60\n');
  });

  it('only shows the metadata without options; scavenges', async () => {
    const api = fakeApi([
      { status: 200, body: metadata(0) },
      { status: 200, body: { removedEvents: 4 } },
    ]);
    const cli = io(api.fetchFn);
    expect(await run(['stream', 'metadata', 'order-1', '--json'], cli.value)).toBe(0);
    expect(JSON.parse(cli.out())).toEqual(metadata(0));
    const again = io(api.fetchFn);
    expect(await run(['scavenge'], again.value)).toBe(0);
    expect(again.out()).toBe('scavenged: 4 events removed\n');
    expect(api.requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'GET http://api.test/admin/streams/order-1/metadata',
      'POST http://api.test/admin/scavenge',
    ]);
  });

  it('exits 1 with StreamDeleted for a tombstoned stream', async () => {
    const api = fakeApi([
      {
        status: 410,
        body: { error: 'StreamDeleted', streamId: 'order-1', message: 'stream order-1 is deleted' },
      },
    ]);
    const cli = io(api.fetchFn);
    expect(await run(['stream', 'delete', 'order-1'], cli.value)).toBe(1);
    expect(cli.err()).toBe('tidemark: StreamDeleted: stream order-1 is deleted (HTTP 410)\n');
  });
});
