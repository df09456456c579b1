import { describeProcessedRecordsContract, memoryStorageDatabase } from '@tidemark/infra/testing';

describeProcessedRecordsContract('memory', memoryStorageDatabase);
