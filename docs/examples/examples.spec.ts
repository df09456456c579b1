import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { categoryOf } from '@tidemark/domain';
import { customerSummaryProjection } from '../../apps/api/src/customers/summarizing/customer-summary.projection';
import { orderListProjection } from '../../apps/api/src/orders/listing/order-list.projection';
import { orderSourcesProjection } from '../../apps/api/src/orders/sourcing/order-sources.projection';
import { appendAndRead } from './append-and-read';
import { counterSpecs, incrementTwice } from './counter-aggregate';
import { judgeThreeReports } from './dedup-facts';
import { incrementOnce } from './keyed-command';
import { runOrderTotals } from './order-totals-projection';

describe('docs examples', () => {
  it('append-and-read runs as the README shows', async () => {
    expect(await appendAndRead()).toEqual(['version 2', '1 OrderPlaced', '2 OrderPaid', 'log 2']);
  });

  it('counter-aggregate runs as the README shows', async () => {
    expect(() => counterSpecs()).not.toThrow();
    expect(await incrementTwice()).toBe(7);
  });

  it('keyed-command runs as the README shows', async () => {
    expect(await incrementOnce()).toEqual([
      'first run: true, version 1',
      'again: false, version 1',
      'key: replay',
    ]);
  });

  it('order-totals-projection runs as the README shows', async () => {
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

  it('dedup-facts runs as the README shows', async () => {
    expect(await judgeThreeReports()).toEqual([
      'client: Accept',
      'payment-provider: Replace',
      'client: Drop',
    ]);
  });

  it.each([
    'append-and-read.ts',
    'counter-aggregate.ts',
    'keyed-command.ts',
    'order-totals-projection.ts',
    'dedup-facts.ts',
  ])('the README shows %s as it is', (file) => {
    const readme = readFileSync(join(__dirname, '../../README.md'), 'utf8');
    expect(readme).toContain(readFileSync(join(__dirname, file), 'utf8'));
  });

  it("the README's generic HTTP examples write to no category the shop's projections read", () => {
    const readme = readFileSync(join(__dirname, '../../README.md'), 'utf8');
    const generic = readme.slice(
      readme.indexOf('## The HTTP API'),
      readme.indexOf('### The shop: orders'),
    );
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
  });
});
