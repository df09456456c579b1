import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { AppModule } from './app.module';

async function main(): Promise<void> {
  const app = await NestFactory.create(
    AppModule.register({
      storeUrl: process.env['STORE_URL'] ?? 'sqlite:./data/bank.db',
      adminTokens: process.env['ADMIN_TOKENS'] ?? '',
    }),
  );
  // SIGTERM/SIGINT run the shutdown hooks: the runner and the saga worker stop, then the store closes.
  app.enableShutdownHooks();
  await app.listen(Number(process.env['PORT'] ?? 3000), '127.0.0.1');
}

void main();
