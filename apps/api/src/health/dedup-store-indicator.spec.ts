import { HealthIndicatorService } from '@nestjs/terminus';
import type { SeenKeyStore } from '@tidemark/infra';
import { DedupStoreIndicator } from './dedup-store-indicator';

const indicator = (ping: () => Promise<void>): DedupStoreIndicator =>
  new DedupStoreIndicator({ kind: 'redis', ping } as SeenKeyStore, new HealthIndicatorService());

describe('DedupStoreIndicator', () => {
  it('dedupStore: up naming its kind; down with the error when it does not answer', async () => {
    expect(await indicator(() => Promise.resolve()).dedupStoreAnswers()).toEqual({
      dedupStore: { status: 'up', kind: 'redis' },
    });
    const down = indicator(() => Promise.reject(new Error('connect ECONNREFUSED')));
    expect(await down.dedupStoreAnswers()).toEqual({
      dedupStore: { status: 'down', kind: 'redis', message: 'connect ECONNREFUSED' },
    });
  });
});
