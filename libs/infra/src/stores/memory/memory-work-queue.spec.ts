import { describeWorkQueueContract, memoryStorageDatabase } from '@tidemark/infra/testing';

// Storages on one memory store claim at once, as instances on one PostgreSQL database do.
describeWorkQueueContract('memory', memoryStorageDatabase, { multiInstance: true });
