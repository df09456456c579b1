import type { SqlAccess } from '../sql/sql';
import type { Clock } from '../support/ids';

/**
 * How a read-side port's contract suite is adopted: `describeXContract(backend, newDatabase,
 * options)`, every option optional. Suites that need more (a second port, several instances)
 * extend it.
 */
export interface StoreContractOptions<Port> {
  /**
   * The adapter under test, on a storage's SQL, reading time from `clock` where the port keeps
   * time. Default: the port of the storage under test (`storage.listenerState` …), opened with
   * the suite's clock.
   */
  readonly storeOf?: (sql: SqlAccess, clock: Clock) => Port;
}
