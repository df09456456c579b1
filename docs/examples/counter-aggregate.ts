import {
  domainError,
  given,
  UpcasterRegistry,
  type Decider,
  type DomainEvent,
} from '@tidemark/domain';
import { AggregateRepository, openStorage } from '@tidemark/infra';

// 1. The aggregate: pure functions in libs/domain style; times and ids come in with commands.
type CounterCommand = { type: 'Increment'; by: number; at: string };
type CounterEvent = DomainEvent<'Incremented', { by: number; at: string }>;
type CounterState = { total: number; lastAt: string | null };

export const counter: Decider<CounterCommand, CounterEvent, CounterState> = {
  initialState: () => ({ total: 0, lastAt: null }),
  evolve: (state, event) => ({ total: state.total + event.data.by, lastAt: event.data.at }),
  decide: (command, state) => {
    if (command.by <= 0) return domainError('rejected', 'NotPositive', 'by must be > 0');
    if (state.total + command.by > 100) return domainError('conflict', 'Full', 'at most 100');
    return [{ type: 'Incremented', data: { by: command.by, at: command.at } }];
  },
  // The types evolve knows; another writer's event in a counter stream fails the load, naming it.
  eventTypes: ['Incremented'],
  unknownEvents: 'fail',
};

// 2. Specs without a database (they throw when an expectation fails).
export function counterSpecs(): void {
  const at = '2026-11-29T10:00:00.000Z';
  given(counter)([])
    .when({ type: 'Increment', by: 2, at })
    .then([{ type: 'Incremented', data: { by: 2, at } }]);
  given(counter)([{ type: 'Incremented', data: { by: 99, at } }])
    .when({ type: 'Increment', by: 2, at })
    .thenFails('Full');
}

// 3. A repository: load (snapshot + tail), decide, append with the loaded version, retry conflicts.
export async function incrementTwice(url = 'sqlite::memory:'): Promise<number> {
  const storage = await openStorage(url);
  try {
    const counters = new AggregateRepository({
      decider: counter,
      store: storage.events,
      snapshots: storage.snapshots,
      snapshotEvery: 100,
      // Version 1 of Incremented had `amount`; events are upcast on read.
      upcasters: new UpcasterRegistry([
        {
          type: 'Incremented',
          fromVersion: 1,
          upcast: ({ amount, ...rest }) => ({ data: { by: amount, ...rest } }),
        },
      ]),
      retry: { maxAttempts: 6 },
    });
    const at = new Date().toISOString();
    await counters.handle('counter-1', { type: 'Increment', by: 3, at });
    const result = await counters.handle('counter-1', { type: 'Increment', by: 4, at });
    return result.state.total; // 7, at version 2
  } finally {
    await storage.close();
  }
}
