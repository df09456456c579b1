import { Injectable, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import {
  context,
  ROOT_CONTEXT,
  SpanKind,
  SpanStatusCode,
  trace,
  type Context,
} from '@opentelemetry/api';
import { tidemarkTracer, traceContextOf, tracingIdle } from '@tidemark/infra';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * A server span per HTTP request (REST and GraphQL alike), continuing the W3C `traceparent`
 * (and `tracestate`) the request came with, from Fastify's `onRequest` hook to `onResponse`
 * (so 404s, refusals before a handler and the exception filter's answers are in it). The
 * request runs in the span's context: Fastify keeps it across body parsing (its content-type
 * parser runs in an AsyncResource of the request), so what the handler appends carries it. With
 * no SDK and no `traceparent` the hooks do nothing.
 */
@Injectable()
export class HttpTracing implements OnModuleInit {
  private readonly contexts = new WeakMap<FastifyRequest, Context>();

  constructor(private readonly adapterHost: HttpAdapterHost) {}

  onModuleInit(): void {
    // An application context without HTTP (tests of the modules) has no adapter to trace.
    const adapter = this.adapterHost.httpAdapter as HttpAdapterHost['httpAdapter'] | undefined;
    if (!adapter) return;
    const fastify = adapter.getInstance<FastifyInstance>();
    fastify.addHook('onRequest', (request, _reply, done) => {
      const parent = traceContextOf(request.headers) ?? ROOT_CONTEXT;
      if (tracingIdle(parent)) return done();
      const route = request.routeOptions.url;
      const span = tidemarkTracer().startSpan(
        route === undefined ? request.method : `${request.method} ${route}`,
        {
          kind: SpanKind.SERVER,
          attributes: {
            'http.request.method': request.method,
            'url.path': request.url.split('?')[0],
            ...(route === undefined ? {} : { 'http.route': route }),
          },
        },
        parent,
      );
      const active = trace.setSpan(parent, span);
      this.contexts.set(request, active);
      context.with(active, done);
    });
    fastify.addHook('onResponse', (request, reply, done) => {
      const active = this.contexts.get(request);
      const span = active && trace.getSpan(active);
      if (span) {
        span.setAttribute('http.response.status_code', reply.statusCode);
        if (reply.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
        span.end();
      }
      done();
    });
  }
}
