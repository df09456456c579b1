import {
  deadLetterSagaColumnsSql,
  deadLettersTableSql,
  pendingDeadLetterOnceSql,
} from '../sql/sql-dead-letters.ddl';
import { listenerStateTablesSql } from '../sql/sql-listener-state-store.ddl';
import { persistentSubscriptionTablesSql } from '../sql/sql-persistent-subscription-state.ddl';
import { processedEventsTableSql } from '../sql/sql-processed-records.ddl';
import { sagaInstancesTableSql } from '../sql/sql-saga-instances.ddl';
import { seenKeyTablesSql } from '../sql/sql-seen-key-store.ddl';
import { workQueueTablesSql } from '../sql/sql-work-queue.ddl';
import { streamLifecycleSql } from '../sql/stream-lifecycle.ddl';
import { SQLITE_EVENT_TABLES, SQLITE_EVENT_TAGS } from './sqlite-event-store.ddl';
import {
  SQLITE_IDEMPOTENCY_COMMAND_ID,
  SQLITE_IDEMPOTENCY_KEYS_TABLE,
} from './sqlite-idempotency-store.ddl';
import { SQLITE_SNAPSHOTS_TABLE } from './sqlite-snapshot-store.ddl';

/**
 * Migrations in order, each made of its tables' owners' DDL (beside each owner, `*.ddl.ts`);
 * a database records the ones it has applied in `tidemark_schema`. The SQL state's DDL is
 * written once for both databases: its `p` prefixes table names, empty here.
 */
export const SQLITE_MIGRATIONS: readonly string[] = [
  SQLITE_EVENT_TABLES,
  SQLITE_SNAPSHOTS_TABLE + SQLITE_IDEMPOTENCY_KEYS_TABLE,
  listenerStateTablesSql('') + processedEventsTableSql('') + deadLettersTableSql(''),
  sagaInstancesTableSql('') + workQueueTablesSql('') + deadLetterSagaColumnsSql(''),
  seenKeyTablesSql(''),
  SQLITE_IDEMPOTENCY_COMMAND_ID,
  pendingDeadLetterOnceSql(''),
  streamLifecycleSql(''),
  persistentSubscriptionTablesSql(''),
  SQLITE_EVENT_TAGS,
];
