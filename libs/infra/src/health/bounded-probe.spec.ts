import { BoundedProbe, ProbeTimedOut, PROBE_TIMEOUT_MS } from './bounded-probe';

describe('BoundedProbe', () => {
  afterEach(() => jest.useRealTimers());

  it('answers within its bound while the check hangs, and shares one check among callers', async () => {
    jest.useFakeTimers();
    let checks = 0;
    let finish: (value: string) => void = () => undefined;
    const probe = new BoundedProbe(() => {
      checks += 1;
      return new Promise<string>((resolve) => (finish = resolve));
    });
    const first = probe.run();
    const second = probe.run();
    jest.advanceTimersByTime(PROBE_TIMEOUT_MS);
    await expect(first).rejects.toBeInstanceOf(ProbeTimedOut);
    await expect(second).rejects.toBeInstanceOf(ProbeTimedOut);
    expect(checks).toBe(1);
    // The hung check goes on: the next caller waits on it, and gets its answer.
    const third = probe.run();
    finish('ok');
    await expect(third).resolves.toBe('ok');
    expect(checks).toBe(1);
    expect(PROBE_TIMEOUT_MS).toBeLessThan(1000);
  });
});
