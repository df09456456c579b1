import { Logger } from '@nestjs/common';
import type { ProjectionOptions, SagaOptions } from './options';

const messageOf = (error: unknown): string =>
  error instanceof Error ? error.message : String(error);

/**
 * The runner's hooks the application left unset: logged, so that a failing listener is seen
 * without any code of the application's (a retry as a warning, giving up as an error).
 */
export function withProjectionLogging(options: ProjectionOptions = {}): ProjectionOptions {
  const logger = new Logger('TidemarkProjections');
  return {
    ...options,
    onLoopError:
      options.onLoopError ?? ((listener, error) => logger.warn(`${listener}: ${messageOf(error)}`)),
    onEventFailed:
      options.onEventFailed ??
      (({ listener, event, error, attempt, outcome }) => {
        const message =
          `${listener}: ${event.type} ${event.streamId}@${event.version} failed ` +
          `(attempt ${attempt}, ${outcome}): ${messageOf(error)}`;
        if (outcome === 'retry') logger.warn(message);
        else logger.error(message, error instanceof Error ? error.stack : undefined);
      }),
  };
}

/** The worker's hooks the application left unset: logged. */
export function withSagaLogging(options: SagaOptions = {}): SagaOptions {
  const logger = new Logger('TidemarkSagas');
  return {
    ...options,
    onDeadLetter:
      options.onDeadLetter ??
      ((alert) =>
        logger.error(
          `${alert.saga} step ${alert.step} of ${alert.sagaKey} dead-lettered ` +
            `(${alert.reason}, ${alert.attempts} attempts, dead letter ${alert.deadLetterId}): ${alert.error}`,
        )),
    onRetry:
      options.onRetry ??
      ((retry) =>
        logger.warn(
          `${retry.saga} step ${retry.step} of ${retry.sagaKey} failed (attempt ${retry.attempt}), ` +
            `retrying in ${retry.delayMs} ms: ${retry.error}`,
        )),
    onError: options.onError ?? ((error) => logger.warn(messageOf(error))),
  };
}
