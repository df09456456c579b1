import { textProblem, type ValidationProblem } from './text';

/** At most this many tags on one event. */
export const MAX_TAGS = 32;
/** A tag (and a type in a query): 1 to this many characters. */
export const MAX_TAG_LENGTH = 200;

/** Problems of a list of at most `max` names (`name`s) of 1-200 characters. */
export function stringListProblems(
  value: unknown,
  path: string,
  name: string,
  max: number,
): ValidationProblem[] {
  if (!Array.isArray(value)) return [{ path, message: `${name}s must be an array of strings` }];
  const problems: ValidationProblem[] = [];
  if (value.length > max) {
    problems.push({ path, message: `at most ${max} ${name}s, got ${value.length}` });
  }
  value.slice(0, max + 1).forEach((entry: unknown, index) => {
    const at = `${path}[${index}]`;
    if (typeof entry !== 'string' || entry.length < 1 || entry.length > MAX_TAG_LENGTH) {
      problems.push({
        path: at,
        message: `${name} must be a string of 1-${MAX_TAG_LENGTH} characters`,
      });
      return;
    }
    // Control characters (C0, DEL, C1) would make tags ambiguous in logs and keys.
    // eslint-disable-next-line no-control-regex
    if (/[\u0000-\u001f\u007f-\u009f]/.test(entry)) {
      problems.push({ path: at, message: `${name} must not contain control characters` });
      return;
    }
    const problem = textProblem(name, entry);
    if (problem) problems.push({ path: at, message: problem });
  });
  return problems;
}

/** Problems of an event's tags: 0-32 strings of 1-200 characters, no control characters. */
export function tagProblems(tags: unknown, path = 'tags'): ValidationProblem[] {
  return stringListProblems(tags, path, 'tag', MAX_TAGS);
}
