import type { Storage } from '../../storage/storage.port';
import type { SqlAccess } from '../../sql/sql';
import type { Clock } from '../../support/ids';
import { SqlDeadLetterStore } from './sql-dead-letters';
import { SqlListenerStateStore } from './sql-listener-state-store';
import { SqlPersistentSubscriptionState } from './sql-persistent-subscription-state';
import { SqlProcessedRecords } from './sql-processed-records';
import { SqlSeenKeyStore } from './sql-seen-key-store';
import { SqlWorkQueue } from './sql-work-queue';

/** The ports a SQL store keeps in its own tables, beside events, snapshots and keys. */
export type SqlStatePorts = Pick<
  Storage,
  | 'listenerState'
  | 'processedRecords'
  | 'deadLetters'
  | 'workQueue'
  | 'seenKeys'
  | 'persistentSubscriptionState'
>;

/**
 * Builds every state port on one SQL database: the one place the SQL state adapters are made,
 * so a store has one dead-letter store, one work queue … whoever asks for it.
 */
export function sqlStatePorts(sql: SqlAccess, clock: Clock | undefined): SqlStatePorts {
  const workQueue = new SqlWorkQueue(sql);
  return {
    listenerState: new SqlListenerStateStore(sql, clock),
    processedRecords: new SqlProcessedRecords(sql, clock),
    deadLetters: new SqlDeadLetterStore(sql, clock, workQueue),
    workQueue,
    seenKeys: new SqlSeenKeyStore(sql),
    persistentSubscriptionState: new SqlPersistentSubscriptionState(sql),
  };
}
