import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { startApp, type RunningApp } from './support/app';

const ADMIN = 'console-admin-token-0123456789';

// The demo serves the package's build of the admin console through TidemarkConsoleModule, outside
// the API's auth (test/console.e2e-spec.ts drives the console itself in Chromium).
describe('the admin console as the demo serves it', () => {
  const BUILT = join(__dirname, '..', 'libs', 'infra', 'dist', 'console', 'index.html');
  let app: RunningApp;
  beforeAll(async () => {
    app = await startApp({
      EVENT_STORE_URL: 'sqlite::memory:',
      AUTH: 'on',
      AUTH_TOKENS: `admin:${ADMIN}`,
    });
  });
  afterAll(async () => {
    await app?.stop();
  });

  it('redirects /console, serves the page revalidated and its assets immutable, without a token', async () => {
    const redirect = await fetch(`${app.url}/console`, { redirect: 'manual' });
    expect([redirect.status, redirect.headers.get('location')]).toEqual([301, '/console/']);

    const page = await fetch(`${app.url}/console/`);
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toBe(readFileSync(BUILT, 'utf8'));
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(page.headers.get('content-security-policy')).toBe(
      "default-src 'self'; frame-ancestors 'none'; base-uri 'none'; object-src 'none'",
    );

    const script = /src="(\/console\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    const asset = await fetch(`${app.url}${script}`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await asset.text()).length).toBeGreaterThan(1000);
  });
});
