import type { AddressInfo } from 'node:net';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Logger as PinoNestLogger } from 'nestjs-pino';
import { AppModule } from './app.module';
import { SHOP_DEDUP_VOCABULARY } from './shop/ingest/shop-facts';
import { SHOP_LISTENER_NAMES } from './shop/shop-projections.module';
import { ROLES } from '@tidemark/infra/admin';
import { AppConfig, ConfigError, loadConfig, type CorsOptions } from './config';
import { Draining } from './http/draining';
import { setupOpenApi } from './openapi/openapi';
import { configureFastify, fastifyOptions, TidemarkFastifyAdapter } from './http/fastify';
import { logRequests, startupLogger } from './observability/logging';
import { ListenerRunner } from '@tidemark/infra';
import { describeProjections } from './projections/where-projections-run';
import { CHECKPOINT_HEADER } from './http/headers';
import { describeTracing, startTracing, type Tracing } from './observability/tracing';

const SHUTDOWN_SIGNALS = ['SIGTERM', 'SIGINT'] as const;

async function bootstrap(config: AppConfig, tracing: Tracing): Promise<void> {
  const app = await NestFactory.create<NestFastifyApplication>(
    AppModule.forRoot(config),
    new TidemarkFastifyAdapter(fastifyOptions(config)),
    // Nest's lines are kept until the app's logger is in place; flushed as JSON if start fails.
    { bodyParser: false, bufferLogs: true, logger: startupLogger(config) },
  );
  app.useLogger(app.get(PinoNestLogger));
  configureFastify(app.getHttpAdapter().getInstance(), app.get(Draining), config);
  logRequests(app.getHttpAdapter().getInstance(), config);
  let stopping = false;
  for (const signal of SHUTDOWN_SIGNALS) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      void shutDown(app, tracing, signal, config.http.shutdownTimeoutMs);
    });
  }

  const cors = corsOptions(config.cors);
  if (cors) app.enableCors(cors);
  setupOpenApi(app, { authEnabled: config.auth.enabled });

  await app.listen(config.http.port, config.http.host);
  const { port } = app.getHttpServer().address() as AddressInfo;
  new Logger('Tidemark').log(
    `listening on http://${config.http.host}:${port} (store: ${config.store.kind})`,
  );
  new Logger('Auth').log(describeSecurity(config));
  new Logger('Projections').log(describeProjections(app.get(ListenerRunner), config));
  new Logger('Tracing').log(describeTracing(config.observability.tracing));
}

/** Auth on or off and why, token counts per role (never the tokens), the rate limit, CORS. */
function describeSecurity({ auth, rateLimit, cors }: AppConfig): string {
  const counts = ROLES.map(
    (role) => `${auth.tokens.filter((token) => token.role === role).length} ${role}`,
  );
  const limit =
    rateLimit.writesPerMinute === 0
      ? 'writes not rate-limited'
      : `writes limited to ${rateLimit.writesPerMinute}/min per client`;
  const origins = cors.kind === 'off' ? 'off' : cors.kind === 'any' ? '*' : cors.origins.join(', ');
  return `auth ${auth.enabled ? 'on' : 'off'} (${auth.reason}); tokens: ${counts.join(', ')}; ${limit}; CORS: ${origins}`;
}

/** `@fastify/cors` options (the adapter's own dependency: no import of it here). */
type FastifyCorsOptions = NonNullable<Parameters<NestFastifyApplication['enableCors']>[0]>;

function corsOptions(cors: CorsOptions): FastifyCorsOptions | undefined {
  if (cors.kind === 'off') return undefined;
  return {
    origin: cors.kind === 'any' ? '*' : [...cors.origins],
    methods: ['GET', 'HEAD', 'POST'],
    exposedHeaders: ['ETag', 'Location', 'Retry-After', 'WWW-Authenticate', CHECKPOINT_HEADER],
    maxAge: 600,
  };
}

/**
 * Drains in-flight requests, ends SSE streams, closes the store, flushes the spans, then exits
 * 0; says so in the log.
 */
async function shutDown(
  app: NestFastifyApplication,
  tracing: Tracing,
  signal: NodeJS.Signals,
  timeoutMs: number,
): Promise<void> {
  const logger = new Logger('Tidemark');
  logger.log(`${signal}: shutting down (in-flight requests finish, then the store closes)`);
  const deadline = Date.now() + timeoutMs;
  forceExitAfter(timeoutMs);
  try {
    await app.close();
    // A collector that is down or slow must not turn a clean shutdown into a forced exit: the
    // exporter retries for up to 10 s, so spans it has not sent by the bound are dropped.
    const flushed = await settlesWithin(
      tracing.shutdown(),
      deadline - Date.now() - FLUSH_MARGIN_MS,
    );
    if (!flushed) logger.warn('spans not exported within SHUTDOWN_TIMEOUT_MS: dropped');
  } catch (error) {
    logger.error(`shutdown failed: ${messageOf(error)}`, stackOf(error));
    process.exit(1);
  }
  logger.log('stopped');
  process.exit(0);
}

/** Left between the spans' flush and the forced exit, for the last log lines. */
const FLUSH_MARGIN_MS = 250;

/** True when `work` resolved within `ms`, false when the time ran out first. */
async function settlesWithin(work: Promise<void>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), Math.max(0, ms));
    timer.unref();
  });
  try {
    return await Promise.race([work.then(() => true as const), timeout]);
  } finally {
    clearTimeout(timer);
  }
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
    config = loadConfig(process.env, SHOP_DEDUP_VOCABULARY, SHOP_LISTENER_NAMES);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
  // Before the app is built: spans started while it starts belong to the SDK's provider.
  const tracing = startTracing(config.observability.tracing);
  bootstrap(config, tracing).catch(async (error: unknown) => {
    // Nest keeps its lines until the app listens: what it said before failing comes first.
    Logger.flush();
    new Logger('Tidemark').error(`failed to start: ${messageOf(error)}`, stackOf(error));
    await tracing.shutdown().catch(() => undefined);
    process.exit(1);
  });
}

const messageOf = (error: unknown): string =>
  error instanceof Error ? error.message : String(error);

const stackOf = (error: unknown): string | undefined =>
  error instanceof Error ? error.stack : undefined;

main();
