import { Injectable, Logger, type BeforeApplicationShutdown } from '@nestjs/common';

/**
 * The open SSE responses. A live subscription never ends by itself, so on shutdown each is
 * aborted (its response ends) before the HTTP server closes and waits for its connections.
 */
@Injectable()
export class SseConnections implements BeforeApplicationShutdown {
  private readonly open = new Map<AbortController, Promise<void>>();
  private closing = false;
  private readonly logger = new Logger('SseConnections');

  /** Runs `stream` until it returns; its signal aborts on `abort()` or shutdown. */
  run(controller: AbortController, stream: (signal: AbortSignal) => Promise<void>): void {
    if (this.closing) controller.abort();
    const done = stream(controller.signal)
      .catch((error: unknown) => this.logger.error(`SSE stream failed: ${String(error)}`))
      .finally(() => this.open.delete(controller));
    this.open.set(controller, done);
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.closing = true;
    for (const controller of this.open.keys()) controller.abort();
    await Promise.allSettled([...this.open.values()]);
  }
}
