/**
 * Tidemark's EventStoreDB-protocol server over one store, as a child process of a test run
 * (`node -r @swc-node/register test/support/esdb-server-main.ts <store-url> [options]`): no
 * build needed. It prints one line `{"port":…,"pid":…}` on stdout once it serves, and exits when
 * its parent's stdin or IPC channel closes, so no server outlives a crashed jest.
 *
 *   <store-url>      sqlite:<file> or postgres://…
 *   --schema <name>  PostgreSQL: the schema of the tables (created, migrated)
 *   --dispose        on exit, drop that schema (PostgreSQL) or delete the file (SQLite)
 *   --port <n>       default 0: one the OS picks
 */
import { rmSync } from 'node:fs';
import { openStorage, persistentSubscriptionsOf, type Storage } from '@tidemark/infra';
import { persistentSubscriptionsService, startEsdbGrpcServer } from '@tidemark/infra/esdb-grpc';
import { runOnPostgres } from '@tidemark/infra/testing';

interface Args {
  readonly storeUrl: string;
  readonly schema?: string;
  readonly dispose: boolean;
  readonly port: number;
}

function parseArgs(argv: readonly string[]): Args {
  const [storeUrl, ...rest] = argv;
  if (!storeUrl) throw new Error('usage: esdb-server-main.ts <store-url> [--schema s] [--dispose]');
  let schema: string | undefined;
  let dispose = false;
  let port = 0;
  for (let i = 0; i < rest.length; i += 1) {
    if (rest[i] === '--schema') schema = rest[++i];
    else if (rest[i] === '--dispose') dispose = true;
    else if (rest[i] === '--port') port = Number(rest[++i]);
    else throw new Error(`unknown option ${rest[i]}`);
  }
  return { storeUrl, schema, dispose, port };
}

async function disposeStore(args: Args): Promise<void> {
  if (args.storeUrl.startsWith('sqlite:')) {
    const file = args.storeUrl.slice('sqlite:'.length);
    for (const suffix of ['', '-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true });
  } else if (args.schema) {
    await runOnPostgres(args.storeUrl, `DROP SCHEMA IF EXISTS "${args.schema}" CASCADE`, 5_000);
  }
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const storage: Storage = await openStorage(args.storeUrl, { schema: args.schema });
  // As the app serves them: the groups in the store's own SQL database.
  const groups = persistentSubscriptionsOf(storage, {
    onError: (error) => process.stderr.write(`persistent subscriptions: ${String(error)}\n`),
  });
  const server = await startEsdbGrpcServer({
    store: storage.events,
    host: '127.0.0.1',
    port: args.port,
    insecure: true,
    services: [persistentSubscriptionsService(groups)],
    // Its warnings and errors are the test run's: the parent shows or keeps them.
    log: {
      info: () => undefined,
      warn: (message) => process.stderr.write(`warn: ${message}\n`),
      error: (message) => process.stderr.write(`error: ${message}\n`),
    },
  });

  let stopping: Promise<void> | undefined;
  const stop = (why: string): Promise<void> => {
    stopping ??= (async () => {
      // A hung close must not keep an orphan alive: the process ends within the bound anyway.
      setTimeout(() => process.exit(2), 10_000).unref();
      try {
        await server.close();
        await groups.close();
        await storage.close();
        if (args.dispose) await disposeStore(args);
        process.exit(0);
      } catch (error) {
        process.stderr.write(`esdb test server: stopping (${why}) failed: ${String(error)}\n`);
        process.exit(1);
      }
    })();
    return stopping;
  };
  // The parent's end closes these: stdin at EOF, the IPC channel on disconnect.
  process.stdin.on('end', () => void stop('stdin closed'));
  process.stdin.on('error', () => void stop('stdin failed'));
  process.stdin.resume();
  process.on('disconnect', () => void stop('parent disconnected'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  process.stdout.write(`${JSON.stringify({ port: server.port, pid: process.pid })}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`esdb test server failed to start: ${String(error)}\n`);
  process.exit(1);
});
