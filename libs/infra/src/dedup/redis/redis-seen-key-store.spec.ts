import { createServer } from 'node:net';
import { RedisSeenKeyStore } from './redis-seen-key-store';

/** A local port nothing listens on: connections are refused at once. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

describe('RedisSeenKeyStore client', () => {
  it('creates its client listening for errors, resending nothing after a reconnect, retrying little', async () => {
    const store = new RedisSeenKeyStore({ url: `redis://127.0.0.1:${await closedPort()}` });
    try {
      const client = store['client'];
      expect(client.options.autoResendUnfulfilledCommands).toBe(false);
      expect(client.options.maxRetriesPerRequest).toBe(2);
      expect(client.options.commandTimeout).toBe(10_000);
      expect(client.listenerCount('error')).toBeGreaterThan(0);
    } finally {
      await store.close();
    }
  });

  it('fails calls on an unreachable Redis soon, without unhandled error events', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const store = new RedisSeenKeyStore({ url: `redis://127.0.0.1:${await closedPort()}` });
    try {
      await expect(
        store.admit([{ kind: 'sliding', key: 'k', max: 1, windowMs: 1000 }], 0),
      ).rejects.toThrow(/max retries per request|connect/i);
      expect(logged).not.toHaveBeenCalled();
    } finally {
      await store.close();
      logged.mockRestore();
    }
  });
});
