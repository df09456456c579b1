import { describeDeadLetterStoreContract, sqliteStorageDatabase } from '@tidemark/infra/testing';

describeDeadLetterStoreContract('SQLite', sqliteStorageDatabase);
