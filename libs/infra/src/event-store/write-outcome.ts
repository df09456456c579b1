import { StoreUnavailable } from '../errors';

/**
 * `error` as met after a write was sent (or after it stood): an outage then leaves the caller
 * unable to tell whether the write stands, so it says `writeOutcome: 'unknown'` (a retry with
 * the same event ids is recognised as one). Other errors as they are.
 */
export function writeMayStand(error: unknown): unknown {
  if (error instanceof StoreUnavailable && error.writeOutcome === undefined) {
    return new StoreUnavailable(error.store, error.cause, 'unknown');
  }
  return error;
}
