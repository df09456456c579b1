import { ListenerRunner } from './listener-runner';
import type { ListenerRunnerOptions } from './runner-options';

/**
 * @deprecated The runner runs every listener kind (projections, side effects, sagas' reactors):
 * use `ListenerRunner`, the same class (so the same Nest token). Goes in the next minor release.
 */
export const ProjectionRunner = ListenerRunner;
/** @deprecated Use `ListenerRunner`. */
export type ProjectionRunner = ListenerRunner;
/** @deprecated Use `ListenerRunnerOptions`. */
export type ProjectionRunnerOptions = ListenerRunnerOptions;
