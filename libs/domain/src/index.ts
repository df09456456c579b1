export * from './streams';
