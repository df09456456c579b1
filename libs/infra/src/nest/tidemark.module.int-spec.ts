import { Inject, Injectable } from '@nestjs/common';
import { CqrsModule, EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { Test } from '@nestjs/testing';
import {
  orderDecider,
  type OrderCommand,
  type OrderEvent,
  type OrderState,
} from '../../../../apps/api/src/orders/order.decider';
import { AggregateRepository, CommandRejected } from '../aggregates/aggregate-repository';
import { EVENT_STORE, type EventStore } from '../event-store/event-store.port';
import { EventCommitted, TidemarkModule } from './tidemark.module';

const ORDERS = Symbol('orders');
type Orders = AggregateRepository<OrderCommand, OrderEvent, OrderState>;

@Injectable()
@EventsHandler(EventCommitted)
class Collector implements IEventHandler<EventCommitted> {
  readonly seen: string[] = [];
  handle(committed: EventCommitted): void {
    this.seen.push(
      `${committed.event.streamId}@${committed.event.version}:${committed.event.type}`,
    );
  }
}

@Injectable()
class Probe {
  constructor(
    @Inject(ORDERS) readonly orders: Orders,
    @Inject(EVENT_STORE) readonly store: EventStore,
    readonly collector: Collector,
  ) {}
}

const at = '2026-11-29T10:00:00.000Z';

describe('TidemarkModule with @nestjs/cqrs', () => {
  it('provides the stores and repositories, and publishes events only after their append committed', async () => {
    const moduleRef = await Test.createTestingModule({
      imports: [
        CqrsModule.forRoot(),
        TidemarkModule.forRootAsync({ useFactory: () => ({ url: 'sqlite::memory:' }) }),
        TidemarkModule.forFeature([{ token: ORDERS, decider: orderDecider }]),
      ],
      providers: [Collector, Probe],
    }).compile();
    const app = await moduleRef.init();
    try {
      const { orders, store, collector } = app.get(Probe);
      await orders.handle('order-1', {
        type: 'PlaceOrder',
        orderId: '1',
        customerId: 'c',
        lines: [{ sku: 'a', quantity: 1, unitPriceCents: 100 }],
        totalCents: 100,
        placedAt: at,
      });
      const refused = await orders
        .handle('order-1', { type: 'ShipOrder', orderId: '1', carrier: 'x', shippedAt: at })
        .catch((e: unknown) => e);
      expect(refused).toBeInstanceOf(CommandRejected);
      const stale = await orders
        .handle(
          'order-1',
          { type: 'CancelOrder', orderId: '1', reason: 'r', cancelledAt: at },
          { expectedVersion: 0 },
        )
        .catch((e: unknown) => e);
      expect(stale).toMatchObject({ code: 'WrongExpectedVersion' });
      await orders.handle('order-1', {
        type: 'CancelOrder',
        orderId: '1',
        reason: 'r',
        cancelledAt: at,
      });
      await new Promise((resolve) => setImmediate(resolve));
      expect(collector.seen).toEqual(['order-1@1:OrderPlaced', 'order-1@2:OrderCancelled']);
      expect((await store.readStream('order-1')).version).toBe(2);
    } finally {
      await app.close();
    }
  });
});
