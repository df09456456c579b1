import { createHash } from 'node:crypto';

/** What makes two requests "the same request" for an `Idempotency-Key`. */
export interface FingerprintedRequest {
  readonly method: string;
  /** The URL path as sent, without the query. */
  readonly path: string;
  readonly body: unknown;
  readonly ifMatch: string | undefined;
}

/** SHA-256 (hex) of the method, path, body as canonical JSON (sorted keys) and `If-Match`. */
export function requestFingerprint(request: FingerprintedRequest): string {
  const parts = [
    request.method.toUpperCase(),
    request.path,
    canonicalJson(request.body),
    request.ifMatch ?? null,
  ];
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex');
}

/** JSON with every object's keys sorted, so key order does not make requests differ. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(sortKeys(value)) ?? '';
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (typeof value !== 'object' || value === null) return value;
  const object = value as Record<string, unknown>;
  return Object.fromEntries(
    Object.keys(object)
      .sort()
      .map((key) => [key, sortKeys(object[key])]),
  );
}
