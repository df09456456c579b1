import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { EVENT_STORE, type EventStore } from '@tidemark/infra';
import { AppModule } from './app.module';

/*
 * The README's library quick start, as its files show it (src/account.ts, src/app.module.ts,
 * src/accounts.controller.ts, and the test src/account.spec.ts, which jest runs here and vitest
 * in scripts/consumer-test.sh), run as `nest new` makes an app: Express, shutdown hooks on, its
 * SQLite file under ./data of the working directory.
 */
describe("the README's library quick start", () => {
  const cwd = process.cwd();
  const dir = mkdtempSync(join(tmpdir(), 'tidemark-quick-start-'));
  let app: INestApplication | undefined;
  let url = '';

  beforeAll(async () => {
    process.chdir(dir);
    // The receipts saga logs each receipt it "sends".
    jest.spyOn(console, 'log').mockImplementation(() => undefined);
    app = await NestFactory.create(AppModule, { logger: false });
    app.enableShutdownHooks();
    await app.listen(0, '127.0.0.1');
    url = await app.getUrl();
  });
  afterAll(async () => {
    await app?.close();
    process.chdir(cwd);
    rmSync(dir, { recursive: true, force: true });
  });

  const post = async (path: string, body: string, headers: Record<string, string> = {}) => {
    const response = await fetch(`${url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body,
    });
    return { status: response.status, body: (await response.json()) as unknown };
  };
  const head = () => app!.get<EventStore>(EVENT_STORE).headPosition();

  it.each(['account.ts', 'app.module.ts', 'accounts.controller.ts', 'account.spec.ts'])(
    'src/%s is shown as it is in README.md',
    (file) => {
      const readme = readFileSync(join(__dirname, '../../../README.md'), 'utf8');
      expect(readme).toContain(`\`\`\`ts\n${readFileSync(join(__dirname, file), 'utf8')}\`\`\``);
    },
  );

  it('answers as the README says', async () => {
    expect(
      await post('/accounts/a-1/deposits', '{"amountCents":500}', { 'idempotency-key': 'dep-1' }),
    ).toEqual({ status: 201, body: { accountId: 'a-1', version: 1, balanceCents: 500 } });
    expect(await post('/accounts/a-1/withdrawals', '{"amountCents":900}')).toMatchObject({
      status: 422,
      body: { error: 'InsufficientFunds' },
    });
  });

  it.each([
    [
      '{"amountCents":"abc"}',
      ['amountCents must be a positive number', 'amountCents must be an integer number'],
    ],
    ['{}', ['amountCents must be a positive number', 'amountCents must be an integer number']],
    ['{"amountCents":-5}', ['amountCents must be a positive number']],
    ['{"amountCents":5,"to":"b-2"}', ['unknown field']],
  ])('refuses %s with 400 listing every problem, writing nothing', async (body, problems) => {
    const before = await head();
    for (const [path, headers] of [
      ['/accounts/a-2/deposits', { 'idempotency-key': `bad-${body}` }],
      ['/accounts/a-2/withdrawals', {}],
    ] as const) {
      const refused = await post(path, body, headers);
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ error: 'ValidationError' });
      const details = (refused.body as { details: { message: string }[] }).details;
      expect(details.map((detail) => detail.message).sort()).toEqual([...problems].sort());
    }
    expect(await head()).toBe(before);
  });
});
