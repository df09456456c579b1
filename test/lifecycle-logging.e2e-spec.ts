import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { rows } from './support/app-tables';
import { startApp } from './support/app';
import { storeTargetKinds, type StoreTargetKind } from './support/store-targets';

jest.setTimeout(120_000);

const MAIN = join(__dirname, '..', 'dist', 'apps', 'api', 'main.js');

interface LogLine {
  level: string;
  context: string;
  msg: string;
  [field: string]: unknown;
}

/** Every line of `text` that is a JSON object (the app's log). */
function logLines(text: string): LogLine[] {
  return text
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as LogLine);
}

/** Drops the projections' registry table behind the app's back. */
async function dropProjectionsTable(url: string): Promise<void> {
  if (!url.startsWith('sqlite:')) {
    await rows(url, 'DROP TABLE projections CASCADE');
    return;
  }
  const db = new Database(url.slice('sqlite:'.length));
  try {
    db.exec('DROP TABLE projections');
  } finally {
    db.close();
  }
}

function describeLifecycleLogs(target: StoreTargetKind): void {
  describe(`start and stop in the log (${target.kind})`, () => {
    it('a start that fails in onApplicationBootstrap logs its reason and exits non-zero', async () => {
      const store = await target.create();
      try {
        const first = await startApp({ EVENT_STORE_URL: store.url });
        expect((await first.stop('SIGTERM')).code).toBe(0);
        // A broken database state: the projections' registry is gone (the schema's version
        // says it is there), so registering the read models at start fails.
        await dropProjectionsTable(store.url);

        const run = spawnSync(process.execPath, [MAIN], {
          env: { ...process.env, HOST: '127.0.0.1', PORT: '0', EVENT_STORE_URL: store.url },
          encoding: 'utf8',
          timeout: 60_000,
        });
        expect(run.status).not.toBe(0);
        expect(run.status).not.toBeNull();
        const failed = logLines(run.stdout).find(
          (line) => line.context === 'Tidemark' && line.msg.startsWith('failed to start'),
        );
        expect(failed).toMatchObject({ level: 'error', msg: expect.stringMatching(/projections/) });
      } finally {
        await store.dispose();
      }
    });

    it('a normal shutdown logs the signal, then that it stopped', async () => {
      const store = await target.create();
      try {
        const app = await startApp({ EVENT_STORE_URL: store.url });
        expect(await app.stop('SIGTERM')).toEqual({ code: 0, signal: null });
        const lines = logLines(app.stdout()).filter((line) => line.context === 'Tidemark');
        expect(lines.map((line) => line.msg)).toEqual([
          expect.stringMatching(/^listening on /),
          expect.stringMatching(/^SIGTERM: shutting down/),
          'stopped',
        ]);
        expect(lines.every((line) => line.level === 'info')).toBe(true);
      } finally {
        await store.dispose();
      }
    });
  });
}

for (const target of storeTargetKinds('start and stop logging e2e')) {
  if (target.enabled) describeLifecycleLogs(target);
  else
    it.skip(`start and stop in the log (${target.kind}): PostgreSQL not reachable`, () =>
      undefined);
}
