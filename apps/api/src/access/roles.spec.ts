import { isOpenPath, requiredRole } from './roles';

describe('isOpenPath', () => {
  it('keeps the probes, metrics and the OpenAPI docs open', () => {
    for (const path of ['/health', '/ready', '/metrics', '/docs', '/docs/json', '/docs/x.css']) {
      expect({ path, open: isOpenPath(path) }).toEqual({ path, open: true });
    }
  });

  it('keeps everything else behind a token', () => {
    for (const path of ['/all', '/streams/:streamId', '/docsx', '/admin/docs', '/doc']) {
      expect({ path, open: isOpenPath(path) }).toEqual({ path, open: false });
    }
    expect(requiredRole('GET', '/admin/dedup')).toBe('admin');
  });
});

describe('requiredRole', () => {
  it('a route needs reader to read, writer to write, admin under /admin', () => {
    expect(requiredRole('GET', '/streams/:streamId')).toBe('reader');
    expect(requiredRole('HEAD', '/orders/:id')).toBe('reader');
    expect(requiredRole('POST', '/orders')).toBe('writer');
    expect(requiredRole('GET', '/admin/projections')).toBe('admin');
    expect(requiredRole('POST', '/admin/dead-letters/retry')).toBe('admin');
    expect(requiredRole('GET', '/administrators')).toBe('reader');
    expect(requiredRole('POST', '/dcb/events')).toBe('writer');
    expect(requiredRole('POST', '/dcb/read')).toBe('reader');
  });
});
