import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { Injectable, type BeforeApplicationShutdown } from '@nestjs/common';
import type { FastifyInstance } from 'fastify';

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

/**
 * When the server closes, cuts every connection that has no request being answered. Node's
 * `server.close()` cuts only keep-alive connections between requests: one that has sent no
 * request yet (a client's spare connection; `fetch` keeps one after an aborted request) or
 * stopped mid-headers counts as busy, and close() also stops the headers timeout that would
 * cut it, so it held shutdown until SHUTDOWN_TIMEOUT_MS. A request that arrived on it now
 * would only be answered 503. Connections answering a request finish it, then close
 * ({@link Draining}); WebSockets (upgraded, so never a request here) are cut too.
 */
export function cutConnectionsWithoutRequestOnClose(fastify: FastifyInstance): void {
  const requestsBeingAnswered = new Map<Socket, number>();
  let closing = false;
  const add = (socket: Socket, change: number) => {
    const count = requestsBeingAnswered.get(socket);
    if (count !== undefined) requestsBeingAnswered.set(socket, count + change);
  };
  fastify.server.on('connection', (socket: Socket) => {
    // Accepted after preClose, before the listener closed (the hooks may take a tick or two).
    if (closing) return socket.destroy();
    requestsBeingAnswered.set(socket, 0);
    socket.once('close', () => requestsBeingAnswered.delete(socket));
  });
  fastify.server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const socket = request.socket;
    add(socket, 1);
    response.once('close', () => {
      add(socket, -1);
      // Answered keep-alive before draining began, finished after the sweep: nothing uses it.
      if (closing && requestsBeingAnswered.get(socket) === 0) socket.end(() => socket.destroy());
    });
  });
  fastify.addHook('preClose', (done) => {
    closing = true;
    for (const [socket, requests] of requestsBeingAnswered) if (requests === 0) socket.destroy();
    done();
  });
}
