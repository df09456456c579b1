import type { FastifyRequest } from 'fastify';
import type { Client } from '@tidemark/infra/admin';

const CLIENT = Symbol('tidemark.client');

type IdentifiedRequest = FastifyRequest & { [CLIENT]?: Client };

/** Records who sent the request (its configured token), for the rate limit. */
export function setClientOf(request: FastifyRequest, client: Client): void {
  (request as IdentifiedRequest)[CLIENT] = client;
}

/** The client whose configured token the request carries (auth on or off), if any. */
export function clientOf(request: FastifyRequest): Client | undefined {
  return (request as IdentifiedRequest)[CLIENT];
}
