import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { closedPort, runOnPostgres, testPostgresUrl } from '@tidemark/infra/testing';

/**
 * Runs `work` while PostgreSQL refuses connections to the database of `url` (superusers' too),
 * its open connections ended; accepts them again afterwards, whatever `work` did.
 */
export async function whileRefusingConnections(
  url: string,
  work: () => Promise<void>,
): Promise<void> {
  const database = new URL(url).pathname.slice(1);
  const onServer = (text: string) => runOnPostgres(testPostgresUrl(), text, 5000);
  await onServer(`ALTER DATABASE ${database} WITH ALLOW_CONNECTIONS false`);
  try {
    await onServer(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
        WHERE datname = '${database}' AND pid <> pg_backend_pid()`,
    );
    await work();
  } finally {
    await onServer(`ALTER DATABASE ${database} WITH ALLOW_CONNECTIONS true`);
  }
}

/** A redis-server of the test's own (no persistence), to stop and start again on its port. */
export class OwnRedis {
  private process: ChildProcess | undefined;

  private constructor(readonly port: number) {}

  static async start(): Promise<OwnRedis> {
    const redis = new OwnRedis(await closedPort());
    await redis.restart();
    return redis;
  }

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  /** Starts it (again) on its port; resolves once it accepts connections. */
  async restart(): Promise<void> {
    const child = spawn(
      'redis-server',
      ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    this.process = child;
    let output = '';
    await new Promise<void>((resolve, reject) => {
      child.stdout?.on('data', (chunk: Buffer) => {
        output += chunk.toString('utf8');
        if (output.includes('Ready to accept connections')) resolve();
      });
      child.once('exit', (code) => reject(new Error(`redis-server exited (${code}):\n${output}`)));
    });
  }

  /** Kills it (SIGKILL: gone at once, like a crash); resolves once it has exited. */
  async stop(): Promise<void> {
    const child = this.process;
    this.process = undefined;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGKILL');
    await exited;
  }
}

/** A small file system of its own (tmpfs), to fill up; needs root (`mount`). */
export interface SmallDisk {
  readonly dir: string;
  /** Writes a file until the disk has no room left. */
  fill(): void;
  /** Deletes that file. */
  free(): void;
  unmount(): void;
}

/** A tmpfs of `megabytes` at a new directory, or undefined (with the reason) where mount fails. */
export function mountSmallDisk(megabytes: number): SmallDisk | string {
  const dir = mkdtempSync(join(tmpdir(), 'tidemark-disk-'));
  const mount = spawnSync('mount', ['-t', 'tmpfs', '-o', `size=${megabytes}m`, 'tmpfs', dir], {
    encoding: 'utf8',
  });
  if (mount.status !== 0) {
    rmSync(dir, { recursive: true, force: true });
    return `mount -t tmpfs failed (${mount.stderr.trim() || mount.error?.message}): it needs root`;
  }
  const filler = join(dir, 'filler');
  return {
    dir,
    fill() {
      const fd = openSync(filler, 'a');
      try {
        for (const size of [1 << 20, 64 << 10, 4 << 10, 512, 1]) {
          const chunk = Buffer.alloc(size, 1);
          try {
            for (;;) writeSync(fd, chunk);
          } catch (error) {
            if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
          }
        }
      } finally {
        closeSync(fd);
      }
    },
    free() {
      rmSync(filler, { force: true });
    },
    unmount() {
      spawnSync('umount', ['-l', dir]);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
