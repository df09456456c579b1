import { isJsonObject, queryProblems, type ValidationProblem } from '@tidemark/domain';
import { isPositionString } from '../http/validation';

/*
 * The parts of a DCB request body both routes share: positions travel as decimal strings (a
 * number or "abc" is a problem, not a guess), and a body names no field it does not know.
 */

export const POSITION_PROBLEM = 'must be a position: an integer >= 0 as a decimal string';

/** Problems of an optional position field: absent, or a decimal string. */
export function positionProblems(value: unknown, path: string): ValidationProblem[] {
  if (value === undefined || isPositionString(value)) return [];
  return [{ path, message: `${path.split('.').pop() ?? path} ${POSITION_PROBLEM}` }];
}

/** A problem per field of `rest` (what is left once the known fields were taken out). */
export function unknownFieldProblems(rest: object, prefix = ''): ValidationProblem[] {
  return Object.keys(rest).map((key) => ({ path: `${prefix}${key}`, message: 'unknown field' }));
}

/** The problems of a body that is not a JSON object, or none. */
export function bodyProblems(body: unknown): ValidationProblem[] {
  return isJsonObject(body) ? [] : [{ path: '', message: 'body must be a JSON object' }];
}

/** Problems of a query as the domain checks it, under `path`. */
export function boundaryQueryProblems(query: unknown, path: string): ValidationProblem[] {
  if (query === undefined) {
    return [{ path, message: `${path.split('.').pop() ?? path} is required: { items: [...] }` }];
  }
  return queryProblems(query, path);
}
