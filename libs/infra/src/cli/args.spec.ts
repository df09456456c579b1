import { DEFAULT_URL, parseInvocation, UsageError } from './args';

const parse = (argv: string[], env: Record<string, string> = {}) => parseInvocation(argv, env);

describe('parseInvocation', () => {
  it('parses every command with its arguments and options', () => {
    expect(parse(['projections', 'list']).command).toEqual({ kind: 'projections.list' });
    expect(parse(['projections', 'pause', 'order_list']).command).toEqual({
      kind: 'projections.pause',
      name: 'order_list',
    });
    expect(parse(['projections', 'resume', 'order_list']).command).toEqual({
      kind: 'projections.resume',
      name: 'order_list',
    });
    expect(parse(['projections', 'rebuild', 'order_list']).command).toEqual({
      kind: 'projections.rebuild',
      name: 'order_list',
      wait: true,
      intervalMs: 500,
    });
    expect(
      parse(['projections', 'rebuild', 'order_list', '--no-wait', '--interval', '50']).command,
    ).toEqual({ kind: 'projections.rebuild', name: 'order_list', wait: false, intervalMs: 50 });
    expect(parse(['projections', 'replay', 'order_list', 'order-1', '--force']).command).toEqual({
      kind: 'projections.replay',
      name: 'order_list',
      streamId: 'order-1',
      force: true,
    });
    expect(
      parse(['dead-letters', 'list', '--listener', 'shop', '--status', 'pending', '--limit', '5'])
        .command,
    ).toEqual({
      kind: 'dead-letters.list',
      query: { listener: 'shop', step: undefined, status: 'pending', limit: '5', after: undefined },
    });
    expect(parse(['dead-letters', 'show', 'dl-1']).command).toEqual({
      kind: 'dead-letters.show',
      id: 'dl-1',
    });
    expect(parse(['dead-letters', 'retry', 'a', 'b', 'a']).command).toEqual({
      kind: 'dead-letters.retry',
      ids: ['a', 'b'],
    });
    expect(parse(['dead-letters', 'discard', 'a', '--reason', 'test data']).command).toEqual({
      kind: 'dead-letters.discard',
      id: 'a',
      reason: 'test data',
    });
    expect(parse(['stream', 'read', 'order-1', '--backward', '--limit', '1']).command).toEqual({
      kind: 'stream.read',
      streamId: 'order-1',
      query: { from: undefined, limit: '1', direction: 'backward' },
    });
    expect(
      parse(['log', 'read', '--from', '3', '--types', 'A,B', '--categories', 'order']).command,
    ).toEqual({
      kind: 'log.read',
      query: { from: '3', limit: undefined, types: 'A,B', categories: 'order' },
    });
    expect(
      parse(['log', 'read', '--backward', '--type-prefixes', 'Order', '--stream-prefixes', 'o-'])
        .command,
    ).toEqual({
      kind: 'log.read',
      query: { direction: 'backward', typePrefixes: 'Order', streamPrefixes: 'o-' },
    });
  });

  it('parses the stream lifecycle commands, `streams` the same as `stream`', () => {
    expect(parse(['stream', 'delete', 'order-1']).command).toEqual({
      kind: 'stream.delete',
      streamId: 'order-1',
      query: { expectedVersion: undefined, tombstone: undefined },
    });
    expect(
      parse(['streams', 'delete', 'order-1', '--tombstone', '--expected-version', '3']).command,
    ).toEqual({
      kind: 'stream.delete',
      streamId: 'order-1',
      query: { expectedVersion: '3', tombstone: 'true' },
    });
    expect(parse(['stream', 'metadata', 'order-1']).command).toEqual({
      kind: 'stream.metadata',
      streamId: 'order-1',
      changes: {},
      clear: false,
    });
    expect(
      parse([
        'streams',
        'metadata',
        'order-1',
        '--max-count',
        '10',
        '--max-age',
        'none',
        '--truncate-before',
        '0',
        '--custom',
        '{"owner":"ops"}',
      ]).command,
    ).toEqual({
      kind: 'stream.metadata',
      streamId: 'order-1',
      changes: { maxCount: 10, maxAgeSeconds: null, truncateBefore: 0, custom: { owner: 'ops' } },
      clear: false,
    });
    expect(parse(['stream', 'metadata', 'order-1', '--clear']).command).toMatchObject({
      changes: {},
      clear: true,
    });
    expect(parse(['scavenge']).command).toEqual({ kind: 'scavenge' });
  });

  it('takes global options anywhere, then the environment, then the default', () => {
    expect(parse(['projections', 'list']).options).toEqual({
      url: DEFAULT_URL,
      token: undefined,
      json: false,
    });
    expect(
      parse(['projections', 'list'], { TIDEMARK_URL: 'http://api:8080/', TIDEMARK_TOKEN: 'tok' })
        .options,
    ).toEqual({ url: 'http://api:8080', token: 'tok', json: false });
    expect(
      parse(['--url', 'http://x:1', 'projections', '--json', 'list', '--token=t2'], {
        TIDEMARK_URL: 'http://api:8080',
        TIDEMARK_TOKEN: 'tok',
      }).options,
    ).toEqual({ url: 'http://x:1', token: 't2', json: true });
  });

  it('answers help for --help, with or without a command', () => {
    expect(parse(['--help']).command).toEqual({ kind: 'help' });
    expect(parse(['-h']).command).toEqual({ kind: 'help' });
    expect(parse(['projections', 'list', '--help']).command).toEqual({ kind: 'help' });
  });

  it.each([
    [[], 'no command given'],
    [['projections'], 'unknown command: projections'],
    [['projections', 'frobnicate'], 'unknown command: projections frobnicate'],
    [['nope'], 'unknown command: nope'],
    [['projections', 'pause'], 'projections pause: missing argument <name>'],
    [['projections', 'replay', 'order_list'], 'missing argument <streamId>'],
    [['projections', 'list', 'extra'], 'unexpected argument "extra"'],
    [['dead-letters', 'retry'], 'missing argument <id>'],
    [['dead-letters', 'discard', 'a'], '--reason <text> is required'],
    [['projections', 'list', '--bogus'], "Unknown option '--bogus'"],
    [['projections', 'list', '--force'], "Unknown option '--force'"],
    [['dead-letters', 'list', '--status', 'weird'], '--status must be one of'],
    [['log', 'read', '--limit', 'ten'], '--limit must be a non-negative integer'],
    [['stream', 'read', 'order-1', '--from', '-1'], '--from'],
    [['projections', 'rebuild', 'x', '--interval', '1'], '--interval must be an integer'],
    [['stream', 'delete'], 'stream delete: missing argument <streamId>'],
    [['stream', 'delete', 'o-1', '--expected-version', 'x'], '--expected-version must be'],
    [['stream', 'metadata', 'o-1', '--max-count', '0'], '--max-count must be an integer >= 1'],
    [['stream', 'metadata', 'o-1', '--max-age', '1.5'], '--max-age must be an integer >= 1'],
    [['stream', 'metadata', 'o-1', '--custom', '[1]'], '--custom must be a JSON object'],
    [['scavenge', 'now'], 'scavenge: unexpected argument "now"'],
    [['projections', 'list', '--url', 'not a url'], '--url: not a URL'],
    [['projections', 'list', '--url', 'ftp://x'], '--url: must be http(s)'],
  ])('refuses %j: %s', (argv, message) => {
    expect(() => parse(argv)).toThrow(UsageError);
    expect(() => parse(argv)).toThrow(message);
  });
});
