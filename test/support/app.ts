import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const MAIN = join(__dirname, '..', '..', 'dist', 'apps', 'api', 'main.js');

export interface Exit {
  readonly code: number | null;
  readonly signal: NodeJS.Signals | null;
}

/** The built app (dist/apps/api/main.js) running as a child process. */
export interface RunningApp {
  /** e.g. `http://127.0.0.1:41234` */
  readonly url: string;
  readonly process: ChildProcess;
  /** Everything it wrote to stdout and stderr so far. */
  output(): string;
  /** What it wrote to stdout so far (its log: one JSON object per line). */
  stdout(): string;
  readonly exited: Promise<Exit>;
  /** SIGTERM (graceful) or SIGKILL (crash); resolves once the process is gone. */
  stop(signal?: 'SIGTERM' | 'SIGKILL'): Promise<Exit>;
}

const LISTENING = /listening on (http:\/\/[^\s]+)/;
// eslint-disable-next-line no-control-regex
const ANSI = /\x1b\[[0-9;]*m/g;

/**
 * Starts the app with `env` on a port the OS picks (PORT=0, read back from its start-up
 * line), and resolves once GET /health answers 200.
 */
export async function startApp(
  env: Readonly<Record<string, string>>,
  timeoutMs = 30_000,
): Promise<RunningApp> {
  if (!existsSync(MAIN)) throw new Error(`${MAIN} is missing: run \`npm run build\` first`);
  const child = spawn(process.execPath, [MAIN], {
    // Every suite's requests come from one IP: the write rate limit is off unless a suite
    // (test/auth.e2e-spec.ts) sets it. A read with ?minPosition= waits up to 30 s for its
    // projection (the default 5 s is short on a busy machine) unless a suite sets less.
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: '0',
      NO_COLOR: '1',
      RATE_LIMIT_WRITES_PER_MINUTE: '0',
      READ_WAIT_TIMEOUT_MS: '30000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let stdout = '';
  const exited = new Promise<Exit>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const url = new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const match = LISTENING.exec(output.replace(ANSI, ''));
      if (match) resolve(match[1]);
    };
    child.stdout?.on('data', (chunk: Buffer) => {
      stdout += chunk.toString('utf8');
      onData(chunk);
    });
    child.stderr?.on('data', onData);
    void exited.then((exit) =>
      reject(new Error(`app exited before listening (${exitText(exit)}):\n${output}`)),
    );
  });

  const app: RunningApp = {
    url: '',
    process: child,
    output: () => output,
    stdout: () => stdout,
    exited,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
  try {
    const base = await withTimeout(url, timeoutMs, () => `app did not start:\n${output}`);
    await waitForHealth(base, timeoutMs, () => output);
    return { ...app, url: base };
  } catch (error) {
    await app.stop('SIGKILL');
    throw error;
  }
}

async function waitForHealth(url: string, timeoutMs: number, output: () => string) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const response = await fetch(`${url}/health`);
      if (response.status === 200) return;
    } catch {
      // not accepting connections yet
    }
    if (Date.now() > deadline) throw new Error(`GET /health never answered 200:\n${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number, message: () => string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(message())), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

function exitText(exit: Exit): string {
  return exit.signal ? `signal ${exit.signal}` : `code ${exit.code}`;
}
