-- Run once by the postgres image when its data volume is empty (/docker-entrypoint-initdb.d).
-- The API on EventStoreDB (compose profile `eventstoredb`) keeps its checkpoints, idempotency
-- keys and saga work items here (STATE_STORE_URL), apart from the database `tidemark`, whose
-- tables hold the PostgreSQL API's own log and checkpoints.
CREATE DATABASE tidemark_state;
