import { Metadata, ServerInterceptingCall, status, type ServerInterceptor } from '@grpc/grpc-js';

/** The calls running now, and those refused so far for being past the limit. */
export interface CallCount {
  running: number;
  refused: number;
}

/**
 * Refuses a call with RESOURCE_EXHAUSTED, before its handler runs, while `maxCalls` run
 * already (all connections together; HTTP/2's max concurrent streams bounds each connection).
 * An interceptor sees every call's end, whichever way it ends: the status sent, or the client
 * cancelling or going away.
 */
export function callLimit(maxCalls: number, count: CallCount): ServerInterceptor {
  return (_method, call) => {
    let counted = false;
    const ended = () => {
      if (!counted) return;
      counted = false;
      count.running -= 1;
    };
    return new ServerInterceptingCall(call, {
      start: (next) =>
        next({
          onReceiveMetadata: (metadata, pass) => {
            if (count.running >= maxCalls) {
              count.refused += 1;
              call.sendStatus({
                code: status.RESOURCE_EXHAUSTED,
                details: `the server is busy: ${count.running} calls run (at most ${maxCalls}); retry later`,
                metadata: new Metadata(),
              });
              return;
            }
            count.running += 1;
            counted = true;
            pass(metadata);
          },
          onCancel: ended,
        }),
      sendStatus: (sent, next) => {
        ended();
        next(sent);
      },
    });
  };
}
