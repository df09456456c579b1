import { AsyncLocalStorage } from 'node:async_hooks';
import { ROOT_CONTEXT, type Context, type ContextManager } from '@opentelemetry/api';

/**
 * The active trace context kept in an AsyncLocalStorage (what the SDK's
 * `AsyncLocalStorageContextManager` does), for an app that passes incoming `traceparent`s on
 * into event metadata without an SDK: `context.setGlobalContextManager(traceContextManager())`.
 * With an SDK, `NodeTracerProvider.register()` installs its own.
 */
export function traceContextManager(): ContextManager {
  const storage = new AsyncLocalStorage<Context>();
  const manager: ContextManager = {
    active: () => storage.getStore() ?? ROOT_CONTEXT,
    with: (context, fn, thisArg, ...args) =>
      storage.run(context, thisArg === undefined ? fn : fn.bind(thisArg), ...args),
    bind<T>(context: Context, target: T): T {
      if (typeof target !== 'function') return target;
      const fn = target as (...args: unknown[]) => unknown;
      return function bound(this: unknown, ...args: unknown[]) {
        return storage.run(context, () => fn.apply(this, args));
      } as T;
    },
    enable: () => manager,
    disable: () => {
      storage.disable();
      return manager;
    },
  };
  return manager;
}
