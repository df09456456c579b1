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
      subject: 'tidemark.{category}.{stream}.{type}',
      types: ['OrderPlaced'],
      categories: ['order', 'customer'],
      streamPrefixes: undefined,
      createStream: true,
      replicas: 1,
      duplicateWindowMs: 600_000,
      maxBatchMs: undefined,
      ackTimeoutMs: 5000,
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
});
