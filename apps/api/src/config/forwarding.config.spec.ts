import { readForwardingOptions } from './forwarding.config';

describe('forwarding configuration', () => {
  it('is off unless FORWARD_NATS_URL is set', () => {
    expect(readForwardingOptions({})).toEqual({ value: { enabled: false }, problems: [] });
  });

  it('reads the destination, mapping and filters with their defaults', () => {
    const { value, problems } = readForwardingOptions({
      FORWARD_NATS_URL: 'nats://a:4222, nats://b:4222',
      FORWARD_CATEGORIES: 'order, customer',
      FORWARD_TYPES: 'OrderPlaced',
    });
    expect(problems).toEqual([]);
    expect(value).toEqual({
      enabled: true,
      servers: ['nats://a:4222', 'nats://b:4222'],
      name: 'forward_jetstream',
      stream: 'TIDEMARK_EVENTS',
      subject: 'tidemark-events.{category}.{stream}.{type}',
      types: ['OrderPlaced'],
      categories: ['order', 'customer'],
      streamPrefixes: undefined,
      createStream: true,
      replicas: 1,
      duplicateWindowMs: 600_000,
      maxBatchMs: undefined,
      ackTimeoutMs: 5000,
      readyCheck: false,
    });
  });

  it('lists every problem at once', () => {
    const { problems } = readForwardingOptions({
      FORWARD_NATS_URL: 'http://x',
      FORWARD_NAME: 'Bad-Name',
      FORWARD_STREAM: 'a.b',
      FORWARD_SUBJECT: 'x.{nope}',
      FORWARD_CREATE_STREAM: 'maybe',
      FORWARD_DUPLICATE_WINDOW_MS: '60000',
      FORWARD_MAX_BATCH_MS: '30000',
    });
    expect(problems).toEqual([
      expect.stringContaining('FORWARD_NATS_URL'),
      expect.stringContaining('FORWARD_NAME'),
      expect.stringContaining('FORWARD_STREAM'),
      expect.stringContaining('FORWARD_SUBJECT'),
      expect.stringContaining('FORWARD_CREATE_STREAM'),
      expect.stringContaining('FORWARD_MAX_BATCH_MS'),
    ]);
  });

  it('takes credentials out of the URLs (the NATS client ignores them there)', () => {
    const read = (url: string) => readForwardingOptions({ FORWARD_NATS_URL: url });
    expect(read('nats://u%40x:p%2Cw@a:4222,nats://u%40x:p%2Cw@b:4222')).toMatchObject({
      value: {
        servers: ['nats://a:4222', 'nats://b:4222'],
        credentials: { user: 'u@x', pass: 'p,w' },
      },
      problems: [],
    });
    expect(read('tls://s3cret@a:4222')).toMatchObject({
      value: { servers: ['tls://a:4222'], credentials: { token: 's3cret' } },
    });
    expect(read('nats://a:4222')).toMatchObject({ value: { credentials: undefined } });
    expect(read('nats://u:p@a:4222,nats://b:4222').problems).toEqual([
      expect.stringContaining('the same credentials'),
    ]);
    expect(read('nats://u:p@a:4222,nats://b:4222').problems[0]).not.toContain('p@a');
    expect(read('nats://%zz@a').problems).toEqual([expect.stringContaining('FORWARD_NATS_URL')]);
  });

  it('refuses a FORWARD_NAME another listener has', () => {
    const { problems } = readForwardingOptions(
      { FORWARD_NATS_URL: 'nats://a:4222', FORWARD_NAME: 'order_list' },
      ['order_list', 'shop'],
    );
    expect(problems).toEqual([expect.stringMatching(/^FORWARD_NAME "order_list" is taken/)]);
  });

  it('refuses a window too short for the default batch (every batch would be refused)', () => {
    const read = (env: Record<string, string>) =>
      readForwardingOptions({ FORWARD_NATS_URL: 'nats://a:4222', ...env }).problems;
    expect(read({ FORWARD_DUPLICATE_WINDOW_MS: '2999' })).toEqual([
      expect.stringContaining('FORWARD_DUPLICATE_WINDOW_MS must be at least 3000'),
    ]);
    expect(read({ FORWARD_DUPLICATE_WINDOW_MS: '3000' })).toEqual([]);
    expect(read({ FORWARD_DUPLICATE_WINDOW_MS: '1000', FORWARD_MAX_BATCH_MS: '300' })).toEqual([]);
  });
});
