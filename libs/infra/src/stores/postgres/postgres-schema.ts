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
import {
  postgresConditionalAppendSql,
  postgresEventTablesSql,
  postgresEventTagsSql,
} from './postgres-event-store.ddl';
import {
  postgresIdempotencyCommandIdSql,
  postgresIdempotencyKeysTableSql,
} from './postgres-idempotency-store.ddl';
import { postgresSnapshotsTableSql } from './postgres-snapshot-store.ddl';

/**
 * Migrations in order, each made of its tables' owners' DDL (beside each owner, `*.ddl.ts`),
 * for a schema name already checked to be a plain identifier. The SQL state's DDL is written
 * once for both databases: its `p` prefixes table names, `"<schema>".` here.
 */
export function postgresMigrations(schema: string): readonly string[] {
  const s = `"${schema}"`;
  const p = `${s}.`;
  return [
    postgresEventTablesSql(s),
    postgresSnapshotsTableSql(s) + postgresIdempotencyKeysTableSql(s),
    listenerStateTablesSql(p) + processedEventsTableSql(p) + deadLettersTableSql(p),
    sagaInstancesTableSql(p) + workQueueTablesSql(p) + deadLetterSagaColumnsSql(p),
    seenKeyTablesSql(p),
    postgresIdempotencyCommandIdSql(s),
    pendingDeadLetterOnceSql(p),
    streamLifecycleSql(p),
    persistentSubscriptionTablesSql(p),
    postgresEventTagsSql(s),
    postgresConditionalAppendSql(s),
  ];
}
