import { describeProcessedRecordsContract, sqliteStorageDatabase } from '@tidemark/infra/testing';

describeProcessedRecordsContract('SQLite', sqliteStorageDatabase);
