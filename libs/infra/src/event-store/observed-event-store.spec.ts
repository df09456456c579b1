import type { NewEvent } from '@tidemark/domain';
import { WrongExpectedVersion } from '../errors';
import type { AppendResult, EventStore } from './event-store.port';
import { observeAppends, type AppendObservation } from './observed-event-store';

const result = (written: boolean): AppendResult => ({
  streamId: 'order-1',
  firstVersion: 1,
  nextExpectedVersion: 2,
  position: 2n,
  written,
});

function storeAppending(answer: () => Promise<AppendResult>): EventStore {
  const unused = () => Promise.reject(new Error('not used'));
  return {
    appendToStream: answer,
    readStream: unused,
    readAll: unused,
    subscribe: () => {
      throw new Error('not used');
    },
    headPosition: () => Promise.resolve(7n),
    deleteStream: unused,
    tombstoneStream: unused,
    setStreamMetadata: unused,
    getStreamMetadata: unused,
    scavenge: () => Promise.resolve({ removedEvents: 3 }),
    close: () => Promise.resolve(),
  };
}

const twoEvents: NewEvent[] = [
  { type: 'A', data: {} },
  { type: 'B', data: {} },
];

describe('observeAppends', () => {
  it('reports written and deduplicated appends with their event counts', async () => {
    const seen: AppendObservation[] = [];
    let written = true;
    const store = observeAppends(
      storeAppending(() => Promise.resolve(result(written))),
      (o) => seen.push(o),
    );
    await store.appendToStream('order-1', twoEvents);
    written = false;
    await expect(store.appendToStream('order-1', twoEvents)).resolves.toEqual(result(false));
    expect(seen).toEqual([
      { streamId: 'order-1', outcome: 'written', events: 2 },
      { streamId: 'order-1', outcome: 'deduplicated', events: 2 },
    ]);
  });

  it('reports a WrongExpectedVersion as a conflict and rethrows it; other errors are not reported', async () => {
    const seen: AppendObservation[] = [];
    const conflict = new WrongExpectedVersion('order-1', 0, 3);
    const failing = observeAppends(
      storeAppending(() => Promise.reject(conflict)),
      (o) => seen.push(o),
    );
    await expect(failing.appendToStream('order-1', twoEvents)).rejects.toBe(conflict);
    const broken = observeAppends(
      storeAppending(() => Promise.reject(new Error('disk full'))),
      (o) => seen.push(o),
    );
    await expect(broken.appendToStream('order-1', twoEvents)).rejects.toThrow('disk full');
    expect(seen).toEqual([{ streamId: 'order-1', outcome: 'conflict', events: 2 }]);
  });

  it('never fails an append because the observer threw, and delegates the rest', async () => {
    const store = observeAppends(
      storeAppending(() => Promise.resolve(result(true))),
      () => {
        throw new Error('observer bug');
      },
    );
    await expect(store.appendToStream('order-1', twoEvents)).resolves.toEqual(result(true));
    await expect(store.headPosition()).resolves.toBe(7n);
    await expect(store.scavenge?.()).resolves.toEqual({ removedEvents: 3 });
  });

  it('leaves a store without scavenge without one', () => {
    const store = { ...storeAppending(() => Promise.resolve(result(true))), scavenge: undefined };
    expect(observeAppends(store, () => undefined).scavenge).toBeUndefined();
  });
});
