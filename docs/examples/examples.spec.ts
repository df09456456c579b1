import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { NestFactory } from '@nestjs/core';
import { CommandBus } from '@nestjs/cqrs';
import { categoryOf } from '@tidemark/domain';
import { BOUNDARY_STORE, type BoundaryStore } from '@tidemark/infra';
import { customerSummaryProjection } from '../../apps/api/src/shop/customers/summarizing/customer-summary.projection';
import { orderListProjection } from '../../apps/api/src/shop/orders/listing/order-list.projection';
import { orderSourcesProjection } from '../../apps/api/src/shop/orders/sourcing/order-sources.projection';
import { appendAndRead } from './append-and-read';
import { counterSpecs, incrementTwice } from './counter-aggregate';
import { subscribeRacers, subscriptionSpecs } from './course-subscriptions';
import { CoursesModule, SubscribeStudent } from './course-subscriptions-nest';
import { subscribeWithStreams } from './course-subscriptions-streams';
import { judgeThreeReports } from './dedup-facts';
import { incrementOnce } from './keyed-command';
import { runOnMemory } from './memory-store';
import { runOrderTotals } from './order-totals-projection';
import { runTypedListeners } from './typed-listeners';

describe('docs examples', () => {
  it('append-and-read runs as the guide shows', async () => {
    expect(await appendAndRead()).toEqual(['version 2', '1 OrderPlaced', '2 OrderPaid', 'log 2']);
  });

  it('counter-aggregate runs as the guide shows', async () => {
    expect(() => counterSpecs()).not.toThrow();
    expect(await incrementTwice()).toBe(7);
  });

  it('keyed-command runs as the guide shows', async () => {
    expect(await incrementOnce()).toEqual([
      'first run: true, version 1',
      'again: false, version 1',
      'key: replay',
    ]);
  });

  it('order-totals-projection runs as the guide shows', async () => {
    expect(await runOrderTotals()).toEqual({
      value: [{ customer_id: 'c-7', cents: 2100 }],
      checkpoint: 1n,
      replay: expect.objectContaining({
        streamId: 'order-1',
        applied: 0,
        skipped: 1,
        deadLettered: 0,
        failed: 0,
        notReplayed: 0,
      }),
    });
  });

  it('typed-listeners runs as the guide shows', async () => {
    expect(await runTypedListeners()).toEqual({
      loans: [{ id: 'l-1', cents: 700 }],
      deadLettered: ['loan-2'],
      alerts: ['alert: +40'],
    });
  });

  it('memory-store runs as the guide shows', async () => {
    expect(await runOnMemory()).toEqual({ total: 750, checkpoint: 2n });
  });

  it('dedup-facts runs as the guide shows', async () => {
    expect(await judgeThreeReports()).toEqual([
      'client: Accept',
      'payment-provider: Replace',
      'client: Drop',
    ]);
  });

  it('course-subscriptions runs as the guide shows', async () => {
    expect(() => subscriptionSpecs()).not.toThrow();
    expect(await subscribeRacers()).toEqual([
      'AppendConditionFailed',
      'CourseFull',
      'subscribed',
      'subscribed',
    ]);
  });

  it('course-subscriptions-streams runs as the guide shows', async () => {
    expect(await subscribeWithStreams()).toEqual(['subscribed', 'CourseFull']);
  });

  it('course-subscriptions-nest runs as the guide shows', async () => {
    const app = await NestFactory.createApplicationContext(CoursesModule, { logger: false });
    try {
      await app
        .get<BoundaryStore>(BOUNDARY_STORE)
        .append([
          { type: 'CourseDefined', data: { courseId: 'c1', capacity: 1 }, tags: ['course:c1'] },
        ]);
      const bus = app.get(CommandBus);
      expect(await bus.execute(new SubscribeStudent('c1', 's1'))).toBe(1);
      await expect(bus.execute(new SubscribeStudent('c1', 's2'))).rejects.toMatchObject({
        code: 'CourseFull',
      });
    } finally {
      await app.close();
    }
  });

  it.each([
    ['append-and-read.ts', 'library.md'],
    ['counter-aggregate.ts', 'library.md'],
    ['keyed-command.ts', 'library.md'],
    ['order-totals-projection.ts', 'library.md'],
    ['typed-listeners.ts', 'library.md'],
    ['dedup-facts.ts', 'library.md'],
    ['memory-store.ts', 'library.md'],
    ['admin-module.ts', 'admin.md'],
    ['course-subscriptions.ts', 'consistency-boundaries.md'],
    ['course-subscriptions-streams.ts', 'consistency-boundaries.md'],
    ['course-subscriptions-nest.ts', 'consistency-boundaries.md'],
  ])('docs/examples/%s is shown as it is in docs/%s', (file, guide) => {
    const page = readFileSync(join(__dirname, '..', guide), 'utf8');
    expect(page).toContain(readFileSync(join(__dirname, file), 'utf8'));
  });

  it.each([
    ['docs/http-api.md', '# The HTTP API', '## The shop: orders'],
    ['README.md', '## HTTP quick start', 'The shop demo on top'],
  ])(
    "%s's generic HTTP examples write to no category the shop's projections read",
    (page, from, to) => {
      const text = readFileSync(join(__dirname, '../..', page), 'utf8');
      expect(text).toContain(from);
      expect(text).toContain(to);
      const generic = text.slice(text.indexOf(from), text.indexOf(to));
      const read = new Set(
        [customerSummaryProjection, orderListProjection, orderSourcesProjection].flatMap(
          (projection) => projection.filter?.categories ?? [],
        ),
      );
      const written = [...generic.matchAll(/\/streams\/([A-Za-z0-9_.:@-]+)\/events/g)].map((m) =>
        categoryOf(m[1]),
      );
      expect(written.length).toBeGreaterThan(0);
      // Appended there, a free-form event would be dead-lettered by the shop's read models.
      expect(written.filter((category) => read.has(category))).toEqual([]);
    },
  );
});
