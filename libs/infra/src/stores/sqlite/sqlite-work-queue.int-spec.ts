import { describeWorkQueueContract, sqliteStorageDatabase } from '@tidemark/infra/testing';

describeWorkQueueContract('SQLite', sqliteStorageDatabase, { multiInstance: false });
