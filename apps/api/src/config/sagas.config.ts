import { EnvReader, shownUrl, type Env, type Read } from './env';

/** How the app runs its sagas' work items and raises the dead-letter alert. */
export interface SagasOptions {
  /** Work items one instance runs at once. */
  readonly workerConcurrency: number;
  /** A claimed work item whose worker died is taken over after this. */
  readonly leaseMs: number;
  /** Where each dead letter is also POSTed as JSON; undefined: the log line only. */
  readonly deadLetterWebhookUrl: string | undefined;
}

export function readSagasOptions(env: Env): Read<SagasOptions> {
  const vars = new EnvReader(env);
  const sagas: SagasOptions = {
    workerConcurrency: vars.integer('SAGA_WORKER_CONCURRENCY', 4, 1, 100),
    leaseMs: vars.integer('SAGA_LEASE_MS', 60_000, 1000, 3_600_000),
    deadLetterWebhookUrl: vars.string('DEAD_LETTER_WEBHOOK_URL'),
  };
  if (sagas.deadLetterWebhookUrl !== undefined && !isHttpUrl(sagas.deadLetterWebhookUrl)) {
    vars.problem(
      `DEAD_LETTER_WEBHOOK_URL must be an http:// or https:// URL, got ${shownUrl(sagas.deadLetterWebhookUrl)}`,
    );
  }
  return vars.result(sagas);
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}
