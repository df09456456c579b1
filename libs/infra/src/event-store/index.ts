export * from './event-store.port';
export { logFilterProblems } from './read-options';
export {
  observeAppends,
  type AppendObservation,
  type AppendObserver,
  type AppendOutcome,
} from './observed-event-store';
