import { Module } from '@nestjs/common';
import { AppConfig } from '../config';
import { DeadLetterAlerts } from './dead-letter-alerts';

/** The dead-letter alert alone, so that the store module can give it to the saga worker. */
@Module({
  providers: [
    {
      provide: DeadLetterAlerts,
      inject: [AppConfig],
      useFactory: (config: AppConfig) =>
        new DeadLetterAlerts({ webhookUrl: config.sagas.deadLetterWebhookUrl }),
    },
  ],
  exports: [DeadLetterAlerts],
})
export class DeadLetterAlertsModule {}
