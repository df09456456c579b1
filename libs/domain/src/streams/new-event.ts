import { tagProblems } from './tags';
import { jsonProblems, MAX_JSON_DEPTH, textProblem, type ValidationProblem } from './text';

export type JsonObject = { [key: string]: unknown };

/** An event as a writer proposes it; the store assigns the id when it is missing. */
export interface NewEvent {
  readonly id?: string;
  readonly type: string;
  readonly data: JsonObject;
  readonly metadata?: JsonObject;
  /**
   * What queries find the event by (Dynamic Consistency Boundaries): 0-32 strings of 1-200
   * characters without control characters, e.g. `course:c1`. Kept as given, repeats removed.
   */
  readonly tags?: readonly string[];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Every problem of an append's events; an append with any problem writes nothing. */
export function newEventProblems(events: unknown, path = 'events'): ValidationProblem[] {
  if (!Array.isArray(events)) return [{ path, message: 'events must be an array' }];
  if (events.length === 0) return [{ path, message: 'events must contain at least one event' }];
  const problems: ValidationProblem[] = [];
  const seenIds = new Map<string, number>();
  events.forEach((event: unknown, index) => {
    const at = `${path}[${index}]`;
    if (!isJsonObject(event)) {
      problems.push({ path: at, message: 'event must be an object' });
      return;
    }
    const { id, type, data, metadata, tags, ...unknown } = event;
    for (const key of Object.keys(unknown)) {
      problems.push({ path: `${at}.${key}`, message: 'unknown field' });
    }
    if (id !== undefined) {
      if (!isUuid(id)) {
        problems.push({ path: `${at}.id`, message: 'id must be a UUID' });
      } else {
        const key = id.toLowerCase();
        const first = seenIds.get(key);
        if (first !== undefined) {
          problems.push({ path: `${at}.id`, message: `id repeats ${path}[${first}].id` });
        } else {
          seenIds.set(key, index);
        }
      }
    }
    if (typeof type !== 'string' || type.length < 1 || type.length > 200) {
      problems.push({ path: `${at}.type`, message: 'type must be a string of 1-200 characters' });
    } else {
      const problem = textProblem('type', type);
      if (problem) problems.push({ path: `${at}.type`, message: problem });
    }
    if (!isJsonObject(data)) {
      problems.push({ path: `${at}.data`, message: 'data must be a JSON object' });
    } else {
      problems.push(...jsonProblems(data, { path: `${at}.data`, maxDepth: MAX_JSON_DEPTH }));
    }
    if (metadata !== undefined && !isJsonObject(metadata)) {
      problems.push({ path: `${at}.metadata`, message: 'metadata must be a JSON object' });
    } else if (metadata !== undefined) {
      const check = { path: `${at}.metadata`, maxDepth: MAX_JSON_DEPTH };
      problems.push(...jsonProblems(metadata, check));
    }
    if (tags !== undefined) problems.push(...tagProblems(tags, `${at}.tags`));
  });
  return problems;
}
