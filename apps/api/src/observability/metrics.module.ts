import { Module } from '@nestjs/common';
import { AppMetrics } from './app-metrics';

/** The app's metrics registry alone, so that the event store module can count appends into it. */
@Module({ providers: [AppMetrics], exports: [AppMetrics] })
export class MetricsModule {}
