import { plainToInstance, type ClassConstructor } from 'class-transformer';
import { validateSync, ValidateBy, type ValidationOptions } from 'class-validator';
import { isJsonObject, streamIdProblems } from '@tidemark/domain';
import { ValidationError } from '../../errors';
import type { Checked } from '../../nest/http/idempotency-keys';
import { validationProblemsOf } from '../../nest/http/validation';

/*
 * A request's parts (path, query, body) checked apart and answered together: one 400
 * ValidationError listing every problem. The admin controllers check raw input with these (so
 * a query DTO may drop unknown parameters while a body refuses them); an app's own controllers
 * may too.
 */

type Values<T extends readonly Checked<unknown>[]> = {
  [K in keyof T]: T[K] extends Checked<infer V> ? V : never;
};

/**
 * The values of the request's parts, or one {@link ValidationError} listing the problems of
 * every part (path, query, body), so a client sees all of them at once.
 */
export function valuesOrThrow<T extends readonly Checked<unknown>[]>(...parts: T): Values<T> {
  const problems = parts.flatMap((part) => (part.ok ? [] : part.problems));
  if (problems.length > 0) throw new ValidationError(problems);
  return parts.map((part) => (part.ok ? part.value : undefined)) as Values<T>;
}

export function checkStreamId(streamId: string): Checked<string> {
  const problems = streamIdProblems(streamId).map((message) => ({ path: 'streamId', message }));
  return problems.length > 0 ? { ok: false, problems } : { ok: true, value: streamId };
}

export interface CheckOptions {
  /** Unknown fields are problems (request bodies) or are dropped (query strings). */
  readonly forbidUnknown: boolean;
  /** Prefix of every problem's path, e.g. `body`; empty for none. */
  readonly what: string;
}

/** Transforms and validates `input` with a class-validator DTO. */
export function checkDto<T extends object>(
  type: ClassConstructor<T>,
  input: unknown,
  options: CheckOptions,
): Checked<T> {
  if (!isJsonObject(input)) {
    return {
      ok: false,
      problems: [{ path: '', message: `${options.what} must be a JSON object` }],
    };
  }
  const { stripped, paths } = withoutPrototypeNames(input, '');
  let value: T;
  try {
    value = plainToInstance(type, stripped);
  } catch {
    // class-transformer may still trip over odd input; free-form JSON is not for it.
    return { ok: false, problems: [{ path: '', message: `${options.what} has a reserved key` }] };
  }
  const errors = validateSync(value, {
    whitelist: true,
    forbidNonWhitelisted: options.forbidUnknown,
    forbidUnknownValues: true,
    validationError: { target: false, value: false },
  });
  const unknown = options.forbidUnknown
    ? paths.map((path) => ({ path, message: 'unknown field' }))
    : [];
  const problems = [...unknown, ...validationProblemsOf(errors)];
  return problems.length > 0 ? { ok: false, problems } : { ok: true, value };
}

/**
 * `input` without the keys that name members of `Object.prototype` (`constructor`, `toString`,
 * `valueOf` …), and where they were: class-transformer passes over them, so class-validator
 * would never report them as unknown. No DTO has a field of such a name.
 */
function withoutPrototypeNames(
  input: unknown,
  path: string,
): { readonly stripped: unknown; readonly paths: string[] } {
  // Most bodies have no such key: they are scanned, not copied.
  if (!hasPrototypeName(input)) return { stripped: input, paths: [] };
  if (Array.isArray(input)) {
    const items = input.map((item, i) => withoutPrototypeNames(item, `${path}[${i}]`));
    return { stripped: items.map((i) => i.stripped), paths: items.flatMap((i) => i.paths) };
  }
  if (!isJsonObject(input)) return { stripped: input, paths: [] };
  const paths: string[] = [];
  const entries = Object.entries(input).flatMap(([key, value]) => {
    const at = path === '' ? key : `${path}.${key}`;
    if (key in Object.prototype) {
      paths.push(at);
      return [];
    }
    const inner = withoutPrototypeNames(value, at);
    paths.push(...inner.paths);
    return [[key, inner.stripped] as const];
  });
  return { stripped: Object.fromEntries(entries), paths };
}

function hasPrototypeName(input: unknown): boolean {
  if (Array.isArray(input)) return input.some(hasPrototypeName);
  if (!isJsonObject(input)) return false;
  for (const key of Object.keys(input)) {
    if (key in Object.prototype || hasPrototypeName(input[key])) return true;
  }
  return false;
}

/** A property is valid when `test` holds; `message` says what was expected. */
export function Satisfies(
  name: string,
  test: (value: unknown) => boolean,
  message: string,
  options?: ValidationOptions,
): PropertyDecorator {
  return ValidateBy(
    { name, validator: { validate: test, defaultMessage: () => message } },
    options,
  );
}

/** A query-string integer in decimal digits, within [min, max]. */
export function IsDecimalInteger(min: number, max: number, message: string): PropertyDecorator {
  return Satisfies(
    'isDecimalInteger',
    (value) => {
      if (typeof value !== 'string' || !/^\d{1,16}$/.test(value)) return false;
      const n = Number(value);
      return Number.isSafeInteger(n) && n >= min && n <= max;
    },
    message,
  );
}

/** A JSON integer within [min, max]. */
export function IsIntegerIn(min: number, max: number, message: string): PropertyDecorator {
  return Satisfies(
    'isIntegerIn',
    (value) => Number.isSafeInteger(value) && (value as number) >= min && (value as number) <= max,
    message,
  );
}

/** A string of `min` to `max` characters. */
export function IsText(min: number, max: number, message: string): PropertyDecorator {
  return Satisfies(
    'isText',
    (value) => typeof value === 'string' && value.length >= min && value.length <= max,
    message,
  );
}
