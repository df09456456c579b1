import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import {
  deleteRedisKeys,
  describeSeenKeyStoreContract,
  redisTestsEnabled,
  testRedisUrl,
  until,
} from '@tidemark/infra/testing';
import { RedisSeenKeyStore } from './redis-seen-key-store';

// A prefix of this run only: parallel runs and leftovers of old ones never meet.
const keyPrefix = `tidemark:test:${randomUUID()}:`;

if (redisTestsEnabled('Redis seen-key store')) {
  describeSeenKeyStoreContract('Redis', async () => ({
    open: async () => new RedisSeenKeyStore({ url: testRedisUrl(), keyPrefix }),
    dispose: () => deleteRedisKeys(testRedisUrl(), keyPrefix),
  }));

  describe('RedisSeenKeyStore connection', () => {
    it('fails a call in flight when its connection drops: not resent, not left pending', async () => {
      const store = new RedisSeenKeyStore({
        url: testRedisUrl(),
        keyPrefix,
        commandTimeoutMs: 500,
      });
      const admin = new Redis(testRedisUrl());
      try {
        const client = store['client'];
        const id = await client.client('ID');
        // A call that takes a while (1 s) to answer; resent after the reconnect it would
        // answer null a second later, forgotten it would never settle.
        const inFlight = client.blpop(`${keyPrefix}never-filled`, 1);
        // In flight: the server has it (a fixed pause would guess at the machine's speed).
        await until(
          async () => String(await admin.client('LIST', 'ID', String(id))).includes('cmd=blpop'),
          'the server to hold the call',
        );
        expect(await admin.client('KILL', 'ID', String(id))).toBe(1);
        await expect(inFlight).rejects.toThrow('Command timed out');
        const check = { kind: 'sliding', key: 'after-drop', max: 1, windowMs: 1000 } as const;
        expect(await store.admit([check], 0)).toEqual({ kind: 'admitted' });
      } finally {
        await store.close();
        await admin.quit();
        await deleteRedisKeys(testRedisUrl(), keyPrefix); // the contract's cleanup ran before
      }
    });
  });
} else {
  it.skip('Redis seen-key store (Redis not reachable)', () => undefined);
}
