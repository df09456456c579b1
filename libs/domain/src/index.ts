export * from './aggregates';
export * from './shop';
export * from './streams';
