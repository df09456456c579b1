import { describeProjectionContract, sqliteStorageDatabase } from '@tidemark/infra/testing';

describeProjectionContract('SQLite', sqliteStorageDatabase);
