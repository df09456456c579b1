export * from './event-store.contract';
export * from './postgres';
