import { setFlagsFromString } from 'node:v8';

let linearEngine = false;

/**
 * A client's filter pattern, compiled for V8's linear-time engine (the `l` flag): a
 * backtracking pattern such as `(a+)+$` would otherwise hold the event loop for seconds, for
 * every caller. What that engine cannot run in linear time (back-references, lookarounds, the
 * `u` flag) is refused with a SyntaxError "Cannot be executed in linear time".
 */
export function linearRegExp(source: string): RegExp {
  if (!linearEngine) {
    // Only lets `l` be used; patterns without it are compiled as before.
    setFlagsFromString('--enable-experimental-regexp-engine');
    linearEngine = true;
  }
  // eslint-disable-next-line no-invalid-regexp -- V8's `l` flag, enabled above
  return new RegExp(source, 'l');
}
