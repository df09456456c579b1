import { StoreFull, StoreUnavailable } from '../../errors';

// Replies of a server that cannot serve now: loading its data, busy with a script, a replica.
const UNAVAILABLE_REPLY = /^(LOADING|BUSY|MASTERDOWN|READONLY|TRYAGAIN|CLUSTERDOWN)\b/;

/**
 * An ioredis error as ours: the connection's failures (refused, lost, timed out, too many
 * retries) and the replies of a server that cannot serve are `StoreUnavailable`, its OOM
 * `StoreFull`; other replies (a script's error) stay as they are.
 */
export function redisFailure(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  if (error.name === 'ReplyError') {
    if (error.message.startsWith('OOM')) return new StoreFull('redis', error);
    return UNAVAILABLE_REPLY.test(error.message) ? new StoreUnavailable('redis', error) : error;
  }
  return new StoreUnavailable('redis', error);
}
