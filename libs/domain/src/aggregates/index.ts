export * from './decider';
export * from './given-when-then';
export * from './upcasting';
export * from './event-of';
