import { describeListenerStateContract, sqliteStorageDatabase } from '@tidemark/infra/testing';

describeListenerStateContract('SQLite', sqliteStorageDatabase);
