import { spawnSync } from 'node:child_process';
import { reportSkipped } from './skipped';

/** The Redis server tests use: TEST_REDIS_URL, or the local default. */
export function testRedisUrl(): string {
  return process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
}

let reachable: boolean | undefined;

/**
 * Whether Redis tests should run. Outside CI an unreachable server skips them with a message;
 * under CI (`CI` set) they run and fail, so nothing is silently skipped there. Checked
 * synchronously because jest declares tests synchronously.
 */
export function redisTestsEnabled(suite: string): boolean {
  if (reachable === undefined) {
    const probe = spawnSync(
      process.execPath,
      [
        '-e',
        `const { Redis } = require('ioredis');
         const r = new Redis(process.argv[1], {
           lazyConnect: true, connectTimeout: 3000, maxRetriesPerRequest: 0, retryStrategy: () => null,
         });
         r.on('error', () => undefined);
         r.connect().then(() => r.ping()).then(() => process.exit(0), () => process.exit(1));`,
        testRedisUrl(),
      ],
      { timeout: 10_000, cwd: process.cwd() },
    );
    reachable = probe.status === 0;
  }
  if (reachable || process.env.CI) return true;
  reportSkipped(suite, `Redis is not reachable at ${testRedisUrl()} (set TEST_REDIS_URL)`);
  return false;
}

/** Deletes every key starting with `prefix` (SCAN, so the server is never blocked for long). */
export async function deleteRedisKeys(url: string, prefix: string): Promise<void> {
  // Loaded here, not at import: `/testing` serves users without Redis too.
  const { Redis } = await import('ioredis');
  const client = new Redis(url, { maxRetriesPerRequest: 2 });
  client.on('error', () => undefined); // the calls fail on their own
  try {
    const pattern = `${prefix.replace(/[\\*?[\]]/g, '\\$&')}*`;
    let cursor = '0';
    do {
      const [next, keys] = await client.scan(cursor, 'MATCH', pattern, 'COUNT', 500);
      if (keys.length > 0) await client.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    await client.quit();
  }
}
