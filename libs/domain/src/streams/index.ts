export * from './stream-id';
export * from './expected-version';
export * from './new-event';
export * from './text';
export * from './tags';
