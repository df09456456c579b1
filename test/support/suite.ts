import { startApp, type RunningApp } from './app';
import type { StoreTarget, StoreTargetKind } from './store-targets';

export interface SuiteApp {
  readonly app: RunningApp;
  readonly store: StoreTarget;
}

/**
 * The built app on a fresh store of `target`, started before the enclosing describe block's
 * tests and stopped after them with SIGTERM, which must end in exit code 0.
 */
export function appPerSuite(target: StoreTargetKind, env: Record<string, string> = {}): SuiteApp {
  const suite: { app?: RunningApp; store?: StoreTarget } = {};
  beforeAll(async () => {
    suite.store = await target.create();
    suite.app = await startApp({ EVENT_STORE_URL: suite.store.url, ...env });
  });
  afterAll(async () => {
    const exit = await suite.app?.stop('SIGTERM');
    await suite.store?.dispose();
    if (exit?.code !== 0) {
      // The app's last lines say why it did not stop cleanly (a close that failed, the timeout).
      const last = (suite.app?.output() ?? '').trimEnd().split('\n').slice(-15).join('\n');
      process.stderr.write(`app exited with ${exit?.code ?? 'no code'} on SIGTERM:\n${last}\n`);
    }
    expect(exit?.code).toBe(0);
  });
  return {
    get app() {
      if (!suite.app) throw new Error('the app starts in beforeAll');
      return suite.app;
    },
    get store() {
      if (!suite.store) throw new Error('the store is created in beforeAll');
      return suite.store;
    },
  };
}
