import { Logger } from '@nestjs/common';
import type { ListenerEventFailure } from '@tidemark/infra';
import type { ProjectionOptions, SagaOptions } from '@tidemark/infra/nestjs';
import { eventLogFields } from './event-log-fields';

const messageOf = (error: unknown): string =>
  error instanceof Error ? error.message : String(error);

const AFTER_FAILURE: Record<ListenerEventFailure['outcome'], string> = {
  retry: 'retrying',
  stopped: 'the listener stopped (status failed): fix the cause, then resume it',
  'dead-lettered': 'dead-lettered, moving on',
  'replay-stopped': 'the replay of its stream stopped there (the listener runs on)',
};

/** A retry is a warning (the error's message); giving up on the event an error (with its stack). */
function logEventFailure(logger: Logger, failure: ListenerEventFailure): void {
  const { listener, event, error, attempt, outcome } = failure;
  const fields = { listener, attempt, outcome, ...eventLogFields(event) };
  const message =
    `${listener}: ${event.type} ${event.streamId}@${event.version} failed ` +
    `(attempt ${attempt}): ${messageOf(error)}; ${AFTER_FAILURE[outcome]}`;
  if (outcome === 'retry') logger.warn({ ...fields, error: messageOf(error) }, message);
  else logger.error({ ...fields, err: error }, message);
}

/**
 * The projection runner's hooks: the app logs as JSON with the event's fields (correlation
 * ids…) under the `Projections` context, where the module's defaults log plain text.
 */
export function projectionLogging(): Pick<ProjectionOptions, 'onLoopError' | 'onEventFailed'> {
  const logger = new Logger('Projections');
  return {
    onLoopError: (listener, error) =>
      logger.warn({ listener, err: error }, `${listener}: ${messageOf(error)}`),
    onEventFailed: (failure) => logEventFailure(logger, failure),
  };
}

/** The saga worker's retry and error hooks, as JSON under the `Sagas` context. */
export function sagaLogging(): Pick<SagaOptions, 'onRetry' | 'onError'> {
  const logger = new Logger('Sagas');
  return {
    onRetry: ({ event, ...retry }) =>
      logger.warn(
        { listener: retry.saga, ...retry, ...eventLogFields(event) },
        `${retry.saga} step ${retry.step} failed (attempt ${retry.attempt}), ` +
          `retrying in ${retry.delayMs} ms: ${retry.error}`,
      ),
    onError: (error) => logger.warn({ err: error }, messageOf(error)),
  };
}
