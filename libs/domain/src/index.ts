export * from './aggregates';
export * from './retries';
export * from './shop';
export * from './streams';
