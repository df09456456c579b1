import type { Role } from '@tidemark/infra/admin';

/** Reads sent as POST for their body (a query): they need the reader role only. */
const READING_POSTS: ReadonlySet<string> = new Set(['/dcb/read']);

/** Whether a request only reads: GET, HEAD, OPTIONS, or a read sent as POST (a route pattern). */
export function isRead(method: string, path: string): boolean {
  if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return true;
  return method === 'POST' && READING_POSTS.has(path);
}

/**
 * The role a request needs: `/admin/*` admin, GET and HEAD reader (and the reads sent as POST),
 * anything else writer.
 */
export function requiredRole(method: string, path: string): Role {
  if (path === '/admin' || path.startsWith('/admin/')) return 'admin';
  return isRead(method, path) && method !== 'OPTIONS' ? 'reader' : 'writer';
}

/**
 * Routes anyone may call, with auth on: probes and metrics scrapes carry no token, and the
 * OpenAPI document and Swagger UI (`/docs`, `/docs/json`, its assets under `/docs/`) are public.
 */
export const OPEN_PATHS: ReadonlySet<string> = new Set(['/health', '/ready', '/metrics', '/docs']);

/** Whether `path` (a route pattern) is open: one of {@link OPEN_PATHS} or under `/docs/`. */
export function isOpenPath(path: string): boolean {
  return OPEN_PATHS.has(path) || path.startsWith('/docs/');
}
