import { errorResponse } from '../../nest/http/error-response';
import type { StreamAdmin } from '../../event-store/event-store.port';
import { scavenge } from './stream-admin';

const unused = () => Promise.reject(new Error('not used'));
const lifecycle: StreamAdmin = {
  deleteStream: unused,
  tombstoneStream: unused,
  setStreamMetadata: unused,
  getStreamMetadata: unused,
};

describe('scavenge', () => {
  it("answers with the store's count", async () => {
    const store = { ...lifecycle, scavenge: () => Promise.resolve({ removedEvents: 4 }) };
    await expect(scavenge(store, 'sqlite')).resolves.toEqual({ removedEvents: 4 });
  });

  it('answers 501 NotSupported naming the kind when the store has no scavenge', async () => {
    const refusal = await scavenge(lifecycle, 'eventstoredb').catch((error: unknown) => error);
    // The answer the EventStoreDB and JetStream stores gave when they threw it themselves.
    expect(errorResponse(refusal)).toMatchObject({
      status: 501,
      body: {
        error: 'NotSupported',
        operation: 'scavenge',
        store: 'eventstoredb',
        message: 'scavenge is not supported by the eventstoredb store',
      },
    });
  });
});
