export interface ValidationProblem {
  /** Where the problem is, e.g. `events[3].type`; empty for the whole input. */
  readonly path: string;
  readonly message: string;
}

// A high surrogate not followed by a low one, or a low one not preceded by a high one.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * Why `text` cannot be stored alike on every store, or undefined when it can. PostgreSQL refuses
 * NUL in text and `\u0000` in jsonb; a lone surrogate has no UTF-8 form (SQLite and the
 * PostgreSQL driver would store U+FFFD instead, jsonb refuses it). `name` starts the message.
 */
export function textProblem(name: string, text: string): string | undefined {
  if (text.includes('\u0000')) return `${name} must not contain NUL (\\u0000)`;
  const lone = LONE_SURROGATE.exec(text);
  if (lone) {
    const code = lone[0].charCodeAt(0).toString(16);
    return `${name} must be well-formed UTF-16: a lone surrogate \\u${code} at index ${lone.index}`;
  }
  return undefined;
}

/**
 * How deep the JSON of an event (its data, its metadata) may nest: PostgreSQL's jsonb and
 * `JSON.stringify` run out of stack some thousands of levels deep, SQLite would keep it.
 */
export const MAX_JSON_DEPTH = 1000;

/** At most this many problems are listed for one JSON value: enough to fix it, bounded. */
const MAX_PROBLEMS = 100;

export interface JsonCheck {
  /** Where the value is, e.g. `events[0].data`; empty for a whole request body. */
  readonly path: string;
  /** What the value is called in messages when `path` is empty, e.g. `body`. */
  readonly name?: string;
  /** Containers nested deeper than this are a problem (the value itself is level 1). */
  readonly maxDepth: number;
}

/**
 * Problems of a parsed JSON value that every store must hold alike: keys and strings of
 * well-formed UTF-16 without NUL ({@link textProblem}), at most `maxDepth` levels, and no key
 * that JavaScript readers would take for a prototype (`__proto__`, `constructor.prototype`).
 * Walks without recursion, so any depth is safe.
 */
export function jsonProblems(value: unknown, check: JsonCheck): ValidationProblem[] {
  const problems: ValidationProblem[] = [];
  const nameOf = (path: string) => (path === '' ? (check.name ?? 'value') : path);
  const pending: { value: unknown; path: string; depth: number; key?: string }[] = [
    { value, path: check.path, depth: 1 },
  ];
  let deepest = false;
  while (pending.length > 0 && problems.length < MAX_PROBLEMS) {
    const { value: node, path, depth, key } = pending.pop()!;
    if (typeof node === 'string') {
      const problem = textProblem(nameOf(path), node);
      if (problem) problems.push({ path, message: problem });
      continue;
    }
    if (typeof node !== 'object' || node === null) continue;
    if (depth > check.maxDepth) {
      if (!deepest) {
        problems.push({
          path: check.path,
          message: `${nameOf(check.path)} must not nest deeper than ${check.maxDepth} levels`,
        });
      }
      deepest = true;
      continue;
    }
    if (Array.isArray(node)) {
      for (let i = node.length - 1; i >= 0; i -= 1) {
        pending.push({ value: node[i], path: `${path}[${i}]`, depth: depth + 1 });
      }
      continue;
    }
    const children: typeof pending = [];
    for (const child of Object.keys(node)) {
      const at = path === '' ? child : `${path}.${child}`;
      const keyProblem = textProblem(`a key of ${nameOf(path)}`, child);
      if (keyProblem) {
        problems.push({ path, message: keyProblem });
      } else if (child === '__proto__' || (key === 'constructor' && child === 'prototype')) {
        problems.push({
          path: at,
          message: `${at} is refused: it names a prototype in JavaScript`,
        });
      } else {
        const entry: unknown = (node as Record<string, unknown>)[child];
        children.push({ value: entry, path: at, depth: depth + 1, key: child });
      }
    }
    for (let i = children.length - 1; i >= 0; i -= 1) pending.push(children[i]);
  }
  return problems.slice(0, MAX_PROBLEMS);
}
