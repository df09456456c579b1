import { AggregateRepository, openStorage, uuidv7, type StoredResponse } from '@tidemark/infra';
import { counter } from './counter-aggregate';

// A command under an idempotency key, run at most once even if the process dies mid-way:
// claim the key (its command id survives a takeover), derive the events' ids from it, and let
// the append complete the key in its own transaction (SQLite, PostgreSQL).
export async function incrementOnce(url = 'sqlite::memory:'): Promise<string[]> {
  const storage = await openStorage(url);
  try {
    const counters = new AggregateRepository({ decider: counter, store: storage.events });
    const request = { key: 'checkout-7', fingerprint: 'increment by 5' };
    const claim = () =>
      storage.idempotency.claim({
        ...request,
        now: new Date(),
        leaseMs: 10_000,
        retentionMs: 86_400_000,
        commandId: uuidv7(),
      });
    const claimed = await claim();
    if (claimed.kind !== 'claimed') throw new Error(`unexpected ${claimed.kind}`);
    const command = { type: 'Increment', by: 5, at: new Date().toISOString() } as const;
    const options = {
      commandId: claimed.commandId,
      keyed: {
        ...request,
        response: (result: { nextExpectedVersion: number }): StoredResponse => ({
          status: 200,
          body: { version: result.nextExpectedVersion },
          headers: {},
        }),
      },
    };
    const first = await counters.handle('counter-7', command, options);
    // Run again (a retry that took the claim over): found by its events' ids, nothing written.
    const again = await counters.handle('counter-7', command, options);
    const replay = await claim(); // the key was completed with the events
    return [
      `first run: ${first.firstRun}, version ${first.version}`,
      `again: ${again.firstRun}, version ${again.version}`,
      `key: ${replay.kind}`,
    ];
  } finally {
    await storage.close();
  }
}
