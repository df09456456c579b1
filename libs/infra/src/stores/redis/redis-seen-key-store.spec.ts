import { closedPort } from '../../testing/tcp-proxy';
import { RedisSeenKeyStore } from './redis-seen-key-store';

describe('RedisSeenKeyStore client', () => {
  it('creates its client listening for errors, resending nothing after a reconnect, retrying little', async () => {
    const store = new RedisSeenKeyStore({ url: `redis://127.0.0.1:${await closedPort()}` });
    try {
      const client = store['client'];
      expect(client.options.autoResendUnfulfilledCommands).toBe(false);
      expect(client.options.maxRetriesPerRequest).toBe(2);
      expect(client.options.commandTimeout).toBe(2000);
      expect(client.options.connectTimeout).toBe(2000);
      expect(client.listenerCount('error')).toBeGreaterThan(0);
    } finally {
      await store.close();
    }
  });

  it('fails calls on an unreachable Redis soon with StoreUnavailable, without unhandled error events', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const store = new RedisSeenKeyStore({ url: `redis://127.0.0.1:${await closedPort()}` });
    try {
      await expect(
        store.admit([{ kind: 'sliding', key: 'k', max: 1, windowMs: 1000 }], 0),
      ).rejects.toMatchObject({ code: 'StoreUnavailable', store: 'redis' });
      await expect(store.ping()).rejects.toMatchObject({ code: 'StoreUnavailable' });
      expect(logged).not.toHaveBeenCalled();
    } finally {
      await store.close();
      logged.mockRestore();
    }
  });
});
