import type { JsonObject } from '@tidemark/domain';
import type { SagaDefinition } from '@tidemark/infra';

/** The token of the app's sagas: their reactors run as listeners, their steps in the worker. */
export const APP_SAGAS = Symbol('tidemark.app.Sagas');

export type AppSagas = readonly SagaDefinition<JsonObject>[];
