import { Test } from '@nestjs/testing';
import { IDEMPOTENCY_STORE, uuidv7, type IdempotencyStore } from '@tidemark/infra';
import { IdempotencyPurger } from '@tidemark/infra/nestjs';
import { AppModule } from './app.module';
import { CLOCK } from './clock';
import { loadConfig } from './config';
import { SHOP_DEDUP_VOCABULARY } from './shop/ingest/shop-facts';

describe('idempotency keys expire (the app on SQLite, its clock replaced)', () => {
  it('purges a key once its retention has passed by the injected clock, so it can be reused', async () => {
    let now = new Date('2026-11-29T10:00:00.000Z');
    const config = loadConfig(
      {
        EVENT_STORE_URL: 'sqlite::memory:',
        IDEMPOTENCY_RETENTION_SECONDS: '60',
        IDEMPOTENCY_LEASE_SECONDS: '5',
      },
      SHOP_DEDUP_VOCABULARY,
    );
    const moduleRef = await Test.createTestingModule({ imports: [AppModule.forRoot(config)] })
      .overrideProvider(CLOCK)
      .useValue(() => now)
      .compile();
    const app = await moduleRef.init();
    try {
      const store = app.get<IdempotencyStore>(IDEMPOTENCY_STORE);
      const purger = app.get(IdempotencyPurger);
      const claim = (fingerprint: string) =>
        store.claim({
          key: 'k',
          fingerprint,
          now,
          leaseMs: 5_000,
          retentionMs: 60_000,
          commandId: uuidv7(),
        });

      expect(await claim('first')).toEqual({ kind: 'claimed', commandId: expect.any(String) });
      await store.complete('k', 'first', { status: 201, body: { ok: true }, headers: {} });
      now = new Date(now.getTime() + 59_999);
      expect(await purger.purge()).toBe(0);
      expect(await claim('second')).toEqual({ kind: 'mismatch' });

      now = new Date(now.getTime() + 1);
      expect(await purger.purge()).toBe(1);
      expect(await claim('second')).toEqual({ kind: 'claimed', commandId: expect.any(String) });
    } finally {
      await app.close();
    }
  });
});
