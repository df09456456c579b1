import { AppendQueue, type Settled } from './append-queue';

class Outage extends Error {}

describe('AppendQueue', () => {
  it('fails the requests queued behind a commit that failed for an outage with it, at once', async () => {
    let fail: (error: Error) => void = () => undefined;
    const commits: number[][] = [];
    const queue = new AppendQueue<number, number>(
      (batch) => {
        commits.push([...batch]);
        if (commits.length > 1) return Promise.resolve(batch.map((value) => ({ ok: true, value })));
        return new Promise<Settled<number>[]>((_, reject) => (fail = reject));
      },
      256,
      (error) => error instanceof Outage,
    );
    const first = queue.enqueue(1);
    await new Promise((resolve) => setImmediate(resolve));
    const waiting = [queue.enqueue(2), queue.enqueue(3)];
    fail(new Outage('database unreachable'));
    for (const answer of [first, ...waiting]) await expect(answer).rejects.toBeInstanceOf(Outage);
    // Only the first batch was sent: the waiting ones did not wait out a commit of their own.
    expect(commits).toEqual([[1]]);
  });

  it('commits the waiting requests after any other failure', async () => {
    let calls = 0;
    const queue = new AppendQueue<number, number>(
      async (batch) => {
        calls += 1;
        if (calls === 1) {
          await new Promise((resolve) => setTimeout(resolve, 10));
          throw new Error('constraint');
        }
        return batch.map((value) => ({ ok: true, value }));
      },
      256,
      (error) => error instanceof Outage,
    );
    const first = queue.enqueue(1);
    await new Promise((resolve) => setImmediate(resolve));
    const second = queue.enqueue(2);
    await expect(first).rejects.toThrow('constraint');
    await expect(second).resolves.toBe(2);
  });
});
