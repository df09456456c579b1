/**
 * The framework's ceiling for `npm run bench -- http`: NestJS on Fastify, as the app runs,
 * answering the same POST with a fixed 201 body and doing nothing else (no validation, store,
 * logging or guards). Started as a child process on PORT.
 */
import 'reflect-metadata';
import { Body, Controller, Get, HttpCode, Module, Param, Post } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';

@Controller()
class NoopController {
  @Get('health')
  health(): { status: string } {
    return { status: 'ok' };
  }

  @Post('streams/:streamId/events')
  @HttpCode(201)
  append(@Param('streamId') streamId: string, @Body() body: unknown): object {
    void body;
    return { streamId, firstVersion: 1, nextExpectedVersion: 1, position: '1' };
  }
}

@Module({ controllers: [NoopController] })
class NoopModule {}

async function main(): Promise<void> {
  const app = await NestFactory.create<NestFastifyApplication>(NoopModule, new FastifyAdapter(), {
    logger: false,
  });
  app.enableShutdownHooks();
  await app.listen(Number(process.env.PORT), '127.0.0.1');
}

void main();
