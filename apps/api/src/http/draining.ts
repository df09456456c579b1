import { Injectable, type BeforeApplicationShutdown } from '@nestjs/common';

/**
 * Set once shutdown begins. Node's `server.close()` only closes idle connections: a
 * keep-alive connection whose request was in flight would stay open (and hold the shutdown)
 * until its keep-alive timeout, so responses sent while draining close their connection.
 */
@Injectable()
export class Draining implements BeforeApplicationShutdown {
  private active = false;

  get isActive(): boolean {
    return this.active;
  }

  beforeApplicationShutdown(): void {
    this.active = true;
  }
}
