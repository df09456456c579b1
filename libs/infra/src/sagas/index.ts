export * from './saga';
export * from './saga-reactor';
export * from './saga-worker';
export * from './typed-saga';
