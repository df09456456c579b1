import { status } from '@grpc/grpc-js';
import { StoreUnavailable } from '../errors';
import { isWriteOutcomeUnknown, toStatus } from './grpc-errors';

describe('toStatus of an outage', () => {
  it('is UNAVAILABLE, with write-outcome: unknown when a write may have committed', () => {
    const unknown = toStatus(
      new StoreUnavailable('postgres', new Error('read timeout'), 'unknown'),
    );
    expect(unknown.status.code).toBe(status.UNAVAILABLE);
    expect(unknown.status.details).toMatch(/may have committed/);
    expect(isWriteOutcomeUnknown(unknown.status)).toBe(true);

    const refused = toStatus(new StoreUnavailable('postgres', new Error('connect timeout')));
    expect(refused.status.code).toBe(status.UNAVAILABLE);
    expect(isWriteOutcomeUnknown(refused.status)).toBe(false);
  });
});
