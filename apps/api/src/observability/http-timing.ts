import { Injectable, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance } from 'fastify';
import { AppMetrics } from './app-metrics';

/**
 * Times every HTTP request in Fastify's `onResponse` hook, so that errors (whatever the
 * exception filter answered), 404s and requests refused before a handler are timed too. The
 * route label is the pattern Fastify matched, never the raw URL.
 */
@Injectable()
export class HttpTiming implements OnModuleInit {
  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly metrics: AppMetrics,
  ) {}

  onModuleInit(): void {
    // An application context without HTTP (tests of the modules) has no adapter to time.
    const adapter = this.adapterHost.httpAdapter as HttpAdapterHost['httpAdapter'] | undefined;
    if (!adapter) return;
    const fastify = adapter.getInstance<FastifyInstance>();
    fastify.addHook('onResponse', (request, reply, done) => {
      this.metrics.observeRequest(
        request.method,
        request.routeOptions.url,
        reply.statusCode,
        reply.elapsedTime / 1000,
      );
      done();
    });
  }
}
