import { randomUUID } from 'node:crypto';
import type { Schemas } from './api-types';
import { call, type ErrorResponse, type JsonResponse } from './http';

/** The pinned shapes of `POST /dcb/events` and `POST /dcb/read` (issue 32). */
export type BoundaryAppendBody = Schemas['BoundaryAppendBodySchema'];
export type BoundaryNewEvent = Schemas['BoundaryNewEventSchema'];
export type BoundaryAppendResponse = Schemas['BoundaryAppendResponseSchema'];
export type BoundaryReadResponse = Schemas['BoundaryReadResponseSchema'];
export type EventQueryJson = Schemas['EventQuerySchema'];

export function dcbAppend(
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<JsonResponse<BoundaryAppendResponse & ErrorResponse>> {
  return call(url, 'POST', '/dcb/events', body, headers);
}

export function dcbRead(
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<JsonResponse<BoundaryReadResponse & ErrorResponse>> {
  return call(url, 'POST', '/dcb/read', body, headers);
}

/** The store's head, as `POST /dcb/read` reports it. */
export async function dcbHead(url: string, headers: Record<string, string> = {}): Promise<string> {
  const read = await dcbRead(url, { query: { items: [{}] }, limit: 1 }, headers);
  if (read.status !== 200) throw new Error(`POST /dcb/read: ${read.status}`);
  return read.body.head;
}

export function taggedEvent(
  tags: string[],
  type = 'Happened',
  data: Record<string, unknown> = {},
): BoundaryNewEvent & { id: string } {
  return { id: randomUUID(), type, data, tags };
}
