export * from './aggregates';
export * from './dedup';
export * from './retries';
export * from './streams';
export * from './boundaries';
