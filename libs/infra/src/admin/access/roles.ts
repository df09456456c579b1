import { HttpStatus } from '@nestjs/common';
import { HttpProblem } from '../../nest/http/http-problem';

/** Roles are ordered: an admin may do what a writer may, a writer what a reader may. */
export const ROLES = ['reader', 'writer', 'admin'] as const;

export type Role = (typeof ROLES)[number];

export function isRole(value: string): value is Role {
  return (ROLES as readonly string[]).includes(value);
}

/** Whether `granted` includes `required`. */
export function roleIncludes(granted: Role, required: Role): boolean {
  return ROLES.indexOf(granted) >= ROLES.indexOf(required);
}

/**
 * 401 `Unauthorized` (with `WWW-Authenticate: Bearer`) without a known token's role, 403
 * `Forbidden` naming the role needed when `granted` is short of `required`.
 */
export function authorizeRole(granted: Role | undefined, required: Role): void {
  if (granted === undefined) {
    throw new HttpProblem(
      HttpStatus.UNAUTHORIZED,
      { error: 'Unauthorized' },
      { 'www-authenticate': 'Bearer' },
    );
  }
  if (!roleIncludes(granted, required)) {
    throw new HttpProblem(HttpStatus.FORBIDDEN, { error: 'Forbidden', required });
  }
}
