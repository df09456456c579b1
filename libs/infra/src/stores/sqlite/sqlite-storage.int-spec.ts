import { describeStorageContract, sqliteStorageDatabase } from '@tidemark/infra/testing';

describeStorageContract('SQLite', sqliteStorageDatabase);
