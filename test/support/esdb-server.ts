import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import type { Exit } from './app';

const MAIN = join(__dirname, 'esdb-server-main.ts');
const ROOT = join(__dirname, '..', '..');

/** Tidemark's EventStoreDB-protocol server (test/support/esdb-server-main.ts) in a child process. */
export interface EsdbServerProcess {
  /** `esdb://127.0.0.1:<port>?tls=false` */
  readonly url: string;
  readonly port: number;
  readonly process: ChildProcess;
  /** What it wrote to stdout and stderr so far. */
  output(): string;
  readonly exited: Promise<Exit>;
  /** SIGTERM (graceful) or SIGKILL (crash); resolves once the process is gone. */
  stop(signal?: 'SIGTERM' | 'SIGKILL'): Promise<Exit>;
}

export interface EsdbServerOptions {
  /** PostgreSQL: the schema of the tables. */
  readonly schema?: string;
  /** Drop the schema / delete the SQLite file when the server stops (not on SIGKILL). */
  readonly dispose?: boolean;
  /** Default 0: one the OS picks (a restart on the port of a killed server passes it). */
  readonly port?: number;
}

/** Starts the server on `storeUrl` (`sqlite:…`, `postgres://…`) on a port the OS picks. */
export async function startEsdbServer(
  storeUrl: string,
  options: EsdbServerOptions = {},
  timeoutMs = 60_000,
): Promise<EsdbServerProcess> {
  const args = ['-r', '@swc-node/register', MAIN, storeUrl];
  if (options.schema) args.push('--schema', options.schema);
  if (options.dispose) args.push('--dispose');
  if (options.port) args.push('--port', String(options.port));
  // stdin stays open for the child's life: its EOF (this process gone) ends the server.
  const child = spawn(process.execPath, args, { cwd: ROOT, stdio: ['pipe', 'pipe', 'pipe'] });
  let output = '';
  const exited = new Promise<Exit>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const port = new Promise<number>((resolve, reject) => {
    let stdout = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
      stdout += chunk.toString('utf8');
      const line = /^(\{.*\})\n/m.exec(stdout);
      if (line) resolve((JSON.parse(line[1]) as { port: number }).port);
    });
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    void exited.then((exit) =>
      reject(new Error(`esdb server exited before serving (${JSON.stringify(exit)}):\n${output}`)),
    );
  });
  const stop = async (signal: 'SIGTERM' | 'SIGKILL' = 'SIGTERM'): Promise<Exit> => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    return exited;
  };
  let timer: NodeJS.Timeout | undefined;
  try {
    const served = await Promise.race([
      port,
      new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`esdb server did not start:\n${output}`)),
          timeoutMs,
        );
      }),
    ]);
    return {
      url: `esdb://127.0.0.1:${served}?tls=false`,
      port: served,
      process: child,
      output: () => output,
      exited,
      stop,
    };
  } catch (error) {
    await stop('SIGKILL');
    throw error;
  } finally {
    clearTimeout(timer);
  }
}
