import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Module, type INestApplication, type Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { TidemarkConsoleModule } from './console.module';

/**
 * Each platform as a consumer starts it. Imported dynamically: libs/infra may not import a
 * platform (its lint rule), and these tests are what shows the module needs none.
 */
const platforms = {
  express: async (module: Type) => {
    const { ExpressAdapter } = await import('@nestjs/platform-express');
    return NestFactory.create(module, new ExpressAdapter(), { logger: false });
  },
  fastify: async (module: Type) => {
    const { FastifyAdapter } = await import('@nestjs/platform-fastify');
    return NestFactory.create(module, new FastifyAdapter(), { logger: false });
  },
};

interface Answer {
  readonly status: number;
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
  readonly body: string;
}

/** A GET of `path` exactly as written: fetch would resolve `..` and `%2e%2e` before sending. */
function get(base: string, path: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const sent = request(`${base}/`, { path, method: 'GET' }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      );
    });
    sent.on('error', reject);
    sent.end();
  });
}

async function start(
  platform: keyof typeof platforms,
  directory: string,
): Promise<{ app: INestApplication; base: string }> {
  @Module({ imports: [TidemarkConsoleModule.forRoot({ directory })] })
  class AppModule {}
  const app = await platforms[platform](AppModule);
  await app.listen(0, '127.0.0.1');
  const { port } = app.getHttpServer().address() as AddressInfo;
  return { app, base: `http://127.0.0.1:${port}` };
}

const INDEX = '<!doctype html><title>console</title><script src="/console/assets/main-Ab1.js">';
const SCRIPT = 'console.log("the console");';
const SECRET = 'a file beside the console, never served';
const CSP = "default-src 'self'; frame-ancestors 'none'; base-uri 'none'; object-src 'none'";

describe.each(Object.keys(platforms) as Array<keyof typeof platforms>)(
  'TidemarkConsoleModule on %s',
  (platform) => {
    const root = mkdtempSync(join(tmpdir(), 'tidemark-console-module-'));
    const built = join(root, 'built');
    const notBuilt = join(root, 'not-built');
    let servingBuilt: { app: INestApplication; base: string };
    let servingNotBuilt: { app: INestApplication; base: string };

    beforeAll(async () => {
      mkdirSync(join(built, 'assets'), { recursive: true });
      mkdirSync(notBuilt);
      writeFileSync(join(built, 'index.html'), INDEX);
      writeFileSync(join(built, 'assets', 'main-Ab1.js'), SCRIPT);
      writeFileSync(join(root, 'secret.txt'), SECRET);
      writeFileSync(join(root, 'package.json'), SECRET);
      symlinkSync(join(root, 'secret.txt'), join(built, 'assets', 'linked.txt'));
      servingBuilt = await start(platform, built);
      servingNotBuilt = await start(platform, notBuilt);
    });

    afterAll(async () => {
      await servingBuilt?.app.close();
      await servingNotBuilt?.app.close();
      rmSync(root, { recursive: true, force: true });
    });

    it('redirects /console to /console/', async () => {
      const answer = await get(servingBuilt.base, '/console');
      expect([answer.status, answer.headers.location]).toEqual([301, '/console/']);
    });

    it.each(['/console/', '/console/index.html', '/console/?from=bookmark'])(
      'serves index.html at %s, revalidated each time, under the CSP',
      async (path) => {
        const answer = await get(servingBuilt.base, path);
        expect(answer).toMatchObject({
          status: 200,
          body: INDEX,
          headers: {
            'content-type': 'text/html; charset=utf-8',
            'cache-control': 'no-cache',
            'content-security-policy': CSP,
            'x-content-type-options': 'nosniff',
          },
        });
      },
    );

    it('serves the hashed assets cached for a year', async () => {
      const answer = await get(servingBuilt.base, '/console/assets/main-Ab1.js');
      expect(answer).toMatchObject({
        status: 200,
        body: SCRIPT,
        headers: {
          'content-type': 'text/javascript; charset=utf-8',
          'content-length': String(SCRIPT.length),
          'cache-control': 'public, max-age=31536000, immutable',
          'content-security-policy': CSP,
        },
      });
    });

    it('answers a file the console does not have 404 with a JSON body', async () => {
      const answer = await get(servingBuilt.base, '/console/assets/missing.js');
      expect(answer.status).toBe(404);
      expect(JSON.parse(answer.body)).toEqual({
        error: 'NotFound',
        message: 'no such file in the admin console',
      });
    });

    it.each([
      '/console/../package.json',
      '/console/../secret.txt',
      '/console/assets/../../secret.txt',
      '/console/..%2fsecret.txt',
      '/console/%2e%2e/secret.txt',
      '/console/%2e%2e%2fsecret.txt',
      '/console/%2E%2E%2Fpackage.json',
      '/console/%252e%252e%252fsecret.txt',
      '/console/..%5csecret.txt',
      '/console/assets/%2e%2e/%2e%2e/secret.txt',
      '/console//etc/passwd',
      '/console/%2fetc%2fpasswd',
      '/console/assets/linked.txt',
      '/console/%E0%A4%A',
    ])('serves nothing outside the console for %s', async (path) => {
      const answer = await get(servingBuilt.base, path);
      expect(answer.body).not.toContain(SECRET);
      expect(answer.body).not.toContain('root:');
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
    });

    it('answers 404 with a JSON body that says so when the console is not built', async () => {
      const answer = await get(servingNotBuilt.base, '/console/');
      expect(answer.status).toBe(404);
      expect(JSON.parse(answer.body)).toEqual({
        error: 'NotFound',
        message: 'the admin console is not built: build @tidemark/infra (npm run build)',
      });
      expect((await get(servingNotBuilt.base, '/console/assets/main-Ab1.js')).status).toBe(404);
      expect((await get(servingNotBuilt.base, '/console')).status).toBe(301);
    });
  },
);
