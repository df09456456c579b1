import { NestFactory } from '@nestjs/core';
import { AppModule } from './app.module.js';

async function bootstrap() {
  const app = await NestFactory.create(
    AppModule.register({
      storeUrl: process.env.STORE_URL ?? 'sqlite:./data/library.db',
      adminTokens: process.env.ADMIN_TOKENS ?? '',
    }),
  );
  // SIGTERM/SIGINT run the shutdown hooks: the runner and the saga worker stop, then the store closes.
  app.enableShutdownHooks();
  await app.listen(process.env.PORT ?? 3000);
}
await bootstrap();
