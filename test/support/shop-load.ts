import { newOrder, Shop } from './shop';

export interface ShopLoadOptions {
  /** Concurrent clients, each placing, paying, cancelling (refunds too) and shipping orders. */
  readonly clients: number;
  readonly customers: readonly string[];
  /**
   * A request that fails on the network (the app was killed) ends that client quietly;
   * otherwise it is an error like an unexpected status.
   */
  readonly tolerateCrash?: boolean;
}

/** Writes orders through one app until stopped; every command it sends must succeed. */
export class ShopLoad {
  /** Commands acknowledged (201/200). */
  acks = 0;
  readonly errors: string[] = [];
  private stopped = false;
  private ended = 0;
  private readonly clients: Promise<void>[];
  private readonly waiters: { count: number; resolve: () => void }[] = [];

  constructor(url: string, options: ShopLoadOptions) {
    const shop = new Shop(() => url);
    this.clients = Array.from({ length: options.clients }, (_, client) =>
      this.client(shop, client, options).finally(() => {
        this.ended += 1;
        this.wake();
      }),
    );
  }

  /** Resolves once `count` commands were acknowledged in all (or every client has ended). */
  acked(count: number): Promise<void> {
    return new Promise((resolve) => {
      this.waiters.push({ count, resolve });
      this.wake();
    });
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await Promise.all(this.clients);
  }

  private async client(shop: Shop, client: number, options: ShopLoadOptions): Promise<void> {
    const { customers } = options;
    for (let n = 0; !this.stopped; n += 1) {
      const customerId = customers[(client + n) % customers.length];
      try {
        const placed = await shop.place(newOrder(customerId));
        if (!this.ok(placed.status, 201, 'place', placed.body)) return;
        const orderId = placed.body.orderId;
        const paid = n % 3 !== 2;
        if (paid) {
          const payment = { amountCents: 1500, paymentReference: `pay-${orderId}` };
          if (!this.ok((await shop.pay(orderId, payment)).status, 200, 'pay')) return;
        }
        if (n % 4 === 1) {
          const cancelled = await shop.cancel(orderId, { reason: paid ? 'refund' : 'unpaid' });
          if (!this.ok(cancelled.status, 200, 'cancel', cancelled.body)) return;
        } else if (n % 4 === 0 && paid) {
          const shipped = await shop.ship(orderId, { carrier: 'DHL' });
          if (!this.ok(shipped.status, 200, 'ship', shipped.body)) return;
        }
      } catch (error) {
        if (!options.tolerateCrash) this.errors.push(`client ${client}: ${String(error)}`);
        return;
      }
    }
  }

  private ok(status: number, expected: number, what: string, body?: unknown): boolean {
    if (status === expected) {
      this.acks += 1;
      this.wake();
      return true;
    }
    this.errors.push(`${what}: ${status} ${JSON.stringify(body)}`);
    return false;
  }

  private wake(): void {
    const allEnded = this.ended === this.clients.length;
    for (const waiter of [...this.waiters]) {
      if (allEnded || this.acks >= waiter.count) {
        this.waiters.splice(this.waiters.indexOf(waiter), 1);
        waiter.resolve();
      }
    }
  }
}
