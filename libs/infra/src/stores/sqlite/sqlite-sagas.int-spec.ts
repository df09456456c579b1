import { describeSagaContract, sqliteStorageDatabase } from '@tidemark/infra/testing';

describeSagaContract('SQLite', sqliteStorageDatabase, { multiInstance: false });
