export { TidemarkModule } from './tidemark.module';
export { AppendObservers } from './append-observers';
export {
  TIDEMARK_STORAGE,
  type ProjectionOptions,
  type RunnerChoice,
  type SagaOptions,
  type TidemarkModuleAsyncOptions,
  type TidemarkModuleOptions,
} from './options';
export type {
  AggregateDefinition,
  DecisionModelDefinition,
  FactoryDefinition,
  ListenerDefinition,
  SagaDefinitionOrFactory,
  TidemarkFeature,
} from './feature';
export { InjectRepository, repositoryToken, type Repository } from './repository-token';
export {
  InjectDecisionModel,
  decisionRunnerToken,
  type AnyDecisionModel,
  type DecisionRunnerOf,
} from './decision-model-token';
export {
  CommittedEvent,
  type AnyDecider,
  type CommittedEventOf,
  type CommittedEventType,
  type EventOf,
} from './committed-event';
export * from './http';
