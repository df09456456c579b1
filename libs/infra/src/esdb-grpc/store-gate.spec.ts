import { status } from '@grpc/grpc-js';
import { StoreGate, type GateLane } from './store-gate';

/** Work the test finishes when it says: each run records its name when it starts. */
function harness(limits = { storeConcurrency: 2, maxQueued: 4, maxQueuedPerConnection: 3 }) {
  const gate = new StoreGate(limits);
  const started: string[] = [];
  const finishers = new Map<string, () => void>();
  const lane = (connection: string): GateLane & { cancel(): void } => {
    const controller = new AbortController();
    return {
      connection,
      signal: controller.signal,
      admitted: false,
      cancel: () => controller.abort(),
    };
  };
  const run = (at: GateLane, name: string) =>
    gate.run(
      at,
      () =>
        new Promise<string>((resolve) => {
          started.push(name);
          finishers.set(name, () => resolve(name));
        }),
    );
  const finish = async (name: string) => {
    finishers.get(name)?.();
    // Let the gate hand the turn on.
    for (let i = 0; i < 5; i += 1) await Promise.resolve();
  };
  return { gate, started, lane, run, finish };
}

const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'ok',
    (error: { code: number }) => status[error.code],
  );

describe('StoreGate', () => {
  it('runs up to its concurrency, then serves waiting connections in turn', async () => {
    const { started, lane, run, finish } = harness();
    const flood = lane('flood');
    for (const name of ['f1', 'f2', 'f3', 'f4']) void run(flood, name);
    void run(lane('other'), 'o1');
    expect(started).toEqual(['f1', 'f2']);
    await finish('f1');
    // The flood queued first, but the other connection's call gets the next turn but one.
    await finish('f2');
    expect(started).toEqual(['f1', 'f2', 'f3', 'o1']);
    await finish('f3');
    expect(started).toEqual(['f1', 'f2', 'f3', 'o1', 'f4']);
  });

  it("refuses a new call past its connection's queue or the whole queue; admitted calls wait", async () => {
    const { gate, lane, run, finish } = harness();
    const busy = lane('a');
    void run(busy, 'a1');
    void run(busy, 'a2');
    const queued = [1, 2, 3].map((n) => run(lane('a'), `a-wait-${n}`));
    expect(await codeOf(run(lane('a'), 'a-refused'))).toBe('RESOURCE_EXHAUSTED');
    // Another connection still gets a place (4 in all), then the whole queue is full.
    void run(lane('b'), 'b1');
    const refused = run(lane('c'), 'c-refused');
    expect(await codeOf(refused)).toBe('RESOURCE_EXHAUSTED');
    await expect(refused).rejects.toMatchObject({
      details: expect.stringContaining('calls wait (at most 4) for the store'),
    });
    // An admitted call's next operation is never refused: it waits its turn.
    const later = run(busy, 'a3');
    expect(gate.stats()).toEqual({ running: 2, queued: 5, refused: 2 });
    await finish('a1');
    await finish('a2');
    for (const name of ['a-wait-1', 'b1', 'a-wait-2', 'a-wait-3', 'a3']) await finish(name);
    await expect(Promise.all([...queued, later])).resolves.toHaveLength(4);
  });

  it('gives the place of a call cancelled while waiting to the next; close fails the rest', async () => {
    const { gate, started, lane, run, finish } = harness({
      storeConcurrency: 1,
      maxQueued: 10,
      maxQueuedPerConnection: 10,
    });
    void run(lane('a'), 'a1');
    const leaving = lane('a');
    const cancelled = run(leaving, 'gone');
    const next = run(lane('a'), 'a2');
    const last = run(lane('a'), 'a3');
    leaving.cancel();
    expect(await codeOf(cancelled)).toBe('CANCELLED');
    await finish('a1');
    expect(started).toEqual(['a1', 'a2']);
    gate.close();
    expect(await codeOf(last)).toBe('UNAVAILABLE');
    expect(await codeOf(run(lane('b'), 'after'))).toBe('UNAVAILABLE');
    await finish('a2');
    expect(await next).toBe('a2');
  });
});
