import { Logger } from '@nestjs/common';
import type { DeadLetterAlert, RecordedEvent } from '@tidemark/infra';
import { eventLogFields, type EventLogFields } from '../observability/event-log-fields';

/** The fields of the alert's log line: the dead letter, and the event its work item was for. */
export interface DeadLetterAlertFields extends DeadLetterAlert, EventLogFields {
  readonly alert: 'DeadLetter';
  /** The saga, named as every listener is in the logs. */
  readonly listener: string;
}

export interface DeadLetterAlertsOptions {
  /** Where each alert is also POSTed as JSON; undefined: the log line only. */
  readonly webhookUrl: string | undefined;
  /** Writes the alert's log line (default: an error in the app's log). */
  readonly log?: (fields: DeadLetterAlertFields, message: string) => void;
  /** Reports a webhook that failed (default: a warning in the app's log). */
  readonly warn?: (message: string) => void;
  readonly now?: () => Date;
  readonly webhookTimeoutMs?: number;
}

/** The JSON the webhook gets. */
export interface DeadLetterAlertJson extends DeadLetterAlertFields {
  readonly level: 'error';
  readonly time: string;
}

/**
 * The dead-letter alert: one error in the app's log per dead letter, carrying the event's
 * correlation ids, and an optional webhook POST. A failing webhook is logged, never thrown:
 * the dead letter is already stored, and the admin API lists it.
 */
export class DeadLetterAlerts {
  private readonly log: (fields: DeadLetterAlertFields, message: string) => void;
  private readonly warn: (message: string) => void;
  private readonly now: () => Date;
  private readonly webhookTimeoutMs: number;

  constructor(private readonly options: DeadLetterAlertsOptions) {
    const logger = new Logger('DeadLetters');
    this.log = options.log ?? ((fields, message) => logger.error(fields, message));
    this.warn = options.warn ?? ((message) => logger.warn(message));
    this.now = options.now ?? (() => new Date());
    this.webhookTimeoutMs = options.webhookTimeoutMs ?? 5000;
  }

  async raise(alert: DeadLetterAlert, event: RecordedEvent): Promise<void> {
    const fields: DeadLetterAlertFields = {
      alert: 'DeadLetter',
      ...alert,
      listener: alert.saga,
      ...eventLogFields(event),
    };
    this.log(
      fields,
      `dead letter ${alert.deadLetterId}: ${alert.saga} step ${alert.step} gave up after ` +
        `${alert.attempts} attempt(s) (${alert.reason}): ${alert.error}`,
    );
    const url = this.options.webhookUrl;
    if (url === undefined) return;
    const json: DeadLetterAlertJson = { level: 'error', time: this.now().toISOString(), ...fields };
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(json),
        signal: AbortSignal.timeout(this.webhookTimeoutMs),
      });
      await response.arrayBuffer().catch(() => undefined);
      if (!response.ok) {
        this.warn(`dead-letter webhook answered ${response.status} for ${alert.deadLetterId}`);
      }
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      this.warn(`dead-letter webhook failed for ${alert.deadLetterId}: ${message}`);
    }
  }
}
