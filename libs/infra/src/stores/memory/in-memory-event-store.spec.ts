import { describeEventStoreContract } from '../../testing/event-store.contract';
import { InMemoryEventLog, InMemoryEventStore } from './in-memory-event-store';

describeEventStoreContract(
  'in memory',
  async () => {
    const log = new InMemoryEventLog();
    return {
      open: async (options) => new InMemoryEventStore({ log, pollIntervalMs: 200, ...options }),
      dispose: async () => undefined,
    };
  },
  { multiInstance: true },
);

describe('InMemoryEventStore', () => {
  const at = new Date('2026-12-01T08:00:00.000Z');
  let ids = 0;
  const store = new InMemoryEventStore({
    clock: () => at,
    newId: () => `00000000-0000-7000-8000-${(ids += 1).toString().padStart(12, '0')}`,
  });
  afterAll(() => store.close());

  it('takes time and ids from the clock and the generator it is given', async () => {
    await store.appendToStream('clock-1', [{ type: 'Ticked', data: {} }]);
    const [ticked] = (await store.readStream('clock-1')).events;
    expect(ticked.recordedAt).toBe(at.toISOString());
    expect(ticked.id).toBe('00000000-0000-7000-8000-000000000001');
  });

  it('keeps events apart from the objects appended and read', async () => {
    const data = { lines: [{ sku: 'tea' }] };
    await store.appendToStream('copy-1', [{ type: 'Added', data }]);
    data.lines[0].sku = 'changed after the append';
    const [read] = (await store.readStream('copy-1')).events;
    (read.data.lines as Array<{ sku: string }>)[0].sku = 'changed after the read';
    const [again] = (await store.readStream('copy-1')).events;
    expect(again.data).toEqual({ lines: [{ sku: 'tea' }] });
  });

  it('keeps stream metadata apart from the objects set and read', async () => {
    const custom = { owner: { team: 'a' } };
    await store.setStreamMetadata('meta-1', { custom });
    custom.owner.team = 'changed after the write';
    const read = await store.getStreamMetadata('meta-1');
    (read.metadata.custom?.owner as { team: string }).team = 'changed after the read';
    expect((await store.getStreamMetadata('meta-1')).metadata.custom).toEqual({
      owner: { team: 'a' },
    });
  });

  it('shows a store opened on the same log what another one appended, live', async () => {
    const log = new InMemoryEventLog();
    const first = new InMemoryEventStore({ log, pollIntervalMs: 60_000 });
    const second = new InMemoryEventStore({ log, pollIntervalMs: 60_000 });
    try {
      const live = second.subscribe();
      const next = live.next();
      await first.appendToStream('shared-1', [{ type: 'Seen', data: {} }]);
      // A poll of a minute cannot be what delivers it within the test's time.
      expect((await next).value).toMatchObject({ streamId: 'shared-1', type: 'Seen' });
      await live.return?.();
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });
});
