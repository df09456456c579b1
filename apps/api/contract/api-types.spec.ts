import { staleApiTypes } from './stale-api-types';

describe('the API types the console, the CLI and the e2e tests use', () => {
  it('are generated from the app’s OpenAPI document (else: npm run openapi:types)', () => {
    expect(staleApiTypes()).toBeUndefined();
  });
});
