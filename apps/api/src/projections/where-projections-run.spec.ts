import { loadConfig } from '../config';
import { describeProjections } from './where-projections-run';

/** Sources and fact types do not matter here: none of the settings name one. */
const vocabulary = { sources: ['client'], factTypes: [], defaultPriorities: 'client=1' };

const runner = { listenerNames: ['order_list', 'shop'], instanceId: 'instance-a' };

describe('describeProjections (the start-up line)', () => {
  it.each([
    [{ EVENT_STORE_URL: 'sqlite::memory:' }, 'SQLite: projections run in this one process'],
    [
      {
        EVENT_STORE_URL: 'postgres://postgres@127.0.0.1:5432/postgres',
        PROJECTIONS_LEASE_MS: '2000',
      },
      'PostgreSQL: each runs in one instance at a time; another takes over 2000 ms after it dies',
    ],
    [
      { EVENT_STORE_URL: 'esdb://127.0.0.1:2113?tls=false', STATE_STORE_URL: 'sqlite::memory:' },
      'events in EventStoreDB, state in SQLite: projections run in this one process',
    ],
  ])('names the listeners, the instance and where they run (%j)', (env, where) => {
    expect(describeProjections(runner, loadConfig(env, vocabulary))).toBe(
      `projections order_list, shop run in instance instance-a (${where})`,
    );
  });
});
