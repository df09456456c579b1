import { canonicalJson, requestFingerprint, type FingerprintedRequest } from './fingerprint';

describe('request fingerprint', () => {
  const request: FingerprintedRequest = {
    method: 'POST',
    path: '/orders',
    body: { b: [{ y: 1, x: 2 }], a: null },
    ifMatch: undefined,
  };

  it('ignores the order of object keys', () => {
    expect(canonicalJson({ b: [{ y: 1, x: 2 }], a: null })).toBe('{"a":null,"b":[{"x":2,"y":1}]}');
    const reordered = { ...request, body: { a: null, b: [{ x: 2, y: 1 }] } };
    expect(requestFingerprint(reordered)).toBe(requestFingerprint(request));
  });

  it('differs with the method, the path, the body or If-Match', () => {
    const fingerprint = requestFingerprint(request);
    expect(fingerprint).toMatch(/^[0-9a-f]{64}$/);
    for (const other of [
      { ...request, method: 'PUT' },
      { ...request, path: '/orders/1' },
      { ...request, body: { a: null, b: [{ x: 2, y: 2 }] } },
      { ...request, body: [request.body] },
      { ...request, ifMatch: 'W/"1"' },
    ]) {
      expect(requestFingerprint(other)).not.toBe(fingerprint);
    }
  });
});
