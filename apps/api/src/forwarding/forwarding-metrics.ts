import { Inject, Injectable } from '@nestjs/common';
import { Counter, Gauge } from 'prom-client';
import type { Forwarder } from '@tidemark/infra';
import { TidemarkMetrics } from '@tidemark/infra/prometheus';
import { FORWARDER } from './forwarding.tokens';

/**
 * The forwarder's own metrics, beside the lag every listener has
 * (`tidemark_projection_lag{listener="forward_jetstream"}`).
 */
@Injectable()
export class ForwardingMetrics {
  constructor(metrics: TidemarkMetrics, @Inject(FORWARDER) forwarder: Forwarder) {
    const registers = [metrics.registry];
    const labels = { listener: forwarder.name };
    new Counter({
      name: 'tidemark_forwarded_total',
      help: 'Events this instance published to the forwarding destination and saw acknowledged.',
      labelNames: ['listener'],
      registers,
      collect() {
        this.reset();
        this.inc(labels, forwarder.health().forwarded);
      },
    });
    new Gauge({
      name: 'tidemark_forwarding_failing',
      help: '1 while publishes to the forwarding destination fail (it is retried with back-off), else 0.',
      labelNames: ['listener'],
      registers,
      collect() {
        this.set(labels, forwarder.health().failingSince === null ? 0 : 1);
      },
    });
    new Gauge({
      name: 'tidemark_forwarding_at_risk',
      help: '1 when acknowledged events wait longer than the duplicate window allows for the checkpoint, else 0.',
      labelNames: ['listener'],
      registers,
      collect() {
        this.set(labels, forwarder.health().atRisk === null ? 0 : 1);
      },
    });
  }
}
