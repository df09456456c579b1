import { describeListenerStateContract, memoryStorageDatabase } from '@tidemark/infra/testing';

describeListenerStateContract('memory', memoryStorageDatabase);
