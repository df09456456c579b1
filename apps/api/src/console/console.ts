import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Where `npm run build` puts the console (apps/api/console, built by Vite) beside the app. */
export const CONSOLE_DIR = join(__dirname, '..', '..', 'console');

/**
 * Serves the admin console at /console: static files only (no secrets: every call it makes
 * carries the admin token the user typed), so they are outside the API's auth. Assets have
 * content hashes in their names and are cached for a year; index.html is always revalidated.
 */
export function setupConsole(fastify: FastifyInstance, dir = CONSOLE_DIR): void {
  fastify.get('/console', (_request, reply) => reply.redirect('/console/', 301));
  if (!existsSync(join(dir, 'index.html'))) {
    fastify.get('/console/*', (_request, reply) =>
      reply
        .code(404)
        .send({ error: 'NotFound', message: 'the console is not built: run npm run build' }),
    );
    return;
  }
  void fastify.register(fastifyStatic, {
    root: dir,
    prefix: '/console/',
    decorateReply: false,
    index: ['index.html'],
    setHeaders: (reply, path) => {
      // Everything is bundled: nothing from elsewhere, no framing (the admin token is in the tab).
      void reply.header(
        'content-security-policy',
        "default-src 'self'; frame-ancestors 'none'; base-uri 'none'; object-src 'none'",
      );
      void reply.header(
        'cache-control',
        path.endsWith('index.html') ? 'no-cache' : 'public, max-age=31536000, immutable',
      );
    },
  });
}
