export * from './saga';
export { sagaReactor } from './saga-reactor';
export * from './saga-worker';
export * from './typed-saga';
