/** What each watched signal's one listener calls when it aborts. */
const watchers = new WeakMap<AbortSignal, Set<() => void>>();

/**
 * Calls `onAborted` once `signal` aborts (at once when it already has); the returned function
 * stops watching. However many watch one signal at a time (every call of a server watches its
 * shutdown; many subscriptions may share their caller's signal), the signal gets one listener:
 * a listener each would pass Node's limit of 10 and print `MaxListenersExceededWarning`,
 * although each is removed when its watcher ends.
 */
export function onAbort(signal: AbortSignal, onAborted: () => void): () => void {
  if (signal.aborted) {
    onAborted();
    return () => undefined;
  }
  const callbacks = watchers.get(signal) ?? watch(signal);
  // A wrapper, so that one callback may watch twice and each stop removes its own.
  const watcher = () => onAborted();
  callbacks.add(watcher);
  return () => void callbacks.delete(watcher);
}

function watch(signal: AbortSignal): Set<() => void> {
  const callbacks = new Set<() => void>();
  watchers.set(signal, callbacks);
  signal.addEventListener(
    'abort',
    () => {
      watchers.delete(signal);
      for (const callback of [...callbacks]) callback();
      callbacks.clear();
    },
    { once: true },
  );
  return callbacks;
}
