import {
  Injectable,
  StreamableFile,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import { map, type Observable } from 'rxjs';

/** `T` as it travels in JSON once {@link toJsonSafe} has converted it: bigints as strings. */
export type JsonSafe<T> = T extends bigint
  ? string
  : T extends readonly (infer U)[]
    ? JsonSafe<U>[]
    : T extends object
      ? { [K in keyof T]: JsonSafe<T[K]> }
      : T;

/**
 * `value` with every bigint (an event's `position`, a checkpoint) as its decimal string, the
 * way Tidemark's HTTP API sends positions: `JSON.stringify` throws on a bigint, so one that
 * reached a response serializer would fail the request after its work was done. What holds no
 * bigint is returned as it is (the same object); `toJSON()` is honoured as `JSON.stringify`
 * does. Binary bodies and streams are left alone.
 */
export function toJsonSafe<T>(value: T): JsonSafe<T> {
  return convert(value, new WeakSet()) as JsonSafe<T>;
}

function convert(value: unknown, ancestors: WeakSet<object>): unknown {
  if (typeof value === 'bigint') return value.toString();
  if (typeof value !== 'object' || value === null || !isJsonLike(value)) return value;
  // A cycle fails JSON.stringify anyway; here it stays as it is rather than recursing forever.
  if (ancestors.has(value)) return value;
  const toJSON = (value as { toJSON?: unknown }).toJSON;
  if (typeof toJSON === 'function') {
    const json: unknown = toJSON.call(value);
    return json === value ? value : convert(json, ancestors);
  }
  ancestors.add(value);
  try {
    if (Array.isArray(value)) {
      const items = value.map((item: unknown) => convert(item, ancestors));
      return items.some((item, index) => item !== value[index]) ? items : value;
    }
    let changed: Record<string, unknown> | undefined;
    for (const [key, field] of Object.entries(value)) {
      const converted = convert(field, ancestors);
      if (converted !== field) (changed ??= { ...value })[key] = converted;
    }
    return changed ?? value;
  } finally {
    ancestors.delete(value);
  }
}

/** Objects a response serializer turns into JSON (not bytes, files or streams). */
function isJsonLike(value: object): boolean {
  if (ArrayBuffer.isView(value) || value instanceof ArrayBuffer) return false;
  if (value instanceof StreamableFile) return false;
  return typeof (value as { pipe?: unknown }).pipe !== 'function';
}

/**
 * Applies {@link toJsonSafe} to what every HTTP handler returns, on Express and Fastify alike
 * (registered by `TidemarkHttpModule`, or with `APP_INTERCEPTOR` / `useGlobalInterceptors`).
 * Other contexts (GraphQL, microservices) have their own serialization and are left alone.
 */
@Injectable()
export class JsonSafeInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    return next.handle().pipe(map((body: unknown) => toJsonSafe(body)));
  }
}
