// The runner's helpers in ./projection (errorDecision, tableNames, …) stay inside the package.
export type {
  BatchContext,
  BatchOutcome,
  Listener,
  ListenerErrorPolicy,
  SideEffectContext,
  SideEffectListener,
  SqlProjection,
  TableNames,
} from './projection';
export * from './listener-runner';
export { ProjectionRunner, type ProjectionRunnerOptions } from './deprecated-names';
export * from './listener-state';
export * from './processed-records';
export type { ReplayedEvent, ReplayOutcome, ReplayReport } from './stream-replay';
export * from './typed-projection';
export {
  MalformedEvent,
  type DeciderEventSelection,
  type EventSelection,
  type RecordedEventOf,
  type StreamFilter,
} from './typed-events';
