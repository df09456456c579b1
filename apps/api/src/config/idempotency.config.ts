import { EnvReader, type Env, type Read } from './env';

/** How long `Idempotency-Key`s are kept, and how long one stays in flight. */
export interface IdempotencyOptions {
  /** How long a key and its stored response are kept. */
  readonly retentionMs: number;
  /** How long a claimed key stays in flight before a retry may take it over (its request died). */
  readonly leaseMs: number;
}

export function readIdempotencyOptions(env: Env): Read<IdempotencyOptions> {
  const vars = new EnvReader(env);
  const retentionSeconds = vars.integer('IDEMPOTENCY_RETENTION_SECONDS', 86_400, 1, 31_536_000);
  const leaseSeconds = vars.integer('IDEMPOTENCY_LEASE_SECONDS', 10, 1, 86_400);
  if (leaseSeconds > retentionSeconds) {
    vars.problem('IDEMPOTENCY_LEASE_SECONDS must not exceed IDEMPOTENCY_RETENTION_SECONDS');
  }
  return vars.result({ retentionMs: retentionSeconds * 1000, leaseMs: leaseSeconds * 1000 });
}
