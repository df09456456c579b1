import { describeDeadLetterStoreContract, memoryStorageDatabase } from '@tidemark/infra/testing';

describeDeadLetterStoreContract('memory', memoryStorageDatabase);
