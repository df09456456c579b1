import { Injectable, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance } from 'fastify';
import { Histogram } from 'prom-client';
import { TidemarkMetrics } from '@tidemark/infra/prometheus';

/** Seconds: from 1 ms to 10 s. */
const HTTP_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** The route label of a request that matched no route (404): never the raw URL. */
export const UNMATCHED_ROUTE = 'unmatched';

/**
 * Times every HTTP request in Fastify's `onResponse` hook, so that errors (whatever the
 * exception filter answered), 404s and requests refused before a handler are timed too. The
 * route label is the pattern Fastify matched, never the raw URL.
 */
@Injectable()
export class HttpTiming implements OnModuleInit {
  private readonly duration: Histogram<'method' | 'route' | 'status'>;

  constructor(
    private readonly adapterHost: HttpAdapterHost,
    metrics: TidemarkMetrics,
  ) {
    this.duration = new Histogram({
      name: 'tidemark_http_request_duration_seconds',
      help: 'HTTP request duration by method, route pattern and status.',
      labelNames: ['method', 'route', 'status'],
      buckets: HTTP_BUCKETS,
      registers: [metrics.registry],
    });
  }

  onModuleInit(): void {
    // An application context without HTTP (tests of the modules) has no adapter to time.
    const adapter = this.adapterHost.httpAdapter as HttpAdapterHost['httpAdapter'] | undefined;
    if (!adapter) return;
    const fastify = adapter.getInstance<FastifyInstance>();
    fastify.addHook('onResponse', (request, reply, done) => {
      this.observeRequest(
        request.method,
        request.routeOptions.url,
        reply.statusCode,
        reply.elapsedTime / 1000,
      );
      done();
    });
  }

  /** One HTTP request; `route` is the pattern it matched (`/streams/:streamId/events`). */
  observeRequest(method: string, route: string | undefined, status: number, seconds: number): void {
    this.duration.observe(
      { method, route: route ?? UNMATCHED_ROUTE, status: String(status) },
      seconds,
    );
  }
}
