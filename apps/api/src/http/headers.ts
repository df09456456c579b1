import { uuidv7 } from '@tidemark/infra';
import { checkHeaderToken } from '@tidemark/infra/nestjs';
import type { Checked } from './validation';

/** The log position a read of a projection reflects, on every such answer. */
export const CHECKPOINT_HEADER = 'tidemark-checkpoint';

type HeaderValue = string | string[] | undefined;

const ETAG_VERSION = /^(?:W\/)?"(\d{1,15})"$|^(\d{1,15})$/;

/** A stream version as a weak entity tag: `W/"3"`. */
export function etagOf(version: number): string {
  return `W/"${version}"`;
}

function versionOfEtag(tag: string): number | undefined {
  const match = ETAG_VERSION.exec(tag.trim());
  return match ? Number(match[1] ?? match[2]) : undefined;
}

/** `If-Match: W/"3"` (or `"3"`, or `3`): the version the client expects; absent: none. */
export function checkIfMatch(value: HeaderValue): Checked<number | undefined> {
  if (value === undefined) return { ok: true, value: undefined };
  const version = typeof value === 'string' ? versionOfEtag(value) : undefined;
  if (version !== undefined) return { ok: true, value: version };
  return {
    ok: false,
    problems: [
      { path: 'If-Match', message: 'If-Match must be one version: W/"<n>", "<n>" or <n>' },
    ],
  };
}

/** Whether `If-None-Match` (a list of tags, or `*`) names the current version (weak comparison). */
export function ifNoneMatchHolds(value: HeaderValue, version: number): boolean {
  if (typeof value !== 'string') return false;
  return value.split(',').some((tag) => tag.trim() === '*' || versionOfEtag(tag) === version);
}

/**
 * `X-Correlation-Id` as sent; when absent, `requestId` (the id the request is logged with: see
 * {@link requestIdOf}), or a new UUIDv7.
 */
export function checkCorrelationId(value: HeaderValue, requestId?: string): Checked<string> {
  const checked = checkHeaderToken('X-Correlation-Id', value, 200);
  return checked.ok ? { ok: true, value: checked.value ?? requestId ?? uuidv7() } : checked;
}

/**
 * The id a request is logged with (its `correlationId`): its `X-Correlation-Id` when valid,
 * else a new UUIDv7. A command sent without the header stores this id in its events.
 */
export function requestIdOf(value: HeaderValue): string {
  const checked = checkCorrelationId(value);
  return checked.ok ? checked.value : uuidv7();
}
