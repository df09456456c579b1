import { Logger } from '@nestjs/common';
import type { DeadLetterAlert } from '@tidemark/infra';

export interface DeadLetterAlertsOptions {
  /** Where each alert is also POSTed as JSON; undefined: the log line only. */
  readonly webhookUrl: string | undefined;
  /** Writes one line (default: standard error). */
  readonly write?: (line: string) => void;
  /** Reports a webhook that failed (default: a warning in the app's log). */
  readonly warn?: (message: string) => void;
  readonly now?: () => Date;
  readonly webhookTimeoutMs?: number;
}

/** The JSON the alert writes and POSTs. */
export interface DeadLetterAlertJson extends DeadLetterAlert {
  readonly level: 'error';
  readonly alert: 'DeadLetter';
  readonly time: string;
}

/**
 * The dead-letter alert: one structured log line (a JSON object) per dead letter, and an
 * optional webhook POST. A failing webhook is logged, never thrown: the dead letter is
 * already stored, and the admin API lists it.
 */
export class DeadLetterAlerts {
  private readonly write: (line: string) => void;
  private readonly warn: (message: string) => void;
  private readonly now: () => Date;
  private readonly webhookTimeoutMs: number;

  constructor(private readonly options: DeadLetterAlertsOptions) {
    const logger = new Logger('DeadLetters');
    this.write = options.write ?? ((line) => process.stderr.write(`${line}\n`));
    this.warn = options.warn ?? ((message) => logger.warn(message));
    this.now = options.now ?? (() => new Date());
    this.webhookTimeoutMs = options.webhookTimeoutMs ?? 5000;
  }

  async raise(alert: DeadLetterAlert): Promise<void> {
    const json: DeadLetterAlertJson = {
      level: 'error',
      alert: 'DeadLetter',
      time: this.now().toISOString(),
      ...alert,
    };
    const body = JSON.stringify(json);
    this.write(body);
    const url = this.options.webhookUrl;
    if (url === undefined) return;
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
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
