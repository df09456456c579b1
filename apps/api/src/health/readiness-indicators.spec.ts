import { HealthIndicatorService } from '@nestjs/terminus';
import type { EventStore, ListenerInfo, ProjectionRunner } from '@tidemark/infra';
import { ReadinessIndicators } from './readiness-indicators';

const listener = (name: string, status: ListenerInfo['status']): Partial<ListenerInfo> => ({
  name,
  status,
  lastError: status === 'failed' ? 'boom' : null,
});

function indicators(options: {
  head?: () => Promise<bigint>;
  list?: () => Promise<Partial<ListenerInfo>[]>;
}): ReadinessIndicators {
  const store = { headPosition: options.head ?? (() => Promise.resolve(3n)) } as EventStore;
  const runner = { list: options.list ?? (() => Promise.resolve([])) } as ProjectionRunner;
  return new ReadinessIndicators(store, runner, new HealthIndicatorService());
}

describe('ReadinessIndicators', () => {
  it('store: up with the head position; down with the error when the store does not answer', async () => {
    expect(await indicators({}).storeAnswers()).toEqual({
      store: { status: 'up', headPosition: '3' },
    });
    const down = indicators({ head: () => Promise.reject(new Error('connection refused')) });
    expect(await down.storeAnswers()).toEqual({
      store: { status: 'down', message: 'connection refused' },
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
});
