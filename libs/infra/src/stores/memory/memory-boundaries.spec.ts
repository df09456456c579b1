import { describeBoundaryContract, memoryStorageDatabase } from '@tidemark/infra/testing';

// Storages opened on one memory database share it, as app instances share a database.
describeBoundaryContract('memory', memoryStorageDatabase, { multiInstance: true });
