export * from './query';
export * from './decision-model';
export * from './given-decision';
