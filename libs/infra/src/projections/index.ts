export * from './projection';
export * from './projection-runner';
