import { openStorage, WrongExpectedVersion } from '@tidemark/infra';

/** The library guide's first example (docs/library.md); docs/examples/examples.spec.ts runs it. */
export async function appendAndRead(url = 'sqlite::memory:'): Promise<string[]> {
  const storage = await openStorage(url);
  const store = storage.events;
  try {
    const placed = await store.appendToStream(
      'order-42',
      [{ type: 'OrderPlaced', data: { customerId: 'c-7', total: 30 } }],
      { expectedVersion: 'no_stream' },
    );
    // placed: { streamId: 'order-42', firstVersion: 1, nextExpectedVersion: 1, position: 1n, written: true }

    try {
      await store.appendToStream('order-42', [{ type: 'OrderPlaced', data: {} }], {
        expectedVersion: 'no_stream',
      });
    } catch (error) {
      if (!(error instanceof WrongExpectedVersion)) throw error;
      // error.expectedVersion === 'no_stream', error.actualVersion === 1
    }

    await store.appendToStream('order-42', [{ type: 'OrderPaid', data: { amount: 30 } }], {
      expectedVersion: placed.nextExpectedVersion,
    });

    const { version, events } = await store.readStream('order-42');
    const page = await store.readAll({ from: 0n, filter: { categories: ['order'] } });
    return [
      `version ${version}`,
      ...events.map((e) => `${e.version} ${e.type}`),
      `log ${page.events.length}`,
    ];
  } finally {
    await storage.close();
  }
}
