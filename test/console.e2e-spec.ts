import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { reportSkipped } from '@tidemark/infra/testing';
import type { Schemas } from './support/api-types';
import { startApp, type RunningApp } from './support/app';
import { call } from './support/http';
import { until } from './support/read-models';
import { newOrder } from './support/shop';

jest.setTimeout(180_000);

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ARTIFACTS = join(__dirname, '..', 'test-artifacts', 'console');
/** `UPDATE_SCREENSHOTS=1 npx jest test/console.e2e-spec.ts` refreshes the pictures of docs/console.md. */
const README_SHOTS = process.env.UPDATE_SCREENSHOTS
  ? join(__dirname, '..', 'docs', 'console')
  : null;

const ADMIN = 'console-admin-token-0123456789';
const WRITER = 'console-writer-token-0123456789';

/** Chromium is needed; outside CI a machine without it skips with a message. */
function browserTestsEnabled(): boolean {
  if (existsSync(CHROMIUM) || process.env.CI) return true;
  reportSkipped(
    'admin console in Chromium (test/console.e2e-spec.ts)',
    `no browser at ${CHROMIUM} (apt-get install chromium, or set CHROMIUM_PATH)`,
  );
  return false;
}

async function shoot(page: Page, name: string): Promise<void> {
  for (const dir of [ARTIFACTS, README_SHOTS]) {
    if (dir === null) continue;
    mkdirSync(dir, { recursive: true });
    await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true });
  }
}

