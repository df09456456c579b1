import { describeProjectionContract, memoryStorageDatabase } from '@tidemark/infra/testing';

// Read models in memory: the tests of SQL read models are skipped.
describeProjectionContract('memory', memoryStorageDatabase, { sqlReadModels: false });
