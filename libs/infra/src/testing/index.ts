export * from './event-store.contract';
export * from './postgres';
export * from './storage.contract';
export * from './projection.contract';
export * from './saga.contract';
export * from './seen-key-store.contract';
export * from './redis';
export * from './eventstoredb';
