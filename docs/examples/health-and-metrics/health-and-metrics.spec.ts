import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { EVENT_STORE, type EventStore } from '@tidemark/infra';
import { AppModule } from './app.module';

/** docs/operations.md's health and metrics in a consumer app, run as the guide shows it. */
describe("the operations guide's health and metrics example", () => {
  let app: INestApplication;
  let url = '';

  beforeAll(async () => {
    app = await NestFactory.create(AppModule, { logger: false });
    await app.listen(0, '127.0.0.1');
    url = await app.getUrl();
  });
  afterAll(() => app.close());

  it.each(['app.module.ts', 'health.controller.ts'])(
    '%s is shown as it is in docs/operations.md',
    (file) => {
      const guide = readFileSync(join(__dirname, '../../operations.md'), 'utf8');
      expect(guide).toContain(`\`\`\`ts\n${readFileSync(join(__dirname, file), 'utf8')}\`\`\``);
    },
  );

  it('answers /health and /metrics as the guide says', async () => {
    await app
      .get<EventStore>(EVENT_STORE)
      .appendToStream('note-1', [{ type: 'Noted', data: {} }], { expectedVersion: 'no_stream' });
    const health = await fetch(`${url}/health`);
    expect({ status: health.status, body: await health.json() }).toEqual({
      status: 200,
      body: {
        status: 'ok',
        info: {
          store: { status: 'up', headPosition: '1' },
          projections: { status: 'up', listeners: 0 },
        },
        error: {},
        details: {
          store: { status: 'up', headPosition: '1' },
          projections: { status: 'up', listeners: 0 },
        },
      },
    });
    const metrics = await fetch(`${url}/metrics`);
    // Express puts the charset first: the same media type, as Prometheus reads it.
    expect(metrics.headers.get('content-type')).toMatch(/^text\/plain;.*version=0\.0\.4/);
    expect((await metrics.text()).split('\n')).toEqual(
      expect.arrayContaining([
        'tidemark_appends_total{store="sqlite",outcome="written"} 1',
        'tidemark_events_appended_total{store="sqlite"} 1',
      ]),
    );
  });
});
