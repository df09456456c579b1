export * from './projection';
export * from './projection-runner';
export type { ReplayedEvent, ReplayOutcome, ReplayReport } from './stream-replay';
