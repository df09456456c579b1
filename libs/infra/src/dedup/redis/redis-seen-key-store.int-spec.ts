import { randomUUID } from 'node:crypto';
import {
  deleteRedisKeys,
  describeSeenKeyStoreContract,
  redisTestsEnabled,
  testRedisUrl,
} from '@tidemark/infra/testing';
import { RedisSeenKeyStore } from './redis-seen-key-store';

// A prefix of this run only: parallel runs and leftovers of old ones never meet.
const keyPrefix = `tidemark:test:${randomUUID()}:`;

if (redisTestsEnabled('Redis seen-key store')) {
  describeSeenKeyStoreContract('Redis', async () => ({
    open: async () => new RedisSeenKeyStore({ url: testRedisUrl(), keyPrefix }),
    dispose: () => deleteRedisKeys(testRedisUrl(), keyPrefix),
  }));
} else {
  it.skip('Redis seen-key store (Redis not reachable)', () => undefined);
}
