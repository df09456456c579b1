import { Injectable, Logger, type BeforeApplicationShutdown } from '@nestjs/common';

/**
 * The open subscriptions: SSE responses and GraphQL subscriptions. A live subscription never
 * ends by itself, so on shutdown each is aborted (its response or operation ends) before the
 * HTTP server closes and waits for its connections.
 */
@Injectable()
export class LiveSubscriptions implements BeforeApplicationShutdown {
  private readonly open = new Map<AbortController, Promise<void>>();
  private closing = false;
  private readonly logger = new Logger('Subscriptions');

  /** Runs `stream` until it returns; its signal aborts on `abort()` or shutdown. */
  run(controller: AbortController, stream: (signal: AbortSignal) => Promise<void>): void {
    if (this.closing) controller.abort();
    const done = stream(controller.signal)
      .catch((error: unknown) => this.logger.error(`subscription failed: ${String(error)}`))
      .finally(() => this.open.delete(controller));
    this.open.set(controller, done);
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.closing = true;
    for (const controller of this.open.keys()) controller.abort();
    await Promise.allSettled([...this.open.values()]);
  }

  /**
   * A subscription as an async iterator (GraphQL's): `open` yields until its signal aborts,
   * which `return()` (the client unsubscribed or left) and shutdown do at once, without
   * waiting for the next event.
   */
  iterate<T>(open: (signal: AbortSignal) => AsyncIterator<T>): AsyncIterableIterator<T> {
    const controller = new AbortController();
    const ended = new Promise<void>((resolve) =>
      controller.signal.addEventListener('abort', () => resolve(), { once: true }),
    );
    this.run(controller, () => ended);
    const source = open(controller.signal);
    const done = (): IteratorReturnResult<undefined> => ({ done: true, value: undefined });
    const end = () => {
      controller.abort();
      // Not awaited: a generator's return() waits for its pending next().
      void source.return?.().catch(() => undefined);
    };
    return {
      next: async () => {
        if (controller.signal.aborted) return done();
        try {
          const result = await source.next();
          if (result.done) end();
          return result.done || controller.signal.aborted ? done() : result;
        } catch (error) {
          end();
          throw error;
        }
      },
      return: async () => {
        end();
        return done();
      },
      throw: async (error: unknown) => {
        end();
        throw error;
      },
      [Symbol.asyncIterator]() {
        return this;
      },
    };
  }
}
