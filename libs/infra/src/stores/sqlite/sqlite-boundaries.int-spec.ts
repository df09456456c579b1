import { describeBoundaryContract, sqliteStorageDatabase } from '@tidemark/infra/testing';

// One writer per file: app instances do not share a SQLite file.
describeBoundaryContract('SQLite (file, WAL)', sqliteStorageDatabase);
