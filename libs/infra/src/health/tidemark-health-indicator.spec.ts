import { HealthIndicatorService } from '@nestjs/terminus';
import type { ListenerInfo } from '../projections/listener-admin';
import type { ListenerRunner } from '../projections/listener-runner';
import type { Storage } from '../storage/storage.port';
import { TidemarkHealthIndicator } from './tidemark-health-indicator';

const listener = (name: string, status: ListenerInfo['status']): Partial<ListenerInfo> => ({
  name,
  status,
  lastError: status === 'failed' || status === 'failing' ? 'boom' : null,
});

function indicators(options: {
  head?: () => Promise<bigint>;
  writable?: () => Promise<void>;
  list?: () => Promise<Partial<ListenerInfo>[]>;
  timeoutMs?: number;
}): TidemarkHealthIndicator {
  const storage = {
    events: { headPosition: options.head ?? (() => Promise.resolve(3n)) },
    writable: options.writable ?? (() => Promise.resolve()),
  } as Storage;
  const runner = { list: options.list ?? (() => Promise.resolve([])) } as ListenerRunner;
  return new TidemarkHealthIndicator(
    storage,
    new HealthIndicatorService(),
    { timeoutMs: options.timeoutMs },
    runner,
  );
}

describe('TidemarkHealthIndicator', () => {
  it('store: up with the head position; down with the error when the store does not answer', async () => {
    expect(await indicators({}).storeAnswers()).toEqual({
      store: { status: 'up', headPosition: '3' },
    });
    const down = indicators({ head: () => Promise.reject(new Error('connection refused')) });
    expect(await down.storeAnswers()).toEqual({
      store: { status: 'down', message: 'connection refused' },
    });
  });

  it('store: down with the reason when it cannot be written, or does not answer within a second', async () => {
    const full = indicators({
      writable: () => Promise.reject(new Error('the sqlite store is full')),
    });
    expect(await full.storeAnswers()).toEqual({
      store: { status: 'down', message: 'the sqlite store is full' },
    });
    const frozen = indicators({ head: () => new Promise<bigint>(() => undefined) });
    expect(await frozen.storeAnswers()).toEqual({
      store: { status: 'down', message: 'no answer within 800 ms' },
    });
  });

  it('projections: up while none failed; down naming each failed one', async () => {
    const running = indicators({
      list: () => Promise.resolve([listener('a', 'running'), listener('b', 'paused')]),
    });
    expect(await running.noProjectionFailed()).toEqual({
      projections: { status: 'up', listeners: 2 },
    });
    const failed = indicators({
      list: () => Promise.resolve([listener('a', 'running'), listener('order_list', 'failed')]),
    });
    expect(await failed.noProjectionFailed()).toEqual({
      projections: { status: 'down', failed: [{ name: 'order_list', lastError: 'boom' }] },
    });
  });

  it('projections: down when their state cannot be read', async () => {
    const broken = indicators({ list: () => Promise.reject(new Error('no such table')) });
    expect(await broken.noProjectionFailed()).toEqual({
      projections: { status: 'down', message: 'no such table' },
    });
  });

  it('forwarding: down while the forwarder fails or failed, with its error; up while it runs', async () => {
    const of = (status: ListenerInfo['status']) =>
      indicators({ list: () => Promise.resolve([listener('fwd', status)]) }).forwarderRuns('fwd');
    expect(await of('running')).toEqual({
      forwarding: { status: 'up', listener: 'fwd', state: 'running' },
    });
    expect(await of('failing')).toEqual({
      forwarding: { status: 'down', listener: 'fwd', state: 'failing', lastError: 'boom' },
    });
    expect(await of('failed')).toEqual({
      forwarding: { status: 'down', listener: 'fwd', state: 'failed', lastError: 'boom' },
    });
    const missing = indicators({}).forwarderRuns('fwd');
    expect(await missing).toEqual({
      forwarding: { status: 'down', listener: 'fwd', message: 'not registered' },
    });
  });

  it('checks: the store and the listeners, the forwarder when named; no runner, no listeners', async () => {
    const keysOf = async (indicator: TidemarkHealthIndicator, forwarder?: string) => {
      const results = await Promise.all(indicator.checks({ forwarder }).map((check) => check()));
      return results.flatMap((result) => Object.keys(result));
    };
    expect(await keysOf(indicators({}))).toEqual(['store', 'projections']);
    expect(await keysOf(indicators({}), 'fwd')).toEqual(['store', 'projections', 'forwarding']);
    const storeOnly = new TidemarkHealthIndicator(
      {
        events: { headPosition: () => Promise.resolve(0n) },
        writable: () => Promise.resolve(),
      } as Storage,
      new HealthIndicatorService(),
    );
    expect(await keysOf(storeOnly)).toEqual(['store']);
  });

  it('answers within its own timeout when given one', async () => {
    const frozen = indicators({ head: () => new Promise<bigint>(() => undefined), timeoutMs: 50 });
    expect(await frozen.storeAnswers()).toEqual({
      store: { status: 'down', message: 'no answer within 50 ms' },
    });
  });
});
