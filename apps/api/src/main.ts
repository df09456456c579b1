import type { AddressInfo } from 'node:net';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { AppModule } from './app.module';
import { AppConfig, ConfigError, loadConfig } from './config';
import { Draining } from './http/draining';
import { configureFastify, fastifyOptions } from './http/fastify';
import { ProjectionsLifecycle } from './projections/projections.module';

const SHUTDOWN_SIGNALS = ['SIGTERM', 'SIGINT'] as const;

async function bootstrap(config: AppConfig): Promise<void> {
  const app = await NestFactory.create<NestFastifyApplication>(
    AppModule.forRoot(config),
    new FastifyAdapter(fastifyOptions(config)),
    { bodyParser: false, logger: ['error', 'warn'] },
  );
  configureFastify(app.getHttpAdapter().getInstance(), app.get(Draining));
  // Drain in-flight requests, end SSE streams, close the store, then exit 0.
  app.enableShutdownHooks([...SHUTDOWN_SIGNALS], { useProcessExit: true });
  for (const signal of SHUTDOWN_SIGNALS) {
    process.once(signal, () => forceExitAfter(config.shutdownTimeoutMs));
  }

  await app.listen(config.port, config.host);
  const { port } = app.getHttpServer().address() as AddressInfo;
  app.useLogger(['log', 'warn', 'error']);
  new Logger('Tidemark').log(
    `listening on http://${config.host}:${port} (store: ${config.storeKind})`,
  );
  new Logger('Projections').log(app.get(ProjectionsLifecycle).describe());
}

function forceExitAfter(timeoutMs: number): void {
  setTimeout(() => {
    new Logger('Tidemark').error(`shutdown took over ${timeoutMs} ms: exiting`);
    process.exit(1);
  }, timeoutMs).unref();
}

function main(): void {
  let config: AppConfig;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
  bootstrap(config).catch((error: unknown) => {
    new Logger('Tidemark').error(
      `failed to start: ${error instanceof Error ? error.message : String(error)}`,
    );
    process.exit(1);
  });
}

main();