// One browser page for the whole suite: each test continues where the previous one left it
// (logged in, on a page), as a user would; a failure early fails the rest.
(browserTestsEnabled() ? describe : describe.skip)('admin console in headless Chromium', () => {
  const dir = mkdtempSync(join(tmpdir(), 'tidemark-console-'));
  const env = {
    EVENT_STORE_URL: `sqlite:${join(dir, 'tidemark.db')}`,
    AUTH: 'on',
    AUTH_TOKENS: `admin:${ADMIN},writer:${WRITER}`,
  };
  const as = (token: string) => ({ authorization: `Bearer ${token}` });
  /** Places an order (and pays it, with `paid`) as the writer; its id. */
  const order = async (url: string, paid = false): Promise<string> => {
    const placed = await call<Schemas['OrderCommandResponseSchema']>(
      url,
      'POST',
      '/orders',
      newOrder(),
      {
        ...as(WRITER),
        'idempotency-key': randomUUID(),
      },
    );
    expect(placed.status).toBe(201);
    if (paid) {
      const payment = { amountCents: 1500, paymentReference: `psp-${randomUUID()}` };
      const path = `/orders/${placed.body.orderId}/payments`;
      expect((await call(url, 'POST', path, payment, as(WRITER))).status).toBe(200);
    }
    return placed.body.orderId;
  };
  let app: RunningApp;
  let browser: Browser;
  let page: Page;
  let orderId = '';
  const pagedStream = `paging-${randomUUID()}`;

  beforeAll(async () => {
    // A first run whose notifier always fails leaves a pending dead letter (the order
    // confirmation); the console's app runs without the fault, so a re-drive succeeds.
    const faulty = await startApp({ ...env, NOTIFIER_PERMANENT_FAILURE: 'true' });
    try {
      orderId = await order(faulty.url, true);
      for (let i = 0; ; i += 1) {
        const pending = await call<{ items: unknown[] }>(
          faulty.url,
          'GET',
          '/admin/dead-letters?status=pending',
          undefined,
          as(ADMIN),
        );
        if (pending.body.items.length > 0) break;
        if (i > 300) throw new Error('no dead letter appeared');
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    } finally {
      await faulty.stop();
    }
    app = await startApp(env);
    // 45 events: three pages of 20 in the stream browser.
    const paged = await call(
      app.url,
      'POST',
      `/streams/${pagedStream}/events`,
      { events: Array.from({ length: 45 }, (_, n) => ({ type: 'Paged', data: { n: n + 1 } })) },
      as(WRITER),
    );
    expect(paged.status).toBe(201);
    // Facts from two sources, one a duplicate: the dedup page has something to draw.
    const ingest = (source: string, body: unknown) =>
      call(app.url, 'POST', `/ingest/${source}`, body, as(WRITER));
    const other = await order(app.url, true);
    expect(
      (
        await ingest('warehouse', {
          orderRef: other,
          status: 'SHIPPED',
          eventTime: Date.parse('2026-11-29T11:00:00.123Z'),
          carrier: 'DHL',
          trackingNumber: 'JD0001',
        })
      ).status,
    ).toBe(201);
    expect(
      (
        await ingest('client', {
          orderId: other,
          action: 'marked-shipped',
          at: '2026-11-29T11:00:30Z',
          carrier: 'DHL',
        })
      ).status,
    ).toBe(200);

    // A payment told by the checkout, then by the provider (replaces it), then its retry (dropped).
    const third = await order(app.url);
    const payment = (id: string, created: number) => ({
      id,
      type: 'payment_intent.succeeded',
      created,
      data: {
        object: {
          id: 'pi_console',
          amount_received: 1500,
          currency: 'eur',
          metadata: { order_id: third },
        },
      },
    });
    const decisions = [
      await ingest('client', {
        orderId: third,
        action: 'payment-completed',
        at: '2026-11-29T10:00:00.900Z',
        amount: { value: '15.00', currency: 'EUR' },
        receipt: 'r-console',
      }),
      await ingest('payment-provider', payment('evt_1', 1795946400)),
      await ingest('payment-provider', payment('evt_2', 1795946401)),
    ].map((answer) => (answer.body as { decision?: string }).decision);
    expect(decisions).toEqual(['Accept', 'Replace', 'Drop']);

    browser = await chromium.launch({
      executablePath: CHROMIUM,
      headless: true,
      // Chromium's background services would try the network, which is closed here.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    });
    page = await browser.newPage({ viewport: { width: 1280, height: 860 } });
  });

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('asks for the admin token, refuses a wrong one, and shows the store and its health', async () => {
    await page.goto(`${app.url}/console`);
    await page.getByTestId('login').waitFor();
    await page.getByLabel('Admin token').fill('not-the-token-at-all');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByText('That token was refused.').waitFor();
    await shoot(page, 'login');
    await page.getByLabel('Admin token').fill(ADMIN);
    await page.getByRole('button', { name: 'Log in' }).click();
    // The live log's start comes from the admin API: accepted.
    await page
      .getByTestId('live-state')
      .getByText(/^from position \d+$/)
      .waitFor();
    await expect(page.getByTestId('login').count()).resolves.toBe(0);
    await page.getByTestId('store-status').getByText('sqlite · ok', { exact: true }).waitFor();
  });

  it('finds a stream by id and pages through its events; the global log follows live', async () => {
    await page.getByLabel('Stream id or category').fill(`order-${orderId}`);
    await page.getByRole('button', { name: 'Find' }).click();
    const events = page.getByTestId('stream-results').getByTestId('event');
    await events.first().waitFor();
    await expect(events.allTextContents()).resolves.toEqual([
      expect.stringContaining('OrderPlaced'),
      expect.stringContaining('OrderPaid'),
    ]);
    await events.first().locator('summary').click();
    await expect(
      events.first().evaluate((details) => (details as unknown as { open: boolean }).open),
    ).resolves.toBe(true);
    await expect(events.first().locator('pre').first().textContent()).resolves.toContain(
      '"customerId"',
    );
    // Paging: 45 events, 20 a page, forward and back.
    await page.getByLabel('Stream id or category').fill(pagedStream);
    await page.getByRole('button', { name: 'Find' }).click();
    const label = page.getByTestId('page-label');
    const previous = page.getByRole('button', { name: '← Previous' });
    const next = page.getByRole('button', { name: 'Next →' });
    await label.filter({ hasText: 'versions 1–20 of 45' }).waitFor();
    await expect(previous.isDisabled()).resolves.toBe(true);
    await next.click();
    await label.filter({ hasText: 'versions 21–40 of 45' }).waitFor();
    await next.click();
    await label.filter({ hasText: 'versions 41–45 of 45' }).waitFor();
    await expect(next.isDisabled()).resolves.toBe(true);
    await expect(events.count()).resolves.toBe(5);
    await previous.click();
    await label.filter({ hasText: 'versions 21–40 of 45' }).waitFor();
    await previous.click();
    await label.filter({ hasText: 'versions 1–20 of 45' }).waitFor();
    // Live: what is appended now appears at the top of the global log.
    const live = page.getByTestId('live-log');
    await page
      .getByTestId('live-state')
      .getByText(/^from position \d+$/)
      .waitFor();
    const streamId = `console-${randomUUID()}`;
    const appended = await call(
      app.url,
      'POST',
      `/streams/${streamId}/events`,
      { events: [{ type: 'ConsoleWatched', data: { n: 1 } }] },
      as(WRITER),
    );
    expect(appended.status).toBe(201);
    await live.getByText(`${streamId}@1`).waitFor();
    await page.getByLabel('Search by').selectOption('category');
    await page.getByLabel('Stream id or category').fill('order');
    await page.getByRole('button', { name: 'Find' }).click();
    await page.getByRole('heading', { name: 'category order' }).waitFor();
    await label.filter({ hasText: /^\d+ events after position 0$/ }).waitFor();
    // The log's order: the first order's two events, then the second's three.
    await expect(events.allTextContents().then((texts) => texts.slice(0, 5))).resolves.toEqual([
      expect.stringContaining('OrderPlaced'),
      expect.stringContaining('OrderPaid'),
      expect.stringContaining('OrderPlaced'),
      expect.stringContaining('OrderPaid'),
      expect.stringContaining('OrderShipped'),
    ]);
    await shoot(page, 'streams');
  });

  it("shows each projection's lag falling back to 0 after writes, with pause and resume", async () => {
    await page.getByRole('link', { name: 'Projections' }).click();
    const orderList = page.getByTestId('listener-order_list');
    await orderList.getByTestId('lag').getByText('0', { exact: true }).waitFor();
    await orderList.getByRole('button', { name: 'Pause' }).click();
    await orderList.getByTestId('state').getByText('paused').waitFor();
    for (let i = 0; i < 3; i += 1) await order(app.url);
    // Paused, it falls behind the writes…
    await orderList.locator('[data-testid="lag"].behind').waitFor();
    await orderList.getByRole('button', { name: 'Resume' }).click();
    // …and resumed, it catches up: lag 0 again.
    await orderList.getByTestId('state').getByText('running').waitFor();
    await orderList.getByTestId('lag').getByText('0', { exact: true }).waitFor();
    // The chart went up while paused: a point above its baseline (y 34).
    const points = (await orderList.locator('svg polyline').getAttribute('points')) ?? '';
    expect(points.split(' ').some((point) => Number(point.split(',')[1]) < 34)).toBe(true);
    // A rebuild in progress shows its progress (the API's answer held at 25% for this check).
    await page.route('**/admin/projections', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { projections: { name: string }[] };
      body.projections = body.projections.map((listener) =>
        listener.name === 'order_list'
          ? {
              ...listener,
              rebuild: { checkpoint: '3', progress: 0.25, startedAt: new Date().toISOString() },
            }
          : listener,
      );
      await route.fulfill({ response, json: body });
    });
    const progress = orderList.getByTestId('rebuild-progress');
    await progress.waitFor();
    await expect(progress.getAttribute('value')).resolves.toBe('0.25');
    await orderList.getByText('25% (checkpoint 3)').waitFor();
    await page.unroute('**/admin/projections');
    await progress.waitFor({ state: 'hidden' });
    // Rebuild, after the browser's confirmation: built again beside the old one, then swapped.
    page.once('dialog', (dialog) => void dialog.accept());
    const [rebuilt] = await Promise.all([
      page.waitForResponse((response) =>
        response.url().endsWith('/admin/projections/order_list/rebuild'),
      ),
      orderList.getByRole('button', { name: 'Rebuild' }).click(),
    ]);
    expect(rebuilt.status()).toBe(202);
    await until(async () => {
      const listed = await call<Schemas['ListenerListSchema']>(
        app.url,
        'GET',
        '/admin/projections',
        undefined,
        as(ADMIN),
      );
      const listener = listed.body.projections.find((l) => l.name === 'order_list');
      return listener?.rebuild === null && listener.lag === '0';
    }, 'order_list to be rebuilt');
    await orderList.getByTestId('lag').getByText('0', { exact: true }).waitFor();
    await progress.waitFor({ state: 'hidden' });
    await shoot(page, 'projections');
  });

  it('inspects a dead letter, re-drives it after confirming, and it leaves the pending list', async () => {
    await page.getByRole('link', { name: 'Dead letters' }).click();
    const letter = page.getByTestId('dead-letter').filter({ hasText: 'sendConfirmation' });
    await letter.waitFor();
    await letter.getByRole('button', { name: 'Inspect' }).click();
    const detail = page.getByTestId('dead-letter-detail');
    await detail.locator('pre.error-text').getByText('notifier: permanent failure').waitFor();
    await expect(detail.getByTestId('stack').textContent()).resolves.toContain('PermanentFailure');
    await expect(detail.locator('pre.json').textContent()).resolves.toContain('OrderPaid');
    await shoot(page, 'dead-letters');
    await letter.getByRole('button', { name: 'Retry' }).click();
    const confirm = page.getByTestId('confirm');
    await confirm.getByText('Re-drive shop').waitFor();
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('Re-driven.').waitFor();
    await page.getByTestId('empty').waitFor();
    await expect(page.getByTestId('dead-letter').count()).resolves.toBe(0);
    await page.getByLabel('Status').selectOption('redriven');
    await page.getByRole('button', { name: 'Filter' }).click();
    await page.getByTestId('dead-letter').filter({ hasText: 'sendConfirmation' }).waitFor();
  });

  it('charts the dedup decisions per source', async () => {
    await page.getByRole('link', { name: 'Dedup' }).click();
    const dedup = page.getByTestId('dedup');
    await dedup.locator('svg[aria-label="dedup decisions per source"]').waitFor();
    await expect(dedup.getByTestId('source-warehouse').textContent()).resolves.toMatch(
      /^warehouse1/,
    );
    await expect(
      dedup.getByTestId('source-client').locator('td').nth(3).textContent(),
    ).resolves.toBe('1');
    await shoot(page, 'dedup');
  });

  it("sets a stream's metadata, then deletes and tombstones it, after confirming", async () => {
    await page.getByRole('link', { name: 'Streams' }).click();
    await page.getByLabel('Search by').selectOption('stream');
    await page.getByLabel('Stream id or category').fill(pagedStream);
    await page.getByRole('button', { name: 'Find' }).click();
    const label = page.getByTestId('page-label');
    await label.filter({ hasText: 'versions 1–20 of 45' }).waitFor();
    const panel = page.getByTestId('stream-admin');
    await panel.getByText('metadata v0').waitFor();
    await panel.getByLabel('Max count').fill('10');
    await panel.getByRole('button', { name: 'Save metadata' }).click();
    await panel.getByText('Metadata saved (v1).').waitFor();
    // Reads now show only the newest 10 events.
    await label.filter({ hasText: 'versions 36–45 of 45' }).waitFor();
    await shoot(page, 'stream-lifecycle');

    await panel.getByRole('button', { name: 'Delete stream' }).click();
    const confirm = page.getByTestId('confirm');
    await confirm.getByText(`Delete ${pagedStream}?`).waitFor();
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await panel.getByText(/^Deleted at position \d+\.$/).waitFor();
    const results = page.getByTestId('stream-results');
    await results.getByText(/404 StreamNotFound/).waitFor();

    await panel.getByRole('button', { name: 'Tombstone stream' }).click();
    await confirm.getByText(`Tombstone ${pagedStream}?`).waitFor();
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await panel.getByText(/^Tombstoned at position \d+: deleted for good\.$/).waitFor();
    await results.getByText(/410 StreamDeleted/).waitFor();
    const read = await call(app.url, 'GET', `/streams/${pagedStream}`, undefined, as(ADMIN));
    expect(read.status).toBe(410);
  });
});
